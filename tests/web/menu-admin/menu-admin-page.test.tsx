import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../fixtures';
import { mockMe, renderApp } from '../render-app';
import { mockMenuAdmin, MENUS } from './menu-mocks';

const COMPANY_REQUIRED = 'Seleccione una empresa tipeando el acceso de la empresa en el campo de búsqueda';
type User = ReturnType<typeof userEvent.setup>;

async function openPage(options: Parameters<typeof mockMenuAdmin>[0] = {}) {
  mockMe(adminUser());
  const calls = mockMenuAdmin(options);
  renderApp('/menu_admin');
  const search = await screen.findByRole('combobox', { name: 'Acceso de la empresa' });
  return { calls, search, user: userEvent.setup() };
}

async function chooseAndina(user: User, search: HTMLElement) {
  await user.type(search, 'andina{Enter}');
  const grid = await screen.findByRole('grid', { name: 'Menús de la empresa' });
  await waitFor(() => expect(rowOf(grid, 'Ventas')).toBeTruthy());
  return grid;
}

async function closePopup(user: User): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  return text;
}

/** The title cell reading `title` (the parent column repeats principal titles); a click selects its row. */
const titleCell = (grid: HTMLElement, title: string) =>
  [...grid.querySelectorAll<HTMLElement>('[data-column="mb_titulo"]')].find((c) => c.textContent === title)!;
const rowOf = (grid: HTMLElement, title: string) => titleCell(grid, title).closest('[role="row"]') as HTMLElement;
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('[data-column]')].map((c) => c.textContent);

describe('menu administrator screen', () => {
  it("asks for a company by its access code before searching or creating (the spec's message)", async () => {
    const { calls, user } = await openPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administrador de menús');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await closePopup(user)).toContain(COMPANY_REQUIRED);
    await user.keyboard('{F2}');
    expect(await closePopup(user)).toContain(COMPANY_REQUIRED);
    expect(calls.searches).toEqual([]);
  });

  it('lists several matches to pick one, then shows its menus with each sub-menu under its principal', async () => {
    const { calls, search, user } = await openPage();
    await user.type(search, 'pac{Enter}');
    const matches = await screen.findByRole('list', { name: 'Empresas encontradas' });
    await user.click(within(matches).getByRole('button', { name: 'pacifico2 · PACIFICO SUR S.A.' }));
    const grid = await screen.findByRole('grid', { name: 'Menús de la empresa' });
    await waitFor(() => expect(rowOf(grid, 'Ventas')).toBeTruthy());
    expect(calls.loads).toEqual([3]);
    expect(screen.getByText('pacifico2 · PACIFICO SUR S.A.')).toBeTruthy();
    expect(cellsOf(rowOf(grid, '↳ Facturación'))).toEqual(['↳ Facturación', '/facturación', '1001', 'Ventas', 'Submenú']);
    expect(cellsOf(rowOf(grid, 'Reportes'))).toEqual(['Reportes', '', '2000', '', 'Principal']);
  });

  it('creates a sub-menu from the creation options: parent preselected, next order and its range shown', async () => {
    const { calls, search, user } = await openPage();
    const grid = await chooseAndina(user, search);
    await user.click(titleCell(grid, 'Reportes'));
    await user.keyboard('{F2}');
    const options = await screen.findByRole('dialog', { name: 'Opciones de creación' });
    await user.click(within(options).getByRole('button', { name: 'Submenú' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo submenú' });
    expect((within(form).getByRole('combobox', { name: 'Menú principal' }) as HTMLSelectElement).value).toBe('20');
    expect((within(form).getByRole('textbox', { name: 'Orden' }) as HTMLInputElement).value).toBe('2001');
    expect(within(form).getByText('Entre 2001 y 2999')).toBeTruthy();
    // Another parent: the next order after its last sub-menu.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Menú principal' }), '10');
    expect(within(form).getByText('Entre 1001 y 1999')).toBeTruthy();
    const order = within(form).getByRole('textbox', { name: 'Orden' });
    await user.clear(order);
    await user.type(order, '1003');
    await user.type(within(form).getByRole('textbox', { name: 'Título' }), 'Proformas');
    await user.type(within(form).getByRole('textbox', { name: 'Url' }), '/ventas/proformas');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.saves).toEqual([{ companyId: 1, input: { id: null, title: 'Proformas', url: '/ventas/proformas', order: 1003, parentId: 10 } }]),
    );
    expect(await screen.findByText("Se creó el menú 'Proformas'")).toBeTruthy();
    await waitFor(() => expect(calls.loads).toEqual([1, 1]));
  });

  it('deletes a principal menu with its sub-menus only after confirmation', async () => {
    const { calls, search, user } = await openPage();
    const grid = await chooseAndina(user, search);
    await user.click(titleCell(grid, 'Ventas'));
    await user.keyboard('{F4}');
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain("¿Eliminar el menú 'Ventas' y sus 2 submenús?");
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.deletes).toEqual([]);
    await user.keyboard('{F4}');
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls.deletes).toEqual([{ companyId: 1, ids: [10, 11, 12] }]));
    expect(await screen.findByText('Se eliminaron 3 menús')).toBeTruthy();
  });

  it('edits the selected menu in the principal menu modal', async () => {
    const { calls, search, user } = await openPage();
    const grid = await chooseAndina(user, search);
    await user.click(titleCell(grid, 'Reportes'));
    await user.keyboard('{F3}');
    const form = await screen.findByRole('dialog', { name: 'Editar menú principal' });
    const order = within(form).getByRole('textbox', { name: 'Orden' });
    await user.clear(order);
    await user.type(order, '3000');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.saves).toEqual([{ companyId: 1, input: { id: 20, title: 'Reportes', url: '', order: 3000, parentId: 0 } }]));
  });

  it('offers only refresh to a read-only user', async () => {
    const { search, user } = await openPage({ permisos: 1, items: MENUS });
    await chooseAndina(user, search);
    const bar = screen.getByRole('toolbar', { name: 'Atajos de teclado' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['F5Actualizar']);
  });
});

describe('company field of the menu administrator (autocomplete)', () => {
  it('suggests companies as the user types; arrows and Enter take the highlighted one', async () => {
    const { calls, search, user } = await openPage();
    await user.type(search, 'pac');
    const list = await screen.findByRole('listbox', { name: 'Empresas sugeridas' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['pacifico · DISTRIBUIDORA DEL PACIFICO CIA. LTDA.', 'pacifico2 · PACIFICO SUR S.A.']);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const grid = await screen.findByRole('grid', { name: 'Menús de la empresa' });
    await waitFor(() => expect(rowOf(grid, 'Ventas')).toBeTruthy());
    expect(calls.loads).toEqual([3]);
    expect((search as HTMLInputElement).value).toBe('pacifico2');
  });

  it("a partial access code with one match is not taken silently: 'andi' + Enter lists it to pick", async () => {
    const { calls, search, user } = await openPage();
    await user.type(search, 'andi{Enter}');
    const matches = await screen.findByRole('list', { name: 'Empresas encontradas' });
    expect(
      within(matches)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['andina · COMERCIAL ANDINA S.A.']);
    expect(calls.loads).toEqual([]);
    expect(screen.queryByRole('grid', { name: 'Menús de la empresa' })).toBeNull();
  });
});
