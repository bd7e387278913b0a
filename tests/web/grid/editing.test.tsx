import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseEditedNumber } from '../../../web/src/widgets/grid/cell-format';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { bodyRows, cellOf, footerText, renderGrid } from './grid-helpers';

const COLUMNS: ReportColumn[] = [
  { di_column: 'articulo', di_descri: 'Artículo', type: 'text' },
  { di_column: 'cantidad', di_descri: 'Cantidad', type: 'number', editable: true, di_total: 'T' },
];
const ROWS: ReportRow[] = [
  { articulo: 'Cuaderno', cantidad: 3 },
  { articulo: 'Lápiz', cantidad: 12.5 },
];

function cantidadCell(grid: HTMLElement, position: number): HTMLElement {
  return bodyRows(grid)[position]!.querySelector<HTMLElement>('[data-column="cantidad"]')!;
}

describe('editable numeric cells', () => {
  it('a value that is not numeric becomes 0', () => {
    expect(['abc', '', '1,2,3', '--5'].map(parseEditedNumber)).toEqual([0, 0, 0, 0]);
    expect(['7', '12,5', '1.234,50', '0.75', '-3'].map(parseEditedNumber)).toEqual([7, 12.5, 1234.5, 0.75, -3]);
  });

  it('double click edits; a non-numeric entry is saved as 0 and reported to onCellEdit', async () => {
    const onCellEdit = vi.fn();
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, onCellEdit });
    fireEvent.doubleClick(cantidadCell(grid, 1));
    const editor = screen.getByRole('textbox', { name: 'Editar Cantidad' });
    expect((editor as HTMLInputElement).value).toBe('12,5');
    await userEvent.clear(editor);
    await userEvent.type(editor, 'doce{Enter}');
    expect(cellOf(bodyRows(grid)[1]!, 'cantidad')).toBe('0,00');
    expect(onCellEdit).toHaveBeenCalledWith({ row: { articulo: 'Lápiz', cantidad: 0 }, rowIndex: 1, columnId: 'cantidad', value: 0 });
    expect(footerText(grid, 'cantidad')).toBe('3,00');
    // The caller's rows are not mutated.
    expect(ROWS[1]!.cantidad).toBe(12.5);
  });

  it('F2 on the active cell edits, an es-EC number is kept, Escape cancels', async () => {
    const onCellEdit = vi.fn();
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, onCellEdit });
    await userEvent.click(cantidadCell(grid, 0));
    await userEvent.keyboard('{F2}');
    const editor = screen.getByRole('textbox', { name: 'Editar Cantidad' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '1.234,5{Enter}');
    expect(cellOf(bodyRows(grid)[0]!, 'cantidad')).toBe('1.234,50');
    expect(onCellEdit).toHaveBeenLastCalledWith(expect.objectContaining({ rowIndex: 0, value: 1234.5 }));

    await userEvent.click(cantidadCell(grid, 0));
    await userEvent.keyboard('{F2}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Editar Cantidad' }), '9{Escape}');
    expect(cellOf(bodyRows(grid)[0]!, 'cantidad')).toBe('1.234,50');
    expect(onCellEdit).toHaveBeenCalledTimes(1);
  });

  it('cells of columns that are not editable do not edit', () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    fireEvent.doubleClick(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[0]!);
    expect(screen.queryByRole('textbox', { name: /Editar/ })).toBeNull();
  });
});
