import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { hasChromium as chromiumPresent, journeyEnvironment, LoginScreen } from './browser.js';
import { pathOf, shot, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

/** Records every desktop notification the page shows (title, body) and keeps it to click later. */
const RECORD_NOTIFICATIONS = () => {
  const Original = window.Notification;
  const shown: Array<{ title: string; body: string; instance: Notification }> = [];
  (window as unknown as { __shown: typeof shown }).__shown = shown;
  class Recorded extends Original {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '', instance: this });
    }
  }
  window.Notification = Recorded as typeof Notification;
};

describe.runIf(hasChromium)('support journey (Chromium, two browser contexts)', () => {
  const env = journeyEnvironment(hasChromium);

  async function open(context: BrowserContext, path: string, login: string): Promise<{ page: Page; failures: string[] }> {
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${env.server.url}/login?next=${encodeURIComponent(path)}`);
    await new LoginScreen(page).signIn(login, 'admin');
    await expect.poll(() => pathOf(page)).toBe(path.split('?')[0]);
    return { page, failures };
  }

  it('a user sends a request with its screenshot, the agent is told live, escalates it, and the technician reply reaches the user live', async () => {
    const options = { viewport: { width: 1440, height: 900 }, locale: 'es-EC' };
    const userContext = await env.browser.newContext(options);
    const agentContext = await env.browser.newContext(options);
    await agentContext.addInitScript(RECORD_NOTIFICATIONS);

    // Both lists open on their role's default state: 5 for the company user, 3 for the support agent.
    const { page: user, failures: userFailures } = await open(userContext, '/soporte', 'consulta');
    await user.getByRole('heading', { name: 'Enviadas', level: 1 }).waitFor();
    await expect.poll(() => user.getByLabel('Estado', { exact: true }).inputValue()).toBe('TECHNICAL');
    expect(await user.getByLabel('Estado', { exact: true }).locator('option:checked').textContent()).toBe('Soporte Técnico');
    const { page: agent, failures: agentFailures } = await open(agentContext, '/soporte?tipo=1', 'soporte');
    await agent.getByRole('heading', { name: 'Solicitudes', level: 1 }).waitFor();
    await expect.poll(() => agent.getByLabel('Estado', { exact: true }).locator('option:checked').textContent()).toBe('Soporte Isyplus');
    await shot(agent, 'support-01-solicitudes-agente');

    // The desktop-notification permission: never answered yet; the agent allows it.
    expect(await agent.evaluate(() => Notification.permission)).not.toBe('granted');
    await agentContext.grantPermissions(['notifications'], { origin: env.server.url });
    expect(await agent.evaluate(() => Notification.permission)).toBe('granted');

    // An error popup offers the dialog, which attaches that error and the screen's picture (both shown).
    await user.goto(`${env.server.url}/revisa/soporte/999999`);
    const popup = user.getByRole('alertdialog');
    await popup.getByText('La solicitud de soporte no existe.').waitFor();
    await popup.getByRole('button', { name: 'Solicitar soporte' }).click();
    const dialog = user.getByRole('dialog', { name: 'Solicitud de soporte' });
    await dialog.waitFor();
    await dialog.getByText('Último error mostrado').waitFor();
    expect(await dialog.locator('.alert--error').textContent()).toBe('La solicitud de soporte no existe.');
    const picture = dialog.getByRole('img', { name: 'Captura de pantalla' });
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1440);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Ingrese por favor alguna indicación que ayude a resolver su solicitud.').waitFor();
    await dialog.getByLabel('Mensaje').fill('No puedo emitir la factura 001-001-000123');
    await dialog.getByLabel('Administrador').selectOption({ label: 'María Fernanda Jaramillo' });
    await shot(user, 'support-02-dialogo-con-captura');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await toast(user, 'Su solicitud se envio con exito').waitFor();
    // The user's 'Enviadas' list shows it once its filter allows (state 0 'Nueva').
    await user.goto(`${env.server.url}/soporte`);
    await user.getByLabel('Estado', { exact: true }).selectOption({ label: 'Nueva' });
    await user.getByRole('grid', { name: 'Enviadas' }).getByText('No puedo emitir la factura 001-001-000123').waitFor();

    // The agent gets the toast titled 'Soporte' and a desktop notification that opens the review.
    const text = 'LLego una solicitud: Diego Armijos Ochoa - No puedo emitir la factura 001-001-000123';
    await toast(agent, text).waitFor();
    expect(await toast(agent, text).textContent()).toContain('Soporte');
    await expect.poll(() => agent.evaluate(() => (window as any).__shown.map((n: any) => [n.title, n.body]))).toEqual([['Soporte', text]]);
    await shot(agent, 'support-03-toast-agente');
    await agent.evaluate(() => (window as any).__shown[0].instance.onclick());
    await expect.poll(() => pathOf(agent)).toMatch(/^\/revisa\/soporte\/\d+$/);
    const id = Number(pathOf(agent).split('/').pop());
    await agent.getByRole('heading', { name: 'Revisar solicitud de colaboración' }).waitFor();
    await agent.getByRole('article').getByText('No puedo emitir la factura 001-001-000123').waitFor();
    await agent.getByRole('button', { name: 'Ver error' }).click();
    const stored = agent.getByRole('alertdialog', { name: 'Error mostrado al usuario' });
    await stored.getByText('La solicitud de soporte no existe.').waitFor();
    await stored.getByRole('button', { name: 'Aceptar' }).click();
    const picture2 = agent.getByRole('img', { name: 'Captura de pantalla' });
    await picture2.waitFor();
    await expect.poll(() => picture2.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
    await shot(agent, 'support-04-revision');

    // Escalation to technical support: state 5 and the thread.
    await agent.getByLabel('Enviar a', { exact: true }).selectOption({ label: 'Administrador General' });
    await agent.getByLabel('Mensaje para soporte técnico').fill('Revisar el certificado de firma del cliente');
    await agent.getByRole('button', { name: 'Enviar a soporte técnico' }).click();
    await toast(agent, 'El mensaje se envió a soporte técnico').waitFor();
    await expect.poll(() => agent.locator('[data-estado]').textContent()).toBe('Soporte Técnico');
    await agent.getByRole('region', { name: 'Soporte técnico' }).getByRole('cell', { name: 'Revisar el certificado de firma del cliente' }).waitFor();
    await shot(agent, 'support-05-escalada');

    // The technician answers the user; the user's open screen hears it at once.
    const technician = new ApiClient(env.server.url);
    await technician.login('admin', 'admin');
    const [consulta] = await env.server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ usr_codigo: number }[]>(`select usr_codigo from tusuarios where usr_id = 'consulta'`);
    const answer = await technician.graphql('mutation ($input: SupportTechnicalInput!) { sendSupportTechnicalMessage(input: $input) { message } }', {
      input: { requestId: id, to: consulta!.usr_codigo, message: 'Su certificado caducó; renuévelo en el portal' },
    });
    expect(answer.errors).toBeUndefined();
    await toast(user, 'LLego un mensaje de: Administrador General - Su certificado caducó; renuévelo en el portal').waitFor();
    // Its list follows live: the request left 'Nueva' (now Soporte Técnico).
    await user.getByRole('grid', { name: 'Enviadas' }).getByText('No hay registros para mostrar.').waitFor();
    await user.getByLabel('Estado', { exact: true }).selectOption({ label: 'Soporte Técnico' });
    await user.getByRole('grid', { name: 'Enviadas' }).getByText('No puedo emitir la factura 001-001-000123').waitFor();
    await shot(user, 'support-06-respuesta-tecnico');
    await user.goto(`${env.server.url}/revisa/soporte/${id}`);
    await user.getByRole('region', { name: 'Soporte técnico' }).getByRole('cell', { name: 'Su certificado caducó; renuévelo en el portal' }).waitFor();
    await shot(user, 'support-07-hilo-usuario');

    expect(userFailures).toEqual([]);
    expect(agentFailures).toEqual([]);
    await userContext.close();
    await agentContext.close();
  });
});
