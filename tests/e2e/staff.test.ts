import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium as chromiumPresent, journeyEnvironment, LoginScreen, Shell } from './browser.js';
import { Grid, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

/** Every entry of the sidebar (groups and their screens, folded or not), as the signed-in user has them. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.locator('.sidebar__label').allTextContents()).map((t) => t.trim());
}

/** Signs out and waits for the sign-in screen (the old screen may still be on the page for a moment). */
async function signOutTo(page: Page, name: string): Promise<void> {
  await new Shell(page).signOut(name);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
}

/** The popup's text, then closes it with Aceptar. */
async function popupText(page: Page): Promise<string> {
  const popup = page.getByRole('alertdialog');
  await popup.waitFor();
  const text = (await popup.locator('.popup__text').textContent()) ?? '';
  await popup.getByRole('button', { name: 'Aceptar' }).click();
  await popup.waitFor({ state: 'hidden' });
  return text;
}

describe.runIf(hasChromium)('staff administration journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it('creates a profile with two menus and a user with it who sees only those menus and changes the password', async () => {
    const { page, failures } = await signedInPage(env, '/perfiles/lista');
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    const profileForm = page.locator('form').filter({ has: page.getByLabel('Nombre del perfil') });
    await page.getByRole('heading', { name: 'Crear Perfil' }).waitFor();
    await profileForm.getByLabel('Nombre del perfil').fill('Cobranzas');
    await profileForm.getByRole('checkbox', { name: 'Paquetes de conexión', exact: true }).check();
    await profileForm.getByRole('checkbox', { name: 'Pagos de contrato', exact: true }).check();
    await shot(page, 'staff-01-profile');
    await profileForm.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: 'Editar Perfil' }).waitFor();

    await page.goto(`${env.server.url}/usuarios/crear/0`);
    const userForm = page.locator('form').filter({ has: page.getByLabel('Confirmar clave') });
    await userForm.getByLabel('Usuario').fill('cobranza1');
    await userForm.getByLabel('Nombre').fill('Lucía Cobos Ramírez');
    await userForm.getByLabel('Correo').fill('lcobos@isyplus.ec');
    await userForm.getByLabel('Perfil').selectOption({ label: 'Cobranzas' });
    await userForm.getByLabel('Sección').selectOption({ index: 1 });
    await userForm.getByLabel('Clave', { exact: true }).fill('Cobros2026');
    await userForm.getByLabel('Confirmar clave').fill('Cobros2026');
    await shot(page, 'staff-02-user');
    await userForm.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/usuarios/lista');
    await new Grid(page.getByRole('grid', { name: 'Lista de usuarios' })).row('cobranza1').waitFor();
    await signOutTo(page, 'Administrador General');

    // The new user reaches only the two screens of the profile (and the home page).
    await new LoginScreen(page).signIn('cobranza1', 'Cobros2026');
    await expect.poll(() => sidebarLinks(page)).toEqual(['Inicio', 'Empresas', 'Paquetes de conexión', 'Pagos de contrato']);
    await shot(page, 'staff-03-user-menus');
    await page.goto(`${env.server.url}/empresas/conexiones`);
    await page.getByRole('grid', { name: 'Empresas y sus paquetes' }).waitFor();

    // The user changes the password; the new one signs in.
    await new Shell(page).userMenuButton('Lucía Cobos Ramírez').click();
    await page.getByRole('menuitem', { name: 'Cambiar clave' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Clave actual').fill('Cobros2026');
    await modal.getByLabel('Nueva clave', { exact: true }).fill('Cobros2027');
    await modal.getByLabel('Confirmar nueva clave').fill('Cobros2027');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Clave actualizada con éxito').waitFor();
    await signOutTo(page, 'Lucía Cobos Ramírez');
    await new LoginScreen(page).signIn('cobranza1', 'Cobros2027');
    await expect.poll(() => sidebarLinks(page)).toContain('Pagos de contrato');
    expect(failures).toEqual([]);
  });

  it("refuses a sub-menu ordered out of its parent's range, records a module's cycle state and extends a doctor's test period", async () => {
    const { page, failures } = await signedInPage(env, '/menu_admin');
    await page.getByLabel('Acceso de la empresa').fill('andina');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const menus = new Grid(page.getByRole('grid', { name: 'Menús de la empresa' }));
    await menus.row('Ventas').first().waitFor();
    await menus.row('Ventas').first().getByRole('gridcell', { name: 'Ventas', exact: true }).click();
    await page.keyboard.press('F2');
    await page.getByRole('dialog', { name: 'Opciones de creación' }).getByRole('button', { name: 'Submenú' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo submenú' });
    expect(await form.getByRole('combobox', { name: 'Menú principal' }).locator('option:checked').textContent()).toContain('Ventas');
    await form.getByRole('textbox', { name: 'Título' }).fill('Cobros');
    await form.getByRole('textbox', { name: 'Orden' }).fill('2500');
    await form.getByRole('button', { name: 'Guardar' }).click();
    expect(await popupText(page)).toBe('El orden del submenú debe ser mayor que 1000 y como máximo 1999');
    await shot(page, 'staff-04-submenu-refused');
    await form.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto(`${env.server.url}/desarrollo/1/1`);
    const tree = page.getByRole('list', { name: 'Estructura del área' });
    await tree.getByRole('button', { name: 'Ciclo Plan de cuentas' }).click();
    const cycle = page.getByRole('dialog', { name: 'Estado del ciclo: Plan de cuentas' });
    await cycle.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'En desarrollo' });
    await cycle.getByRole('combobox', { name: 'Usuario' }).selectOption({ label: 'Diego Armijos Ochoa' });
    await cycle.getByRole('textbox', { name: 'Nota' }).fill('Niveles 10 a 12');
    await cycle.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Estado del ciclo registrado: En desarrollo').waitFor();
    await shot(page, 'staff-05-cycle');

    await page.goto(`${env.server.url}/medicosadm/1`);
    const doctors = new Grid(page.getByRole('grid').first());
    const cevallos = doctors.row('CEVALLOS ANDRADE MARÍA BELÉN');
    await cevallos.getByRole('checkbox', { name: 'Seleccionar fila' }).check();
    await page.keyboard.press('F4');
    const extend = page.getByRole('dialog', { name: 'Extender período de prueba' });
    expect(await extend.getByLabel('Días a extender').inputValue()).toBe('1');
    await extend.getByLabel('Días a extender').fill('15');
    await extend.getByRole('button', { name: 'Extender' }).click();
    await toast(page, 'Período de prueba extendido 15 días para 1 médico').waitFor();
    await shot(page, 'staff-06-doctor-extended');
    expect(failures).toEqual([]);
  });
});
