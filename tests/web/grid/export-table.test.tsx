import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { runGridQuery } from '../../../web/src/widgets/grid/grid-engine';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { toExportTable } from '../../../web/src/widgets/grid/to-export-table';
import { renderGrid } from './grid-helpers';

const exportGrid = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../web/src/widgets/grid/export/export-actions', () => ({ exportGrid }));

const COLUMNS: ReportColumn[] = [
  { di_column: 'fecha', di_descri: 'Fecha', type: 'date', width: 100 },
  { di_column: 'provincia', di_descri: 'Provincia', type: 'text', width: 150 },
  { di_column: 'comprobante', di_descri: 'Comprobante', type: 'text', width: 150, di_total: 'CONT' },
  { di_column: 'cantidad', di_descri: 'Cantidad', type: 'integer', width: 90, di_total: 'T' },
  { di_column: 'total', di_descri: 'Total', type: 'number', width: 120, di_total: 'T' },
  { di_column: 'saldo', di_descri: 'Saldo', type: 'number', width: 130, di_total: 'CU', di_decima: 3 },
  { di_column: 'trn_codigo', di_descri: 'Transacción', type: 'integer', visible: false },
];

const ROWS: ReportRow[] = [
  { fecha: '2026-01-05', provincia: 'Loja', comprobante: '001-002-000000001', cantidad: 2, total: 10.5, saldo: 10.5, trn_codigo: 1 },
  { fecha: '2026-01-06', provincia: 'Azuay', comprobante: '001-002-000000002', cantidad: 1, total: 20, saldo: 30.5, trn_codigo: 2 },
  { fecha: '2026-01-07', provincia: 'Loja', comprobante: '001-002-000000003', cantidad: 4, total: 0.25, saldo: 30.75, trn_codigo: 3 },
  { fecha: '2026-01-08', provincia: 'Pichincha', comprobante: '001-002-000000004', cantidad: 3, total: 7, saldo: 37.75, trn_codigo: 4 },
  { fecha: '2026-01-09', provincia: 'Azuay', comprobante: '001-002-000000005', cantidad: 5, total: null, saldo: 37.75, trn_codigo: 5 },
];

const VISIBLE = COLUMNS.filter((c) => c.visible !== false);

describe('toExportTable', () => {
  it('lists the visible columns with their kind, decimals and width', () => {
    const result = runGridQuery(ROWS, COLUMNS, { filters: [], sorting: [], grouping: [] });
    const table = toExportTable({ title: 'Ventas', landscape: true, columns: VISIBLE, data: ROWS, indices: result.indices, groups: result.groups });
    expect(table.title).toBe('Ventas');
    expect(table.landscape).toBe(true);
    expect(table.columns).toEqual([
      { header: 'Fecha', kind: 'date', decimals: 0, width: 100 },
      { header: 'Provincia', kind: 'text', decimals: 0, width: 150 },
      { header: 'Comprobante', kind: 'text', decimals: 0, width: 150 },
      { header: 'Cantidad', kind: 'number', decimals: 0, width: 90 },
      { header: 'Total', kind: 'number', decimals: 2, width: 120 },
      { header: 'Saldo', kind: 'number', decimals: 3, width: 130 },
    ]);
  });

  it('writes filtered and sorted rows, numbers as numbers and dates DD/MM/YYYY, then the total line', () => {
    const result = runGridQuery(ROWS, COLUMNS, {
      filters: [{ columnId: 'cantidad', operator: 'gt', text: '1' }],
      sorting: [{ id: 'total', desc: true }],
      grouping: [],
    });
    const table = toExportTable({ title: 'Ventas', landscape: false, columns: VISIBLE, data: ROWS, indices: result.indices, groups: result.groups });
    expect(table.lines).toEqual([
      { kind: 'row', depth: 0, cells: ['05/01/2026', 'Loja', '001-002-000000001', 2, 10.5, 10.5] },
      { kind: 'row', depth: 0, cells: ['08/01/2026', 'Pichincha', '001-002-000000004', 3, 7, 37.75] },
      { kind: 'row', depth: 0, cells: ['07/01/2026', 'Loja', '001-002-000000003', 4, 0.25, 30.75] },
      { kind: 'row', depth: 0, cells: ['09/01/2026', 'Azuay', '001-002-000000005', 5, null, 37.75] },
      { kind: 'total', depth: 0, label: 'Total', cells: [null, null, 4, 14, 17.75, 37.75] },
    ]);
  });

  it('writes a group line, the rows and a subtotal line per group, with the same T/CU/CONT rules', () => {
    const result = runGridQuery(ROWS, COLUMNS, { filters: [], sorting: [], grouping: ['provincia'] });
    const table = toExportTable({ title: 'Ventas', landscape: false, columns: VISIBLE, data: ROWS, indices: result.indices, groups: result.groups });
    expect(table.lines).toEqual([
      { kind: 'group', depth: 0, label: 'Provincia: Azuay (2)', cells: [null, null, null, null, null, null] },
      { kind: 'row', depth: 1, cells: ['06/01/2026', 'Azuay', '001-002-000000002', 1, 20, 30.5] },
      { kind: 'row', depth: 1, cells: ['09/01/2026', 'Azuay', '001-002-000000005', 5, null, 37.75] },
      { kind: 'subtotal', depth: 0, label: 'Subtotal Azuay', cells: [null, null, 2, 6, 20, 37.75] },
      { kind: 'group', depth: 0, label: 'Provincia: Loja (2)', cells: [null, null, null, null, null, null] },
      { kind: 'row', depth: 1, cells: ['05/01/2026', 'Loja', '001-002-000000001', 2, 10.5, 10.5] },
      { kind: 'row', depth: 1, cells: ['07/01/2026', 'Loja', '001-002-000000003', 4, 0.25, 30.75] },
      { kind: 'subtotal', depth: 0, label: 'Subtotal Loja', cells: [null, null, 2, 6, 10.75, 30.75] },
      { kind: 'group', depth: 0, label: 'Provincia: Pichincha (1)', cells: [null, null, null, null, null, null] },
      { kind: 'row', depth: 1, cells: ['08/01/2026', 'Pichincha', '001-002-000000004', 3, 7, 37.75] },
      { kind: 'subtotal', depth: 0, label: 'Subtotal Pichincha', cells: [null, null, 1, 3, 7, 37.75] },
      // CU of the whole table is the last row shown: Pichincha's.
      { kind: 'total', depth: 0, label: 'Total', cells: [null, null, 5, 15, 37.75, 37.75] },
    ]);
  });
});

describe('toExportTable with CU on a date column', () => {
  it('writes the last date shown as DD/MM/YYYY in the subtotal and total lines', () => {
    const columns: ReportColumn[] = [
      { di_column: 'provincia', di_descri: 'Provincia', type: 'text' },
      { di_column: 'fecha', di_descri: 'Última fecha', type: 'date', di_total: 'CU' },
    ];
    const result = runGridQuery(ROWS, columns, { filters: [], sorting: [], grouping: ['provincia'] });
    const table = toExportTable({ title: 'Ventas', landscape: false, columns, data: ROWS, indices: result.indices, groups: result.groups });
    expect(table.lines.filter((l) => l.kind !== 'row' && l.kind !== 'group').map((l) => [l.label, ...l.cells])).toEqual([
      ['Subtotal Azuay', null, '09/01/2026'],
      ['Subtotal Loja', null, '07/01/2026'],
      ['Subtotal Pichincha', null, '08/01/2026'],
      ['Total', null, '08/01/2026'],
    ]);
  });
});

describe('export toolbar', () => {
  it('hands exportGrid the table as shown: visible columns in screen order, landscape from the prop', async () => {
    renderGrid({ columns: COLUMNS, data: ROWS, landscape: true, title: 'Ventas' });
    await userEvent.type(screen.getByLabelText('Filtrar Provincia'), 'loja');
    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect(exportGrid).toHaveBeenCalledTimes(1);
    const [format, table] = exportGrid.mock.calls[0] as unknown as [string, ReturnType<typeof toExportTable>];
    expect(format).toBe('xls');
    expect(table.landscape).toBe(true);
    expect(table.title).toBe('Ventas');
    expect(table.columns.map((c) => c.header)).toEqual(['Fecha', 'Provincia', 'Comprobante', 'Cantidad', 'Total', 'Saldo']);
    expect(table.lines.map((l) => l.kind)).toEqual(['row', 'row', 'total']);
    expect(table.lines[2]!.cells).toEqual([null, null, 2, 6, 10.75, 30.75]);

    for (const [name, format] of [
      ['PDF', 'pdf'],
      ['Texto', 'txt'],
      ['Imprimir', 'print'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(exportGrid).toHaveBeenLastCalledWith(format, expect.objectContaining({ title: 'Ventas' }));
    }
  });

  it('shows an export failure as an error popup', async () => {
    exportGrid.mockRejectedValueOnce(new Error('Exportación pdf aún no disponible'));
    renderGrid({ columns: COLUMNS, data: ROWS });
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.classList.contains('popup--error')).toBe(true);
    expect(within(popup).getByText('Exportación pdf aún no disponible')).toBeTruthy();
  });
});
