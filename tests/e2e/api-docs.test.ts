import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Confirmation, Grid, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

/** The /api page's parts: request list, parameter inputs, send action and answer. */
class ApiPage {
  constructor(readonly page: Page) {}
  choose(name: string) {
    return this.page.getByRole('navigation', { name: 'Peticiones' }).getByRole('button', { name }).click();
  }
  param(name: string) {
    return this.page.getByLabel(name, { exact: true });
  }
  async send() {
    await this.page.getByRole('button', { name: 'Enviar' }).click();
  }
  problem() {
    return this.page.getByRole('alert');
  }
  status() {
    return this.page.locator('.api-answer__status');
  }
  async answer(): Promise<Record<string, unknown>> {
    return JSON.parse((await this.page.locator('.api-answer__body').textContent()) ?? '{}') as Record<string, unknown>;
  }
}

describe.runIf(hasChromium)('API documentation page and API tokens (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);
  const andina = async () =>
    (
      await env.server.services.orm.em.fork().getConnection().execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'andina'`)
    )[0]!.emp_codigo;

  it('without signing in, lists the requests, asks for the path id and sends formaspago, showing status and the formatted answer', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-EC' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${env.server.url}/api`);
    await page.getByRole('heading', { name: 'Documentación de la API', level: 1 }).waitFor();
    const api = new ApiPage(page);
    const list = page.getByRole('navigation', { name: 'Peticiones' }).getByRole('button');
    await expect.poll(() => list.allTextContents()).toEqual(['GET Formas de pago', 'POST Factura', 'POST Nota de crédito']);
    await page.getByRole('heading', { name: 'GET /rest/{service}/formaspago/{id}' }).waitFor();
    expect(await page.locator('.api-params tbody tr').first().locator('td').allTextContents()).toEqual(['ruta', 'int', 'id', '', '1']);

    await api.send();
    await expect.poll(() => api.problem().textContent()).toBe('Ingrese el parámetro id');
    await api.param('id').fill('0');
    await api.send();
    await expect.poll(() => api.problem().textContent()).toBe('Ingrese el parámetro id');
    await api.param('id').fill(String(await andina()));
    await api.send();
    await expect.poll(() => api.status().textContent()).toBe('HTTP 200 · estado 200');
    const answer = await api.answer();
    expect((answer.lstransaccpago as Array<{ fpa_codigo: string }>).map((p) => p.fpa_codigo)).toEqual(['01', '15', '16', '17', '18', '19', '20', '21']);
    // Formatted: one key per line, indented.
    expect(await page.locator('.api-answer__body').textContent()).toContain('\n  "lstransaccpago": [\n    {\n      "fpa_codigo": "01",');
    await shot(page, 'api-01-formas-de-pago');

    // On a phone the request list stacks above the tester and nothing overflows sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'api-01b-formas-de-pago-390');

    await page.getByRole('tab', { name: /Explorador GraphQL/ }).click();
    await page.getByText('Inicie sesión para usar el explorador GraphQL sobre el esquema en vivo.').waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('staff create a token (shown once), an invoice is sent from /api with it, the explorer opens, and once revoked the token is refused', async () => {
    const companyId = await andina();
    const { page, failures } = await signedInPage(env as never, '/tokens_api');
    await page.getByRole('heading', { name: 'Tokens de API', level: 1 }).waitFor();
    // The heading is the frame's, shown while the screen's code still loads: F2 works once the grid is there.
    await page.getByRole('grid', { name: 'Tokens de API' }).waitFor();
    await page.keyboard.press('F2');
    const modal = page.getByRole('dialog', { name: 'Nuevo token de API' });
    await modal.waitFor();
    await modal.getByLabel('Empresa').selectOption({ label: 'COMERCIAL ANDINA S.A. (andina)' });
    await modal.getByLabel('Nombre del token').fill('ERP Comercial Andina');
    await modal.getByRole('button', { name: 'Crear token' }).click();
    const tokenInput = modal.getByLabel('Token (cópielo ahora: no se volverá a mostrar)');
    await tokenInput.waitFor();
    const token = await tokenInput.inputValue();
    expect(token).toMatch(/^isy_[A-Za-z0-9_-]{43}$/);
    await toast(page, 'Se creó el token ERP Comercial Andina. Cópielo ahora: no se volverá a mostrar').waitFor();
    await shot(page, 'api-02-token-creado');
    await modal.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    const grid = new Grid(page.getByRole('grid', { name: 'Tokens de API' }));
    await expect.poll(() => grid.column('Nombre')).toEqual(['ERP Comercial Andina']);
    expect(await grid.column('Prefijo')).toEqual([`${token.slice(0, 12)}…`]);
    expect(await grid.column('Estado')).toEqual(['ACTIVO']);
    expect(await page.locator('body').textContent()).not.toContain(token);

    await page.goto(`${env.server.url}/api`);
    const api = new ApiPage(page);
    await api.choose('POST Factura');
    await page.getByRole('heading', { name: 'POST /rest/{service}/factura/{id}?opc=save' }).waitFor();
    await api.param('id').fill(String(companyId));
    await api.param('Authorization').fill(`Bearer ${token}`);
    await api.send();
    await expect.poll(() => api.status().textContent()).toBe('HTTP 200 · estado 200');
    const saved = await api.answer();
    expect(saved).toMatchObject({ estado: 200, doc_tipo: '01', trn_total: '80.50', repetido: false });
    expect(saved.claveacceso).toMatch(/^\d{49}$/);
    await shot(page, 'api-03-factura-enviada');
    // The same body again: the first answer, marked repeated.
    await api.send();
    await expect.poll(async () => (await api.answer()).repetido).toBe(true);
    expect((await api.answer()).trn_compro).toBe(saved.trn_compro);

    await page.getByRole('tab', { name: /Explorador GraphQL/ }).click();
    await page.locator('.graphiql-container').waitFor({ timeout: 60_000 });
    await page.locator('.graphiql-container .monaco-editor').first().waitFor({ timeout: 60_000 });
    // The explorer runs its sample query on the live schema with the staff session.
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect
      .poll(async () => ((await page.locator('.graphiql-response').textContent()) ?? '').replace(/\s+/g, ' '), { timeout: 30_000 })
      .toContain('"code": "01"');
    await shot(page, 'api-04-explorador-graphql');

    await page.goto(`${env.server.url}/tokens_api`);
    await grid.row('ERP Comercial Andina').click();
    await page.keyboard.press('F4');
    await new Confirmation(page).accept(
      '¿Revocar el token ERP Comercial Andina de COMERCIAL ANDINA S.A.? La API lo rechazará desde ahora y no se puede deshacer.',
    );
    await expect.poll(() => grid.column('Estado')).toEqual(['REVOCADO']);
    await shot(page, 'api-05-token-revocado');

    await page.goto(`${env.server.url}/api`);
    await api.choose('POST Factura');
    await api.param('id').fill(String(companyId));
    await api.param('Authorization').fill(`Bearer ${token}`);
    await api.send();
    await expect.poll(() => api.status().textContent()).toBe('HTTP 401 · estado 401');
    expect((await api.answer()).msg).toBe('El token de API fue revocado');
    expect(failures).toEqual([]);
  }, 180_000);
});
