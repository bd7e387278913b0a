import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { bodyRows, renderGrid } from './grid-helpers';

const COLUMNS: ReportColumn[] = [
  { di_column: 'fecha', di_descri: 'Fecha', type: 'date', width: 100 },
  { di_column: 'cliente', di_descri: 'Cliente', type: 'text', width: 200 },
  { di_column: 'total', di_descri: 'Total', type: 'number', width: 120, di_color: 'rgb(255, 240, 200)', estilo_font: 'bold', color_font: '#1d5fd1' },
  { di_column: 'codigo', di_descri: 'Código', type: 'integer', visible: false },
];
const ROWS: ReportRow[] = [{ fecha: '2026-05-04', cliente: 'Textiles Otavalo', total: 1234.5, codigo: 7 }];

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
}

describe("'Configurar columnas'", () => {
  it('shows, hides, reorders, pins and sizes columns on Aceptar', async () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    expect(headers()).toEqual(['Fecha', 'Cliente', 'Total']);
    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    const dialog = screen.getByRole('dialog', { name: 'Configurar columnas' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mostrar Código' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mostrar Fecha' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir Total' }));
    // Focus stays on the moved column's button, so it moves again from the keyboard.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Subir Total' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Fijar Cliente' }), 'Derecha');
    const width = within(dialog).getByRole('textbox', { name: 'Ancho de Total en píxeles' });
    await userEvent.clear(width);
    await userEvent.type(width, '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    // Total first, Código shown, Cliente pinned to the right edge.
    expect(headers()).toEqual(['Total', 'Código', 'Cliente']);
    const total = screen.getByRole('columnheader', { name: 'Total' });
    expect(total.style.width).toBe('180px');
    const cliente = screen.getByRole('columnheader', { name: 'Cliente' });
    expect(cliente.style.position).toBe('sticky');
    expect(cliente.style.right).toBe('0px');
    expect(
      within(bodyRows(grid)[0]!)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['1.234,50', '7', 'Textiles Otavalo']);
  });

  it('Cancelar leaves the columns as they were', async () => {
    renderGrid({ columns: COLUMNS, data: ROWS });
    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    const dialog = screen.getByRole('dialog', { name: 'Configurar columnas' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mostrar Cliente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(headers()).toEqual(['Fecha', 'Cliente', 'Total']);
  });

  it('paints cells with the column colour, font style and font colour, numbers right-aligned', () => {
    const { grid } = renderGrid({ columns: COLUMNS, data: ROWS });
    const cell = bodyRows(grid)[0]!.querySelector<HTMLElement>('[data-column="total"]')!;
    expect(cell.style.background).toContain('rgb(255, 240, 200)');
    expect(cell.style.fontWeight).toBe('600');
    expect(cell.style.color).toBeTruthy();
    expect(cell.classList.contains('rgrid__cell--number')).toBe(true);
    expect(bodyRows(grid)[0]!.querySelector('[data-column="fecha"]')!.textContent).toBe('04/05/2026');
  });
});
