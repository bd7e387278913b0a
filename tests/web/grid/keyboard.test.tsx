import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import { moveActiveCell } from '../../../web/src/widgets/grid/grid-keyboard';
import { bodyRows, renderGrid } from './grid-helpers';

const rows = generateSales(200);
const VISIBLE = SALES_COLUMNS.filter((c) => c.visible !== false);

/** Row position and column key of the focused cell. */
function focused(): { position: number; column: string | undefined } {
  const cell = document.activeElement as HTMLElement;
  const row = cell.closest<HTMLElement>('[data-position]');
  return { position: Number(row?.dataset.position), column: cell.dataset.column };
}

describe('grid ARIA', () => {
  it('is a grid with row and column counts, numbered rows, gridcells and sortable column headers', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple' });
    // Header, filter row, 200 rows and the totals row; the checkbox column and the visible columns.
    expect(grid.getAttribute('aria-rowcount')).toBe('203');
    expect(grid.getAttribute('aria-colcount')).toBe(String(VISIBLE.length + 1));
    const first = bodyRows(grid)[0]!;
    expect(first.getAttribute('role')).toBe('row');
    expect(first.getAttribute('aria-rowindex')).toBe('3');
    expect(within(first).getAllByRole('gridcell')).toHaveLength(VISIBLE.length + 1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', ...VISIBLE.map((c) => c.di_descri)]);
    expect(screen.getByRole('columnheader', { name: 'Fecha' }).getAttribute('aria-sort')).toBe('none');
  });

  it('sorts with Enter or Space on a focused header', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    const header = screen.getByRole('columnheader', { name: 'Total' });
    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const smallest = Math.min(...rows.map((r) => r.total as number));
    expect(bodyRows(grid)[0]!.querySelector('[data-column="total"]')!.textContent).toBe(String(smallest.toFixed(2)).replace('.', ','));
    await userEvent.keyboard(' ');
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });
});

describe('roving focus', () => {
  it('arrow keys, Home/End, Ctrl+Home/End and PageUp/PageDown move the one active cell', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, paging: false });
    const firstCell = within(bodyRows(grid)[0]!).getAllByRole('gridcell')[0]!;
    await userEvent.click(firstCell);
    expect(focused()).toEqual({ position: 0, column: 'fecha' });
    expect(grid.querySelectorAll('.rgrid__body [tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(focused()).toEqual({ position: 2, column: 'comprobante' });
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(focused()).toEqual({ position: 1, column: 'fecha' });
    await userEvent.keyboard('{End}');
    expect(focused()).toEqual({ position: 1, column: 'saldo' });
    await userEvent.keyboard('{Home}');
    expect(focused()).toEqual({ position: 1, column: 'fecha' });
    await userEvent.keyboard('{PageDown}');
    const afterPage = focused().position;
    expect(afterPage).toBeGreaterThan(10);
    await userEvent.keyboard('{PageUp}');
    expect(focused().position).toBe(1);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toEqual({ position: 199, column: 'saldo' });
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toEqual({ position: 0, column: 'fecha' });
    expect(grid.querySelectorAll('.rgrid__body [tabindex="0"]')).toHaveLength(1);
  });

  it('Space toggles the selection of the active row and Enter opens it', async () => {
    const onSelectionChange = vi.fn();
    const onOpenRow = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple', onSelectionChange, onOpenRow });
    await userEvent.click(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[1]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0]]);
    await userEvent.keyboard('{ArrowDown} ');
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0], rows[1]]);
    expect(bodyRows(grid)[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0]]);
    expect(bodyRows(grid)[1]!.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenCalledWith(rows[1]);
  });

  it('a clicked row checkbox makes its row the active one: Space then toggles that row only', async () => {
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple', onSelectionChange });
    await userEvent.click(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[1]!);
    await userEvent.click(within(bodyRows(grid)[2]!).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0], rows[2]]);
    await userEvent.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0]]);
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toEqual({ position: 3, column: undefined });
  });

  it('Enter on a group row expands it', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Tipo');
    const group = bodyRows(grid)[0]!;
    await userEvent.click(within(group).getAllByRole('gridcell')[0]!);
    // The click itself toggles the group; Enter toggles it back.
    expect(within(bodyRows(grid)[0]!).getByRole('button').getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(within(bodyRows(grid)[0]!).getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('moveActiveCell', () => {
  const extent = { rowCount: 50, colCount: 6, pageRows: 10 };
  it('stays inside the grid', () => {
    expect(moveActiveCell('ArrowUp', false, { row: 0, col: 0 }, extent)).toEqual({ row: 0, col: 0 });
    expect(moveActiveCell('ArrowRight', false, { row: 0, col: 5 }, extent)).toEqual({ row: 0, col: 5 });
    expect(moveActiveCell('PageDown', false, { row: 45, col: 2 }, extent)).toEqual({ row: 49, col: 2 });
    expect(moveActiveCell('PageUp', false, { row: 4, col: 2 }, extent)).toEqual({ row: 0, col: 2 });
    expect(moveActiveCell('a', false, { row: 4, col: 2 }, extent)).toBeNull();
  });
});
