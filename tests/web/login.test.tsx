import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '../../web/src/generated/graphql';
import { adminUser } from './fixtures';
import { api, server } from './msw';
import { mockMe, renderApp } from './render-app';

function mockLogin(resolver: Parameters<typeof api.mutation>[1]) {
  server.use(api.mutation(LoginDocument, resolver));
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Usuario'), username);
  if (password) await user.type(screen.getByLabelText('Clave'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return user;
}

describe('login page', () => {
  it('shows the form with Usuario, Clave and Ingresar', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Isyplus' })).toBeTruthy();
    expect(screen.getByLabelText('Usuario').getAttribute('name')).toBe('username');
    expect(screen.getByLabelText('Clave').getAttribute('name')).toBe('password');
  });

  it('asks for the user when it is empty and sends nothing', async () => {
    let calls = 0;
    mockLogin(() => {
      calls++;
      return HttpResponse.json({ errors: [{ message: 'no' }] });
    });
    renderApp('/login');
    await fillAndSubmit('', 'secreto');
    expect((await screen.findByRole('alert')).textContent).toContain('Ingrese el usuario');
    expect(document.activeElement).toBe(screen.getByLabelText('Usuario'));
    expect(screen.getByLabelText('Usuario').classList.contains('input-error')).toBe(true);
    expect(calls).toBe(0);
  });

  it('asks for the password when it is empty', async () => {
    renderApp('/login');
    await fillAndSubmit('admin', '');
    expect((await screen.findByRole('alert')).textContent).toContain('Ingrese la clave');
    expect(document.activeElement).toBe(screen.getByLabelText('Clave'));
  });

  it('shows the server message when the credentials are refused, without a session-expired popup', async () => {
    mockLogin(() =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'Usuario o clave incorrectos', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    const app = renderApp('/login');
    await fillAndSubmit('admin', 'mala');
    expect((await screen.findByRole('alert')).textContent).toContain('Usuario o clave incorrectos');
    expect(screen.queryByText('Sesión expirada!')).toBeNull();
    expect(app.location().pathname).toBe('/login');
  });

  it("falls back to 'NO AUTENTICADO' when the error has no message", async () => {
    mockLogin(() => HttpResponse.json({ data: null, errors: [{ message: '', extensions: { code: 'UNAUTHENTICATED' } }] }));
    renderApp('/login');
    await fillAndSubmit('admin', 'mala');
    expect((await screen.findByRole('alert')).textContent).toContain('NO AUTENTICADO');
  });

  it('disables Ingresar while the request is pending', async () => {
    mockLogin(async () => {
      await delay(200);
      return HttpResponse.json({ data: null, errors: [{ message: 'Usuario o clave incorrectos' }] });
    });
    renderApp('/login');
    await fillAndSubmit('admin', 'admin');
    const button = screen.getByRole('button', { name: 'Ingresar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await screen.findByRole('alert');
    expect(button.disabled).toBe(false);
  });

  it('goes to the uri the server returns and shows the administration home', async () => {
    let sent: unknown;
    mockLogin(({ variables }) => {
      sent = variables;
      return HttpResponse.json({
        data: { __typename: 'Mutation', login: { __typename: 'LoginResult', uri: '/administracion', user: adminUser() } },
      });
    });
    const app = renderApp('/login');
    await fillAndSubmit('admin', 'admin');
    expect(await screen.findByRole('heading', { name: 'Administración' })).toBeTruthy();
    expect(app.location().pathname).toBe('/administracion');
    expect(sent).toEqual({ input: { username: 'admin', password: 'admin' } });
    expect(screen.getAllByText('Administrador General').length).toBeGreaterThan(0);
  });

  it('returns to the `next` path after signing in', async () => {
    mockLogin(() =>
      HttpResponse.json({
        data: { __typename: 'Mutation', login: { __typename: 'LoginResult', uri: '/administracion', user: adminUser() } },
      }),
    );
    const app = renderApp('/login?next=%2Fpantalla-inexistente%3Fq%3Dx');
    await fillAndSubmit('admin', 'admin');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(app.location().pathname + app.location().search).toBe('/pantalla-inexistente?q=x');
  });
});

describe('routes by session', () => {
  it('sends a signed-out visitor of a protected route to /login?next=<path>', async () => {
    mockMe(null);
    const app = renderApp('/empresas');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().search).toBe('?next=%2Fempresas');
  });

  it('sends / to the administration home when signed in', async () => {
    mockMe(adminUser());
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Administración' })).toBeTruthy();
    expect(app.location().pathname).toBe('/administracion');
  });

  it('sends / to the public help centre when signed out', async () => {
    mockMe(null);
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Centro de ayuda' })).toBeTruthy();
    expect(app.location().pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/login');
  });
});
