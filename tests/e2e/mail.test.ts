import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { pdfOf, pngOf } from '../support/files.js';
import { MailSink } from '../support/mail-smtp.js';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Grid, shot, signedInPage, toast } from './screen-parts.js';
import { smsJourneyEnvironment } from './sms-journey.js';

const hasChromium = chromiumPresent();
let sink: MailSink;

describe.runIf(hasChromium)('mail journey (Chromium, as admin)', () => {
  const env = journeyEnvironment(hasChromium);
  const files = join(tmpdir(), `bo-mail-${process.pid}`);

  beforeAll(async () => {
    sink = new MailSink();
    sink.reject.add('no.existe@andina.ec');
    // The third recipient's RCPT waits until the screenshot of the first two results is taken.
    sink.hold.add('contabilidad@austro.ec');
    await sink.start();
    const admin = new ApiClient(env.server.url);
    await admin.login('admin', TEST_PASSWORD);
    const saved = await admin.graphql(`mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }`, {
      input: { email: 'cobranza@isyplus.ec', name: 'Cobranza Isyplus', type: 'COBRANZA', smtpHost: '127.0.0.1', smtpPort: sink.port, perMinute: 600 },
    });
    expect(saved.errors).toBeUndefined();
    writeFileSync(`${files}-logo.png`, pngOf(1600, 400));
    writeFileSync(`${files}-estado.pdf`, pdfOf(40 * 1024));
  });
  afterAll(async () => sink?.stop());

  it('creates a template with a placeholder and an image, sends it with an attachment to three contacts one by one, and shows the refused one in the blacklist', async () => {
    const { page, failures } = await signedInPage(env, '/correo/plantillas');
    const bar = page.getByRole('toolbar', { name: 'Atajos de teclado' });
    const form = page.locator('.mail-templates__editor');
    await form.getByLabel('Título', { exact: true }).fill('Estado de cuenta');
    await form.getByLabel('Tipo de cuenta', { exact: true }).selectOption('COBRANZA');
    const editor = page.getByRole('textbox', { name: 'Texto de la plantilla' });
    await editor.click();
    await page.keyboard.type('Estimado ');
    await page.getByRole('button', { name: 'Insertar Nombre (${clp_nombre})' }).click();
    await page.keyboard.type(', adjuntamos su estado de cuenta.');
    await page.keyboard.press('Enter');
    await page.locator('.mail-templates__editor input[type="file"]').setInputFiles(`${files}-logo.png`);
    const image = editor.locator('img');
    await image.waitFor();
    // Scaled in the browser to 1024 px wide before uploading, stored and served by the files route.
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/files\/\d+$/);
    const stored = await page.evaluate(async (url) => {
      const r = await fetch(url);
      const bitmap = await createImageBitmap(await r.blob());
      return { type: r.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
    }, src);
    expect(stored).toEqual({ type: 'image/jpeg', width: 1024, height: 256 });
    await bar.getByRole('button', { name: /Guardar/ }).click();
    await toast(page, 'Plantilla guardada').waitFor();
    const templates = new Grid(page.getByRole('grid', { name: 'Plantillas' }));
    await expect.poll(() => templates.column('Título')).toEqual(['Estado de cuenta']);
    await shot(page, 'mail-01-template');

    // The send modal with the template: three contacts, one attachment.
    await bar.getByRole('button', { name: /Enviar/ }).click();
    const modal = page.getByRole('dialog', { name: 'Enviar correo' });
    await modal.waitFor();
    await expect.poll(() => modal.getByLabel('Cuenta remitente').inputValue()).not.toBe('');
    expect(await modal.getByLabel('Asunto').inputValue()).toBe('Estado de cuenta');
    await expect.poll(() => modal.getByRole('textbox', { name: 'Mensaje' }).innerHTML()).toContain('${clp_nombre}');
    for (const [email, name] of [
      ['gerencia@andina.ec', 'Luis Andrade'],
      ['no.existe@andina.ec', 'Nadie'],
      ['contabilidad@austro.ec', 'María Vélez'],
    ]) {
      await modal.getByPlaceholder('Email del destinatario').fill(email!);
      await modal.getByPlaceholder('Nombre').fill(name!);
      await modal.getByRole('button', { name: 'Agregar' }).click();
    }
    await modal.locator('.send-attachments input[type="file"]').setInputFiles(`${files}-estado.pdf`);
    await modal.getByText(/^bo-mail-\d+-estado\.pdf · 40 KB$/).waitFor();
    await modal.getByRole('button', { name: 'Enviar', exact: true }).click();

    // Results arrive one at a time, in order: sent, refused (550), and the third still going.
    const results = modal.locator('.send-recipients__result');
    await expect
      .poll(() => results.allTextContents(), { timeout: 20_000 })
      .toEqual(['Mensaje enviado a: gerencia@andina.ec', 'Mensaje NO enviado a: no.existe@andina.ec, dirección de correo no encontrada']);
    expect(await modal.getByRole('checkbox', { name: 'Enviar a gerencia@andina.ec' }).isChecked()).toBe(false);
    expect(await modal.getByRole('checkbox', { name: 'Enviar a contabilidad@austro.ec' }).isChecked()).toBe(true);
    await modal.getByRole('status').filter({ hasText: 'Enviando 3 de 3…' }).waitFor();
    await shot(page, 'mail-02-sending');
    sink.release();
    await toast(page, 'Mensaje enviado a: contabilidad@austro.ec').waitFor({ timeout: 20_000 });
    await modal.waitFor({ state: 'hidden' });
    expect(await toast(page, 'Mensaje NO enviado a: no.existe@andina.ec, dirección de correo no encontrada').count()).toBe(1);

    const [first] = sink.to('gerencia@andina.ec');
    expect(first!.html).toContain('Estimado Luis Andrade, adjuntamos su estado de cuenta.');
    expect(first!.attachments.map((a) => [a.contentType, a.cid === null])).toEqual([
      ['image/jpeg', false],
      ['application/pdf', true],
    ]);
    expect(sink.to('contabilidad@austro.ec')[0]!.html).toContain('Estimado María Vélez,');
    expect(sink.to('no.existe@andina.ec')).toEqual([]);

    // The refused address is on the blacklist.
    await page.goto(`${env.server.url}/correo/cuentas`);
    await page.getByRole('tab', { name: /Lista negra/ }).click();
    const blacklist = new Grid(page.getByRole('grid', { name: 'Lista negra de correo' }));
    await expect.poll(() => blacklist.column('Dirección')).toEqual(['no.existe@andina.ec']);
    expect(await blacklist.cell('no.existe@andina.ec', 'Origen')).toBe('Rechazo SMTP');
    await shot(page, 'mail-03-blacklist');

    // The tab and the search are in the URL: a reload brings back the same filtered list.
    await page.getByLabel('Buscar dirección').fill('andina');
    await expect.poll(() => new URL(page.url()).search).toBe('?pestana=lista-negra&texto=andina');
    await page.reload();
    expect(await page.getByLabel('Buscar dirección').inputValue()).toBe('andina');
    await expect.poll(() => blacklist.column('Dirección')).toEqual(['no.existe@andina.ec']);
    await page.getByLabel('Buscar dirección').fill('austro');
    await expect.poll(() => blacklist.dataRows().count()).toBe(0);
    expect(failures).toEqual([]);
  });
});

describe.runIf(hasChromium)('mail journey, SMS mode of the send modal (Chromium, loopback SMS gateway)', () => {
  const env = smsJourneyEnvironment();

  it('writes an SMS template, opens the modal in SMS mode from Paquetes Contratados, cuts the text at 160, refuses a recipient without mobile, sends through the gateway and refuses more recipients than available', async () => {
    const admin = new ApiClient(env.server.url);
    await admin.login('admin', TEST_PASSWORD);
    const conn = env.server.services.orm.em.fork().getConnection();
    const [loja] = await conn.execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'lojaexpress'`);
    const small = await admin.graphql(`mutation ($input: SmsContractInput!) { saveSmsContract(input: $input) { id } }`, {
      input: { companyId: loja!.emp_codigo, contracted: 1 },
    });
    expect(small.errors).toBeUndefined();

    // The SMS template (type 3) written on the templates screen: plain text, marked as default.
    const { page, failures } = await signedInPage(env as never, '/correo/plantillas');
    await page.getByRole('radio', { name: 'SMS' }).check();
    const form = page.locator('.mail-templates__editor');
    await form.getByLabel('Título', { exact: true }).fill('Aviso de pago SMS');
    await form.getByLabel('Texto del SMS').fill('Isyplus: su factura vence hoy. Evite la suspensión del servicio.');
    await form.getByLabel('Plantilla por omisión').check();
    await form.getByText('64 de 160 caracteres').waitFor();
    await page
      .getByRole('toolbar', { name: 'Atajos de teclado' })
      .getByRole('button', { name: /Guardar/ })
      .click();
    await toast(page, 'Plantilla guardada').waitFor();
    await expect.poll(() => new Grid(page.getByRole('grid', { name: 'Plantillas' })).column('Título')).toEqual(['Aviso de pago SMS']);
    await shot(page, 'mail-04-sms-template');

    await page.goto(`${env.server.url}/sms/empresas`);
    const contracts = new Grid(page.getByRole('grid', { name: 'Empresas con paquete SMS' }));
    await contracts.row('andina').waitFor();
    const usedBefore = Number(await contracts.cell('andina', 'SMS utilizados'));
    const failedBefore = Number(await contracts.cell('andina', 'SMS fallidos'));
    await contracts.row('andina').click();
    await page.keyboard.press('F6');
    const modal = page.getByRole('dialog', { name: 'Enviar SMS - COMERCIAL ANDINA S.A.' });
    await modal.waitFor();
    const text = modal.getByLabel('Mensaje SMS');
    await expect.poll(() => text.inputValue()).toBe('Isyplus: su factura vence hoy. Evite la suspensión del servicio.');
    await modal.getByText(/^Paquete: 500 - Por paquete · Disponibles: \d+$/).waitFor();

    // More than 160 characters: cut to 160 with the spec's warning.
    const long =
      'Estimado cliente, le recordamos que su factura de servicios electrónicos vence hoy; para evitar la suspensión pague en línea o en nuestras oficinas. Gracias por preferirnos.';
    expect(long.length).toBeGreaterThan(160);
    await text.fill(long);
    const popup = page.getByRole('alertdialog');
    await expect.poll(() => popup.textContent()).toContain('Ha llegado al límite de caracteres disponibles para el envio del mensaje.');
    await shot(page, 'mail-05-sms-limit');
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    expect(await text.inputValue()).toBe(long.slice(0, 160));
    await modal.getByText('160 de 160 caracteres').waitFor();

    // A recipient without a mobile is refused; two with a mobile are added (the gateway refuses numbers ending in 00).
    await modal.getByPlaceholder('Nombre').fill('Sin número');
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect.poll(() => popup.textContent()).toContain('No tiene número de Celular!');
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    for (const [mobile, name] of [
      ['099 411 2233', 'Luis Andrade'],
      ['0994112200', 'Número dado de baja'],
    ]) {
      await modal.getByPlaceholder('Celular del destinatario').fill(mobile!);
      await modal.getByPlaceholder('Nombre').fill(name!);
      await modal.getByRole('button', { name: 'Agregar' }).click();
    }
    expect(await modal.getByRole('checkbox', { name: 'Enviar SMS a 0994112233' }).isChecked()).toBe(true);
    await shot(page, 'mail-06-sms-modal');
    await modal.getByRole('button', { name: 'Enviar', exact: true }).click();
    await toast(page, 'Su mensaje se envio con exito').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => env.gateway.messages.map((m) => [m.to, m.message]), { timeout: 15_000 }).toEqual([['0994112233', long.slice(0, 160)]]);
    // The refused number is recorded right after the gateway's answer, maybe after the accepted
    // one reached the gateway: each look refreshes the list (F5) before reading the counts.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('F5');
          await page.waitForTimeout(300);
          return [Number(await contracts.cell('andina', 'SMS utilizados')), Number(await contracts.cell('andina', 'SMS fallidos'))];
        },
        { timeout: 15_000 },
      )
      .toEqual([usedBefore + 1, failedBefore + 1]);
    await shot(page, 'mail-07-sms-sent');

    // A package of 1 SMS and two recipients: refused before sending.
    await contracts.row('lojaexpress').click();
    await page.keyboard.press('F6');
    const loja2 = page.getByRole('dialog', { name: 'Enviar SMS - COOPERATIVA DE TRANSPORTE LOJA EXPRESS' });
    await loja2.waitFor();
    await expect.poll(() => loja2.getByLabel('Mensaje SMS').inputValue()).not.toBe('');
    for (const mobile of ['0967001001', '0967001002']) {
      await loja2.getByPlaceholder('Celular del destinatario').fill(mobile);
      await loja2.getByRole('button', { name: 'Agregar' }).click();
    }
    await loja2.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect.poll(() => popup.textContent()).toContain('Usted solo tiene disponibles 1 sms');
    await shot(page, 'mail-08-sms-available');
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    expect(env.gateway.messages.filter((m) => m.to.startsWith('096700100'))).toEqual([]);
    expect(failures).toEqual([]);
  });
});
