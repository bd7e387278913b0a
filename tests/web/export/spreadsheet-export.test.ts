import * as XLSX from 'sheetjs-style';
import { describe, expect, test } from 'vitest';
import { buildSpreadsheet } from '../../../web/src/widgets/grid/export/spreadsheet-export';
import { boldCells } from './biff-records';
import { COLUMNS, salesTable } from './export-fixtures';

async function workbook() {
  const bytes = new Uint8Array(await buildSpreadsheet(salesTable()));
  const book = XLSX.read(bytes, { type: 'array', cellNF: true, cellStyles: true });
  return { bytes, book, sheet: book.Sheets[book.SheetNames[0]!]! };
}

/** Excel's day number of a calendar date (days since 1899-12-30). */
function serial(year: number, month: number, day: number): number {
  return (Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

type Expected = [type: 's' | 'n', value: string | number, format?: string] | null;

const DATE = 'dd/mm/yyyy';
const INT = '#,##0';
const MONEY = '#,##0.00';
const KG = '#,##0.000';

describe('resultados.xls', () => {
  test('is a BIFF8 (Excel 97-2003) compound file, sheet named after the title', async () => {
    const { bytes, book } = await workbook();
    expect([...bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(book.SheetNames).toEqual(['Ventas por provincia']);
  });

  test('holds every cell of the table: numbers numeric with their decimals, dates as dates, texts as text', async () => {
    const { sheet } = await workbook();
    const expected: Expected[][] = [
      COLUMNS.map((c) => ['s', c.header]),
      [['s', 'Provincia: Loja (2)'], null, null, null, null, null],
      [
        ['n', serial(2026, 1, 5), DATE],
        ['s', 'Ferretería Mitad del Mundo'],
        ['s', 'Diana Torres'],
        ['n', 12, INT],
        ['n', 1234.5, MONEY],
        ['n', 0.5, KG],
      ],
      [
        ['n', serial(2026, 2, 18), DATE],
        ['s', `'=HYPERLINK("http://x")`],
        ['s', 'Pablo Reyes'],
        ['n', 3, INT],
        ['n', -45.678, MONEY],
        ['n', 12.3456, KG],
      ],
      [['s', 'Subtotal Loja'], null, null, ['n', 15, INT], ['n', 1188.822, MONEY], ['n', 12.8456, KG]],
      [['s', 'Provincia: Azuay (2)'], null, null, null, null, null],
      [['s', 'Vendedor: Carla Mendoza (2)'], null, null, null, null, null],
      [['n', serial(2026, 3, 3), DATE], ['s', `'+593 99 123 4567`], ['s', 'Carla Mendoza'], ['n', 1, INT], ['n', 1000000, MONEY], null],
      [
        ['n', serial(2026, 12, 31), DATE],
        ['s', '<img src=x onerror=alert(1)>'],
        ['s', `'@Ñandú & "Cía"`],
        ['n', 2, INT],
        ['n', 0.005, MONEY],
        ['n', 7, KG],
      ],
      [['s', 'Subtotal Carla Mendoza'], null, null, ['n', 3, INT], ['n', 1000000.005, MONEY], ['n', 7, KG]],
      [
        ['n', serial(2026, 4, 1), DATE],
        ['s', `'-Descuento`],
        ['s', "Jorge O'Neil"],
        ['n', 0, INT],
        ['n', 0, MONEY],
        ['n', 0, KG],
      ],
      [['s', 'Subtotal Azuay'], null, null, ['n', 3, INT], ['n', 1000000.005, MONEY], ['n', 7, KG]],
      [['s', 'Total general'], null, null, ['n', 18, INT], ['n', 1001188.827, MONEY], ['n', 19.8456, KG]],
    ];
    expect(sheet['!ref']).toBe('A1:F13');
    expected.forEach((cells, r) =>
      cells.forEach((want, c) => {
        const got = sheet[XLSX.utils.encode_cell({ r, c })];
        const actual = got ? [got.t, got.v, ...(got.t === 'n' ? [got.z] : [])] : null;
        expect(actual, XLSX.utils.encode_cell({ r, c })).toEqual(want);
      }),
    );
  });

  test('dates read back as the same DD/MM/YYYY day', async () => {
    const { sheet } = await workbook();
    expect(XLSX.SSF.format(DATE, sheet.A3!.v as number)).toBe('05/01/2026');
    expect(XLSX.SSF.format(DATE, sheet.A9!.v as number)).toBe('31/12/2026');
  });

  test('texts starting with = + - @ get a leading apostrophe; negative numbers stay numbers', async () => {
    const { sheet } = await workbook();
    expect([sheet.B4!.v, sheet.B8!.v, sheet.C9!.v, sheet.B11!.v]).toEqual([`'=HYPERLINK("http://x")`, `'+593 99 123 4567`, `'@Ñandú & "Cía"`, `'-Descuento`]);
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell && cell.f)).toBe(false);
    expect([sheet.E4!.t, sheet.E4!.v]).toEqual(['n', -45.678]);
  });

  test('header, group, subtotal and total rows are bold; data rows are not', async () => {
    const { bytes } = await workbook();
    const bold = boldCells(bytes);
    const boldRows = [...new Set([...bold].map((key) => Number(key.split(':')[0])))].sort((a, b) => a - b);
    expect(boldRows).toEqual([0, 1, 4, 5, 6, 9, 11, 12]);
    for (let c = 0; c < 6; c++) expect(bold.has(`0:${c}`)).toBe(true);
    expect(bold.has('12:4')).toBe(true);
    expect(bold.has('2:4')).toBe(false);
  });

  test('refuses more lines than an .xls sheet holds (65.536 rows with the header) instead of dropping them', async () => {
    const table = salesTable();
    const line = table.lines[1]!;
    const fits = { ...table, lines: Array.from({ length: 65_535 }, () => line) };
    const tooMany = { ...table, lines: Array.from({ length: 65_536 }, () => line) };
    await expect(buildSpreadsheet(tooMany)).rejects.toThrow(
      'El archivo de Excel admite hasta 65.536 filas; el reporte tiene 65.537. Filtre los datos o exporte a PDF o texto.',
    );
    const book = XLSX.read(new Uint8Array(await buildSpreadsheet(fits)), { type: 'array' });
    expect(book.Sheets[book.SheetNames[0]!]!['!ref']).toBe('A1:F65536');
    // Two books of 65,536 rows: 112 s once on a machine with every core busy.
  }, 240_000);

  test('columns are as wide as on screen: 7 pixels per character, the digit width of 10 pt Arial', async () => {
    const { sheet } = await workbook();
    // ColInfo stores 1/256 of a character; sheetjs reports it divided back into characters.
    expect(sheet['!cols']?.map((col) => Math.round((col.width ?? 0) * 256))).toEqual(COLUMNS.map((c) => Math.round((c.width / 7) * 256)));
  });
});
