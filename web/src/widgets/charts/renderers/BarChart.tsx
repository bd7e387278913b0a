import { Bar, type BarDatum, type BarLayer, type BarTooltipProps } from '@nivo/bar';
import { formatNumber } from '@domain/money';
import { toBarData } from '../chart-data';
import { formatTick, truncateAxisLabel } from '../chart-format';
import { labelWidth, thinCategories } from '../chart-format';
import { DepthBar, makeComboLineLayer, makeInvertedAreaLayer, makeValueLabelLayer } from './bar-layers';
import { CHART_THEME, LEGEND_WIDTH, seriesColor } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import type { RendererProps } from './renderer-props';
import { SeriesLegend, type LegendItem } from './SeriesLegend';

const GRADIENT_ID = 'chart-depth-gradient';
/** Share of each category's band left empty between bar groups. */
const PADDING = 0.28;

/** Vertical (1) and horizontal (2) bars, combined bars and line (8), 3D columns (9) and the inverted area (6). */
export function BarChart({ model, setup, width, height }: RendererProps) {
  const horizontal = setup.type === 2 || setup.type === 6;
  const combo = setup.type === 8;
  const invertedArea = setup.type === 6;
  const lineSeries = combo && model.series.length > 1 ? model.series[model.series.length - 1]! : null;
  const barSeries = lineSeries ? model.series.slice(0, -1) : model.series;
  const colors = model.series.map((_, i) => seriesColor(i));
  const colorOf = new Map(model.series.map((s, i) => [s.id, colors[i]!]));
  const seriesOf = new Map(model.series.map((s) => [s.id, s]));
  // Nivo stacks horizontal bars from the bottom up; reversed, the first row stays on top as in the table.
  const data = horizontal ? toBarData(model).reverse() : toBarData(model);

  const valueText = (id: string, value: number) => formatNumber(value, seriesOf.get(id)?.decimals ?? 2);
  // Our own labels outside the bars; stacked segments keep Nivo's labels inside them.
  const outsideLabels = setup.showLabels && !setup.stacked && !invertedArea;
  const lineLabels = setup.showLabels && combo;
  const widestLabel = Math.max(0, ...(combo ? model.series : barSeries).flatMap((s) => s.values.map((v) => labelWidth(valueText(s.id, v)))));
  const longest = Math.max(0, ...model.categories.map((c) => truncateAxisLabel(c).length));
  const rotate = !horizontal && (model.categories.length > 8 || longest * 7 * model.categories.length > width * 0.7);
  // Horizontal bars and the inverted area print their value labels right of the values.
  const right = (setup.showLegend ? LEGEND_WIDTH : 32) + ((outsideLabels || (invertedArea && setup.showLabels)) && horizontal ? widestLabel : 0);
  // Labels stand upright only where a bar (or, for the combined line, a category) is narrower than
  // the text, as the label layers decide; flat labels need one text line above the plot.
  const band = ((width - 72 - right) / Math.max(1, model.categories.length)) * (1 - PADDING);
  const upright = widestLabel > (combo || setup.stacked ? band : band / Math.max(1, barSeries.length)) + 4;
  const margin = {
    top: (outsideLabels && !horizontal) || lineLabels ? 24 + (upright ? widestLabel : 16) : 24,
    right,
    bottom: horizontal ? 48 : rotate ? 24 + Math.min(longest, 15) * 4.6 : 48,
    left: horizontal ? 24 + Math.min(longest, 15) * 6.5 : 72,
  };

  // Stacked sums and the combined line share the value axis, so its extent covers both.
  const totals = model.categories.map((_, i) => barSeries.map((s) => s.values[i] ?? 0));
  const barMax = Math.max(0, ...totals.map((t) => (setup.stacked ? t.reduce((a, b) => a + Math.max(b, 0), 0) : Math.max(0, ...t))));
  const barMin = Math.min(0, ...totals.map((t) => (setup.stacked ? t.reduce((a, b) => a + Math.min(b, 0), 0) : Math.min(0, ...t))));
  const lineValues = lineSeries?.values ?? [];
  const max = Math.max(barMax, ...lineValues);
  // Labels of negative columns go below them: the value axis reaches down far enough to hold them.
  const belowRoom = outsideLabels && !horizontal && barMin < 0 ? (upright ? widestLabel : 16) + 8 : 0;
  const innerHeight = height - margin.top - margin.bottom;
  const min = Math.min(barMin, ...lineValues) - (belowRoom > 0 ? ((max - barMin) * belowRoom) / Math.max(1, innerHeight - belowRoom) : 0);

  const legendItems: LegendItem[] = model.series.map((s) => ({ label: s.label, color: colorOf.get(s.id)!, symbol: s === lineSeries ? 'line' : 'square' }));
  const Legend = () => <SeriesLegend items={legendItems} x={width - margin.left - LEGEND_WIDTH + 16} y={0} maxHeight={innerHeight} />;

  const layers: BarLayer<BarDatum>[] = ['grid', 'axes'];
  if (invertedArea) layers.push(makeInvertedAreaLayer(model, colors, setup.stacked, setup.showLabels));
  else layers.push('bars');
  if (outsideLabels) layers.push(makeValueLabelLayer(valueText, horizontal, combo));
  if (lineSeries) layers.push(makeComboLineLayer(model, lineSeries, colorOf.get(lineSeries.id)!, setup.showLabels));
  if (setup.stacked && setup.showLabels && !invertedArea) layers.push('totals');
  if (setup.showLegend) layers.push(Legend);

  const categoryRoom = horizontal ? innerHeight : width - margin.left - margin.right;
  const categoryAxis = {
    tickSize: 0,
    tickPadding: 8,
    tickValues: thinCategories(model.categories, categoryRoom, horizontal ? 16 : rotate ? 18 : 90),
    format: (v: string | number) => truncateAxisLabel(String(v)),
    tickRotation: rotate ? -40 : 0,
  };
  const valueAxis = { tickSize: 0, tickPadding: 8, tickValues: 6, format: (v: number) => formatTick(v) };

  return (
    <Bar
      width={width}
      height={height}
      data={data}
      keys={barSeries.map((s) => s.id)}
      indexBy="category"
      layout={horizontal ? 'horizontal' : 'vertical'}
      groupMode={setup.stacked ? 'stacked' : 'grouped'}
      margin={margin}
      padding={PADDING}
      innerPadding={setup.stacked ? 0 : setup.type === 9 ? 6 : 2}
      valueScale={{ type: 'linear', min, max: max === min ? min + 1 : max, nice: true }}
      colors={(d) => colorOf.get(String(d.id)) ?? colors[0]!}
      borderRadius={setup.type === 9 ? 0 : 3}
      theme={CHART_THEME}
      animate={false}
      layers={layers}
      barComponent={setup.type === 9 ? DepthBar : undefined}
      defs={
        setup.type === 9
          ? [
              {
                id: GRADIENT_ID,
                type: 'linearGradient',
                colors: [
                  { offset: 0, color: 'inherit' },
                  { offset: 100, color: 'inherit', opacity: 0.72 },
                ],
              },
            ]
          : []
      }
      fill={setup.type === 9 ? [{ match: '*', id: GRADIENT_ID }] : []}
      enableLabel={setup.showLabels && setup.stacked}
      label={(d) => valueText(String(d.id), d.value ?? 0)}
      labelSkipWidth={horizontal ? 48 : 44}
      labelSkipHeight={14}
      labelTextColor="#ffffff"
      valueFormat={(v) => formatNumber(v, 2)}
      enableGridX={horizontal}
      enableGridY={!horizontal}
      axisBottom={horizontal ? valueAxis : categoryAxis}
      axisLeft={horizontal ? categoryAxis : valueAxis}
      tooltip={(d: BarTooltipProps<BarDatum>) => {
        const series = seriesOf.get(String(d.id));
        return <ChartTooltip color={d.color} title={String(d.indexValue)} subtitle={series?.label} value={formatNumber(d.value, series?.decimals ?? 2)} />;
      }}
      role="img"
      ariaLabel={setup.title || 'Gráfica de barras'}
    />
  );
}
