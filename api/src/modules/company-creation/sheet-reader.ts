import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../shared/app-error.js';
import { CREATION_MSG } from './messages.js';
import { FIRST_DATA_ROW, SHEET_COLUMNS, SHEET_LIMITS, type SheetRow } from './spreadsheet-columns.js';
import { assertSafeZip } from './zip-guard.js';

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
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  return '';
}

type Limits = typeof SHEET_LIMITS;

/**
 * Reads the data rows (from row 8) of the first sheet with exceljs's streaming reader, after
 * the zip guard; refuses more than the row limit. Empty rows are skipped.
 */
export async function readCompanySheet(content: Buffer, limits: Limits = SHEET_LIMITS): Promise<ReadRow[]> {
  assertSafeZip(content, limits);
  const rows: ReadRow[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (row.number < FIRST_DATA_ROW) continue;
        const values = {} as SheetRow;
        let empty = true;
        SHEET_COLUMNS.forEach((column, i) => {
          const text = cellText(row.getCell(i + 1).value);
          values[column] = text;
          if (text) empty = false;
        });
        if (empty) continue;
        if (rows.length >= limits.maxRows) throw AppError.input('archivo', CREATION_MSG.tooManyRows(limits.maxRows));
        rows.push({ row: row.number, values });
      }
      break; // only the first sheet
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.input('archivo', CREATION_MSG.notXlsx);
  }
  return rows;
}
