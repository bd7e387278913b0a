import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRequests } from '../../../api/src/modules/api-docs/api-docs.catalog';
import { adminUser } from '../fixtures';
import { server } from '../msw';
import { mockMe, renderApp } from '../render-app';

/** The datosapi answer the server gives (the real catalogue) and the calls the tester sends. */
function mockApi(sent: Array<{ url: string; method: string; authorization: string | null; body: unknown }> = []) {
  server.use(
    http.get('http://localhost/rest/facturacion/datosapi', () => HttpResponse.json({ estado: 200, peticiones: apiRequests('2026-11-26') })),
    http.get('http://localhost/rest/facturacion/formaspago/:id', ({ request }) => {
      sent.push({ url: request.url, method: 'GET', authorization: request.headers.get('authorization'), body: null });
      return HttpResponse.json({
        estado: 200,
        msg: 'Formas de pago del SRI',
        lstransaccpago: [{ fpa_codigo: '01', fpa_descri: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO' }],
      });
    }),
    http.post('http://localhost/rest/facturacion/factura/:id', async ({ request }) => {
      sent.push({ url: request.url, method: 'POST', authorization: request.headers.get('authorization'), body: await request.json() });
      return HttpResponse.json({ estado: 401, msg: 'El token de API no es válido' }, { status: 401 });
    }),
  );
  return sent;
}

describe('/api page', () => {
  it('signed out: lists the requests with their parameters and refuses to send without the path id', async () => {
    mockMe(null);
    const sent = mockApi();
    renderApp('/api');
    const list = await screen.findByRole('navigation', { name: 'Peticiones' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['GET Formas de pago', 'POST Factura', 'POST Nota de crédito']),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert').textContent).toBe('Ingrese el parámetro id');
    expect(screen.getByLabelText('id')).toBe(document.activeElement);
    await user.type(screen.getByLabelText('id'), '0');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert').textContent).toBe('Ingrese el parámetro id');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('id'));
    await user.type(screen.getByLabelText('id'), '3');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('HTTP 200 · estado 200');
    expect(sent.map((s) => s.url)).toEqual(['http://localhost/rest/facturacion/formaspago/3']);
    expect(screen.getByText(/"fpa_descri": "SIN UTILIZACIÓN DEL SISTEMA FINANCIERO"/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login?next=%2Fapi');

    await user.click(screen.getByRole('tab', { name: /Explorador GraphQL/ }));
    expect(screen.getByText('Inicie sesión para usar el explorador GraphQL sobre el esquema en vivo.')).toBeTruthy();
  });

  it('sends an invoice with the header and the example body, and shows a refusal with its status', async () => {
    mockMe(adminUser());
    const sent = mockApi();
    renderApp('/api');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'POST Factura' }));
    await user.type(screen.getByLabelText('id'), '1');
    await user.type(screen.getByLabelText('Authorization'), 'isy_prueba');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('HTTP 401 · estado 401');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'http://localhost/rest/facturacion/factura/1?opc=save',
      authorization: 'Bearer isy_prueba',
      body: { idempotencia: 'factura-2026-11-26-0001', trn_total: '80.50' },
    });
    expect((await screen.findByRole('link', { name: 'Ir a la administración' })).getAttribute('href')).toBe('/administracion');
  });
});
