import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LogoutDocument, MeDocument, StaffUsersDocument, type CurrentUserFieldsFragment } from '../../web/src/generated/graphql';
import { mockCompanies } from './companies/company-mocks';
import { adminUser, menu } from './fixtures';
import { api, server } from './msw';
import { mockMe, renderApp } from './render-app';

type Permission = CurrentUserFieldsFragment['permissions'][number];
const grant = (resource: string, level: number): Permission => ({
  __typename: 'ScreenPermission',
  resource,
  view: level,
  create: level >= 2 ? level : 0,
  edit: level >= 2 ? level : 0,
  delete: level >= 3 ? level : 0,
});

/** A support user as the API answers `me`: companies and clients, nothing of the staff screens. */
function supportUser(overrides: Partial<CurrentUserFieldsFragment> = {}): CurrentUserFieldsFragment {
  return adminUser({
    login: 'soporte',
    name: 'María Fernanda Jaramillo',
    hierarchy: 'USER',
    menus: [
      menu(1, 'Empresas', null, 0, 1),
      menu(2, 'Administración de empresas', '/empresas', 1, 2),
      menu(6, 'Clientes', '/clientes', 1, 3),
      menu(7, 'Aplicativo', '/aplicativo', 1, 4),
      menu(10, 'Soporte', null, 0, 5),
      menu(11, 'Solicitudes', '/soporte', 10, 6),
    ],
    permissions: [grant('empresas', 2), grant('clientes', 2), grant('aplicativo', 2), grant('soporte', 2)],
    ...overrides,
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('role-aware screens', () => {
  it("shows 'Sin permiso' for a screen the profile does not open, without asking for its data", async () => {
    let asked = false;
    server.use(
      api.query(StaffUsersDocument, () => {
        asked = true;
        return HttpResponse.json({ errors: [{ message: 'No tiene los permisos para realizar esta acción', extensions: { code: 'FORBIDDEN' } }] });
      }),
    );
    mockMe(supportUser());
    renderApp('/usuarios/lista');
    expect(await screen.findByRole('heading', { name: 'Sin permiso', level: 1 })).toBeTruthy();
    expect(screen.getByText('Su perfil no tiene permiso para abrir esta pantalla. Si lo necesita, solicítelo al administrador.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/administracion');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(asked).toBe(false);
    expect(document.title).toBe('Sin permiso · Isyplus');
  });

  it('hides menu entries whose screen does not exist yet, and the home cards follow the menu', async () => {
    // A Soporte group whose only entry has no screen in the router: the entry and the empty group go; /aplicativo has one.
    mockMe(supportUser({ menus: [...supportUser().menus.filter((m) => m.id !== 11), menu(16, 'Pantalla futura', '/soporte_futuro', 10, 6)] }));
    renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración', level: 1 });
    const groups = within(nav())
      .getAllByRole('button')
      .map((b) => b.querySelector('.sidebar__label')?.textContent);
    expect(groups).toEqual(['Empresas']);
    await userEvent.click(within(nav()).getByRole('button', { name: /Empresas/ }));
    expect(
      within(nav())
        .getAllByRole('link')
        .map((a) => a.querySelector('.sidebar__label')?.textContent),
    ).toEqual(['Inicio', 'Administración de empresas', 'Clientes', 'Aplicativo']);
    const sections = screen.getByRole('heading', { name: 'Secciones disponibles' }).nextElementSibling as HTMLElement;
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Administración de empresas', 'Clientes', 'Aplicativo']);
    expect(document.title).toBe('Administración · Isyplus');
  });

  it('leaves out a menu entry the permissions do not grant even if the menu lists it', async () => {
    mockMe(supportUser({ menus: [...supportUser().menus, menu(30, 'Administración', null, 0, 9), menu(32, 'Usuarios', '/usuarios/lista', 30, 10)] }));
    renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración', level: 1 });
    expect(within(nav()).queryByRole('button', { name: /Administración/ })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Usuarios' })).toBeNull();
  });

  it("shows 'Página no encontrada' with a way home for an unknown address", async () => {
    mockMe(adminUser());
    const app = renderApp('/empresas/no-existe/7');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeTruthy();
    expect(screen.getByText('/empresas/no-existe/7')).toBeTruthy();
    expect(document.title).toBe('Página no encontrada · Isyplus');
    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    await waitFor(() => expect(app.location().pathname).toBe('/administracion'));
    expect(await screen.findByRole('heading', { name: 'Administración', level: 1 })).toBeTruthy();
  });

  it("names the screen in the browser tab: 'Empresas · Isyplus'", async () => {
    mockCompanies([]);
    mockMe(adminUser());
    renderApp('/empresas');
    await screen.findByRole('heading', { name: 'Administración de empresas', level: 1 });
    await waitFor(() => expect(document.title).toBe('Empresas · Isyplus'));
  });

  it('asks `me` again when the tab comes back to the front: a granted screen appears in the menu', async () => {
    const before = supportUser();
    mockMe(before);
    renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración', level: 1 });
    expect(within(nav()).queryByRole('button', { name: /Administración/ })).toBeNull();
    mockMe(
      supportUser({
        menus: [...before.menus, menu(30, 'Administración', null, 0, 9), menu(32, 'Usuarios', '/usuarios/lista', 30, 10)],
        permissions: [...before.permissions, grant('usuarios', 1)],
      }),
    );
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await within(nav()).findByRole('button', { name: /Administración/ })).toBeTruthy();
  });

  it('re-checks the session when the page comes back from the back/forward cache: a closed one goes to the sign-in', async () => {
    mockCompanies([]);
    mockMe(adminUser());
    const app = renderApp('/empresas');
    await screen.findByRole('heading', { name: 'Administración de empresas', level: 1 });
    let asked = 0;
    server.use(
      api.query(MeDocument, () => {
        asked += 1;
        return HttpResponse.json({ data: { __typename: 'Query', me: null } });
      }),
    );
    // A restore that is not from the cache changes nothing.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(asked).toBe(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    // The old screen is hidden at once, while the server answers.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Administración de empresas' })).toBeNull());
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().search).toBe('?next=%2Fempresas');
    expect(asked).toBe(1);
  });

  it("'Salir' leaves nothing of the session in the browser: Apollo cache and session storage cleared", async () => {
    server.use(api.mutation(LogoutDocument, () => HttpResponse.json({ data: { __typename: 'Mutation', logout: true } })));
    mockCompanies([]);
    mockMe(adminUser());
    const app = renderApp('/empresas');
    await screen.findByRole('heading', { name: 'Administración de empresas', level: 1 });
    window.sessionStorage.setItem('isyplus.borrador', '{"ruc":"1790012345001"}');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Administrador General/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    await waitFor(() => expect(app.client.extract()).toEqual({}));
    expect(window.sessionStorage.length).toBe(0);
  });
});
