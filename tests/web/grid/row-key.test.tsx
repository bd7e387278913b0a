import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportGrid } from '../../../web/src/widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { bodyRows } from './grid-helpers';

const columns: ReportColumn[] = [
  { di_column: 'id', di_descri: 'Id', type: 'integer' },
  { di_column: 'estado', di_descri: 'Estado', type: 'text' },
];
const first: ReportRow[] = [
  { id: 1, estado: 'ACTIVO' },
  { id: 2, estado: 'ACTIVO' },
  { id: 3, estado: 'DEMO' },
];
// The same companies read again: 2 changed state, 1 is gone, 4 is new, in another order.
const reloaded: ReportRow[] = [
  { id: 4, estado: 'ACTIVO' },
  { id: 2, estado: 'BLOQUEADO' },
  { id: 3, estado: 'DEMO' },
];
const byId = (row: ReportRow) => Number(row.id);

function checkRow(grid: HTMLElement, id: number) {
  const row = bodyRows(grid).find((r) => r.querySelector('[data-column="id"]')?.textContent === String(id))!;
  fireEvent.click(row.querySelector('input[type="checkbox"]')!);
}
const checkedIds = (grid: HTMLElement) =>
  bodyRows(grid)
    .filter((r) => r.getAttribute('aria-selected') === 'true')
    .map((r) => r.querySelector('[data-column="id"]')?.textContent);

describe('ReportGrid rowKey', () => {
  it('keeps the same rows selected when the caller gives new data, and reports them as they are now', () => {
    const onSelection = vi.fn();
    const view = render(<ReportGrid columns={columns} data={first} selection="multiple" rowKey={byId} onSelectionChange={onSelection} />);
    const grid = screen.getByRole('grid');
    checkRow(grid, 1);
    checkRow(grid, 2);
    view.rerender(<ReportGrid columns={columns} data={reloaded} selection="multiple" rowKey={byId} onSelectionChange={onSelection} />);
    expect(checkedIds(screen.getByRole('grid'))).toEqual(['2']);
    expect(onSelection).toHaveBeenLastCalledWith([{ id: 2, estado: 'BLOQUEADO' }]);
  });

  it('starts over without rowKey, as before', () => {
    const onSelection = vi.fn();
    const view = render(<ReportGrid columns={columns} data={first} selection="multiple" onSelectionChange={onSelection} />);
    checkRow(screen.getByRole('grid'), 2);
    view.rerender(<ReportGrid columns={columns} data={reloaded} selection="multiple" onSelectionChange={onSelection} />);
    expect(checkedIds(screen.getByRole('grid'))).toEqual([]);
    expect(onSelection).toHaveBeenLastCalledWith([]);
  });
});
