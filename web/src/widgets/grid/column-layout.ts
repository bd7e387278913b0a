import type { Column, Table } from '@tanstack/react-table';
import type { ReportColumn, ReportRow } from './report-column';

/** Width of the checkbox column of multiple selection. */
export const SELECT_COLUMN_WIDTH = 36;

export interface LayoutColumn {
  column: ReportColumn;
  id: string;
  width: number;
  pin: 'left' | 'right' | false;
  /** Sticky offset: from the left edge for left pins, from the right edge for right pins. */
  offset: number;
}

export interface GridLayout {
  columns: LayoutColumn[];
  /** Multiple selection adds a checkbox column first. */
  selectColumn: boolean;
  totalWidth: number;
}

export interface ColumnMeta {
  report: ReportColumn;
}

function toLayout(column: Column<ReportRow, unknown>, selectOffset: number): LayoutColumn {
  const pin = column.getIsPinned();
  const report = (column.columnDef.meta as ColumnMeta).report;
  return {
    column: report,
    id: column.id,
    width: column.getSize(),
    pin,
    offset: pin === 'left' ? selectOffset + column.getStart('left') : pin === 'right' ? column.getAfter('right') : 0,
  };
}

/** Visible columns as drawn: left pins, the rest in their order, right pins; with sticky offsets. */
export function gridLayout(table: Table<ReportRow>, selectColumn: boolean): GridLayout {
  const selectOffset = selectColumn ? SELECT_COLUMN_WIDTH : 0;
  const columns = [...table.getLeftVisibleLeafColumns(), ...table.getCenterVisibleLeafColumns(), ...table.getRightVisibleLeafColumns()].map((c) =>
    toLayout(c, selectOffset),
  );
  const totalWidth = columns.reduce((sum, c) => sum + c.width, selectOffset);
  return { columns, selectColumn, totalWidth };
}

/** Inline position of a cell of a pinned column (sticky to its edge). */
export function pinStyle(layout: LayoutColumn): { position?: 'sticky'; left?: number; right?: number } {
  if (layout.pin === 'left') return { position: 'sticky', left: layout.offset };
  if (layout.pin === 'right') return { position: 'sticky', right: layout.offset };
  return {};
}
