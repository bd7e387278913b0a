import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ClientSearchDocument, ClientSearchSetupDocument, ClientSuggestionsDocument, LogoutDocument } from '../../web/src/generated/graphql';
import { mockCompanies } from './companies/company-mocks';
import { mockContractPayments } from './contract-payments/payment-mocks';
import { mockDevelopment } from './development/dev-mocks';
import { adminUser, menu } from './fixtures';
import { api, server } from './msw';
import { mockMe, renderApp } from './render-app';

async function signedIn(path = '/administracion') {
  mockMe(adminUser());
  const app = renderApp(path);
  await screen.findByRole('navigation', { name: 'Menú principal' });
  return app;
}

describe('signed-in layout', () => {
  it('builds the sidebar from me.menus: principal menus by order, children under their parent', async () => {
    mockCompanies([]);
    await signedIn('/empresas');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const groups = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/[▾▸]/g, '').slice(1));
    // Soporte's only screen (/soporte/solicitudes) has no route yet: the group is not shown.
    expect(groups).toEqual(['Clientes']);
    // The group holding the current page starts open, with its children ordered by `order`.
    const clientes = within(nav).getByRole('button', { name: /Clientes/ });
    expect(clientes.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(clientes.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Clientes', 'Empresas']);
    expect(within(list).getByRole('link', { name: 'Empresas' }).className).toContain('sidebar__link--active');
    // Ayudas has its screen (/ayudas): its entry is shown.
    expect(
      within(nav)
        .getByRole('link', { name: /Ayudas/ })
        .getAttribute('href'),
    ).toBe('/ayudas');
  });

  it('opens a menu group and follows a link to its screen', async () => {
    mockCompanies([]);
    const app = await signedIn();
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('button', { name: /Clientes/ }));
    await user.click(within(nav).getByRole('link', { name: 'Empresas' }));
    expect(await screen.findByRole('heading', { name: 'Administración de empresas', level: 1 })).toBeTruthy();
    expect(app.location().pathname).toBe('/empresas');
  });

  it('toggles the sidebar when the brand is clicked', async () => {
    await signedIn();
    const brand = screen.getByRole('button', { name: 'Isyplus · Back-office' });
    expect(brand.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(brand);
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(brand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(brand);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
  });

  it('marks only the entry of the current screen, not a menu whose URL is a prefix of it', async () => {
    const user = adminUser();
    mockMe({
      ...user,
      menus: [
        menu(1, 'Empresas', null, 0, 1),
        menu(2, 'Administración de empresas', '/empresas', 1, 1),
        menu(3, 'Pagos de contrato', '/empresas/pagos_contrato', 1, 2),
      ],
    });
    // The contract payments screen asks for its list.
    mockContractPayments([]);
    renderApp('/empresas/pagos_contrato');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const active = within(nav)
      .getAllByRole('link')
      .filter((a) => a.className.includes('sidebar__link--active'));
    expect(active.map((a) => a.textContent)).toEqual(['Pagos de contrato']);
  });

  it('keeps the entry of a screen marked with other route parameters (/desarrollo/1/2 for /desarrollo/0/0)', async () => {
    const user = adminUser();
    mockMe({
      ...user,
      menus: [
        menu(30, 'Administración', null, 0, 1),
        menu(34, 'Catálogo de desarrollo', '/desarrollo/0/0', 30, 2),
        menu(35, 'Médicos', '/medicosadm/1', 30, 3),
      ],
    });
    mockDevelopment();
    renderApp('/desarrollo/1/2');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const active = within(nav)
      .getAllByRole('link')
      .filter((a) => a.className.includes('sidebar__link--active'));
    expect(active.map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([['Catálogo de desarrollo', 'page']]);
    expect(
      within(nav)
        .getByRole('button', { name: /Administración/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('searches clients from the header and warns when the box is empty', async () => {
    // The client screen it lands on asks for its first data and the search: no clients here.
    server.use(
      api.query(ClientSearchSetupDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', clientSearchSetup: { __typename: 'ClientSearchSetup', domainMessage: null, domains: [], recent: [] } },
        }),
      ),
      api.query(ClientSearchDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            clientSearch: { __typename: 'ClientSearchResult', kind: 'EMAIL', text: variables.text, totalCount: 0, limit: 100, message: null, items: [] },
          },
        }),
      ),
    );
    // The box's suggestions: nobody, with no warning (an e-mail search without a match here).
    server.use(
      api.query(ClientSuggestionsDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            clientSearch: { __typename: 'ClientSearchResult', kind: 'EMAIL', text: variables.text, totalCount: 0, message: null, items: [] },
          },
        }),
      ),
    );
    const app = await signedIn();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Buscar cliente' });
    await user.type(box, '{Enter}');
    const shown = await screen.findByRole('status');
    expect(shown.textContent).toContain('Ingrese el email o nombre del cliente a buscar.');
    expect(shown.classList.contains('toast--info')).toBe(true);
    expect(app.location().pathname).toBe('/administracion');
    await user.type(box, 'ana@correo.ec{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe('/clientes'));
    expect(app.location().search).toBe('?q=ana%40correo.ec');
  });

  it('shows the sections of the profile on the administration home', async () => {
    await signedIn();
    expect(screen.getByText('Le damos la bienvenida,', { exact: false }).textContent).toBe('Le damos la bienvenida, Administrador General.');
    const sections = screen.getByRole('heading', { name: 'Secciones disponibles' }).nextElementSibling as HTMLElement;
    expect(
      within(sections)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Clientes', 'Ayudas']);
  });

  it("signs out with 'Salir': logout mutation, cache cleared, /login", async () => {
    let loggedOut = false;
    server.use(
      api.mutation(LogoutDocument, () => {
        loggedOut = true;
        return HttpResponse.json({ data: { __typename: 'Mutation', logout: true } });
      }),
    );
    const app = await signedIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Administrador General/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(loggedOut).toBe(true);
    expect(app.location().search).toBe('');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
    await waitFor(() => expect(app.client.extract()).toEqual({}));
  });

  it('closes the user menu with Escape and gives the focus back to its button', async () => {
    await signedIn();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Administrador General/ });
    await user.click(button);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Cambiar clave' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sesiones abiertas' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Salir' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
