import { parseDate } from '@domain/dates';
import type { CellObject, WorkSheet } from 'sheetjs-style';
import type { ExportColumn, ExportLine, ExportTable } from '../export-table';
import { applyBiff8Styling } from './biff8-styles';
import { groupLabel } from './cell-text';
import { ExportRefusal } from './export-refusal';
import { escapeFormula } from './formula-escape';
import { EXPORT_MESSAGES } from './messages';
import { loadSheetJs } from './sheetjs-loader';

/** Excel's date format; the reader's locale does not change it. */
export const DATE_FORMAT = 'dd/mm/yyyy';
const MAX_ROWS = 65_536;
const MAX_COLUMNS = 256;
/** BIFF8 Label records hold at most 255 characters. */
const MAX_TEXT = 255;

/** Number format of a column's decimals: '#,##0' or '#,##0.00' (Excel shows the user's separators). */
export function numberFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

function excelSerial(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000 + 25_569;
}

function textCell(text: string): CellObject {
  return { t: 's', v: escapeFormula(text).slice(0, MAX_TEXT) };
}

/**
 * Numbers stay numbers with their column's format. Dates become real dates ('dd/mm/yyyy')
 * so Excel sorts and filters them by day; anything parseDate refuses stays text.
 */
function cell(column: ExportColumn, value: ExportLine['cells'][number]): CellObject | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return { t: 'n', v: value, z: numberFormat(column.decimals) };
  if (column.kind === 'date') {
    const date = parseDate(value);
    if (date) return { t: 'n', v: excelSerial(date), z: DATE_FORMAT };
  }
  return textCell(value);
}

// Sheet names: at most 31 characters, none of \ / ? * [ ] :
function sheetName(title: string): string {
  const name = title
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return name || EXPORT_MESSAGES.defaultSheetName;
}

function lineCells(table: ExportTable, line: ExportLine): (CellObject | undefined)[] {
  if (line.kind === 'group') return [textCell(groupLabel(table, line))];
  const cells = table.columns.map((column, index) => cell(column, line.cells[index] ?? null));
  if (line.label && line.kind !== 'row' && cells.length > 0 && !cells[0]) cells[0] = textCell(line.label);
  return cells;
}

/**
 * resultados.xls as a BIFF8 (Excel 97-2003) workbook: the header row, then every grid line,
 * numbers numeric with their decimals' format, dates as dates, header, group, subtotal and
 * total rows bold, columns as wide as on screen, and no text that Excel could run as a formula.
 */
export async function buildSpreadsheet(table: ExportTable): Promise<ArrayBuffer> {
  // sheetjs would silently drop what does not fit an .xls sheet.
  const rowCount = table.lines.length + 1;
  if (rowCount > MAX_ROWS) throw new ExportRefusal(EXPORT_MESSAGES.tooManyRows(rowCount));
  if (table.columns.length > MAX_COLUMNS) throw new ExportRefusal(EXPORT_MESSAGES.tooManyColumns(table.columns.length));
  const XLSX = await loadSheetJs();
  const sheet: WorkSheet = {};
  const boldRows = new Set<number>([0]);
  table.columns.forEach((column, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = textCell(column.header);
  });
  table.lines.forEach((line, index) => {
    const r = index + 1;
    if (line.kind !== 'row') boldRows.add(r);
    lineCells(table, line).forEach((value, c) => {
      if (value) sheet[XLSX.utils.encode_cell({ r, c })] = value;
    });
  });
  const lastColumn = Math.max(table.columns.length - 1, 0);
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.lines.length, c: lastColumn } });

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(table.title));
  const bytes = new Uint8Array(XLSX.write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);

  const cfb = XLSX.CFB.read(bytes, { type: 'array' });
  applyBiff8Styling(cfb, { boldRows, columnWidths: table.columns.map((column) => column.width) });
  const out = Uint8Array.from(XLSX.CFB.write(cfb, { type: 'array' }) as ArrayLike<number>);
  return out.buffer;
}
