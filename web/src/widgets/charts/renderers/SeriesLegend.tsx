import { truncateLegendName } from '../chart-format';
import { CHART_FONT } from './chart-theme';

export interface LegendItem {
  label: string;
  color: string;
  /** 'line' draws a line with a dot, for the line of a combined chart. */
  symbol?: 'square' | 'line';
}

const ROW = 20;

/**
 * Legend drawn in the chart's own SVG (so PNG exports include it), one item per row; names above
 * 29 characters are cut, the full name stays in a native tooltip.
 */
export function SeriesLegend({ items, x, y, maxHeight }: { items: readonly LegendItem[]; x: number; y: number; maxHeight: number }) {
  const fits = Math.max(1, Math.floor(maxHeight / ROW));
  const shown = items.length > fits ? items.slice(0, fits - 1) : items;
  const hidden = items.length - shown.length;
  return (
    <g transform={`translate(${x},${y})`} className="chart-legend">
      {shown.map((item, i) => (
        <g key={`${item.label}-${i}`} transform={`translate(0,${i * ROW})`}>
          <title>{item.label}</title>
          {item.symbol === 'line' ? (
            <>
              <line x1={0} x2={14} y1={7} y2={7} stroke={item.color} strokeWidth={2.5} />
              <circle cx={7} cy={7} r={3.5} fill="#fff" stroke={item.color} strokeWidth={2} />
            </>
          ) : (
            <rect width={14} height={14} rx={3} fill={item.color} />
          )}
          <text x={22} y={11} style={{ fontFamily: CHART_FONT, fontSize: 12, fill: '#1f2933' }}>
            {truncateLegendName(item.label)}
          </text>
        </g>
      ))}
      {hidden > 0 && (
        <text x={22} y={shown.length * ROW + 11} style={{ fontFamily: CHART_FONT, fontSize: 12, fill: '#5f6b7a' }}>
          {`y ${hidden} más…`}
        </text>
      )}
    </g>
  );
}
