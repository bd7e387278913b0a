import { BarItem, type BarCustomLayerProps, type BarDatum, type BarItemProps } from '@nivo/bar';
import { formatNumber } from '@domain/money';
import type { ChartModel, ChartSeries } from '../chart-data';
import { labelWidth } from '../chart-format';
import { haloLabelStyle } from './chart-theme';

// Nivo's scales are d3 scales; only these calls are used here.
type BandScale = ((value: string) => number | undefined) & { bandwidth: () => number };
type LinearScale = (value: number) => number;

function darker(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * factor);
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

function lighter(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

/** A column with a lit top and a shaded side: the "3D column" drawn in 2D. */
export function DepthBar<D extends BarDatum>(props: BarItemProps<D>) {
  const { x, y, width, height, color } = props.bar;
  const depth = Math.min(14, Math.max(4, width * 0.28));
  return (
    <g>
      <polygon
        points={`${x + width},${y} ${x + width + depth},${y - depth} ${x + width + depth},${y + height - depth} ${x + width},${y + height}`}
        fill={darker(color, 0.62)}
      />
      <polygon points={`${x},${y} ${x + depth},${y - depth} ${x + width + depth},${y - depth} ${x + width},${y}`} fill={lighter(color, 0.35)} />
      <BarItem {...props} />
    </g>
  );
}

function valueText(series: ChartSeries, value: number): string {
  return formatNumber(value, series.decimals);
}

/** The line of a combined chart, over the bars, on the same value axis. */
export function makeComboLineLayer(model: ChartModel, series: ChartSeries, color: string, showLabels: boolean) {
  return function ComboLineLayer(props: BarCustomLayerProps<BarDatum>) {
    const x = props.xScale as unknown as BandScale;
    const y = props.yScale as unknown as LinearScale;
    const points = model.categories.map((category, i) => {
      const value = series.values[i] ?? 0;
      return { category, value, px: (x(category) ?? 0) + x.bandwidth() / 2, py: y(value) };
    });
    const upright = points.length > 0 && labelWidth(valueText(series, Math.max(...series.values))) > x.bandwidth() + 8;
    return (
      <g className="chart-combo-line">
        <path d={points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.px},${p.py}`).join('')} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" />
        {points.map((p) => (
          <g key={p.category}>
            <circle cx={p.px} cy={p.py} r={4.5} fill="#fff" stroke={color} strokeWidth={2}>
              <title>{`${series.label} · ${p.category}: ${valueText(series, p.value)}`}</title>
            </circle>
            {showLabels &&
              (upright ? (
                <text transform={`translate(${p.px},${p.py - 10}) rotate(-90)`} dominantBaseline="central" style={haloLabelStyle(color)}>
                  {valueText(series, p.value)}
                </text>
              ) : (
                <text x={p.px} y={p.py - 10} textAnchor="middle" style={haloLabelStyle(color)}>
                  {valueText(series, p.value)}
                </text>
              ))}
          </g>
        ))}
      </g>
    );
  };
}

/**
 * A label left of its point when asked and when it fits before the value axis; otherwise right of
 * it, and a line lower when it was meant for the left, clear of the other series' label.
 */
function InvertedAreaLabel({ x, y, left, text, color }: { x: number; y: number; left: boolean; text: string; color: string }) {
  const onLeft = left && x - 8 - labelWidth(text) >= 0;
  return (
    <text x={onLeft ? x - 8 : x + 8} y={left && !onLeft ? y + 14 : y} textAnchor={onLeft ? 'end' : 'start'} style={haloLabelStyle(color)}>
      {text}
    </text>
  );
}

/**
 * Areas with the axes swapped (categories down the side, values across): Nivo has no such
 * chart, so it is drawn over a horizontal bar chart's scales with its bars left out.
 */
export function makeInvertedAreaLayer(model: ChartModel, colors: readonly string[], stacked: boolean, showLabels: boolean) {
  return function InvertedAreaLayer(props: BarCustomLayerProps<BarDatum>) {
    const band = props.yScale as unknown as BandScale;
    const value = props.xScale as unknown as LinearScale;
    const centre = (category: string) => (band(category) ?? 0) + band.bandwidth() / 2;
    const base = model.categories.map(() => 0);
    const layers = model.series.map((series, s) => {
      const start = stacked ? [...base] : model.categories.map(() => 0);
      const end = series.values.map((v, i) => start[i]! + v);
      if (stacked) end.forEach((v, i) => (base[i] = v));
      const outer = model.categories.map((c, i) => `${value(end[i]!)},${centre(c)}`);
      const inner = model.categories.map((c, i) => `${value(start[i]!)},${centre(c)}`).reverse();
      return { series, color: colors[s]!, end, path: `M${outer.join('L')}L${inner.join('L')}Z`, line: `M${outer.join('L')}` };
    });
    // With several series the one ending lowest at a category is labelled left of its point, the
    // others right, so labels of close values do not print over each other.
    const lowest = model.categories.map((_, i) => {
      const ends = layers.map((l) => l.end[i]!);
      return layers.length > 1 ? ends.indexOf(Math.min(...ends)) : -1;
    });
    return (
      <g className="chart-inverted-area">
        {layers.map((l, s) => (
          <g key={l.series.id}>
            <path d={l.path} fill={l.color} fillOpacity={stacked ? 0.55 : 0.3} />
            <path d={l.line} fill="none" stroke={l.color} strokeWidth={2} />
            {model.categories.map((c, i) => (
              <g key={c}>
                <circle cx={value(l.end[i]!)} cy={centre(c)} r={3.5} fill="#fff" stroke={l.color} strokeWidth={2}>
                  <title>{`${l.series.label} · ${c}: ${valueText(l.series, l.series.values[i] ?? 0)}`}</title>
                </circle>
                {showLabels && (
                  <InvertedAreaLabel
                    x={value(l.end[i]!)}
                    y={centre(c) + 4}
                    left={lowest[i] === s}
                    text={valueText(l.series, l.series.values[i] ?? 0)}
                    color={l.color}
                  />
                )}
              </g>
            ))}
          </g>
        ))}
      </g>
    );
  };
}

/**
 * Value labels past the end of each bar. On vertical bars too narrow for the text they are
 * turned upright, so labels of neighbouring bars never overlap. `inside` writes them in white
 * inside the top of the bars instead, leaving the room above to a combined chart's line.
 */
export function makeValueLabelLayer(format: (seriesId: string, value: number) => string, horizontal: boolean, inside = false) {
  return function ValueLabelLayer({ bars }: BarCustomLayerProps<BarDatum>) {
    return (
      <g className="chart-value-labels">
        {bars.map((bar) => {
          const value = bar.data.value ?? 0;
          const text = format(String(bar.data.id), value);
          const style = { fontSize: 11, fontWeight: 600, fill: '#1f2933' };
          if (horizontal) {
            return (
              <text key={bar.key} x={bar.x + bar.width + 6} y={bar.y + bar.height / 2} dominantBaseline="central" style={style}>
                {text}
              </text>
            );
          }
          const upright = labelWidth(text) > bar.width + 4;
          if (inside && upright && !horizontal) {
            if (labelWidth(text) + 12 > bar.height) return null;
            return (
              <text
                key={bar.key}
                transform={`translate(${bar.x + bar.width / 2},${bar.y + 6}) rotate(-90)`}
                dominantBaseline="central"
                textAnchor="end"
                style={{ ...style, fill: '#ffffff' }}
              >
                {text}
              </text>
            );
          }
          const top = value < 0 ? bar.y + bar.height + 6 : bar.y - 6;
          return upright ? (
            <text
              key={bar.key}
              transform={`translate(${bar.x + bar.width / 2},${top}) rotate(-90)`}
              dominantBaseline="central"
              textAnchor={value < 0 ? 'end' : 'start'}
              style={style}
            >
              {text}
            </text>
          ) : (
            <text key={bar.key} x={bar.x + bar.width / 2} y={top} textAnchor="middle" dominantBaseline={value < 0 ? 'hanging' : undefined} style={style}>
              {text}
            </text>
          );
        })}
      </g>
    );
  };
}
