import { Line, type LineCustomSvgLayerProps, type LineSvgLayer, type PointTooltipProps } from '@nivo/line';
import { formatNumber } from '@domain/money';
import { toLineData } from '../chart-data';
import { formatTick, labelWidth, thinCategories, truncateAxisLabel } from '../chart-format';
import { CHART_THEME, haloLabelStyle, LEGEND_WIDTH, seriesColor } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import type { RendererProps } from './renderer-props';
import { SeriesLegend } from './SeriesLegend';

type Series = ReturnType<typeof toLineData>[number];

/** Lines (4) and areas (5). */
export function LineChart({ model, setup, width, height }: RendererProps) {
  const data = toLineData(model);
  const colorOf = new Map(model.series.map((s, i) => [s.id, seriesColor(i)]));
  const seriesOf = new Map(model.series.map((s) => [s.id, s]));
  const longest = Math.max(0, ...model.categories.map((c) => truncateAxisLabel(c).length));
  const rotate = model.categories.length > 8 || longest * 7 * model.categories.length > width * 0.7;
  const valueText = (id: string, value: number) => formatNumber(value, seriesOf.get(id)?.decimals ?? 2);
  const widestLabel = Math.max(0, ...model.series.flatMap((s) => s.values.map((v) => labelWidth(valueText(s.id, v)))));
  const plotWidth = width - 72 - (setup.showLegend ? LEGEND_WIDTH : 32);
  // Labels wider than the room between two points stand upright, as on narrow bars.
  const upright = setup.showLabels && widestLabel > plotWidth / Math.max(1, model.categories.length) - 6;
  const margin = {
    top: upright ? 24 + widestLabel : 24,
    right: setup.showLegend ? LEGEND_WIDTH : 32,
    bottom: rotate ? 24 + Math.min(longest, 15) * 4.6 : 48,
    left: 72,
  };
  const innerHeight = height - margin.top - margin.bottom;
  const values = model.series.flatMap((s) => s.values);
  // Stacked lines add up: positive values above zero and negative ones below it.
  const stackedSum = (i: number, sign: 1 | -1) => model.series.reduce((sum, s) => sum + (sign * (s.values[i] ?? 0) > 0 ? (s.values[i] ?? 0) : 0), 0);
  const stackedMax = Math.max(0, ...model.categories.map((_, i) => stackedSum(i, 1)));
  const stackedMin = Math.min(0, ...model.categories.map((_, i) => stackedSum(i, -1)));

  const lowest = model.categories.map((_, i) => {
    const values = model.series.map((s) => s.values[i] ?? 0);
    return model.series[values.indexOf(Math.min(...values))]?.id;
  });
  const layers: LineSvgLayer<Series>[] = ['grid', 'axes', 'areas', 'lines', 'points', 'mesh'];
  if (setup.showLabels) {
    layers.push(({ points }: LineCustomSvgLayerProps<Series>) => (
      <g className="chart-value-labels">
        {points.map((p) => {
          const text = valueText(String(p.seriesId), Number(p.data.y));
          const style = haloLabelStyle(p.seriesColor);
          // With several lines the lowest one is labelled below its points, the others above, so they do not cross.
          const below = model.series.length > 1 && lowest[p.indexInSeries] === String(p.seriesId);
          return upright ? (
            <text
              key={p.id}
              transform={`translate(${p.x},${below ? p.y + 9 : p.y - 9}) rotate(-90)`}
              dominantBaseline="central"
              textAnchor={below ? 'end' : 'start'}
              style={style}
            >
              {text}
            </text>
          ) : (
            <text key={p.id} x={p.x} y={below ? p.y + 18 : p.y - 12} textAnchor="middle" style={style}>
              {text}
            </text>
          );
        })}
      </g>
    ));
  }
  if (setup.showLegend) {
    layers.push(() => (
      <SeriesLegend
        items={model.series.map((s) => ({ label: s.label, color: colorOf.get(s.id)!, symbol: setup.type === 4 ? 'line' : 'square' }))}
        x={width - margin.left - LEGEND_WIDTH + 16}
        y={0}
        maxHeight={innerHeight}
      />
    ));
  }

  return (
    <Line<Series>
      width={width}
      height={height}
      data={data}
      margin={margin}
      xScale={{ type: 'point' }}
      yScale={{
        type: 'linear',
        min: setup.stacked ? stackedMin : Math.min(0, ...values),
        max: setup.stacked ? stackedMax || 1 : Math.max(1, ...values),
        stacked: setup.stacked,
        nice: true,
      }}
      curve="monotoneX"
      colors={(s) => colorOf.get(String(s.id)) ?? seriesColor(0)}
      lineWidth={2.5}
      enableArea={setup.type === 5}
      areaOpacity={setup.stacked ? 0.6 : 0.22}
      pointSize={7}
      pointColor="#ffffff"
      pointBorderWidth={2}
      pointBorderColor={{ from: 'seriesColor' }}
      theme={CHART_THEME}
      animate={false}
      layers={layers}
      useMesh
      axisBottom={{
        tickSize: 0,
        tickPadding: 8,
        tickRotation: rotate ? -40 : 0,
        tickValues: thinCategories(model.categories, width - margin.left - margin.right, rotate ? 18 : 90),
        format: (v) => truncateAxisLabel(String(v)),
      }}
      axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 6, format: (v) => formatTick(Number(v)) }}
      tooltip={({ point }: PointTooltipProps<Series>) => {
        const series = seriesOf.get(String(point.seriesId));
        return (
          <ChartTooltip
            color={point.seriesColor}
            title={String(point.data.x)}
            subtitle={series?.label}
            value={formatNumber(Number(point.data.y), series?.decimals ?? 2)}
          />
        );
      }}
      role="img"
      ariaLabel={setup.title || 'Gráfica de líneas'}
    />
  );
}
