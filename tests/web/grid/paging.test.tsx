import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import { customPageSize, pageJumpTarget } from '../../../web/src/widgets/grid/paging';
import { gridSizing } from '../../../web/src/widgets/grid/sizing';
import { bodyRows, cellOf, renderGrid } from './grid-helpers';

const rows = generateSales(2000);

function options(select: HTMLElement): number[] {
  return within(select)
    .getAllByRole('option')
    .map((o) => Number(o.textContent));
}

describe('paged report grid', () => {
  it('shows 30 rows per page by default, with sizes 10 to 100 in steps of 10', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    const size = screen.getByLabelText('Filas por página') as HTMLSelectElement;
    expect(size.value).toBe('30');
    expect(options(size)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(bodyRows(grid)).toHaveLength(30);
    expect(screen.getByText('1–30 de 2.000')).toBeTruthy();
    expect(screen.getByText('de 67')).toBeTruthy();
  });

  it('changes the page size from the list', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.selectOptions(screen.getByLabelText('Filas por página'), '10');
    expect(bodyRows(grid)).toHaveLength(10);
    expect(screen.getByText('de 200')).toBeTruthy();
  });

  it('takes a custom size that is a multiple of 10 and refuses any other with a warning, keeping the size', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.type(screen.getByLabelText('Otro tamaño'), '35');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.classList.contains('popup--warning')).toBe(true);
    expect(within(popup).getByText('El tamaño de página personalizado debe ser un múltiplo de 10.')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Aceptar' }));
    expect((screen.getByLabelText('Filas por página') as HTMLSelectElement).value).toBe('30');
    expect(bodyRows(grid)).toHaveLength(30);

    await userEvent.clear(screen.getByLabelText('Otro tamaño'));
    await userEvent.type(screen.getByLabelText('Otro tamaño'), '40{Enter}');
    expect((screen.getByLabelText('Filas por página') as HTMLSelectElement).value).toBe('40');
    expect(bodyRows(grid)).toHaveLength(40);
    expect(screen.getByText('de 50')).toBeTruthy();
  });

  it("jumps to a typed page and answers 'Valor incorrecto' (warning) outside 1..pages without moving", async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    const page = screen.getByLabelText('Página');
    await userEvent.clear(page);
    await userEvent.type(page, '3{Enter}');
    expect(cellOf(bodyRows(grid)[0]!, 'comprobante')).toBe(rows[60]!.comprobante);
    expect(screen.getByText('61–90 de 2.000')).toBeTruthy();

    for (const wrong of ['68', '0']) {
      await userEvent.clear(screen.getByLabelText('Página'));
      await userEvent.type(screen.getByLabelText('Página'), `${wrong}{Enter}`);
      const popup = await screen.findByRole('alertdialog');
      expect(popup.classList.contains('popup--warning')).toBe(true);
      expect(within(popup).getByText('Valor incorrecto')).toBeTruthy();
      await userEvent.click(within(popup).getByRole('button', { name: 'Aceptar' }));
      expect(cellOf(bodyRows(grid)[0]!, 'comprobante')).toBe(rows[60]!.comprobante);
    }
  });

  it('moves with the next and last page buttons', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(cellOf(bodyRows(grid)[0]!, 'comprobante')).toBe(rows[30]!.comprobante);
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(bodyRows(grid)).toHaveLength(20);
    expect(screen.getByText('1.981–2.000 de 2.000')).toBeTruthy();
  });

  it('plain grid pages by 5, 10, 25, 50 or 100', () => {
    renderGrid({ columns: SALES_COLUMNS, data: rows, variant: 'plain' });
    expect(options(screen.getByLabelText('Filas por página'))).toEqual([5, 10, 25, 50, 100]);
    expect(screen.queryByLabelText('Otro tamaño')).toBeNull();
  });

  it('a scroll table has no paging and stops at 300 px', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows.slice(0, 200), variant: 'scroll' });
    expect(screen.queryByLabelText('Filas por página')).toBeNull();
    expect(grid.style.maxHeight).toBe('300px');
  });

  it('paging, header, filter row and totals are on by default and can be turned off', () => {
    const { grid, unmount } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    expect(grid.querySelector('.rgrid__row--header')).not.toBeNull();
    expect(grid.querySelector('.rgrid__row--filters')).not.toBeNull();
    expect(grid.querySelector('.rgrid__foot')).not.toBeNull();
    expect(screen.queryByLabelText('Filas por página')).not.toBeNull();
    unmount();
    const off = renderGrid({ columns: SALES_COLUMNS, data: rows, paging: false, header: false, filters: false, totals: false }).grid;
    expect(off.querySelector('.rgrid__row--header')).toBeNull();
    expect(off.querySelector('.rgrid__row--filters')).toBeNull();
    expect(off.querySelector('.rgrid__foot')).toBeNull();
    expect(screen.queryByLabelText('Filas por página')).toBeNull();
  });
});

describe('page rules', () => {
  it('custom sizes must be positive multiples of 10', () => {
    expect(['10', '40', '250', ' 30 '].map(customPageSize)).toEqual([10, 40, 250, 30]);
    expect(['0', '35', '-10', '4.0', 'abc', ''].map(customPageSize)).toEqual([null, null, null, null, null, null]);
  });

  it('a page jump must land on 1..pages', () => {
    expect(pageJumpTarget('1', 67)).toBe(1);
    expect(pageJumpTarget('67', 67)).toBe(67);
    expect(['0', '68', '-1', '2,5', 'x'].map((t) => pageJumpTarget(t, 67))).toEqual([null, null, null, null, null]);
  });
});

describe('grid height', () => {
  it('fits fewer than 20 ungrouped rows, otherwise 70vh; a scroll table stops at 300 px', () => {
    expect(gridSizing({ rowCount: 19, grouped: false, scrollTable: false })).toEqual({ kind: 'fit' });
    expect(gridSizing({ rowCount: 20, grouped: false, scrollTable: false })).toEqual({ kind: 'fixed', height: '70vh' });
    expect(gridSizing({ rowCount: 5, grouped: true, scrollTable: false })).toEqual({ kind: 'fixed', height: '70vh' });
    expect(gridSizing({ rowCount: 5, grouped: false, scrollTable: true })).toEqual({ kind: 'max', maxHeight: 300 });
  });

  it('a grid of 19 rows is as tall as its content, one of 20 rows takes 70vh', () => {
    const small = renderGrid({ columns: SALES_COLUMNS, data: rows.slice(0, 19) });
    expect(small.grid.getAttribute('data-sizing')).toBe('fit');
    expect(small.grid.style.height).toBe('');
    expect(bodyRows(small.grid)).toHaveLength(19);
    small.unmount();
    const large = renderGrid({ columns: SALES_COLUMNS, data: rows.slice(0, 20) });
    expect(large.grid.getAttribute('data-sizing')).toBe('fixed');
    expect(large.grid.style.height).toBe('70vh');
  });

  it('body rows are 25 px apart', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows.slice(0, 5) });
    expect(bodyRows(grid).map((r) => r.style.transform)).toEqual([0, 25, 50, 75, 100].map((y) => `translateY(${y}px)`));
  });
});
