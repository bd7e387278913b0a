import { Funnel, type FunnelDatum, type FunnelCustomLayer } from '@nivo/funnel';
import { formatNumber } from '@domain/money';
import { drawableSlices } from '../chart-data';
import { labelWidth } from '../chart-format';
import { CHART_THEME, LEGEND_WIDTH, seriesColor } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import type { RendererProps } from './renderer-props';
import { SeriesLegend } from './SeriesLegend';

type Step = FunnelDatum<{ label: string }>;

/** Pyramid (7): the funnel turned over, smallest category on top and the largest at the base. */
export function PyramidChart({ model, setup, width, height }: RendererProps) {
  const series = model.series[0];
  const decimals = series?.decimals ?? 2;
  const steps: Step[] = drawableSlices(model)
    .slices.sort((a, b) => a.value - b.value)
    .map((s) => ({ id: s.id, label: s.label, value: s.value }));
  const colorOf = new Map(steps.map((s, i) => [s.id, seriesColor(i)]));
  const margin = { top: 24, right: setup.showLegend ? LEGEND_WIDTH + 24 : 40, bottom: 24, left: 40 };
  // A size function gives each step's top width in pixels; with no shape blending each step
  // narrows to the next one's width, so widths by rank from 0 draw a triangle.
  const plotWidth = width - margin.left - margin.right;
  const rank = new Map(steps.map((s, i) => [s.id, steps.length > 1 ? (i / (steps.length - 1)) * plotWidth : plotWidth]));
  const widthStep = steps.length > 1 ? plotWidth / (steps.length - 1) : 0;
  const innerHeight = height - margin.top - margin.bottom;

  const layers: Array<'separators' | 'parts' | 'labels' | FunnelCustomLayer<Step>> = ['parts'];
  if (setup.showLabels) {
    // Inside the step when it fits, else beside it in dark text (the top steps are narrow).
    layers.push(({ parts }) => (
      <g className="chart-value-labels">
        {parts.map((part) => {
          const text = formatNumber(part.data.value, decimals);
          // The step's width half-way down, where the label sits.
          const middle = part.width + widthStep / 2;
          const inside = labelWidth(text) + 12 < middle;
          return (
            <text
              key={part.data.id}
              x={inside ? part.x : part.x + middle / 2 + 8}
              y={part.y}
              textAnchor={inside ? 'middle' : 'start'}
              dominantBaseline="central"
              style={{ fontSize: 11, fontWeight: 600, fill: inside ? '#ffffff' : '#1f2933' }}
            >
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
        items={steps.map((s) => ({ label: s.label, color: colorOf.get(s.id)! }))}
        x={width - margin.left - LEGEND_WIDTH + 16}
        y={0}
        maxHeight={innerHeight}
      />
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
      shapeBlending={0}
      spacing={2}
      colors={(d) => colorOf.get(d.id) ?? seriesColor(0)}
      borderWidth={0}
      theme={CHART_THEME}
      animate={false}
      layers={layers}
      valueFormat={(v) => formatNumber(v, decimals)}
      currentPartSizeExtension={6}
      tooltip={({ part }) => (
        <ChartTooltip color={part.color} title={part.data.label} subtitle={series?.label} value={formatNumber(part.data.value, decimals)} />
      )}
      role="img"
      ariaLabel={setup.title || 'Gráfica de pirámide'}
    />
  );
}
