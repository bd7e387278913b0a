import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../fixtures';
import { mockMe, renderApp } from '../render-app';
import { mockDevelopment } from './dev-mocks';

function open(path: string, level = 4) {
  mockMe(adminUser());
  const calls = mockDevelopment(level);
  const view = renderApp(path);
  return { calls, view, user: userEvent.setup() };
}

describe('development catalogue screen', () => {
  it('mode 0 offers the areas with their module counts and the versions view', async () => {
    const { user, view } = open('/desarrollo/0/0');
    const menu = await screen.findByRole('navigation', { name: 'Catálogo de desarrollo' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['ContabilidadPlan de cuentas y asientos2 módulos', 'Inventario1 módulo', 'VersionesVersiones del producto y sus módulos']);
    await user.click(within(menu).getByRole('link', { name: /^Contabilidad/ }));
    expect(view.location().pathname).toBe('/desarrollo/1/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Contabilidad' })).toBeTruthy();
  });

  it('mode 1 shows modules, attributes and functionals with their types and cycle state; a module is deleted only after confirmation', async () => {
    const { calls, user } = open('/desarrollo/1/1');
    const tree = await screen.findByRole('list', { name: 'Estructura del área' });
    await within(tree).findByText('Hasta 9 niveles de cuentas');
    expect(calls.areas[0]).toBe(1);
    expect(within(tree).getByText('En desarrollo').getAttribute('title')).toBe('2026-10-15 · Administrador General · Primer sprint');
    await user.click(within(tree).getByRole('button', { name: 'Eliminar Presupuestos' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain("¿Eliminar el módulo 'Presupuestos' con sus atributos y funcionales?");
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.deletes).toEqual([]);
    await user.click(within(tree).getByRole('button', { name: 'Eliminar Presupuestos' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(calls.deletes).toEqual([{ id: 11 }]));
    expect(await screen.findByText("Se eliminó el módulo 'Presupuestos'")).toBeTruthy();
  });

  it('F2 creates a module of the area with its type', async () => {
    const { calls, user } = open('/desarrollo/1/1');
    await screen.findByText('Hasta 9 niveles de cuentas');
    await user.keyboard('{F2}');
    const form = await screen.findByRole('dialog', { name: 'Nuevo módulo' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Centros de costo');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'PURCHASABLE');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.saves).toEqual([{ input: { id: undefined, areaId: 1, name: 'Centros de costo', type: 'PURCHASABLE', description: '' } }]));
    expect(await screen.findByText("Se guardó el módulo 'Centros de costo'")).toBeTruthy();
  });

  it('records a cycle state of an attribute with note, date and an active user', async () => {
    const { calls, user } = open('/desarrollo/1/1');
    const tree = await screen.findByRole('list', { name: 'Estructura del área' });
    await user.click(await within(tree).findByRole('button', { name: 'Ciclo Niveles de cuentas' }));
    const form = await screen.findByRole('dialog', { name: 'Estado del ciclo: Niveles de cuentas' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'IMPLEMENTATION');
    await within(form).findByRole('option', { name: 'Diego Armijos Ochoa' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Usuario' }), '3');
    // The date field offers the calendar and takes DD/MM/AAAA; the API gets the ISO day.
    expect(within(form).getByRole('button', { name: /calendario/i })).toBeTruthy();
    const date = within(form).getByRole('textbox', { name: 'Fecha' });
    await user.clear(date);
    await user.type(date, '20112026');
    await user.type(within(form).getByRole('textbox', { name: 'Nota' }), 'Piloto');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.cycles).toEqual([{ input: { attributeId: 100, state: 'IMPLEMENTATION', note: 'Piloto', date: '2026-11-20', userId: 3 } }]),
    );
    expect(await screen.findByText('Estado del ciclo registrado: En implementación')).toBeTruthy();
  });

  it('mode 2 lists versions and assigns modules to the selected one', async () => {
    const { calls, user } = open('/desarrollo/0/2');
    const grid = await screen.findByRole('grid', { name: 'Versiones' });
    const cell = await within(grid).findByText('Isyplus Básico');
    await user.click(cell);
    await user.keyboard('{F6}');
    const form = await screen.findByRole('dialog', { name: 'Módulos de la versión Isyplus Básico' });
    const presupuestos = await within(form).findByRole('checkbox', { name: 'Contabilidad · Presupuestos' });
    expect((within(form).getByRole('checkbox', { name: 'Contabilidad · Plan de cuentas' }) as HTMLInputElement).checked).toBe(true);
    await user.click(presupuestos);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.versionModules).toEqual([{ versionId: 5, moduleIds: [10, 11] }]));
  });

  it('shows a read-only user no change buttons', async () => {
    open('/desarrollo/1/1', 1);
    const tree = await screen.findByRole('list', { name: 'Estructura del área' });
    await within(tree).findByText('Hasta 9 niveles de cuentas');
    expect(within(tree).queryAllByRole('button')).toEqual([]);
    const bar = screen.getByRole('toolbar', { name: 'Atajos de teclado' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['F5Actualizar']);
  });
});
