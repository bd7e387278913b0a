import type { ExportColumn, ExportLine, ExportTable } from '../../../web/src/widgets/grid/export-table';

/** Columns of a small sales report: a date, two texts, an integer and two money columns. */
export const COLUMNS: ExportColumn[] = [
  { header: 'Fecha', kind: 'date', decimals: 0, width: 90 },
  { header: 'Cliente', kind: 'text', decimals: 0, width: 220 },
  { header: 'Vendedor', kind: 'text', decimals: 0, width: 140 },
  { header: 'Cantidad', kind: 'number', decimals: 0, width: 80 },
  { header: 'Subtotal', kind: 'number', decimals: 2, width: 110 },
  { header: 'Peso (kg)', kind: 'number', decimals: 3, width: 100 },
];

export function row(cells: ExportLine['cells'], depth = 1): ExportLine {
  return { kind: 'row', depth, cells };
}

export function group(label: string, depth = 0): ExportLine {
  return { kind: 'group', depth, label, cells: COLUMNS.map(() => null) };
}

export function subtotal(label: string, cells: ExportLine['cells'], depth = 0): ExportLine {
  return { kind: 'subtotal', depth, label, cells };
}

export function total(cells: ExportLine['cells']): ExportLine {
  return { kind: 'total', depth: 0, label: 'Total general', cells };
}

/**
 * Two provinces, the second with a nested seller group; texts that a spreadsheet would take
 * for formulas and HTML that must stay text; accents and Ñ.
 */
export function salesTable(overrides: Partial<ExportTable> = {}): ExportTable {
  return {
    title: 'Ventas por provincia',
    landscape: false,
    columns: COLUMNS,
    lines: [
      group('Provincia: Loja (2)'),
      row(['05/01/2026', 'Ferretería Mitad del Mundo', 'Diana Torres', 12, 1234.5, 0.5]),
      row(['18/02/2026', '=HYPERLINK("http://x")', 'Pablo Reyes', 3, -45.678, 12.3456]),
      subtotal('Subtotal Loja', [null, null, null, 15, 1188.822, 12.8456]),
      group('Provincia: Azuay (2)'),
      group('Vendedor: Carla Mendoza (2)', 1),
      row(['03/03/2026', '+593 99 123 4567', 'Carla Mendoza', 1, 1000000, null], 2),
      row(['31/12/2026', '<img src=x onerror=alert(1)>', '@Ñandú & "Cía"', 2, 0.005, 7], 2),
      subtotal('Subtotal Carla Mendoza', [null, null, null, 3, 1000000.005, 7], 1),
      row(['01/04/2026', '-Descuento', "Jorge O'Neil", 0, 0, 0]),
      subtotal('Subtotal Azuay', [null, null, null, 3, 1000000.005, 7]),
      total([null, null, null, 18, 1001188.827, 19.8456]),
    ],
    ...overrides,
  };
}
