import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { bodyRows, renderGrid } from './grid-helpers';

const COLUMNS: ReportColumn[] = [
  { di_column: 'name', di_descri: 'Nombre', type: 'text' },
  { di_column: 'receipt', di_descri: 'Comprobante', type: 'text' },
  { di_column: 'amount', di_descri: 'Valor', type: 'number' },
];
const ROWS: ReportRow[] = [
  { name: 'Andina', receipt: '001-002-000005004', amount: 45 },
  { name: 'Pacífico', receipt: '001-002-000005010', amount: 35 },
];
const cell = (grid: HTMLElement, row: number, column: string) => bodyRows(grid)[row]!.querySelector<HTMLElement>(`[data-column="${column}"]`)!;

describe('grid cell activation (onCellActivate)', () => {
  it('a click on a data cell hands over its row and column id, and still selects the row', async () => {
    const onCellActivate = vi.fn();
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, onCellActivate, onSelectionChange });
    await userEvent.click(cell(grid, 1, 'receipt'));
    expect(onCellActivate).toHaveBeenCalledWith(ROWS[1], 'receipt');
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[1]]);
  });

  it('Enter on the focused cell activates it; when handled, the row is not also opened', async () => {
    const onOpenRow = vi.fn();
    const onCellActivate = vi.fn((_row: ReportRow, columnId: string) => columnId === 'receipt');
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, onCellActivate, onOpenRow });
    await userEvent.click(cell(grid, 0, 'name'));
    onCellActivate.mockClear();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onCellActivate).toHaveBeenCalledExactlyOnceWith(ROWS[1], 'receipt');
    expect(onOpenRow).not.toHaveBeenCalled();
    // A cell the caller does not handle: Enter opens the row as before.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onCellActivate).toHaveBeenLastCalledWith(ROWS[1], 'amount');
    expect(onOpenRow).toHaveBeenCalledWith(ROWS[1]);
  });

  it('without onCellActivate, Enter opens the row and a click only selects', async () => {
    const onOpenRow = vi.fn();
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, onOpenRow });
    await userEvent.click(cell(grid, 0, 'receipt'));
    expect(onOpenRow).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenCalledWith(ROWS[0]);
  });

  it('the selection checkbox column is not a cell to activate (click or Enter)', async () => {
    const onCellActivate = vi.fn();
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS, selection: 'multiple', onCellActivate });
    await userEvent.click(within(bodyRows(grid)[0]!).getByRole('checkbox'));
    await userEvent.keyboard('{Enter}');
    expect(onCellActivate).not.toHaveBeenCalled();
  });
});
