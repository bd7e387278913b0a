import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCompanySheet } from '../../api/src/modules/company-creation/sheet-reader.js';
import { goodRow, workbook } from '../support/company-sheet.js';

describe('company spreadsheet reader', () => {
  // exceljs's streaming reader dropped the workbook part of about 1 in 1,000 of these files
  // (the sheet comes before xl/workbook.xml) and the upload was refused as "not an xlsx".
  it('reads every freshly written workbook, 800 times in a row, with its one data row', async () => {
    const refused: string[] = [];
    for (let i = 0; i < 800; i++) {
      const rows = await readCompanySheet(await workbook([goodRow(`lectura${i}`)])).catch((error: Error) => error.message);
      if (typeof rows === 'string') refused.push(rows);
      else expect(rows.map((r) => [r.row, r.values.ACCESO])).toEqual([[8, `lectura${i}`]]);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});

describe('company spreadsheet reader with slow steps', () => {
  // The same loss, forced: exceljs's streaming reader, left to walk a zip as it comes, loses every
  // entry still queued when a step is slow (20 of 20 files with 15 ms per step). The reader feeds
  // it the parts in order and ends the zip only once it holds the sheet, so nothing is lost.
  it('reads every file when parsing the workbook, its relations and styles is slow', async () => {
    const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, (this: unknown, entry: unknown) => Promise<unknown>>;
    const steps = ['_parseRels', '_parseWorkbook', '_parseStyles'] as const;
    const originals = steps.map((step) => proto[step]!);
    steps.forEach((step, i) => {
      proto[step] = async function (this: unknown, entry: unknown) {
        const result = await originals[i]!.call(this, entry);
        await new Promise((resolve) => setTimeout(resolve, 15));
        return result;
      };
    });
    try {
      for (let i = 0; i < 20; i++) {
        const rows = await readCompanySheet(await workbook([goodRow(`lento${i}`), goodRow(`lento${i}b`)]));
        expect(rows.map((r) => [r.row, r.values.ACCESO])).toEqual([
          [8, `lento${i}`],
          [9, `lento${i}b`],
        ]);
      }
    } finally {
      steps.forEach((step, i) => (proto[step] = originals[i]!));
    }
  }, 60_000);
});
