import { formatNumber } from '@domain/money';
import { formatCell } from '../grid/cell-format';
import type { ReportColumn, ReportRow } from '../grid/report-column';

/** Axis labels above 15 characters are cut to 12 plus '...' (15 in all, the spec's limit). */
export const AXIS_LABEL_MAX = 15;
export const AXIS_LABEL_KEEP = 12;
/** Legend names above 29 characters are cut to 26 plus '...'. */
export const LEGEND_NAME_MAX = 29;
export const LEGEND_NAME_KEEP = 26;

const ELLIPSIS = '...';

function truncate(text: string, max: number, keep: number): string {
  // Array.from counts accented letters and other code points as one character each.
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, keep).join('') + ELLIPSIS : text;
}

export function truncateAxisLabel(text: string): string {
  return truncate(text, AXIS_LABEL_MAX, AXIS_LABEL_KEEP);
}

export function truncateLegendName(text: string): string {
  return truncate(text, LEGEND_NAME_MAX, LEGEND_NAME_KEEP);
}

/** An axis tick: whole numbers without decimals, others with 2, es-EC. */
export function formatTick(value: number | string | Date): string {
  if (typeof value !== 'number') return truncateAxisLabel(String(value));
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

/** A category cell as the grid shows it (es-EC numbers, dates DD/MM/YYYY), and an empty one as '(vacío)'. */
export function categoryText(value: ReportRow[string], column: ReportColumn): string {
  const text = formatCell(column, value);
  return text === '' ? '(vacío)' : text;
}

/** Rough width in pixels of a bold 11 px value label, enough to decide whether it fits beside its neighbours. */
export function labelWidth(text: string): number {
  return text.length * 6.4;
}

/**
 * The categories that get an axis label when there is no room for all of them: every k-th,
 * so labels about `spacing` pixels apart fit in `length` pixels; all of them when they fit.
 */
export function thinCategories(categories: readonly string[], length: number, spacing: number): string[] {
  const fits = Math.max(1, Math.floor(length / spacing));
  if (categories.length <= fits) return [...categories];
  const step = Math.ceil(categories.length / fits);
  return categories.filter((_, i) => i % step === 0);
}
