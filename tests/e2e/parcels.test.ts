import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PARCEL_PEOPLE } from '../../api/src/db/seeders/demo-parcels.js';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { shot, signedInPage } from './screen-parts.js';

const hasChromium = chromiumPresent();
const LOJA = 'COOPERATIVA DE TRANSPORTE LOJA EXPRESS';
const SAN_MARCOS = 'COOPERATIVA DE TRANSPORTE SAN MARCOS';
const MITAD = 'COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

describe.runIf(hasChromium)('public parcel tracking journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  async function open(viewport: { width: number; height: number }, path: string, userAgent?: string) {
    const context = await env.browser.newContext({ viewport, locale: 'es-EC', ...(userAgent ? { userAgent } : {}) });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${env.server.url}${path}`);
    return { page, failures, context };
  }
  const coopId = async () =>
    (
      await env.server.services.orm.em
        .fork()
        .getConnection()
        .execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'lojaexpress'`)
    )[0]!.emp_codigo;

  async function searchGuide(page: Page, est: string, pto: string, seq: string) {
    await page.getByLabel('Establecimiento').fill(est);
    await page.getByLabel('Punto de emisión').fill(pto);
    await page.getByLabel('Secuencial').fill(seq);
    await page.getByLabel('Secuencial').press('Enter');
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`tracks a parcel by guide and by ID on ${name}, with the not-found message`, async () => {
      const { page, failures, context } = await open(viewport, '/encomiendas');
      await expect.poll(() => page.getByRole('radio', { name: LOJA }).count()).toBe(1);
      // The three demo cooperatives, by name, each with its logo drawn.
      expect(await page.getByRole('radiogroup').getByRole('radio').allTextContents()).toEqual([LOJA, SAN_MARCOS, MITAD]);
      const logos = page.getByRole('radiogroup').locator('img.parcel-coop__logo');
      await expect
        .poll(() => logos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
        .toEqual([true, true, true]);
      // Without a cooperative the search is refused with the spec text.
      await searchGuide(page, '001', '002', '1007');
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('¡Debe seleccionar una empresa de transporte para poder buscar la guía!');
      await page.getByRole('radio', { name: LOJA }).click();
      // Sequence 1007 is padded to 000001007.
      await searchGuide(page, '001', '002', '1007');
      const detail = page.getByRole('region', { name: 'Encomienda 001002000001007' });
      await expect.poll(() => detail.isVisible()).toBe(true);
      expect(await detail.textContent()).toContain('001-002-000001007');
      expect(await detail.locator('.parcel-timeline__item').count()).toBe(4);
      expect(await detail.textContent()).toContain('ENTREGADA');
      // Without the sender's or recipient's ID number: no names nor values, and how to see them.
      expect(await detail.textContent()).not.toContain('Remitente');
      expect(await detail.textContent()).not.toContain(DEMO_PARCEL_PEOPLE[7]!.name);
      expect(await detail.textContent()).toContain('Para ver los nombres y los valores, busque con la cédula o RUC del remitente o del destinatario.');
      // Readable at the viewport's width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `parcels-guide-${name}`);
      // A letter in the guide: the spec text with its two spaces.
      await searchGuide(page, '001', '00A', '1007');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('⚠¡El número de guía no debe contener letras ó  caracteres especiales!');
      // An unknown guide.
      await searchGuide(page, '001', '001', '999999999');
      await expect.poll(() => page.getByText('¡No encontramos la encomienda!').isVisible()).toBe(true);
      await shot(page, `parcels-notfound-${name}`);
      // By ID: a list of at most 30, from which one opens.
      await page.getByRole('tab', { name: 'Por cédula o RUC' }).click();
      await page.getByLabel('Cédula o RUC').fill(DEMO_PARCEL_PEOPLE[0]!.ced);
      await page.getByLabel('Cédula o RUC').press('Enter');
      const list = page.getByRole('region', { name: 'Encomiendas encontradas' });
      await expect.poll(() => list.isVisible()).toBe(true);
      expect(await list.getByRole('button', { name: /^Ver la guía/ }).count()).toBe(30);
      // The open buttons are in view, not behind a sideways scroll.
      const button = await list
        .getByRole('button', { name: /^Ver la guía/ })
        .first()
        .boundingBox();
      expect(button!.x + button!.width).toBeLessThanOrEqual(viewport.width);
      await shot(page, `parcels-list-${name}`);
      await list.getByRole('button', { name: 'Ver la guía 001001000001300' }).click();
      const opened = page.getByRole('region', { name: 'Encomienda 001001000001300' });
      await expect.poll(() => opened.isVisible()).toBe(true);
      // Opened from the list of the sender's own ID number: the names are shown.
      await expect.poll(() => opened.textContent()).toContain(`Remitente${DEMO_PARCEL_PEOPLE[0]!.name}`);
      expect(failures).toEqual([]);
      await context.close();
    });
  }

  it('tracks a parcel of each of the other two cooperatives; one cooperative’s guide is not found in another', async () => {
    const { page, failures, context } = await open(DESKTOP, '/encomiendas');
    await page.getByRole('radio', { name: SAN_MARCOS }).click();
    // Parcel 150 is sent by the first demo person (every fifth parcel): with that ID number the names show.
    await page.getByLabel('Cédula o RUC del remitente o destinatario (opcional)').fill(DEMO_PARCEL_PEOPLE[0]!.ced);
    await searchGuide(page, '003', '001', '1150');
    const detail = page.getByRole('region', { name: 'Encomienda 003001000001150' });
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await detail.textContent()).toContain(`Remitente${DEMO_PARCEL_PEOPLE[0]!.name}`);
    await page.getByLabel('Cédula o RUC del remitente o destinatario (opcional)').fill('');
    expect(await detail.locator('.parcel-timeline__item').count()).toBe(3);
    expect(await detail.textContent()).toContain('EN DESTINO');
    expect(await detail.textContent()).toContain('IBARRA');
    await shot(page, 'parcels-guide-sanmarcos');
    await page.getByRole('radio', { name: MITAD }).click();
    await searchGuide(page, '003', '001', '1150');
    await expect.poll(() => page.getByText('¡No encontramos la encomienda!').isVisible()).toBe(true);
    await searchGuide(page, '002', '002', '1007');
    await expect.poll(() => page.getByRole('region', { name: 'Encomienda 002002000001007' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Encomienda 002002000001007' }).locator('.parcel-timeline__item').count()).toBe(4);
    await shot(page, 'parcels-guide-mitadmundo');
    expect(failures).toEqual([]);
    await context.close();
  });

  it('signed-in staff change the limit of the ID search (actualizarLimite)', async () => {
    const { page, failures } = await signedInPage(env, '/encomiendas');
    await page.getByRole('radio', { name: LOJA }).click();
    await page.getByRole('tab', { name: 'Por cédula o RUC' }).click();
    await page.getByLabel('Cédula o RUC').fill(DEMO_PARCEL_PEOPLE[0]!.ced);
    await page.getByLabel('Límite de resultados').fill('45');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '45 encomiendas encontradas' }).isVisible()).toBe(true);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('a deep link with tipo 0 shows only the cooperative, no navigation bar or footer, and the parcel', async () => {
    const id = await coopId();
    const { page, failures, context } = await open(PHONE, `/encomiendas/0/${id}/001002000001007`);
    await expect.poll(() => page.getByRole('region', { name: 'Encomienda 001002000001007' }).isVisible()).toBe(true);
    expect(await page.locator('.parcel-header').count()).toBe(0);
    expect(await page.locator('.parcel-footer').count()).toBe(0);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    expect(await page.getByText(LOJA).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'parcels-deeplink-phone');
    expect(failures).toEqual([]);
    await context.close();
  });

  it('sends an Android 10 phone to the cooperative app after 2 seconds, once per day', async () => {
    const android = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const id = await coopId();
    const { page, context } = await open(PHONE, `/encomiendas/0/${id}`, android);
    // The store link is not reachable from the test machine: the navigation attempt is what counts.
    const request = page.waitForRequest((r) => r.url().startsWith('https://play.google.com/'), { timeout: 6000 });
    const started = Date.now();
    await expect.poll(() => page.getByText('Abriendo la aplicación de la cooperativa…').isVisible()).toBe(true);
    await context.route('https://play.google.com/**', (route) => route.fulfill({ status: 200, body: 'app' }));
    await request;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    // Second visit the same day: no redirect.
    const again = await context.newPage();
    await again.goto(`${env.server.url}/encomiendas/0/${id}`);
    await expect.poll(() => again.getByText(LOJA).isVisible()).toBe(true);
    await again.waitForTimeout(2500);
    expect(again.url()).toContain('/encomiendas/0/');
    await context.close();
  });
});
