import { Pie, type PieCustomLayerProps, type PieLayer, type PieTooltipProps } from '@nivo/pie';
import { formatNumber } from '@domain/money';
import { drawableSlices, type toSliceData } from '../chart-data';
import { truncateAxisLabel } from '../chart-format';
import { CHART_THEME, LEGEND_WIDTH, seriesColor } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import type { RendererProps } from './renderer-props';
import { SeriesLegend } from './SeriesLegend';

type Slice = ReturnType<typeof toSliceData>[number];

const SHADE_ID = 'chart-pie-shade';
const BLUR_ID = 'chart-pie-blur';
const DEPTH = 14;

/** The side of a 3D pie: each slice repeated below itself in a darker tone, over a soft shadow. */
function DepthLayer({ dataWithArc, centerX, centerY, radius, arcGenerator }: PieCustomLayerProps<Slice>) {
  const steps = Array.from({ length: DEPTH }, (_, i) => DEPTH - i);
  return (
    <g>
      <defs>
        <filter id={BLUR_ID} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation={8} />
        </filter>
      </defs>
      <ellipse
        cx={centerX}
        cy={centerY + radius * 0.92 + DEPTH}
        rx={radius * 0.95}
        ry={radius * 0.16}
        fill="rgba(16, 24, 40, 0.28)"
        filter={`url(#${BLUR_ID})`}
      />
      <g transform={`translate(${centerX},${centerY})`}>
        {steps.map((offset) =>
          dataWithArc.map((d) => <path key={`${d.id}-${offset}`} d={arcGenerator(d.arc) ?? undefined} transform={`translate(0,${offset})`} fill={d.color} />),
        )}
        <g>
          {dataWithArc.map((d) => (
            <path key={d.id} d={arcGenerator(d.arc) ?? undefined} transform={`translate(0,${DEPTH / 2})`} fill="rgba(0, 0, 0, 0.28)" />
          ))}
        </g>
      </g>
    </g>
  );
}

/** Pie (3), 3D pie (10) and 3D donut (11). */
export function PieChart({ model, setup, width, height }: RendererProps) {
  const { slices } = drawableSlices(model);
  const series = model.series[0];
  const depth = setup.type === 10 || setup.type === 11;
  const colorOf = new Map(slices.map((s, i) => [s.id, seriesColor(i)]));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const margin = { top: 32, right: setup.showLegend ? LEGEND_WIDTH + 24 : 40, bottom: depth ? 48 : 32, left: 40 };
  const innerHeight = height - margin.top - margin.bottom;

  const layers: PieLayer<Slice>[] = [];
  if (depth) layers.push(DepthLayer);
  layers.push('arcs', 'arcLinkLabels', 'arcLabels');
  if (setup.showLegend) {
    layers.push(() => (
      <SeriesLegend
        items={slices.map((s) => ({ label: s.label, color: colorOf.get(s.id)! }))}
        x={width - margin.left - LEGEND_WIDTH + 16}
        y={0}
        maxHeight={innerHeight}
      />
    ));
  }
  const decimals = series?.decimals ?? 2;

  return (
    <Pie<Slice>
      width={width}
      height={height}
      data={slices}
      margin={margin}
      innerRadius={setup.type === 11 ? 0.52 : 0}
      padAngle={0.6}
      cornerRadius={setup.type === 3 ? 3 : 1}
      activeOuterRadiusOffset={6}
      colors={(d) => colorOf.get(String(d.id)) ?? seriesColor(0)}
      borderWidth={1}
      borderColor="#ffffff"
      theme={CHART_THEME}
      animate={false}
      layers={layers}
      defs={
        depth
          ? [
              {
                id: SHADE_ID,
                type: 'radialGradient',
                colors: [
                  { offset: 0, color: 'inherit' },
                  { offset: 100, color: 'inherit', opacity: 0.78 },
                ],
              },
            ]
          : []
      }
      fill={depth ? [{ match: '*', id: SHADE_ID }] : []}
      enableArcLabels={setup.showLabels}
      arcLabel={(d) => `${formatNumber((d.value / (total || 1)) * 100, 1)} %`}
      arcLabelsSkipAngle={12}
      arcLabelsTextColor="#ffffff"
      enableArcLinkLabels={setup.showLabels}
      arcLinkLabel={(d) => truncateAxisLabel(d.label as string)}
      arcLinkLabelsSkipAngle={8}
      arcLinkLabelsColor={{ from: 'color' }}
      arcLinkLabelsTextColor="#1f2933"
      arcLinkLabelsThickness={1.5}
      tooltip={({ datum }: PieTooltipProps<Slice>) => (
        <ChartTooltip
          color={datum.color}
          title={String(datum.label)}
          subtitle={series?.label}
          value={`${formatNumber(datum.value, decimals)} (${formatNumber((datum.value / (total || 1)) * 100, 1)} %)`}
        />
      )}
      role="img"
    />
  );
}
