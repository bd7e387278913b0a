import { Funnel, type FunnelDatum, type FunnelCustomLayer } from '@nivo/funnel';
import { formatNumber } from '@domain/money';
import { toSliceData } from '../chart-data';
import { CHART_THEME, LEGEND_WIDTH, seriesColor } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import type { RendererProps } from './renderer-props';
import { SeriesLegend } from './SeriesLegend';

type Step = FunnelDatum<{ label: string }>;

/** Pyramid (7): the funnel turned over, smallest category on top and the largest at the base. */
export function PyramidChart({ model, setup, width, height }: RendererProps) {
  const series = model.series[0];
  const decimals = series?.decimals ?? 2;
  const steps: Step[] = toSliceData(model)
    .filter((s) => s.value > 0)
    .sort((a, b) => a.value - b.value)
    .map((s) => ({ id: s.id, label: s.label, value: s.value }));
  const colorOf = new Map(steps.map((s, i) => [s.id, seriesColor(i)]));
  // Nivo scales sizes against the largest value, so the rank is expressed as a share of it.
  const largest = Math.max(1, ...steps.map((s) => s.value));
  const rank = new Map(steps.map((s, i) => [s.id, ((i + 1) / steps.length) * largest]));
  const margin = { top: 24, right: setup.showLegend ? LEGEND_WIDTH + 24 : 40, bottom: 24, left: 40 };
  const innerHeight = height - margin.top - margin.bottom;

  const layers: Array<'separators' | 'parts' | 'labels' | FunnelCustomLayer<Step>> = ['parts', 'labels'];
  if (setup.showLegend) {
    layers.push(() => (
      <SeriesLegend items={steps.map((s) => ({ label: s.label, color: colorOf.get(s.id)! }))} x={width - margin.left - LEGEND_WIDTH + 16} y={0} maxHeight={innerHeight} />
    ));
  }

  return (
    <Funnel<Step>
      width={width}
      height={height}
      data={steps}
      margin={margin}
      direction="vertical"
      interpolation="linear"
      // Widths follow each step's rank, not its value: a pyramid, with the values in labels and tooltips.
      size={(d: Step) => rank.get(d.id) ?? 1}
      shapeBlending={1}
      spacing={2}
      colors={(d) => colorOf.get(d.id) ?? seriesColor(0)}
      borderWidth={0}
      theme={CHART_THEME}
      animate={false}
      layers={layers}
      enableLabel={setup.showLabels}
      labelColor="#ffffff"
      valueFormat={(v) => formatNumber(v, decimals)}
      currentPartSizeExtension={6}
      tooltip={({ part }) => <ChartTooltip color={part.color} title={part.data.label} subtitle={series?.label} value={formatNumber(part.data.value, decimals)} />}
      role="img"
      ariaLabel={setup.title || 'Gráfica de pirámide'}
    />
  );
}
