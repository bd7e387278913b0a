import { CHART_MESSAGES } from './messages';

/** The spec's chart type codes (vin_tipgra). */
export type ChartType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 100;

export const MAP_CHART: ChartType = 100;

export interface ChartTypeOption {
  type: ChartType;
  label: string;
  /** Shown as a tooltip: Nivo has no 3D, so those types are drawn flat with depth cues. */
  note?: string;
}

export const CHART_TYPES: readonly ChartTypeOption[] = [
  { type: 1, label: 'Barras verticales' },
  { type: 2, label: 'Barras horizontales' },
  { type: 3, label: 'Pastel' },
  { type: 4, label: 'Líneas' },
  { type: 5, label: 'Área' },
  { type: 6, label: 'Área invertida' },
  { type: 7, label: 'Pirámide' },
  { type: 8, label: 'Combinada (barras y línea)' },
  { type: 9, label: 'Columnas 3D', note: CHART_MESSAGES.threeDNote },
  { type: 10, label: 'Pastel 3D', note: CHART_MESSAGES.threeDNote },
  { type: 11, label: 'Dona 3D', note: CHART_MESSAGES.threeDNote },
  { type: 100, label: 'Mapa' },
];

const PIE_LIKE: ReadonlySet<number> = new Set([3, 7, 10, 11]);
const BAR_LIKE: ReadonlySet<number> = new Set([1, 2, 8, 9]);

export function isChartType(value: unknown): value is ChartType {
  return CHART_TYPES.some((t) => t.type === value);
}

/** Pie, pyramid, 3D pie and 3D donut: one category column and one series. */
export function isPieLike(type: number | null | undefined): boolean {
  return type != null && PIE_LIKE.has(type);
}

export function isBarLike(type: number | null | undefined): boolean {
  return type != null && BAR_LIKE.has(type);
}

export function isMap(type: number | null | undefined): boolean {
  return type === MAP_CHART;
}

/** Line, area and inverted area: every type that is neither pie-like, bar-like nor a map. */
export function isLineLike(type: number | null | undefined): boolean {
  return type != null && isChartType(type) && !isPieLike(type) && !isBarLike(type) && !isMap(type);
}

/** Stacking only means something where several series share one value axis. */
export function canStack(type: number | null | undefined): boolean {
  return isBarLike(type) || isLineLike(type);
}

export function chartTypeLabel(type: number): string {
  return CHART_TYPES.find((t) => t.type === type)?.label ?? String(type);
}
