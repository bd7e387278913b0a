import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { MailSink } from '../support/mail-smtp.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { addReferente, companyOf } from '../api/notifications-fixtures.js';
import { hasChromium as chromiumPresent, launchChromium } from './browser.js';
import { Confirmation, Grid, pathOf, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

/** Records the desktop notifications a page shows (the browser's own are not visible headless). */
const FAKE_NOTIFICATION = `
  window.__notifications = [];
  class FakeNotification {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { this.title = title; this.body = options?.body; this.closed = false; window.__notifications.push(this); }
    close() { this.closed = true; }
  }
  window.Notification = FakeNotification;
`;

describe.runIf(hasChromium)('notifications journey (Chromium, loopback SMTP)', () => {
  const env = {} as { server: TestServer; browser: Browser; sink: MailSink };
  beforeAll(async () => {
    env.sink = new MailSink();
    const port = await env.sink.start();
    env.server = await startTestServer({ redis: false });
    env.browser = await launchChromium();
    const api = new ApiClient(env.server.url);
    await api.login('admin', 'admin');
    const saved = await api.graphql(`mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }`, {
      input: {
        email: 'notificaciones@isyplus.ec',
        name: 'Isyplus',
        type: 'SOPORTE',
        smtpHost: '127.0.0.1',
        smtpPort: port,
        username: 'n',
        password: 'clave',
        perMinute: 1000,
      },
    });
    expect(saved.errors).toBeUndefined();
    const andina = await companyOf(env.server, 'andina');
    await addReferente(env.server, andina.schema, { cedruc: '1710034065', nombre: 'Ana', apellido: 'Journey', email: 'ana.journey@andina.ec', movil: null });
    await addReferente(env.server, andina.schema, { cedruc: '1710034066', nombre: 'Luis', apellido: 'Journey', email: 'luis.journey@andina.ec', movil: null });
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
    await env.sink?.stop();
  });

  const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
  const badge = (page: Page) => page.getByTestId('unread-badge');

  it('sends a system notification that raises the other user’s counter live; opening it lowers the counter', async () => {
    const { page: adminPage, failures } = await signedInPage(env as never, '/enviar_notif/1');
    // The second browser (its own context): soporte, with desktop notifications allowed.
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-EC' });
    await context.addInitScript(FAKE_NOTIFICATION);
    const support = await context.newPage();
    await support.goto(`${env.server.url}/login?next=${encodeURIComponent('/administracion')}`);
    await support.getByLabel('Usuario').fill('soporte');
    await support.getByLabel('Clave', { exact: true }).fill('admin');
    await support.getByRole('button', { name: 'Ingresar' }).click();
    await expect.poll(() => pathOf(support)).toBe('/administracion');
    await expect.poll(() => badge(support).getAttribute('aria-label')).toBe('0 notificaciones sin leer');

    await adminPage.getByRole('heading', { name: 'Enviar notificación', level: 1 }).waitFor();
    await adminPage.getByRole('radio', { name: 'Notificación al sistema' }).check();
    await next(adminPage);
    await toast(adminPage, 'Ingrese por favor el mensaje a enviar.').waitFor();
    await adminPage.getByRole('textbox', { name: 'Mensaje' }).fill('Mantenimiento programado esta noche a las 22:00');
    await next(adminPage);
    await adminPage.getByRole('radio', { name: 'Usuarios del sistema' }).check();
    await next(adminPage);
    await toast(adminPage, 'Agregue al menos un referente para poder enviar la notificación.').waitFor();
    // Users need no criterion.
    await adminPage.getByRole('button', { name: 'Buscar' }).click();
    await adminPage.getByRole('button', { name: 'Agregar María Fernanda Jaramillo' }).click();
    await toast(adminPage, 'El referente se agrego a la lista de envio, de clic en Siguiente para verificar').waitFor();
    await shot(adminPage, 'notif-01-destinatarios');
    await next(adminPage);
    await adminPage.getByRole('button', { name: 'Enviar', exact: true }).click();
    await toast(adminPage, 'Su mensaje se envio con exito').waitFor();
    await adminPage.getByRole('table', { name: 'Enviados (1)' }).waitFor();
    await shot(adminPage, 'notif-02-enviado');

    // Live in the other browser: the counter rises without reload, and the desktop shows it.
    await expect.poll(() => badge(support).getAttribute('aria-label'), { timeout: 10_000 }).toBe('1 notificación sin leer');
    expect(await badge(support).textContent()).toBe('1');
    expect(
      await support.evaluate(() => (window as unknown as { __notifications: { title: string; body: string }[] }).__notifications.map((n) => [n.title, n.body])),
    ).toEqual([['ISYPLUS', 'Mantenimiento programado esta noche a las 22:00']]);
    await shot(support, 'notif-03-contador');

    await badge(support).click();
    await expect.poll(() => pathOf(support)).toBe('/lsnotificaciones');
    const inbox = new Grid(support.getByRole('grid', { name: 'Notificaciones' }));
    await inbox.row('Mantenimiento programado').waitFor();
    expect(await inbox.column('Estado')).toEqual(['Nueva']);
    await shot(support, 'notif-04-bandeja');
    await inbox.row('Mantenimiento programado').dblclick();
    await expect.poll(() => pathOf(support)).toBe('/revisar_notif');
    await support.getByText('Mantenimiento programado esta noche a las 22:00').waitFor();
    await expect.poll(() => badge(support).getAttribute('aria-label')).toBe('0 notificaciones sin leer');
    await shot(support, 'notif-05-revisar');
    await support.getByRole('button', { name: 'Eliminar' }).click();
    await new Confirmation(support).accept('¿Está seguro de eliminar la notificación?');
    await expect.poll(() => pathOf(support)).toBe('/lsnotificaciones');
    await expect.poll(() => inbox.dataRows().count()).toBe(0);
    expect(failures).toEqual([]);
    await context.close();
    await adminPage.close();
  });

  it('sends an e-mail with a report function to two referentes', async () => {
    const { page, failures } = await signedInPage(env as never, '/enviar_notif/1');
    await page.getByRole('radio', { name: 'Email' }).check();
    await next(page);
    await toast(page, 'Ingrese por favor el mensaje o seleccione una funcion de la lista Reportes a enviar').waitFor();
    await page.getByRole('checkbox', { name: 'Ventas por mes' }).check();
    await page.getByLabel('Reportes desde').fill('2020-01-01');
    await page.getByLabel('Reportes hasta').fill('2030-12-31');
    await shot(page, 'notif-06-correo-reporte');
    await next(page);
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: 'COMERCIAL ANDINA S.A.' });
    await page.getByLabel('Criterio de búsqueda').fill('Journey');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Agregar Journey Ana' }).click();
    await page.getByRole('button', { name: 'Agregar Journey Luis' }).click();
    await next(page);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await toast(page, 'Su mensaje se envio con exito').waitFor();
    await page.getByRole('table', { name: 'Enviados (2)' }).waitFor();
    await shot(page, 'notif-07-correo-enviado');
    await expect.poll(() => env.sink.delivered.length, { timeout: 20_000 }).toBe(2);
    expect(env.sink.delivered.map((m) => [m.to, m.subject, m.attachments.map((f) => f.filename)]).sort()).toEqual([
      ['ana.journey@andina.ec', 'Notificación ISYPLUS', ['ventas_por_mes.pdf', 'ventas_por_mes.xlsx']],
      ['luis.journey@andina.ec', 'Notificación ISYPLUS', ['ventas_por_mes.pdf', 'ventas_por_mes.xlsx']],
    ]);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('creates a weekly plan, edits it and cancels it', async () => {
    const { page, failures } = await signedInPage(env as never, '/admin/plan/notif');
    await page.getByRole('heading', { name: 'Planes de notificación', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect.poll(() => pathOf(page)).toBe('/planifica_notif/4/0');
    await page.getByRole('heading', { name: 'Planificar notificación', level: 1 }).waitFor();
    await page.getByLabel('Título', { exact: true }).fill('Recordatorio de cierre');
    expect(await page.getByLabel('Frecuencia', { exact: true }).inputValue()).toBe('WEEKLY');
    // Only Monday preselected; every month preselected, February with the server's day count.
    const weekdays = await Promise.all(
      ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'].map((d) => page.getByRole('checkbox', { name: d }).isChecked()),
    );
    expect(weekdays).toEqual([true, false, false, false, false, false, false]);
    expect(await page.locator('input[name="meses"]:checked').count()).toBe(12);
    const year = new Date().getFullYear();
    const feb = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
    await page.getByText(`Febrero (${feb} días)`).waitFor();
    await page.getByRole('radio', { name: 'Notificación al sistema' }).check();
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Recuerde cerrar el mes contable');
    await next(page);
    await page.getByRole('radio', { name: 'Usuarios del sistema' }).check();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Agregar María Fernanda Jaramillo' }).click();
    await next(page);
    await shot(page, 'notif-08-plan-verificar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').waitFor();
    await expect.poll(() => pathOf(page)).toMatch(/^\/planifica_notif\/4\/\d+$/);
    await page.getByRole('heading', { name: 'Editando: Recordatorio de cierre' }).waitFor();

    await page.getByRole('button', { name: '1. Mensaje' }).click();
    await page.getByLabel('Título', { exact: true }).fill('Recordatorio de cierre mensual');
    await page.getByRole('checkbox', { name: 'Miércoles' }).check();
    await page.getByRole('button', { name: '3. Verificar y enviar' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Actualizado con Exito').waitFor();
    await shot(page, 'notif-09-plan-editado');

    await page.goto(`${env.server.url}/admin/plan/notif`);
    const plans = new Grid(page.getByRole('grid', { name: 'Planes de notificación' }));
    await plans.row('Recordatorio de cierre mensual').waitFor();
    expect([
      await plans.cell('Recordatorio de cierre mensual', 'Frecuencia'),
      await plans.cell('Recordatorio de cierre mensual', 'Mensaje'),
      await plans.cell('Recordatorio de cierre mensual', 'Enviar a'),
      await plans.cell('Recordatorio de cierre mensual', 'Enviar por'),
    ]).toEqual(['Semanal', 'Recuerde cerrar el mes contable', 'Usuarios del sistema', 'Notificación al sistema']);
    await shot(page, 'notif-10-planes');
    await plans.row('Recordatorio de cierre mensual').click();
    await page.getByRole('button', { name: 'Anular' }).click();
    await new Confirmation(page).accept('¿Está seguro de eliminar la planificacion seleccionada?');
    await toast(page, 'El plan ha sido anulado con exito').waitFor();
    await expect.poll(() => plans.dataRows().count()).toBe(0);
    await page.getByLabel('Estado', { exact: true }).selectOption('CANCELLED');
    await plans.row('Recordatorio de cierre mensual').waitFor();
    await shot(page, 'notif-11-plan-anulado');
    expect(failures).toEqual([]);
    await page.close();
  });
});
