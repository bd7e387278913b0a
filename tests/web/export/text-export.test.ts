import { describe, expect, test } from 'vitest';
import { buildText } from '../../../web/src/widgets/grid/export/text-export';
import { row, salesTable } from './export-fixtures';

describe('resultados.txt', () => {
  test('is the header and every line tab-separated, es-EC numbers, group labels, CRLF ends and a UTF-8 BOM', () => {
    const expected = [
      'Fecha\tCliente\tVendedor\tCantidad\tSubtotal\tPeso (kg)',
      'Provincia: Loja (2)\t\t\t\t\t',
      '05/01/2026\tFerretería Mitad del Mundo\tDiana Torres\t12\t1.234,50\t0,500',
      `18/02/2026\t'=HYPERLINK("http://x")\tPablo Reyes\t3\t-45,68\t12,346`,
      'Subtotal Loja\t\t\t15\t1.188,82\t12,846',
      'Provincia: Azuay (2)\t\t\t\t\t',
      'Vendedor: Carla Mendoza (2)\t\t\t\t\t',
      `03/03/2026\t'+593 99 123 4567\tCarla Mendoza\t1\t1.000.000,00\t`,
      `31/12/2026\t<img src=x onerror=alert(1)>\t'@Ñandú & "Cía"\t2\t0,01\t7,000`,
      'Subtotal Carla Mendoza\t\t\t3\t1.000.000,01\t7,000',
      `01/04/2026\t'-Descuento\tJorge O'Neil\t0\t0,00\t0,000`,
      'Subtotal Azuay\t\t\t3\t1.000.000,01\t7,000',
      'Total general\t\t\t18\t1.001.188,83\t19,846',
    ];
    expect(buildText(salesTable())).toBe(`\uFEFF${expected.join('\r\n')}\r\n`);
  });

  test('tabs and line breaks inside a value become spaces so columns and lines stay put', () => {
    const table = salesTable({ lines: [row(['01/01/2026', 'Línea 1\r\nLínea 2\tfin', 'A', 1, 2, 3])] });
    const lines = buildText(table).slice(1).split('\r\n');
    expect(lines[1]).toBe('01/01/2026\tLínea 1 Línea 2 fin\tA\t1\t2,00\t3,000');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  test('negative numbers keep their minus sign: only texts are escaped', () => {
    const table = salesTable({ lines: [row([null, '-5', '=1', -5, -1234.5, -0.0004])] });
    expect(buildText(table).split('\r\n')[1]).toBe(`\t'-5\t'=1\t-5\t-1.234,50\t0,000`);
  });

  test('a header starting with = + - @ is escaped like any text', () => {
    const table = salesTable({
      columns: [
        { header: '-Descuento', kind: 'text', decimals: 0, width: 90 },
        { header: '=Neto', kind: 'number', decimals: 2, width: 90 },
      ],
      lines: [],
    });
    expect(buildText(table)).toBe(`\uFEFF'-Descuento\t'=Neto\r\n`);
  });
});
