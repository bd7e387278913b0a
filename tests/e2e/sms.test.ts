import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { readPdf } from '../web/export/pdf-text.js';
import { hasChromium as chromiumPresent } from './browser.js';
import { Confirmation, Grid, pathOf, shot, signedInPage, toast } from './screen-parts.js';
import { smsJourneyEnvironment } from './sms-journey.js';

const hasChromium = chromiumPresent();
const LOJA = 'COOPERATIVA DE TRANSPORTE LOJA EXPRESS';
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const ddmmyyyy = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

describe.runIf(hasChromium)('SMS journey (Chromium, loopback SMS gateway)', () => {
  const env = smsJourneyEnvironment();

  it('lists the SMS packages, reviews a company, toggles sent and failed SMS and exports the failed ones to PDF', async () => {
    // Two SMS of Loja Express through the gateway: one delivered, one refused (a number ending in 00).
    const api = new ApiClient(env.server.url);
    await api.login('admin', 'admin');
    const [loja] = await env.server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'lojaexpress'`);
    const sent = await api.graphql(`mutation($input: SmsSendInput!) { sendSms(input: $input) { queued } }`, {
      input: {
        companyId: loja!.emp_codigo,
        message: 'Loja Express: su encomienda 4600 está en camino.',
        recipients: [
          { mobile: '0967001122', name: 'Rosa Cueva' },
          { mobile: '0967001100', name: 'Número dado de baja' },
        ],
      },
    });
    expect(sent.errors).toBeUndefined();
    await expect.poll(() => env.gateway.messages.length, { timeout: 10_000 }).toBe(1);
    const conn = env.server.services.orm.em.fork().getConnection();
    const pending = async () => (await conn.execute<{ n: number }[]>(`select count(*)::int as n from tsms_envio where sen_estado = 'pendiente'`))[0]!.n;
    await expect.poll(pending, { timeout: 10_000 }).toBe(0);

    // 1. 'Paquetes Contratados': the three demo packages, by legal name, with used and failed from the ledger.
    const { page, failures } = await signedInPage(env as never, '/sms/empresas');
    await page.getByRole('heading', { name: 'Paquetes Contratados', level: 1 }).waitFor();
    const contracts = new Grid(page.getByRole('grid', { name: 'Empresas con paquete SMS' }));
    await contracts.row('lojaexpress').waitFor();
    await expect.poll(() => contracts.column('SMS fallidos')).toEqual(['1', '2', '0']);
    expect(await contracts.column('Acceso')).toEqual(['andina', 'lojaexpress', 'farmaustro']);
    expect(await contracts.column('Paquete contratado')).toEqual(['500 - Por paquete', '100 - Por paquete', 'Ilimitado']);
    expect(await contracts.column('SMS utilizados')).toEqual(['2', '3', '2']);
    expect(await contracts.column('SMS disponibles')).toEqual(['498', '97', 'Ilimitado']);
    await shot(page, 'sms-01-paquetes-contratados');

    // 2. Review (F3) of Loja Express: today's sent SMS of that company.
    await contracts.row('lojaexpress').click();
    await page.keyboard.press('F3');
    await expect.poll(() => pathOf(page)).toBe('/sms/enviados');
    await page.getByRole('heading', { name: 'Resumen SMS', level: 1 }).waitFor();
    await page.getByText(`Empresa: ${LOJA}`).waitFor();
    const sentGrid = new Grid(page.getByRole('grid', { name: 'SMS enviados' }));
    await expect.poll(async () => (await sentGrid.column('Celular')).sort()).toEqual(['0967001122', '0967891234']);
    expect(await sentGrid.cell('0967001122', 'Destinatario')).toBe('Rosa Cueva');
    await shot(page, 'sms-02-enviados-empresa');

    // 3. The failed table; a wider range brings the failure of two days ago.
    await page.getByRole('tab', { name: '2. Fallidos' }).click();
    const failedGrid = new Grid(page.getByRole('grid', { name: 'SMS fallidos' }));
    await expect.poll(() => failedGrid.column('Celular')).toEqual(['0967001100']);
    expect(await failedGrid.cell('0967001100', 'Motivo')).toBe('La pasarela SMS respondió 422: Número inexistente: 0967001100');
    const desde = page.getByRole('textbox', { name: 'Desde' });
    await desde.fill(ddmmyyyy(new Date(Date.now() - 7 * 86_400_000)));
    await desde.press('Enter');
    await expect.poll(() => failedGrid.column('Celular')).toEqual(['0967001100', '0955500000']);
    await shot(page, 'sms-03-fallidos-rango');

    // 4. PDF export of the failed table: the file carries its rows.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('resultados.pdf');
    const bytes = await readFile(await download.path());
    const text = (await readPdf(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))).flatMap((p) => p.items.map((i) => i.str)).join(' ');
    expect(text).toContain('0967001100');
    expect(text).toContain('0955500000');

    // 5. Every company: back to all (the table and the range stay, in the URL too), F6 toggles to the sent table.
    await page.getByRole('link', { name: 'Ver todas las empresas' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('empresa')).toBe(false);
    expect(new URL(page.url()).searchParams.get('tabla')).toBe('fallidos');
    expect(new URL(page.url()).searchParams.get('desde')).toBe(isoDay(new Date(Date.now() - 7 * 86_400_000)));
    await expect.poll(async () => (await failedGrid.column('Celular')).sort()).toEqual(['0955500000', '0967001100', '0991112200']);
    await page.keyboard.press('F6');
    await page.getByRole('grid', { name: 'SMS enviados' }).waitFor();
    await shot(page, 'sms-04-enviados-todas');

    // 6. Back to the packages: a new package of 600 for Comercial Andina, confirmed, starts at zero used.
    await page.getByRole('link', { name: 'Paquetes SMS' }).click();
    await contracts.row('andina').waitFor();
    await contracts.row('andina').click();
    await page.keyboard.press('F4');
    const modal = page.getByRole('dialog', { name: 'Paquete SMS' });
    await modal.getByLabel('SMS contratados').fill('600');
    await shot(page, 'sms-05-paquete');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await new Confirmation(page).accept('¿Dejar vigente el paquete SMS 600 - Por paquete para COMERCIAL ANDINA S.A.? Empieza sin SMS utilizados.');
    await toast(page, 'Paquete SMS guardado').waitFor();
    await expect.poll(() => contracts.cell('andina', 'Paquete contratado')).toBe('600 - Por paquete');
    expect(await contracts.cell('andina', 'SMS utilizados')).toBe('0');
    expect(await contracts.cell('andina', 'SMS disponibles')).toBe('600');
    expect(failures).toEqual([]);
  });
});
