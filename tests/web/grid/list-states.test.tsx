import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import { listCount, type ViewCount } from '../../../web/src/widgets/grid/list-count';
import { bodyRows, renderGrid } from './grid-helpers';

const rows = generateSales(12);
const companies = (n: number) => (n === 1 ? '1 empresa' : `${n} empresas`);

describe('counts follow the filters (one rule for every list)', () => {
  it("the grid reports what it shows after a column filter, and the list count reads 'x de y'", async () => {
    const counts: ViewCount[] = [];
    renderGrid({ columns: SALES_COLUMNS, data: rows, paging: false, onViewCount: (c) => counts.push(c) });
    expect(counts.at(-1)).toEqual({ shown: 12, loaded: 12, filtered: false });
    expect(listCount(12, companies, counts.at(-1)!)).toBe('12 empresas');
    const first = String(rows[0]!.comprobante);
    await userEvent.type(screen.getByLabelText('Filtrar Comprobante'), first);
    const last = counts.at(-1)!;
    expect(last).toEqual({ shown: 1, loaded: 12, filtered: true });
    expect(listCount(12, companies, last)).toBe('1 de 12 empresas');
  });

  it("a paged grid's footer says how many of the rows the filter left ('1–1 de 1 · 1 de 12 filas')", async () => {
    const { container } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    const info = () => container.querySelector('.rgrid-pager__info')!.textContent;
    expect(info()).toBe('1–12 de 12');
    await userEvent.type(screen.getByLabelText('Filtrar Comprobante'), String(rows[3]!.comprobante));
    expect(info()).toBe('1–1 de 1· 1 de 12 filas');
  });
});

describe('empty and loading states', () => {
  it('while loading the body shows skeleton rows and no totals row counting 0', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: [], loading: true });
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.querySelectorAll('.rgrid__row--skeleton')).toHaveLength(5);
    expect(within(grid).getByText('Cargando registros…')).toBeTruthy();
    expect(grid.querySelector('.rgrid__foot')).toBeNull();
    expect(grid.textContent).not.toContain('No hay registros');
  });

  it('loaded and empty, the body says so', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: [] });
    expect(grid.getAttribute('aria-busy')).toBeNull();
    expect(grid.querySelector('.rgrid__empty')!.textContent).toBe('No hay registros para mostrar.');
    expect(grid.querySelector('.rgrid__row--skeleton')).toBeNull();
  });
});

describe('keyboard selects in single-selection grids', () => {
  it('arrows, PageDown/PageUp and Ctrl+End/Ctrl+Home move the selection with the focus', async () => {
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'single', paging: false, onSelectionChange });
    const cells = (position: number) => within(bodyRows(grid)[position]!).getAllByRole('gridcell');
    await userEvent.click(cells(0)[1]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0]]);
    const selectedPositions = () =>
      bodyRows(grid)
        .filter((r) => r.getAttribute('aria-selected') === 'true')
        .map((r) => Number(r.dataset.position));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[2]]);
    expect(selectedPositions()).toEqual([2]);
    await userEvent.keyboard('{ArrowUp}');
    expect(selectedPositions()).toEqual([1]);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(selectedPositions()).toEqual([11]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[11]]);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(selectedPositions()).toEqual([0]);
    await userEvent.keyboard('{PageDown}');
    const afterPage = selectedPositions();
    expect(afterPage).toHaveLength(1);
    expect(afterPage[0]).toBeGreaterThan(1);
    await userEvent.keyboard('{PageUp}');
    expect(selectedPositions()).toEqual([0]);
    // Left/right stay on the row: the selection does not change.
    const calls = onSelectionChange.mock.calls.length;
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelectionChange.mock.calls.length).toBe(calls);
  });

  it('multiple-selection grids keep the selection to Space and clicks', async () => {
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple', paging: false, onSelectionChange });
    await userEvent.click(within(bodyRows(grid)[0]!).getAllByRole('gridcell')[2]!);
    const calls = onSelectionChange.mock.calls.length;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onSelectionChange.mock.calls.length).toBe(calls);
  });
});
