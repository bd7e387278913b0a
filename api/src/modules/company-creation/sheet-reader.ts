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
 * Reads the data rows (from row 8) of the first sheet, after the zip guard has capped what the
 * file may inflate to; refuses more than the row limit. Empty rows are skipped.
 *
 * The workbook is loaded whole, not streamed: exceljs's streaming reader loses the workbook
 * part now and then when a sheet comes before it in the zip (about 1 file in 1,000 of the
 * ones exceljs itself writes), and the guard's cap keeps the whole load bounded.
 */
export async function readCompanySheet(content: Buffer, limits: Limits = SHEET_LIMITS): Promise<ReadRow[]> {
  assertSafeZip(content, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw AppError.input('archivo', CREATION_MSG.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.input('archivo', CREATION_MSG.notXlsx);
  const rows: ReadRow[] = [];
  for (let number = FIRST_DATA_ROW; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    if (!row.hasValues) continue;
    const values = {} as SheetRow;
    let empty = true;
    SHEET_COLUMNS.forEach((column, i) => {
      const text = cellText(row.getCell(i + 1).value);
      values[column] = text;
      if (text) empty = false;
    });
    if (empty) continue;
    if (rows.length >= limits.maxRows) throw AppError.input('archivo', CREATION_MSG.tooManyRows(limits.maxRows));
    rows.push({ row: number, values });
  }
  return rows;
}
