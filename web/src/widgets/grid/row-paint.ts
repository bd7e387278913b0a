import type { CSSProperties } from 'react';
import type { ReportColumn, ReportRow } from './report-column';

/**
 * Colours that depend on a row's values (a state, a flag), which column settings
 * (di_color, color_font, estilo_font) cannot express: they apply to every row alike.
 */
export interface CellPaint {
  background?: string;
  color?: string;
  fontWeight?: 'normal' | 'bold' | number;
}

/** A cell's paint; `badge` draws the value as a rounded tag in the colours instead of filling the cell. */
export interface CellPaintResult extends CellPaint {
  badge?: boolean;
}

export type RowStyleFn = (row: ReportRow) => CellPaint | undefined;
export type CellStyleFn = (row: ReportRow, columnId: string) => CellPaintResult | undefined;

/** What one data row wears: its own style and, per column id, its cells' paint. */
export interface RowPaint {
  row: CellPaint | undefined;
  cells: Readonly<Record<string, CellPaintResult>> | undefined;
}

export function paintStyle(paint: CellPaint | undefined): CSSProperties | undefined {
  if (!paint) return undefined;
  return { background: paint.background, color: paint.color, fontWeight: paint.fontWeight };
}

/**
 * The paint of each row, computed once per row object: the virtualised body asks again for the
 * same rows on every scroll step. Null when the grid has no rowStyle/cellStyle (nothing to do).
 */
export function rowPainter(
  rowStyle: RowStyleFn | undefined,
  cellStyle: CellStyleFn | undefined,
  columns: readonly ReportColumn[],
): ((row: ReportRow) => RowPaint) | null {
  if (!rowStyle && !cellStyle) return null;
  const cache = new WeakMap<ReportRow, RowPaint>();
  return (row) => {
    let paint = cache.get(row);
    if (!paint) {
      let cells: Record<string, CellPaintResult> | undefined;
      if (cellStyle) {
        for (const column of columns) {
          const cell = cellStyle(row, column.di_column);
          if (cell) (cells ??= {})[column.di_column] = cell;
        }
      }
      paint = { row: rowStyle?.(row), cells };
      cache.set(row, paint);
    }
    return paint;
  };
}
