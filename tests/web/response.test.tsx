import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configureResponseHandling } from '../../web/src/app/response';
import { RestError, rest, restUrl } from '../../web/src/app/rest';
import { ChangePasswordDocument } from '../../web/src/generated/graphql';
import { FeedbackHost } from '../../web/src/widgets/feedback/FeedbackHost';
import { adminUser } from './fixtures';
import { api, server } from './msw';
import { mockMe, renderApp } from './render-app';

const POPUP_WAIT = { timeout: 3000 };

/**
 * Fails the network at fetch level: through msw, happy-dom would print every failed request
 * (it keeps its own reference to the console, so a spy cannot quiet it).
 */
function failFetch(answer: () => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
}

function answerRest(body: unknown, status = 200) {
  server.use(http.get('http://localhost/rest/prueba', () => HttpResponse.json(body as object, { status })));
}

function renderFeedback(extra?: React.ReactNode) {
  const onSessionExpired = vi.fn();
  configureResponseHandling({ onSessionExpired });
  render(
    <>
      {extra}
      <FeedbackHost />
    </>,
  );
  return { onSessionExpired };
}

describe('REST global response handling', () => {
  it("shows 'Sesión expirada!' for a body with ss_expirada and goes to the start page on Aceptar", async () => {
    answerRest({ ss_expirada: true, msg: 'sesión caducada' });
    const { onSessionExpired } = renderFeedback();
    await expect(rest('prueba')).rejects.toBeInstanceOf(RestError);
    const popup = await screen.findByRole('alertdialog');
    expect(screen.getByRole('heading', { name: 'Sesión expirada!' })).toBeTruthy();
    expect(popup.textContent).toContain('Tu sesión ha expirado por favor ingresa de nuevo al sistema!');
    expect(onSessionExpired).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shows a single session popup when several requests expire at once', async () => {
    answerRest({ ss_expirada: true });
    renderFeedback();
    await Promise.allSettled([rest('prueba'), rest('prueba'), rest('prueba')]);
    await screen.findByRole('alertdialog');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('shows msg after about 600 ms in a warning popup for level_code 101', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerRest({ estado: 0, msg: 'El RUC ya existe', level_code: 101 });
    renderFeedback();
    await expect(rest('prueba')).rejects.toThrow('El RUC ya existe');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(150));
    const popup = screen.getByRole('alertdialog');
    expect(popup.classList.contains('popup--warning')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Advertencia' })).toBeTruthy();
    expect(popup.textContent).toContain('El RUC ya existe');
  });

  it.each([
    [100, 'popup--info', 'Información'],
    [102, 'popup--error', 'Error'],
    [7, 'popup--error', 'Error'],
  ])('styles level_code %s as %s', async (code, className, title) => {
    answerRest({ msg: 'Mensaje del servidor', level_code: code });
    renderFeedback();
    await expect(rest('prueba')).rejects.toBeInstanceOf(RestError);
    const popup = await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    expect(popup.classList.contains(className)).toBe(true);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('shows no popup when tipo_gestion is non-zero and lets the caller handle the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerRest({ msg: 'Lo maneja la pantalla', level_code: 102, tipo_gestion: 1 });
    renderFeedback();
    const error = await rest('prueba').catch((e: unknown) => e);
    expect((error as RestError).body?.msg).toBe('Lo maneja la pantalla');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('focuses the inputid input with an error highlight until it loses focus', async () => {
    answerRest({ msg: 'RUC inválido', level_code: 101, inputid: 'emp_ruc', tipo_gestion: 1 });
    renderFeedback(
      <>
        <input id="emp_ruc" aria-label="RUC" />
        <input id="otro" aria-label="Otro" />
      </>,
    );
    await rest('prueba').catch(() => undefined);
    const input = screen.getByLabelText('RUC');
    expect(document.activeElement).toBe(input);
    expect(input.classList.contains('input-error')).toBe(true);
    await userEvent.click(screen.getByLabelText('Otro'));
    expect(input.classList.contains('input-error')).toBe(false);
  });

  it('gives the focus back to the inputid input after the popup is closed', async () => {
    answerRest({ msg: 'RUC inválido', level_code: 101, inputid: 'emp_ruc' });
    renderFeedback(<input id="emp_ruc" aria-label="RUC" />);
    await rest('prueba').catch(() => undefined);
    await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    const input = screen.getByLabelText('RUC');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.classList.contains('input-error')).toBe(true);
  });

  it("uses 'VERIFIQUE SU CONEXIÓN A INTERNET' when the error has no message", async () => {
    failFetch(async () => new Response(JSON.stringify({ estado: 0, level_code: 102 }), { status: 500 }));
    renderFeedback();
    await expect(rest('prueba')).rejects.toThrow('VERIFIQUE SU CONEXIÓN A INTERNET');
    const popup = await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    expect(popup.textContent).toContain('VERIFIQUE SU CONEXIÓN A INTERNET');
  });

  it("uses 'VERIFIQUE SU CONEXIÓN A INTERNET' when the network fails", async () => {
    failFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderFeedback();
    await expect(rest('prueba')).rejects.toBeInstanceOf(RestError);
    const popup = await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    expect(popup.textContent).toContain('VERIFIQUE SU CONEXIÓN A INTERNET');
  });

  it('returns the body of a successful call and sends the session cookie', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get('http://localhost/rest/empresas/tempresa/0', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ estado: 200, empresas: [{ emp_codigo: 1 }], q: new URL(request.url).searchParams.get('modo') });
      }),
    );
    renderFeedback();
    const body = await rest('/rest/empresas/tempresa/0', { query: { modo: 'byruc', vacio: undefined } });
    expect(body).toEqual({ estado: 200, empresas: [{ emp_codigo: 1 }], q: 'byruc' });
    expect(credentials).toBe('same-origin');
  });

  it('prefixes /soporte in deployment mode 2', () => {
    expect(restUrl('login/5')).toBe('/rest/login/5');
    window.__APP_CONFIG__ = { deployMode: 2 };
    expect(restUrl('/rest/login/5', { opc: 'save' })).toBe('/soporte/rest/login/5?opc=save');
  });

  it('shows the loading bar while a request is pending', async () => {
    server.use(
      http.get('http://localhost/rest/prueba', async () => {
        await delay(100);
        return HttpResponse.json({ estado: 200 });
      }),
    );
    renderFeedback();
    const pending = rest('prueba');
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeTruthy();
    await pending;
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

describe('GraphQL global response handling', () => {
  it("turns UNAUTHENTICATED on a protected operation into 'Sesión expirada!' and goes to /login", async () => {
    mockMe(adminUser());
    server.use(
      api.mutation(ChangePasswordDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'No autenticado', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    const app = renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración' });
    const variables = { input: { currentPassword: 'a', newPassword: 'b', confirmation: 'b' } };
    await expect(app.client.mutate({ mutation: ChangePasswordDocument, variables })).rejects.toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sesión expirada!' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().search).toBe('?next=%2Fadministracion');
  });

  it('focuses the element named by extensions.field on BAD_USER_INPUT and shows the message as a warning', async () => {
    mockMe(adminUser());
    server.use(
      api.mutation(ChangePasswordDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'La clave actual no es correcta', extensions: { code: 'BAD_USER_INPUT', field: 'buscar', level: 'warning' } }],
        }),
      ),
    );
    const app = renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración' });
    const search = screen.getByLabelText('Buscar cliente');
    search.setAttribute('name', 'buscar');
    const variables = { input: { currentPassword: 'a', newPassword: 'b', confirmation: 'b' } };
    await app.client.mutate({ mutation: ChangePasswordDocument, variables }).catch(() => undefined);
    expect(document.activeElement).toBe(search);
    expect(search.classList.contains('input-error')).toBe(true);
    const popup = await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    expect(popup.classList.contains('popup--warning')).toBe(true);
    expect(popup.textContent).toContain('La clave actual no es correcta');
  });

  it.each([
    ['warning', 'popup--warning', 'Advertencia'],
    ['info', 'popup--info', 'Información'],
    [undefined, 'popup--error', 'Error'],
  ])('styles the popup by the server extensions.level %s', async (level, className, title) => {
    mockMe(adminUser());
    server.use(
      api.mutation(ChangePasswordDocument, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Respuesta del servidor', extensions: { code: 'FORBIDDEN', ...(level ? { level } : {}) } }] }),
      ),
    );
    const app = renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración' });
    const variables = { input: { currentPassword: 'a', newPassword: 'b', confirmation: 'b' } };
    await app.client.mutate({ mutation: ChangePasswordDocument, variables }).catch(() => undefined);
    const popup = await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    expect(popup.classList.contains(className)).toBe(true);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(popup.textContent).toContain('Respuesta del servidor');
  });

  it("shows 'VERIFIQUE SU CONEXIÓN A INTERNET' when /graphql cannot be reached", async () => {
    mockMe(adminUser());
    const app = renderApp('/administracion');
    await screen.findByRole('heading', { name: 'Administración' });
    failFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const variables = { input: { currentPassword: 'a', newPassword: 'b', confirmation: 'b' } };
    await app.client.mutate({ mutation: ChangePasswordDocument, variables }).catch(() => undefined);
    const popup = await screen.findByRole('alertdialog', {}, POPUP_WAIT);
    expect(popup.textContent).toContain('VERIFIQUE SU CONEXIÓN A INTERNET');
  });
});
