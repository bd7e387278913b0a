import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compileFilter, defaultOperator, filterRowIndices, operatorsFor, type ColumnFilter } from '../../../web/src/widgets/grid/filters';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { bodyRows, cellOf, footerText, renderGrid } from './grid-helpers';

const COLUMNS: ReportColumn[] = [
  { di_column: 'fecha', di_descri: 'Fecha', type: 'date' },
  { di_column: 'cliente', di_descri: 'Cliente', type: 'text', di_total: 'CONT' },
  { di_column: 'total', di_descri: 'Total', type: 'number' },
  { di_column: 'cantidad', di_descri: 'Cantidad', type: 'integer' },
];

const ROWS: ReportRow[] = [
  { fecha: '2026-01-15', cliente: 'Comercial Andina S.A.', total: 1055.5, cantidad: 3 },
  { fecha: '2026-02-01', cliente: 'Farmacias del Austro', total: 20, cantidad: 10 },
  { fecha: '2026-02-10', cliente: 'comercial andina s.a.', total: 0.3, cantidad: 1 },
  { fecha: '2026-03-31', cliente: 'Textiles Otavalo', total: null, cantidad: 7 },
];

function run(columnId: string, operator: ColumnFilter['operator'], text: string): number[] {
  const column = COLUMNS.find((c) => c.di_column === columnId)!;
  const { filter, problem } = compileFilter(column, { columnId, operator, text });
  if (problem) throw new Error(problem);
  return filterRowIndices(ROWS, filter ? [filter] : []);
}

describe('filter operators by column type', () => {
  it('offer the spec operators in Spanish, the first being the default', () => {
    expect(operatorsFor({ type: 'text' }).map((o) => o.label)).toEqual(['Contiene', 'Igual a', 'Diferente de']);
    expect(operatorsFor({ type: 'number' }).map((o) => o.label)).toEqual(['Mayor que', 'Menor que', 'Igual a', 'Diferente de']);
    expect(operatorsFor({ type: 'integer' }).map((o) => o.label)).toEqual(['Mayor que', 'Menor que', 'Igual a', 'Diferente de']);
    expect(operatorsFor({ type: 'date' }).map((o) => o.label)).toEqual(['Antes de', 'Después de', 'Igual a']);
    expect([defaultOperator({ type: 'text' }), defaultOperator({ type: 'number' }), defaultOperator({ type: 'date' })]).toEqual(['contains', 'gt', 'before']);
  });

  it('text: contains, equal to and different from, ignoring case', () => {
    expect(run('cliente', 'contains', 'ANDINA')).toEqual([0, 2]);
    expect(run('cliente', 'equals', 'comercial andina s.a.')).toEqual([0, 2]);
    expect(run('cliente', 'equals', 'comercial')).toEqual([]);
    expect(run('cliente', 'differs', 'Comercial Andina S.A.')).toEqual([1, 3]);
  });

  it('numbers: greater, less, equal and different, typed es-EC or plain', () => {
    expect(run('total', 'gt', '20')).toEqual([0]);
    expect(run('total', 'lt', '20')).toEqual([2]);
    expect(run('total', 'eq', '1.055,50')).toEqual([0]);
    expect(run('total', 'eq', '1055.5')).toEqual([0]);
    expect(run('total', 'eq', '0,3')).toEqual([2]);
    expect(run('total', 'ne', '20')).toEqual([0, 2, 3]);
    expect(run('cantidad', 'gt', '3')).toEqual([1, 3]);
  });

  it('dates: before, after and on a DD/MM/YYYY day', () => {
    expect(run('fecha', 'before', '01/02/2026')).toEqual([0]);
    expect(run('fecha', 'after', '01/02/2026')).toEqual([2, 3]);
    expect(run('fecha', 'on', '01/02/2026')).toEqual([1]);
  });

  it('dates: a value with a time of day counts as its day for before, after and on', () => {
    const fecha = COLUMNS[0]!;
    const data: ReportRow[] = [{ fecha: '2026-02-01T23:59:00' }, { fecha: '2026-02-02T00:00:00' }, { fecha: '2026-01-31T08:00:00' }];
    const filtered = (operator: ColumnFilter['operator']) =>
      filterRowIndices(data, [compileFilter(fecha, { columnId: 'fecha', operator, text: '01/02/2026' }).filter!]);
    expect(filtered('on')).toEqual([0]);
    expect(filtered('after')).toEqual([1]);
    expect(filtered('before')).toEqual([2]);
  });

  it('an impossible date or a non-number is a problem and filters nothing', () => {
    const fecha = COLUMNS[0]!;
    expect(compileFilter(fecha, { columnId: 'fecha', operator: 'before', text: '31/02/2026' })).toEqual({ filter: null, problem: 'invalid-date' });
    expect(compileFilter(fecha, { columnId: 'fecha', operator: 'before', text: '2026-02-01' })).toEqual({ filter: null, problem: 'invalid-date' });
    expect(compileFilter(COLUMNS[2]!, { columnId: 'total', operator: 'gt', text: 'abc' })).toEqual({ filter: null, problem: 'invalid-number' });
    expect(compileFilter(COLUMNS[1]!, { columnId: 'cliente', operator: 'contains', text: '  ' })).toEqual({ filter: null });
  });
});

describe('filter row of the grid', () => {
  it('filters as the user types and the default operator is the first of the type', async () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    expect((screen.getByLabelText('Operador del filtro de Cliente') as HTMLSelectElement).value).toBe('contains');
    expect((screen.getByLabelText('Operador del filtro de Total') as HTMLSelectElement).value).toBe('gt');
    expect((screen.getByLabelText('Operador del filtro de Fecha') as HTMLSelectElement).value).toBe('before');
    await userEvent.type(screen.getByLabelText('Filtrar Cliente'), 'andina');
    expect(bodyRows(grid).map((r) => cellOf(r, 'cliente'))).toEqual(['Comercial Andina S.A.', 'comercial andina s.a.']);
    expect(footerText(grid, 'cliente')).toBe('2');
  });

  it('applies a date filter once the date is complete and changes with the operator', async () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    await userEvent.type(screen.getByLabelText('Filtrar Fecha'), '01/02/2026');
    expect(bodyRows(grid).map((r) => cellOf(r, 'fecha'))).toEqual(['15/01/2026']);
    await userEvent.selectOptions(screen.getByLabelText('Operador del filtro de Fecha'), 'Después de');
    expect(bodyRows(grid).map((r) => cellOf(r, 'fecha'))).toEqual(['10/02/2026', '31/03/2026']);
  });

  it("an invalid date shows 'UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA' as an error popup, marks the input and does not filter", async () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    const input = screen.getByLabelText('Filtrar Fecha');
    await userEvent.type(input, '31/02/2026{Enter}');
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText('UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA')).toBeTruthy();
    expect(popup.classList.contains('popup--error')).toBe(true);
    expect(input.classList.contains('input-error')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bodyRows(grid)).toHaveLength(4);
    await userEvent.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
  });

  it('a number filter that is not a number is marked and filters nothing', async () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    const input = screen.getByLabelText('Filtrar Total');
    await userEvent.type(input, 'x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bodyRows(grid)).toHaveLength(4);
  });

  it('shows a Spanish empty state when nothing matches', async () => {
    renderGrid({ columns: COLUMNS, data: ROWS });
    await userEvent.type(screen.getByLabelText('Filtrar Cliente'), 'zzz');
    expect(screen.getByText('Ningún registro coincide con los filtros.')).toBeTruthy();
  });

  it('shows a Spanish empty state for an empty result', () => {
    renderGrid({ columns: COLUMNS, data: [] });
    expect(screen.getByText('No hay registros para mostrar.')).toBeTruthy();
  });
});
