/** Size rules of the spec (001 §9, 002 §9). */
export const ROW_HEIGHT = 25;
/** Below this many rows, with no grouping, the grid is as tall as its content. */
export const FIT_CONTENT_ROW_LIMIT = 20;
export const DEFAULT_GRID_HEIGHT = '70vh';
export const SCROLL_TABLE_MAX_HEIGHT = 300;

export type GridSizing = { kind: 'fit' } | { kind: 'fixed'; height: string } | { kind: 'max'; maxHeight: number };

/** How tall the grid's scrolling area is: a scroll table stops at 300 px; a small ungrouped result fits; anything else takes 70vh (or the given height). */
export function gridSizing(options: { rowCount: number; grouped: boolean; scrollTable: boolean; height?: string }): GridSizing {
  if (options.scrollTable) return { kind: 'max', maxHeight: SCROLL_TABLE_MAX_HEIGHT };
  if (options.rowCount < FIT_CONTENT_ROW_LIMIT && !options.grouped) return { kind: 'fit' };
  return { kind: 'fixed', height: options.height ?? DEFAULT_GRID_HEIGHT };
}
