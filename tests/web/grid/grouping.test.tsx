import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import { buildGroups, initialGrouping } from '../../../web/src/widgets/grid/grouping';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { esEC, sumCents } from './es-ec';
import { FeedbackHost } from '../../../web/src/widgets/feedback/FeedbackHost';
import { ReportGrid } from '../../../web/src/widgets/grid/ReportGrid';
import { bodyRows, cellOf, footerText, renderGrid } from './grid-helpers';

const rows = generateSales(300);

function groupRows(grid: HTMLElement): HTMLElement[] {
  return bodyRows(grid).filter((r) => r.hasAttribute('data-group'));
}

function provinceRows(provincia: string): ReportRow[] {
  return rows.filter((r) => r.provincia === provincia);
}

describe('grouping', () => {
  it('starts grouped by the di_grupo T columns in grucol_order', () => {
    const columns: ReportColumn[] = [
      { di_column: 'a', di_descri: 'A', type: 'text', di_grupo: 'T', grucol_order: 2 },
      { di_column: 'b', di_descri: 'B', type: 'text', di_grupo: 'F' },
      { di_column: 'c', di_descri: 'C', type: 'text', di_grupo: 'T', grucol_order: 1 },
    ];
    expect(initialGrouping(columns)).toEqual(['c', 'a']);
    expect(initialGrouping(SALES_COLUMNS)).toEqual([]);
  });

  it('labels a group with its di_grucol column', () => {
    const columns: ReportColumn[] = [
      { di_column: 'prv_codchart', di_descri: 'Código', type: 'text', di_grucol: 'provincia' },
      { di_column: 'provincia', di_descri: 'Provincia', type: 'text' },
    ];
    const groups = buildGroups(
      rows,
      rows.map((_, i) => i),
      ['prv_codchart'],
      columns,
    );
    const loja = groups.find((g) => g.value === 'EC-L')!;
    expect(loja.label).toBe('Loja');
    expect(loja.indices).toHaveLength(provinceRows('Loja').length);
  });

  it('groups by a column chosen in the toolbar: one row per province with its count and totals', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Provincia');
    const groups = groupRows(grid);
    const provinces = [...new Set(rows.map((r) => String(r.provincia)))].sort((a, b) => a.localeCompare(b, 'es'));
    expect(groups.map((g) => g.querySelector('.rgrid__group-value')!.textContent)).toEqual(provinces);
    // Grouped grids take the default height even with few rows.
    expect(grid.style.height).toBe('70vh');

    const loja = groups.find((g) => g.textContent!.includes('Loja'))!;
    const lojaRows = provinceRows('Loja');
    expect(loja.querySelector('.rgrid__group-count')!.textContent).toBe(`(${lojaRows.length})`);
    expect(cellOf(loja, 'total')).toBe(esEC(sumCents(lojaRows.map((r) => r.total as number)), 2));
    expect(cellOf(loja, 'cantidad')).toBe(
      esEC(
        lojaRows.reduce((s, r) => s + (r.cantidad as number), 0),
        0,
      ),
    );
    expect(cellOf(loja, 'saldo')).toBe(esEC(lojaRows[lojaRows.length - 1]!.saldo as number, 2));
    // The footer still totals every row.
    expect(footerText(grid, 'comprobante')).toBe('300');
  });

  it('offers the visible columns that are not amounts or aggregates, in screen order', () => {
    renderGrid({ columns: SALES_COLUMNS, data: rows });
    const offered = within(screen.getByLabelText('Agrupar por'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Not Subtotal, IVA, Total or Saldo (amounts), nor the hidden codes (Categoría, Transacción...).
    expect(offered).toEqual(['Agregar columna…', 'Fecha', 'Comprobante', 'Tipo', 'Cliente', 'Provincia', 'Vendedor', 'Cantidad']);
  });

  it('expands and collapses a group', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Provincia');
    const azuay = groupRows(grid)[0]!;
    const button = within(azuay).getByRole('button', { name: 'Expandir grupo' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const shown = bodyRows(grid);
    const start = shown.findIndex((r) => r.getAttribute('data-group') === 'provincia:Azuay');
    const members = shown.slice(start + 1, start + 1 + provinceRows('Azuay').length);
    expect(members.every((r) => cellOf(r, 'provincia') === 'Azuay' && !r.hasAttribute('data-group'))).toBe(true);
    await userEvent.click(within(groupRows(grid)[0]!).getByRole('button', { name: 'Contraer grupo' }));
    expect(bodyRows(grid).every((r) => r.hasAttribute('data-group'))).toBe(true);
  });

  it('nests groups and removes a grouping column with its chip', async () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows });
    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Provincia');
    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Expandir todo' }));
    const nested = bodyRows(grid).filter((r) => r.getAttribute('data-group')?.includes('/vendedor:'));
    expect(nested.length).toBeGreaterThan(0);
    const first = nested[0]!;
    const [province, seller] = first.getAttribute('data-group')!.replace('provincia:', '').split('/vendedor:');
    const members = rows.filter((r) => r.provincia === province && r.vendedor === seller);
    expect(first.querySelector('.rgrid__group-count')!.textContent).toBe(`(${members.length})`);
    expect(cellOf(first, 'subtotal')).toBe(esEC(sumCents(members.map((r) => r.subtotal as number)), 2));

    await userEvent.click(screen.getByRole('button', { name: 'Quitar agrupación por Provincia' }));
    expect(groupRows(grid).every((g) => g.getAttribute('data-group')!.startsWith('vendedor:'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar agrupación por Vendedor' }));
    expect(groupRows(grid)).toHaveLength(0);
  });
});

describe('selection from a group row', () => {
  it('selecting a group row selects all its rows, deselecting it deselects them', async () => {
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple', onSelectionChange });
    await userEvent.selectOptions(screen.getByLabelText('Agrupar por'), 'Provincia');
    const loja = groupRows(grid).find((g) => g.getAttribute('data-group') === 'provincia:Loja')!;
    const lojaRows = provinceRows('Loja');
    await userEvent.click(within(loja).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(lojaRows);

    const lojaNow = groupRows(grid).find((g) => g.getAttribute('data-group') === 'provincia:Loja')!;
    expect(lojaNow.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(within(lojaNow).getByRole('button', { name: 'Expandir grupo' }));
    const children = bodyRows(grid).filter((r) => !r.hasAttribute('data-group'));
    expect(children).toHaveLength(lojaRows.length);
    expect(children.every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true);

    // One child off: the group box is half-checked; the group box again selects them all, once more clears them.
    await userEvent.click(within(children[0]!).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(lojaRows.slice(1));
    const box = within(groupRows(grid).find((g) => g.getAttribute('data-group') === 'provincia:Loja')!).getByRole('checkbox') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    await userEvent.click(box);
    expect(onSelectionChange).toHaveBeenLastCalledWith(lojaRows);
    await userEvent.click(box);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(bodyRows(grid).every((r) => r.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('single selection keeps one row and marks it aria-selected', async () => {
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows.slice(0, 5), selection: 'single', onSelectionChange });
    expect(grid.getAttribute('aria-multiselectable')).toBeNull();
    await userEvent.click(within(bodyRows(grid)[1]!).getAllByRole('gridcell')[0]!);
    await userEvent.click(within(bodyRows(grid)[3]!).getAllByRole('gridcell')[0]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[3]]);
    expect(bodyRows(grid).map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false', 'true', 'false']);
  });

  it('new data clears the selection and tells the caller so', async () => {
    const onSelectionChange = vi.fn();
    const { grid, rerender } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple', onSelectionChange });
    await userEvent.click(within(bodyRows(grid)[0]!).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0]]);
    rerender(
      <>
        <FeedbackHost />
        <ReportGrid columns={SALES_COLUMNS} data={rows.slice(0, 50)} selection="multiple" onSelectionChange={onSelectionChange} />
      </>,
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
    expect(bodyRows(screen.getByRole('grid')).every((r) => r.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('the header box selects every filtered row in multiple selection', async () => {
    const onSelectionChange = vi.fn();
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, selection: 'multiple', onSelectionChange });
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.type(screen.getByLabelText('Filtrar Provincia'), 'Loja');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(provinceRows('Loja'));
  });
});
