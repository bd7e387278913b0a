/** Series colours: the app's primary blue first, then hues that stay apart on white and in print. */
export const SERIES_COLORS = [
  '#1d5fd1',
  '#0f9d8a',
  '#d97706',
  '#c2417b',
  '#6d4fc2',
  '#1e8e4e',
  '#2b9bd8',
  '#e0603f',
  '#8a9a2b',
  '#3f51b5',
  '#b8860b',
  '#5f6b7a',
  '#00838f',
  '#a0522d',
  '#7b61a8',
  '#558b2f',
];

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length]!;
}

/** Map fill from few to many, in the app's blue. */
export const MAP_COLORS = ['#dce8fb', '#b7cff5', '#8db2ee', '#6293e4', '#3b74d8', '#1d5fd1', '#16489f', '#0f3372'];
export const MAP_EMPTY_COLOR = '#eef1f5';

/** Written out (not a CSS variable) so a PNG export of the SVG keeps the same font. */
export const CHART_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const CHART_THEME = {
  background: '#ffffff',
  text: { fontFamily: CHART_FONT, fontSize: 12, fill: '#1f2933' },
  axis: {
    domain: { line: { stroke: '#c5cdd9', strokeWidth: 1 } },
    ticks: { line: { stroke: '#c5cdd9', strokeWidth: 1 }, text: { fontFamily: CHART_FONT, fontSize: 11, fill: '#5f6b7a' } },
    legend: { text: { fontFamily: CHART_FONT, fontSize: 12, fill: '#1f2933', fontWeight: 600 } },
  },
  grid: { line: { stroke: '#e6e9ef', strokeWidth: 1 } },
  labels: { text: { fontFamily: CHART_FONT, fontSize: 11, fill: '#1f2933', fontWeight: 600 } },
  tooltip: { container: { padding: 0, background: 'transparent', boxShadow: 'none' } },
};

/** Room on the right for the legend drawn by SeriesLegend. */
export const LEGEND_WIDTH = 230;
/** A value label in its series colour with a white halo, so it stays readable over bars and areas. */
export function haloLabelStyle(color: string) {
  return { fontSize: 11, fontWeight: 600, fill: color, stroke: '#ffffff', strokeWidth: 3, strokeLinejoin: 'round', paintOrder: 'stroke' } as const;
}
