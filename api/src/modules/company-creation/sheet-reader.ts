import type ExcelJS from 'exceljs';
import { AppError } from '../../shared/app-error.js';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits } from '../../files/spreadsheet-limits.js';
import { readFirstSheet } from '../../files/xlsx-stream.js';
import { CREATION_MSG } from './messages.js';
import { FIRST_DATA_ROW, SHEET_COLUMNS, SHEET_LIMITS, type SheetRow } from './spreadsheet-columns.js';

export interface ReadRow {
  /** Row number in the sheet (data starts at 8). */
  row: number;
  values: SheetRow;
}

/**
 * The text of a cell as the user sees it. Formulas are never evaluated: a formula cell counts
 * as its cached result (empty when the file carries none).
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'SI' : 'NO';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  return '';
}

/**
 * Reads the data rows (from row 8) of the first sheet, streamed within the spreadsheet limits
 * (files/xlsx-stream.ts); refuses more data rows than the company limit. Empty rows are skipped.
 */
export async function readCompanySheet(content: Buffer, limits: SpreadsheetLimits = SPREADSHEET_LIMITS, maxRows = SHEET_LIMITS.maxRows): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  await readFirstSheet(content, {
    invalid: CREATION_MSG.notXlsx,
    limits,
    onRow(row, number) {
      if (number < FIRST_DATA_ROW || !row.hasValues) return;
      const values = {} as SheetRow;
      let empty = true;
      SHEET_COLUMNS.forEach((column, i) => {
        const text = cellText(row.getCell(i + 1).value);
        values[column] = text;
        if (text) empty = false;
      });
      if (empty) return;
      if (rows.length >= maxRows) throw AppError.input('archivo', CREATION_MSG.tooManyRows(maxRows));
      rows.push({ row: number, values });
    },
  });
  return rows;
}
