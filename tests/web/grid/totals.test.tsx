import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import type { ReportColumn } from '../../../web/src/widgets/grid/report-column';
import { columnTotal, columnTotals } from '../../../web/src/widgets/grid/totals';
import { esEC, sumCents } from './es-ec';
import { footerText, renderGrid } from './grid-helpers';

const rows = generateSales(2000);
const all = rows.map((_, i) => i);

describe('totals module (T sum, CU last row, CONT count, F nothing)', () => {
  it('T sums the column, CU takes the last row, CONT counts rows, F and absent give nothing', () => {
    const column = (di_total: ReportColumn['di_total'], di_column = 'total'): ReportColumn => ({ di_column, di_descri: 'x', type: 'number', di_total });
    expect(columnTotal(column('T'), rows, all)).toBe(sumCents(rows.map((r) => r.total as number)));
    expect(columnTotal(column('CU', 'saldo'), rows, all)).toBe(rows[1999]!.saldo);
    expect(columnTotal(column('CONT'), rows, all)).toBe(2000);
    expect(columnTotal(column('F'), rows, all)).toBeNull();
    expect(columnTotal(column(undefined), rows, all)).toBeNull();
  });

  it('CU follows the order it is given, not the data order', () => {
    const saldo: ReportColumn = { di_column: 'saldo', di_descri: 'Saldo', type: 'number', di_total: 'CU' };
    expect(columnTotal(saldo, rows, [5, 9, 2])).toBe(rows[2]!.saldo);
    expect(columnTotal(saldo, rows, [])).toBeNull();
  });

  it("CU of a text or date column is the last row's value, shown as its cells are", () => {
    const columns: ReportColumn[] = [
      { di_column: 'cliente', di_descri: 'Último cliente', type: 'text', di_total: 'CU' },
      { di_column: 'fecha', di_descri: 'Última fecha', type: 'date', di_total: 'CU' },
      { di_column: 'total', di_descri: 'Total', type: 'number', di_total: 'T' },
    ];
    const data = [
      { cliente: 'Farmacias del Austro', fecha: '2026-03-01', total: 5 },
      { cliente: 'Ñandú Cía. Ltda.', fecha: '2026-03-09', total: 7 },
    ];
    expect(columnTotals(columns, data, [0, 1])).toEqual({ cliente: 'Ñandú Cía. Ltda.', fecha: '2026-03-09', total: 12 });
    expect(columnTotals(columns, [{ cliente: '', fecha: null, total: 1 }], [0])).toEqual({ cliente: null, fecha: null, total: 1 });
    const { grid } = renderGrid({ columns, data });
    expect(footerText(grid, 'cliente')).toBe('Ñandú Cía. Ltda.');
    expect(footerText(grid, 'fecha')).toBe('09/03/2026');
    expect(footerText(grid, 'total')).toBe('12,00');
  });

  it('only columns with a total appear in the totals record', () => {
    expect(Object.keys(columnTotals(SALES_COLUMNS, rows, all)).sort()).toEqual(['cantidad', 'comprobante', 'iva', 'saldo', 'subtotal', 'total']);
  });
});

describe('footer totals on the demo data', () => {
  it('shows the sums of T columns, the last saldo (CU) and the row count (CONT) of all 2000 rows', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    expect(footerText(grid, 'comprobante')).toBe('2.000');
    expect(footerText(grid, 'cantidad')).toBe(
      esEC(
        rows.reduce((s, r) => s + (r.cantidad as number), 0),
        0,
      ),
    );
    expect(footerText(grid, 'subtotal')).toBe(esEC(sumCents(rows.map((r) => r.subtotal as number)), 2));
    expect(footerText(grid, 'iva')).toBe(esEC(sumCents(rows.map((r) => r.iva as number)), 2));
    expect(footerText(grid, 'total')).toBe(esEC(sumCents(rows.map((r) => r.total as number)), 2));
    expect(footerText(grid, 'saldo')).toBe(esEC(rows[rows.length - 1]!.saldo as number, 2));
    expect(footerText(grid, 'fecha')).toBe('Total');
  });

  it('follows the filtered rows and takes CU from the last row of the sort', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.selectOptions(screen.getByLabelText('Operador del filtro de Tipo'), 'Igual a');
    await userEvent.type(screen.getByLabelText('Filtrar Tipo'), 'factura');
    const invoices = rows.filter((r) => r.tipo === 'Factura');
    expect(footerText(grid, 'comprobante')).toBe(esEC(invoices.length, 0));
    expect(footerText(grid, 'total')).toBe(esEC(sumCents(invoices.map((r) => r.total as number)), 2));
    expect(footerText(grid, 'saldo')).toBe(esEC(invoices[invoices.length - 1]!.saldo as number, 2));

    // Sorted by total, highest first: the last row is the invoice with the smallest total.
    await userEvent.click(screen.getByRole('columnheader', { name: 'Total' }));
    await userEvent.click(screen.getByRole('columnheader', { name: 'Total' }));
    const smallest = [...invoices].sort((a, b) => (a.total as number) - (b.total as number) || rows.indexOf(b) - rows.indexOf(a))[0]!;
    expect(footerText(grid, 'saldo')).toBe(esEC(smallest.saldo as number, 2));
  });
});
