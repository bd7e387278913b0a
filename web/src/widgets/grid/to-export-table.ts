import type { ExportColumn, ExportLine, ExportTable } from './export-table';
import { columnDecimals, isNumericColumn, type ReportColumn, type ReportRow } from './report-column';
import { isoToDisplayDate } from '@domain/dates';
import { groupedOrder, groupTitle, type GroupNode } from './grouping';
import { columnTotals, hasTotal } from './totals';
import { gridMessages } from './messages';
import type { RowPaint } from './row-paint';

export const DEFAULT_COLUMN_WIDTH = 120;

/** What the grid shows, as the exports need it. */
export interface ExportSource {
  title: string;
  landscape: boolean;
  /** Visible columns in on-screen order. */
  columns: readonly ReportColumn[];
  /** On-screen widths by column key (the column's own width otherwise). */
  widths?: Readonly<Record<string, number>>;
  data: readonly ReportRow[];
  /** The grid's row/cell colours, when it has any. */
  paintRow?: ((row: ReportRow) => RowPaint) | null;
  /** Filtered and sorted rows as data indices. */
  indices: readonly number[];
  /** Groups built from `indices`; empty when not grouped. */
  groups: readonly GroupNode[];
}

function exportColumn(column: ReportColumn, width: number | undefined): ExportColumn {
  return {
    header: column.di_descri,
    kind: isNumericColumn(column) ? 'number' : column.type === 'date' ? 'date' : 'text',
    decimals: isNumericColumn(column) ? columnDecimals(column) : 0,
    width: width ?? column.width ?? DEFAULT_COLUMN_WIDTH,
  };
}

function rowCells(columns: readonly ReportColumn[], row: ReportRow): Array<string | number | null> {
  return columns.map((column) => {
    const value = row[column.di_column];
    if (isNumericColumn(column)) {
      if (typeof value === 'number') return value;
      const n = value == null || value === '' ? NaN : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    if (value == null) return '';
    return column.type === 'date' ? isoToDisplayDate(String(value)) : String(value);
  });
}

function totalCells(columns: readonly ReportColumn[], data: readonly ReportRow[], indices: readonly number[]): Array<string | number | null> {
  const totals = columnTotals(columns, data, indices);
  return columns.map((column) => {
    const total = totals[column.di_column] ?? null;
    return typeof total === 'string' && column.type === 'date' ? isoToDisplayDate(total) : total;
  });
}

/** The grid's current view as an ExportTable: group line, its rows, its subtotal line, and a final total line; totals follow the T/CU/CONT rules. */
export function toExportTable(source: ExportSource): ExportTable {
  const { columns, data } = source;
  const withTotals = columns.some(hasTotal);
  const lines: ExportLine[] = [];

  const pushRows = (indices: readonly number[], depth: number) => {
    for (const index of indices) {
      const row = data[index]!;
      const paint = source.paintRow?.(row);
      lines.push({
        kind: 'row',
        depth,
        cells: rowCells(columns, row),
        ...(paint && { paint: { row: paint.row, cells: paint.cells && columns.map((c) => paint.cells![c.di_column]) } }),
      });
    }
  };

  const pushGroups = (nodes: readonly GroupNode[]) => {
    for (const node of nodes) {
      lines.push({ kind: 'group', depth: node.depth, label: groupTitle(node), cells: columns.map(() => null) });
      if (node.children) pushGroups(node.children);
      else pushRows(node.indices, node.depth + 1);
      if (withTotals) {
        lines.push({ kind: 'subtotal', depth: node.depth, label: gridMessages.subtotalLabel(node.label), cells: totalCells(columns, data, node.indices) });
      }
    }
  };

  let order: readonly number[] = source.indices;
  if (source.groups.length > 0) {
    pushGroups(source.groups);
    order = groupedOrder(source.groups);
  } else {
    pushRows(source.indices, 0);
  }
  if (withTotals) lines.push({ kind: 'total', depth: 0, label: gridMessages.totalLabel, cells: totalCells(columns, data, order) });

  return {
    title: source.title,
    landscape: source.landscape,
    columns: columns.map((column) => exportColumn(column, source.widths?.[column.di_column])),
    lines,
  };
}
