/** Height of a report's chart panel in pixels (spec: report chart height 600). */
export const REPORT_CHART_HEIGHT = 600;
export const ENLARGE_STEP = 1.1;
export const SHRINK_STEP = 0.9;
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 2.5;
/** Widths offered by the PNG export. */
export const EXPORT_WIDTHS = [1000, 1200] as const;

/** The next scale after pressing 'Ampliar' (x1.1) or 'Reducir' (x0.9), kept within bounds; rounded so repeated steps do not drift. */
export function stepScale(scale: number, step: number): number {
  const next = Math.round(scale * step * 10_000) / 10_000;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, next));
}

export function canStep(scale: number, step: number): boolean {
  return step > 1 ? scale * step <= MAX_SCALE + 1e-9 : scale * step >= MIN_SCALE - 1e-9;
}

/** Canvas size for a PNG export at `targetWidth`, keeping the chart's proportions. */
export function exportSize(width: number, height: number, targetWidth: number): { width: number; height: number } {
  return { width: targetWidth, height: Math.round((height * targetWidth) / width) };
}
