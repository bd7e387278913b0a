import { formatNumber } from '@domain/money';
import { describe, expect, test } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import { buildPdf } from '../../../web/src/widgets/grid/export/pdf-export';
import { runGridQuery } from '../../../web/src/widgets/grid/grid-engine';
import { toExportTable } from '../../../web/src/widgets/grid/to-export-table';
import { esEC, sumCents } from '../grid/es-ec';
import { salesTable, subtotal } from './export-fixtures';
import { baselines, lineAt, readPdf, type PdfPage } from './pdf-text';

const A4 = { short: 595.28, long: 841.89 };
const HEADERS = ['Fecha', 'Cliente', 'Vendedor', 'Cantidad', 'Subtotal', 'Peso (kg)'];
const FOOTER_Y = 20;

/** Text lines of the table body: below the header line, above the footer. */
function bodyLines(page: PdfPage): string[][] {
  const headerY = page.items.find((item) => item.str === HEADERS[0])!.y;
  return baselines(page)
    .filter((y) => y < headerY - 1 && y > FOOTER_Y + 1)
    .map((y) => lineAt(page, y).filter((s) => s.trim() !== ''));
}

describe('resultados.pdf', () => {
  test('shows the title, the header and every line in order, numbers formatted es-EC', async () => {
    const [page, ...more] = await readPdf(await buildPdf(salesTable()));
    expect(more).toHaveLength(0);
    const title = page!.items.find((item) => item.str === 'Ventas por provincia')!;
    expect(title.fontSize).toBe(12);
    expect(lineAt(page!, page!.items.find((item) => item.str === 'Fecha')!.y).filter((s) => s.trim())).toEqual(HEADERS);
    expect(bodyLines(page!)).toEqual([
      ['Provincia: Loja (2)'],
      ['05/01/2026', 'Ferretería Mitad del Mundo', 'Diana Torres', '12', '1.234,50', '0,500'],
      ['18/02/2026', '=HYPERLINK("http://x")', 'Pablo Reyes', '3', '-45,68', '12,346'],
      ['Subtotal Loja', '15', '1.188,82', '12,846'],
      ['Provincia: Azuay (2)'],
      ['Vendedor: Carla Mendoza (2)'],
      ['03/03/2026', '+593 99 123 4567', 'Carla Mendoza', '1', '1.000.000,00'],
      ['31/12/2026', '<img src=x onerror=alert(1)>', '@Ñandú & "Cía"', '2', '0,01', '7,000'],
      ['Subtotal Carla Mendoza', '3', '1.000.000,01', '7,000'],
      ['01/04/2026', '-Descuento', "Jorge O'Neil", '0', '0,00', '0,000'],
      ['Subtotal Azuay', '3', '1.000.000,01', '7,000'],
      ['Total general', '18', '1.001.188,83', '19,846'],
    ]);
    expect(lineAt(page!, FOOTER_Y).filter((s) => s.trim())).toEqual(['Ventas por provincia', 'Página 1 de 1']);
  });

  test('is A4 portrait, or landscape when the report says so', async () => {
    const [portrait] = await readPdf(await buildPdf(salesTable({ landscape: false })));
    expect([portrait!.width, portrait!.height]).toEqual([A4.short, A4.long]);
    const [landscape] = await readPdf(await buildPdf(salesTable({ landscape: true })));
    expect([landscape!.width, landscape!.height]).toEqual([A4.long, A4.short]);
  });

  test('keeps the spec margins (40 left, 40 right, 50 top) with 8 pt text on 10 pt lines', async () => {
    for (const landscape of [false, true]) {
      const [page] = await readPdf(await buildPdf(salesTable({ landscape })));
      const items = page!.items.filter((item) => item.str.trim() !== '');
      expect(Math.min(...items.map((item) => item.x))).toBeCloseTo(40, 1);
      expect(Math.max(...items.map((item) => item.x + item.width))).toBeLessThanOrEqual(page!.width - 40 + 0.5);
      const title = items.find((item) => item.str === 'Ventas por provincia')!;
      // The title's capitals start at the top margin: baseline = 50 + 0.75 x 12 pt.
      expect(page!.height - title.y).toBeCloseTo(59, 1);
      const headerY = items.find((item) => item.str === 'Fecha')!.y;
      const body = items.filter((item) => item.y < headerY - 1 && item.y > FOOTER_Y + 1);
      expect(new Set(body.map((item) => item.fontSize))).toEqual(new Set([8]));
      const lines = baselines({ ...page!, items: body });
      expect(lines).toHaveLength(12);
      lines.slice(1).forEach((y, i) => expect(lines[i]! - y).toBeCloseTo(10, 2));
    }
  });

  test('right-aligns numbers: every value of a number column ends at the same x', async () => {
    const [page] = await readPdf(await buildPdf(salesTable()));
    const edges = (texts: string[]) => page!.items.filter((item) => texts.includes(item.str)).map((item) => Math.round((item.x + item.width) * 10) / 10);
    const subtotalEdges = edges(['1.234,50', '-45,68', '1.188,82', '1.000.000,00', '0,01', '1.001.188,83']);
    expect(subtotalEdges).toHaveLength(6);
    expect(Math.max(...subtotalEdges) - Math.min(...subtotalEdges)).toBeLessThan(0.5);
    const weightEdges = edges(['0,500', '12,346', '19,846']);
    expect(Math.max(...weightEdges)).toBeCloseTo(page!.width - 40 - 3, 0);
  });

  test('a subtotal label runs on up to a count in a text column, which sits right; a longer one wraps whole, never cut', async () => {
    const short = 'Subtotal Santo Domingo';
    const [page] = await readPdf(await buildPdf(salesTable({ lines: [subtotal(short, [null, 1234, null, 3, 10, 1])] })));
    // pdf.js joins the label and the count into one run when they are close: read the line as text.
    const y = page!.items.find((item) => item.str.startsWith('Subtotal Santo'))!.y;
    const runs = page!.items.filter((item) => Math.abs(item.y - y) < 0.5 && item.str.trim() !== '').sort((p, q) => p.x - q.x);
    expect(
      runs
        .map((item) => item.str)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe('Subtotal Santo Domingo 1.234 3 10,00 1,000');
    expect(runs[0]!.x).toBeCloseTo(43, 1);
    const countRun = runs.find((item) => item.str.endsWith('1.234'))!;
    const vendedor = page!.items.find((item) => item.str === 'Vendedor')!;
    // Right-aligned: the count ends at the Cliente column's right padding, 3 + 3 pt before 'Vendedor'.
    expect(vendedor.x - (countRun.x + countRun.width)).toBeCloseTo(6, 0);

    const long = 'Subtotal Santo Domingo de los Tsáchilas, Esmeraldas y Manabí';
    const [wrapped] = await readPdf(await buildPdf(salesTable({ lines: [subtotal(long, [null, 1234, null, 3, 10, 1])] })));
    const cliente = wrapped!.items.find((item) => item.str === 'Cliente')!;
    const labelText = wrapped!.items
      .filter((item) => item.x < cliente.x && item.y < cliente.y - 1 && item.y > FOOTER_Y + 1)
      .sort((p, q) => q.y - p.y || p.x - q.x)
      .map((item) => item.str.trim())
      .join(' ');
    expect(labelText).toBe(long);
  });

  test('indents a nested group label by its depth', async () => {
    const [page] = await readPdf(await buildPdf(salesTable()));
    const x = (str: string) => page!.items.find((item) => item.str === str)!.x;
    expect(x('Provincia: Azuay (2)')).toBeCloseTo(43, 1);
    expect(x('Vendedor: Carla Mendoza (2)')).toBeCloseTo(53, 1);
  });

  test('10,000 rows grouped by province as the grid exports them: header on every page, Página X de N, every line once and the grand total last', async () => {
    const data = generateSales(10_000);
    const columns = SALES_COLUMNS.filter((column) => column.visible !== false);
    const view = runGridQuery(data, SALES_COLUMNS, { filters: [], sorting: [], grouping: ['provincia'] });
    const table = toExportTable({ title: 'Ventas 2026', landscape: true, columns, data, indices: view.indices, groups: view.groups });
    const started = performance.now();
    const bytes = await buildPdf(table);
    console.log(`buildPdf, ${table.lines.length} lines: ${Math.round(performance.now() - started)} ms, ${bytes.byteLength} bytes`);
    const pages = await readPdf(bytes);
    const headers = table.columns.map((column) => column.header);
    pages.forEach((page, index) => {
      expect([page.width, page.height]).toEqual([A4.long, A4.short]);
      const present = new Set(page.items.map((item) => item.str));
      for (const header of headers.filter((h) => !h.includes(' '))) expect(present.has(header), `${header} p${index + 1}`).toBe(true);
      expect(present.has(`Página ${index + 1} de ${pages.length}`)).toBe(true);
    });
    const all = pages.flatMap((page) => bodyLines(page));
    // Nothing is cut: a long text wraps onto more lines inside its row instead of ending in '...'.
    expect(all.flat().filter((text) => text.endsWith('...'))).toEqual([]);
    // Each line of the table starts on a baseline with its date, group label or total label;
    // the baselines after it hold the wrapped rest of its texts.
    const printed = all.filter((cells) => /^\d\d\/\d\d\/\d{4}$/.test(cells[0] ?? '') || /^(Provincia: |Subtotal\b|Total$)/.test(cells[0] ?? ''));
    expect(printed).toHaveLength(10_000 + 16 * 2 + 1);
    expect(all.length).toBeGreaterThan(printed.length);
    // Labels, dates and numbers are on the line's first baseline.
    table.lines.forEach((line, index) => {
      const expected =
        line.kind === 'group'
          ? [line.label!]
          : table.columns.flatMap((column, c) => {
              const value = line.cells[c];
              if (typeof value === 'number') return [formatNumber(value, column.decimals)];
              return column.kind === 'date' && value ? [value] : [];
            });
      for (const text of expected) expect(printed[index], `line ${index}`).toContain(text);
    });
    // The grand total from the generated rows: T sums, CONT counts, CU is the saldo of the last
    // row shown, the last sale of the last province in Spanish order.
    const sum = (key: string) => sumCents(data.map((row) => row[key] as number));
    const lastProvince = [...new Set(data.map((row) => String(row.provincia)))].sort(new Intl.Collator('es').compare).at(-1);
    const lastSaldo = data.filter((row) => row.provincia === lastProvince).at(-1)!.saldo as number;
    expect(printed.at(-1)).toEqual([
      'Total',
      '10.000',
      esEC(sum('cantidad'), 0),
      esEC(sum('subtotal'), 2),
      esEC(sum('iva'), 2),
      esEC(sum('total'), 2),
      esEC(lastSaldo, 2),
    ]);
  }, 120_000);
});
