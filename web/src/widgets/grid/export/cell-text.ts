import { formatNumber } from '@domain/money';
import type { ExportColumn, ExportLine, ExportTable } from '../export-table';

type Cell = ExportLine['cells'][number];

/** A cell as the grid shows it: numbers es-EC with the column's decimals, dates and texts as they come, empty for null. */
export function cellText(column: ExportColumn, value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, column.decimals);
  return value;
}

/** Display strings of every column of a line. */
export function rawTexts(table: ExportTable, line: ExportLine): string[] {
  return table.columns.map((column, index) => cellText(column, line.cells[index] ?? null));
}

/** Label of a group line; its first cell when the grid gave no label. */
export function groupLabel(table: ExportTable, line: ExportLine): string {
  if (line.label) return line.label;
  const first = table.columns[0];
  return first ? cellText(first, line.cells[0] ?? null) : '';
}

export interface SpannedLine {
  /** Label of a subtotal or total line, written across `span` leading columns; '' for none. */
  label: string;
  span: number;
  /** Display strings of the columns after the span. */
  texts: string[];
}

/**
 * A line for layouts that can merge cells (PDF, print), from its display strings: a subtotal or
 * total label spans the empty cells before the first value, so 'Subtotal Carla Mendoza' is not
 * cut to the width of a date column.
 */
export function spannedLine(line: ExportLine, texts: string[]): SpannedLine {
  if (!line.label || line.kind === 'row' || line.kind === 'group' || texts[0] !== '') return { label: '', span: 0, texts };
  let span = 1;
  while (span < texts.length && texts[span] === '') span++;
  return { label: line.label, span, texts: texts.slice(span) };
}
