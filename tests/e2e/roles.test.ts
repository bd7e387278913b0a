import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium as chromiumPresent, journeyEnvironment, LoginScreen, Shell } from './browser.js';
import { pathOf, shot, signedInPage } from './screen-parts.js';

const hasChromium = chromiumPresent();

/** Opens every group of the sidebar and returns its screens: [title, href]. */
async function menuScreens(page: Page): Promise<Array<[string, string]>> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link').first().waitFor();
  const closed = nav.locator('button.sidebar__group[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const links = await nav.getByRole('link').all();
  return Promise.all(
    links.map(async (l) => [((await l.locator('.sidebar__label').textContent()) ?? '').trim(), (await l.getAttribute('href')) ?? ''] as [string, string]),
  );
}

/**
 * No GraphQL or REST request in flight: the app's loading bar (shown while any is pending) is
 * absent twice, 150 ms apart (a list that fetches after the first paint starts within that).
 */
async function settled(page: Page): Promise<void> {
  const idle = () => page.waitForFunction(() => !document.querySelector('.loading-bar'));
  await idle();
  await page.waitForTimeout(150);
  await idle();
}

/** The page's own sideways overflow in px (0: the screen fits the window). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Role {
  login: string;
  name: string;
  /** The screens of its menu, in order. */
  screens: string[];
  /** Addresses it may not open ('Sin permiso'). */
  refused: string[];
}

const ROLES: Role[] = [
  {
    login: 'admin',
    name: 'Administrador General',
    screens: [
      'Inicio',
      'Administración de empresas',
      'Creación de empresas',
      'Paquetes de conexión',
      'Pagos de contrato',
      'Clientes',
      'Aplicativo',
      'Respaldos',
      'Solicitudes',
      'Notificaciones',
      'Enviar notificación',
      'Planes de notificación',
      'Paquetes SMS',
      'Plantillas de correo',
      'Cuentas de correo',
      'Resumen SMS',
      'Temas y documentos',
      'Preguntas frecuentes',
      'Guías rápidas',
      'Tips',
      'Publicidad',
      'Perfiles',
      'Usuarios',
      'Menú de empresas',
      'Catálogo de desarrollo',
      'Médicos',
      'Informes',
      'Componentes',
      'Consultas por módulo',
      'Tablero de informes',
      'Tokens de API',
      'Scripts de bases',
    ],
    refused: [],
  },
  {
    login: 'soporte',
    name: 'María Fernanda Jaramillo',
    screens: [
      'Inicio',
      'Administración de empresas',
      'Paquetes de conexión',
      'Pagos de contrato',
      'Clientes',
      'Solicitudes',
      'Notificaciones',
      'Enviar notificación',
      'Temas y documentos',
      'Preguntas frecuentes',
      'Guías rápidas',
      'Tips',
    ],
    refused: ['/usuarios/lista', '/perfiles/lista', '/empresas/creacion', '/menu_admin', '/medicosadm/1', '/desarrollo/0/0'],
  },
  {
    login: 'consulta',
    name: 'Diego Armijos Ochoa',
    screens: [
      'Inicio',
      'Administración de empresas',
      'Creación de empresas',
      'Paquetes de conexión',
      'Pagos de contrato',
      'Clientes',
      'Aplicativo',
      'Respaldos',
      'Solicitudes',
      'Notificaciones',
      'Enviar notificación',
      'Planes de notificación',
      'Paquetes SMS',
      'Plantillas de correo',
      'Cuentas de correo',
      'Resumen SMS',
      'Temas y documentos',
      'Preguntas frecuentes',
      'Guías rápidas',
      'Tips',
      'Publicidad',
      'Perfiles',
      'Usuarios',
      'Menú de empresas',
      'Catálogo de desarrollo',
      'Médicos',
      'Informes',
      'Componentes',
      'Consultas por módulo',
      'Tablero de informes',
      'Tokens de API',
    ],
    refused: [],
  },
];

const ACTIONS = [
  'Crear',
  'Editar',
  'Ver',
  'Cambiar estado',
  'Cambio masivo de estado',
  'Agrupar por tipo',
  'Cambiar clave',
  'Activar',
  'Desactivar',
  'Eliminar',
];

/** The create/edit/state/delete actions a toolbar offers, in order. */
async function actions(page: Page, toolbar: string, grid: string): Promise<string[]> {
  await page.getByRole('grid', { name: grid }).waitFor();
  const names = (await page.getByRole('toolbar', { name: toolbar }).getByRole('button').allTextContents()).map((t) => t.trim());
  return names.filter((n) => ACTIONS.includes(n));
}
const companyActions = (page: Page) => actions(page, 'Lista de empresas', 'Lista de empresas');
const userActions = (page: Page) => actions(page, 'Lista de usuarios', 'Lista de usuarios');

describe.runIf(hasChromium)('every screen of each demo role (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it.each(ROLES)('$login walks its menu: every screen opens with its title, fits 1024 px, and unknown or refused addresses say so', async (role) => {
    const { page, failures } = await signedInPage(env, '/administracion', role.login);
    await page.setViewportSize({ width: 1024, height: 768 });
    const screens = await menuScreens(page);
    expect(screens.map(([title]) => title)).toEqual(role.screens);
    for (const [index, [title, href]] of screens.entries()) {
      await page.goto(`${env.server.url}${href}`);
      await page.locator('main h1').first().waitFor();
      await expect.poll(() => page.title(), { message: href }).toMatch(/ · Isyplus$/);
      const heading = (await page.locator('main h1').first().textContent())?.trim();
      expect([heading, href]).not.toEqual(['Página no encontrada', href]);
      expect([heading, href]).not.toEqual(['Sin permiso', href]);
      // Lists settle before the picture and the width check: no request pending (the loading bar).
      await settled(page);
      expect([href, await overflow(page)]).toEqual([href, 0]);
      await shot(page, `roles-${role.login}-${String(index).padStart(2, '0')}-${title.replace(/\W+/g, '_')}`);
    }
    for (const href of role.refused) {
      await page.goto(`${env.server.url}${href}`);
      await page.getByRole('heading', { name: 'Sin permiso', level: 1 }).waitFor();
      expect(await page.title()).toBe('Sin permiso · Isyplus');
    }
    await page.goto(`${env.server.url}/no/existe`);
    await page.getByRole('heading', { name: 'Página no encontrada', level: 1 }).waitFor();
    await shot(page, `roles-${role.login}-not-found`);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect.poll(() => pathOf(page)).toBe('/administracion');
    expect(failures).toEqual([]);
    await page.close();
  });

  it('admin has every action; soporte operates without deleting; consulta only reads', async () => {
    const admin = await signedInPage(env, '/empresas', 'admin');
    expect(await companyActions(admin.page)).toEqual(['Editar', 'Cambiar estado', 'Cambio masivo de estado', 'Agrupar por tipo', 'Eliminar']);
    await admin.page.goto(`${env.server.url}/usuarios/lista`);
    expect(await userActions(admin.page)).toEqual(['Crear', 'Editar', 'Cambiar clave', 'Activar', 'Desactivar']);
    await admin.page.close();

    const support = await signedInPage(env, '/empresas', 'soporte');
    expect(await companyActions(support.page)).toEqual(['Editar', 'Cambiar estado', 'Cambio masivo de estado', 'Agrupar por tipo']);
    await support.page.close();

    const reader = await signedInPage(env, '/empresas', 'consulta');
    const { page } = reader;
    expect(await companyActions(page)).toEqual(['Ver']);
    await page.goto(`${env.server.url}/usuarios/lista`);
    expect(await userActions(page)).toEqual(['Ver']);
    // A user's form opens read-only: marked, no 'Guardar'.
    const users = page.getByRole('grid', { name: 'Lista de usuarios' });
    await users.locator('[role="row"]').filter({ hasText: 'María Fernanda Jaramillo' }).getByRole('gridcell').first().click();
    await page.getByRole('toolbar', { name: 'Lista de usuarios' }).getByRole('button', { name: 'Ver' }).click();
    await page.getByRole('heading', { name: 'Ver Usuario' }).waitFor();
    expect(await page.getByLabel('Nombre').inputValue()).toBe('María Fernanda Jaramillo');
    await page.getByRole('note', { name: 'Solo lectura' }).waitFor();
    expect(await page.getByLabel('Nombre').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await shot(page, 'roles-consulta-user-read-only');
    await page.goto(`${env.server.url}/usuarios/crear/0`);
    await page.getByRole('heading', { name: 'Sin permiso', level: 1 }).waitFor();
    await page.goto(`${env.server.url}/empresas/creacion`);
    await page.getByText('Su perfil no permite crear empresas.').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(reader.failures).toEqual([]);
    await page.close();
  });

  it("after 'Salir', Back shows the sign-in, never the previous screen's data", async () => {
    const { page, failures } = await signedInPage(env, '/administracion');
    // Into a screen with data the way a user goes: the menu (a new history entry).
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: /Administración/ }).click();
    await nav.getByRole('link', { name: /Usuarios/ }).click();
    await page.getByRole('grid', { name: 'Lista de usuarios' }).getByText('consulta').first().waitFor();
    await new Shell(page).signOut('Administrador General');
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await page.getByRole('grid', { name: 'Lista de usuarios' }).count()).toBe(0);
    expect(await page.getByText('María Fernanda Jaramillo').count()).toBe(0);
    await shot(page, 'roles-after-sign-out-back');
    // The answers of the signed-in session were not kept by the browser.
    const answer = await page.request.post(`${env.server.url}/graphql`, { data: { query: '{ me { login } }' } });
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.json()).toEqual({ data: { me: null } });
    await new LoginScreen(page).signIn('admin', 'admin');
    await expect.poll(() => pathOf(page)).toBe('/administracion');
    expect(failures).toEqual([]);
    await page.close();
  });
});
