import { describe, expect, test } from 'vitest';
import { buildPrintHtml } from '../../../web/src/widgets/grid/export/print-export';
import { salesTable, subtotal } from './export-fixtures';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function rowTexts(doc: Document): string[][] {
  return [...doc.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
}

describe('print view', () => {
  test('shows the title, the header and every line in order with es-EC numbers', () => {
    const doc = parse(buildPrintHtml(salesTable()));
    expect(doc.querySelector('h1')?.textContent).toBe('Ventas por provincia');
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Fecha', 'Cliente', 'Vendedor', 'Cantidad', 'Subtotal', 'Peso (kg)']);
    expect(rowTexts(doc)).toEqual([
      ['Provincia: Loja (2)'],
      ['05/01/2026', 'Ferretería Mitad del Mundo', 'Diana Torres', '12', '1.234,50', '0,500'],
      ['18/02/2026', '=HYPERLINK("http://x")', 'Pablo Reyes', '3', '-45,68', '12,346'],
      ['Subtotal Loja', '15', '1.188,82', '12,846'],
      ['Provincia: Azuay (2)'],
      ['Vendedor: Carla Mendoza (2)'],
      ['03/03/2026', '+593 99 123 4567', 'Carla Mendoza', '1', '1.000.000,00', ''],
      ['31/12/2026', '<img src=x onerror=alert(1)>', '@Ñandú & "Cía"', '2', '0,01', '7,000'],
      ['Subtotal Carla Mendoza', '3', '1.000.000,01', '7,000'],
      ['01/04/2026', '-Descuento', "Jorge O'Neil", '0', '0,00', '0,000'],
      ['Subtotal Azuay', '3', '1.000.000,01', '7,000'],
      ['Total general', '18', '1.001.188,83', '19,846'],
    ]);
  });

  test('group lines span the table, indented by depth; subtotal labels span the empty leading cells', () => {
    const doc = parse(buildPrintHtml(salesTable()));
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows.map((tr) => tr.className)).toEqual(['group', '', '', 'subtotal', 'group', 'group', '', '', 'subtotal', '', 'subtotal', 'total']);
    const nested = rows[5]!.querySelector('td')!;
    expect(nested.getAttribute('colspan')).toBe('6');
    expect(nested.getAttribute('style')).toBe('padding-left:13pt');
    expect(rows[0]!.querySelector('td')!.getAttribute('style')).toBe('padding-left:3pt');
    expect(rows[3]!.querySelector('td')!.getAttribute('colspan')).toBe('3');
  });

  test('cell values are text: markup in the data never becomes elements or attributes', () => {
    const table = salesTable({ title: '<script>alert("t")</script>' });
    const html = buildPrintHtml(table);
    expect(html).toContain('<td>&lt;img src=x onerror=alert(1)&gt;</td>');
    expect(html).toContain('<td>@Ñandú &amp; &quot;Cía&quot;</td>');
    expect(html).toContain('<td>Jorge O&#39;Neil</td>');
    const doc = parse(html);
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    expect(doc.querySelector('h1')?.textContent).toBe('<script>alert("t")</script>');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  test('the page is A4 landscape when the report says so, portrait otherwise, with the spec margins and page numbers', () => {
    expect(buildPrintHtml(salesTable({ landscape: true }))).toContain('@page { size: A4 landscape; margin: 50pt 40pt 40pt 40pt;');
    const portrait = buildPrintHtml(salesTable({ landscape: false }));
    expect(portrait).toContain('@page { size: A4 portrait; margin: 50pt 40pt 40pt 40pt;');
    expect(portrait).toContain('@bottom-right { content: "Página " counter(page) " de " counter(pages);');
    expect(portrait).toContain('font: 8pt/10pt Arial');
  });

  test('columns fill the printable A4 width (page minus 40 pt margins) in proportion to the screen', () => {
    const widths = (landscape: boolean) =>
      [...parse(buildPrintHtml(salesTable({ landscape }))).querySelectorAll('col')].map((col) =>
        Number(/width:([\d.]+)pt/.exec(col.getAttribute('style') ?? '')![1]),
      );
    const portrait = widths(false);
    expect(portrait.reduce((a, b) => a + b, 0)).toBeCloseTo(595.28 - 80, 1);
    expect(portrait[1]! / portrait[2]!).toBeCloseTo(220 / 140, 2);
    expect(widths(true).reduce((a, b) => a + b, 0)).toBeCloseTo(841.89 - 80, 1);
  });

  test('a count in a text column shares the subtotal label cell, label left and count right', () => {
    const table = salesTable({ lines: [subtotal('Subtotal Santo Domingo de los Tsáchilas', [null, 8, null, 3, 10, 1])] });
    const cells = [...parse(buildPrintHtml(table)).querySelectorAll('tbody tr.subtotal td')];
    expect(cells[0]!.getAttribute('colspan')).toBe('2');
    expect([...cells[0]!.querySelectorAll('div.label span')].map((span) => span.textContent)).toEqual(['Subtotal Santo Domingo de los Tsáchilas', '8']);
    expect(cells.slice(1).map((td) => [td.textContent, td.className])).toEqual([
      ['', ''],
      ['3', 'num'],
      ['10,00', 'num'],
      ['1,000', 'num'],
    ]);
  });

  test('numeric columns are right-aligned, header included', () => {
    const doc = parse(buildPrintHtml(salesTable()));
    expect([...doc.querySelectorAll('thead th')].map((th) => th.className)).toEqual(['', '', '', 'num', 'num', 'num']);
    expect([...doc.querySelectorAll('tbody tr')][1]!.querySelectorAll('td.num')).toHaveLength(3);
  });
});
