import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GridDemo } from '../../../web/src/features/widgets-demo/GridDemo';
import { bodyRows, cellOf } from './grid-helpers';

describe('grid demo section', () => {
  it('shows the main report at 70vh, the province grid fitted, a 300 px scroll table and a plain grid', () => {
    render(<GridDemo />);
    expect(screen.getByRole('grid', { name: 'Ventas 2026' }).style.height).toBe('70vh');
    expect(screen.getByRole('grid', { name: 'Ventas 2026' }).getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('grid', { name: 'Ventas por provincia' }).getAttribute('data-sizing')).toBe('fit');
    expect(screen.getByRole('grid', { name: 'Cantidades' }).style.maxHeight).toBe('300px');
    const plain = screen.getByRole('grid', { name: 'Grilla simple' }).closest('.rgrid') as HTMLElement;
    expect((within(plain).getByLabelText('Filas por página') as HTMLSelectElement).value).toBe('10');
  });

  it('exposes benchmark hooks that drive the main grid synchronously', () => {
    const { unmount } = render(<GridDemo />);
    const hooks = window.__gridDemo!;
    const rows = hooks.generateSales(5000);
    act(() => hooks.setRows(rows));
    expect(hooks.grid!.resultCount()).toBe(5000);
    act(() => hooks.grid!.setFilter('tipo', 'equals', 'Asiento'));
    expect(hooks.grid!.resultCount()).toBe(rows.filter((r) => r.tipo === 'Asiento').length);
    act(() => hooks.grid!.setGrouping(['provincia']));
    const main = screen.getByRole('grid', { name: 'Ventas 2026' });
    expect(bodyRows(main).every((r) => r.hasAttribute('data-group'))).toBe(true);
    expect(hooks.engine.runGridQuery(rows, hooks.engine.columns, { filters: [], sorting: [], grouping: [] }).indices).toHaveLength(5000);
    unmount();
    expect(window.__gridDemo).toBeUndefined();
  });

  it('counts the selected rows in Spanish, singular for one: pager and the line under the report', async () => {
    render(<GridDemo />);
    const main = screen.getByTestId('grid-demo-main');
    const grid = within(main).getByRole('grid', { name: 'Ventas 2026' });
    const [first, second] = bodyRows(grid);
    await userEvent.click(within(first!).getByRole('checkbox'));
    expect(within(main).getByText('· 1 seleccionada')).toBeTruthy();
    expect(screen.getByTestId('grid-demo-selection').textContent).toBe(`1 fila seleccionada, total $${cellOf(first!, 'total')}.`);
    await userEvent.click(within(second!).getByRole('checkbox'));
    expect(within(main).getByText('· 2 seleccionadas')).toBeTruthy();
    expect(screen.getByTestId('grid-demo-selection').textContent).toMatch(/^2 filas seleccionadas, total \$[\d.]+,\d\d\.$/);
  });
});
