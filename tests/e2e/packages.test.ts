import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Confirmation, Grid, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();
const rucOf = (access: string) => demoRuc(DEMO_COMPANIES.find((c) => c.accessCode === access)!);

/** /empresas/conexiones tab 1: search, quick balance chips, toolbar and grid. */
class PackageList {
  readonly grid: Grid;
  constructor(private readonly page: Page) {
    this.grid = new Grid(page.getByRole('grid', { name: 'Empresas y sus paquetes' }));
  }

  chip(label: string) {
    return this.page.getByRole('group', { name: 'Filtros rápidos de saldo' }).getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
  }

  /** Ticks (or unticks) a company's row; the selection survives a reload of the list. */
  async select(access: string, selected = true) {
    const row = this.grid.row(access);
    await row.getByRole('checkbox', { name: 'Seleccionar fila' }).setChecked(selected);
    await expect.poll(() => row.getAttribute('aria-selected')).toBe(String(selected));
  }

  action(name: string) {
    return this.page.getByRole('toolbar', { name: 'Empresas y sus paquetes' }).getByRole('button', { name, exact: true });
  }
}

describe.runIf(hasChromium)('packages journey (Chromium, as support: not an administrator)', () => {
  const env = journeyEnvironment(hasChromium);

  it('filters excedido, opens a package, is refused a free package, links an invoice, blocks a used-up company and notifies to the outbox', async () => {
    const { page, failures } = await signedInPage(env, '/empresas/conexiones', 'soporte');
    const list = new PackageList(page);
    await list.grid.row('andina').waitFor();
    expect(await list.chip('Excedido').textContent()).toBe('Excedido 2');

    // 1. The quick filter 'excedido' leaves the two used-up companies.
    await list.chip('Excedido').click();
    await expect.poll(() => list.grid.column('Acceso')).toEqual(['mitadmundo', 'farmaustro']);
    expect(await list.chip('Excedido').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'packages-01-excedido');

    // 2. Open the package of one of them: read-only until editing is enabled.
    await list.select('mitadmundo');
    await list.action('Editar paquete').click();
    const editForm = page.getByRole('form', { name: /^Editar paquete \d+$/ });
    await editForm.waitFor();
    expect(await editForm.getByLabel('Paquete (documentos)').inputValue()).toBe('200');
    expect(await editForm.getByLabel('Paquete (documentos)').isDisabled()).toBe(true);
    expect(await editForm.getByLabel('Factura (número o código)').inputValue()).toBe('001-001-000004150');
    await shot(page, 'packages-02-open-package');
    await page.getByRole('tab', { name: '1. Empresas y paquetes' }).click();
    await list.chip('Excedido').click();
    await list.grid.row('costena').waitFor();
    await list.select('mitadmundo', false);

    // 3. A free package as support: the API refuses it with the spec's message.
    await list.select('costena');
    await list.action('Nuevo paquete').click();
    const form = page.getByRole('form', { name: 'Nuevo paquete' });
    await form.getByLabel('Paquete (documentos)').fill('100');
    await form.getByLabel('Tipo de contrato').selectOption({ label: 'Gratuito' });
    expect(await form.getByLabel('Notificar al (%) de saldo').inputValue()).toBe('15');
    expect(await form.getByLabel('Bloquear al agotarse').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Guardar' }).click();
    const refusal = page.getByRole('alertdialog');
    await refusal.waitFor();
    expect(await refusal.locator('.popup__text').textContent()).toBe('Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes');
    await shot(page, 'packages-03-free-refused');
    await refusal.getByRole('button', { name: 'Aceptar' }).click();

    // 4. Per package, linked to an invoice found by its number: saved.
    await form.getByLabel('Tipo de contrato').selectOption({ label: 'Por paquete' });
    await form.getByLabel('Factura (número o código)').fill('001-001-000004521');
    await form.getByRole('button', { name: 'Buscar factura' }).click();
    await expect.poll(() => form.getByRole('status').first().textContent()).toContain('Factura 001-001-000004521 · DISTRIBUIDORA DEL PACIFICO CIA. LTDA.');
    await shot(page, 'packages-04-invoice-found');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, `Paquete registrado para ${rucOf('costena')}: 100 documentos adquiridos`).waitFor();
    await expect.poll(() => list.grid.cell('costena', 'Adquiridas')).toBe('100');
    expect(await list.grid.cell('costena', 'Factura')).toBe('001-001-000004521');
    expect(await list.grid.cell('costena', 'Saldo (filtro)')).toBe('Disponible');

    // 5. Block the authorization of a company without saldo (notified): its contract reads BLOQUEADO.
    expect(await list.grid.cell('mitadmundo', 'Estado contrato')).toBe('ACTIVO');
    await list.select('costena', false);
    await list.select('mitadmundo');
    await list.action('Bloquear autorización').click();
    await new Confirmation(page).accept('Se bloqueará la autorización de documentos electrónicos de 1 empresa, ¿Desea continuar?');
    await toast(page, 'Se bloqueó la autorización de documentos electrónicos de 1 empresa').waitFor();
    await expect.poll(() => list.grid.cell('mitadmundo', 'Estado contrato')).toBe('BLOQUEADO');
    await shot(page, 'packages-05-blocked');

    // 6. Notify andina's referents: the messages wait in the outbox (no SMTP server here).
    await list.select('mitadmundo', false);
    await list.select('andina');
    await list.action('Notificar').click();
    const notify = page.getByRole('dialog', { name: 'Notificar saldo a los referentes de COMERCIAL ANDINA S.A.' });
    await notify.getByRole('checkbox').nth(0).check();
    await notify.getByRole('checkbox').nth(1).check();
    await shot(page, 'packages-06-notify');
    await notify.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Se enviaron 2 notificaciones').waitFor();
    await expect.poll(() => list.grid.cell('andina', 'Notificación')).toBe('Notificado...');
    await list.action('Bandeja de salida').click();
    const outbox = page.getByRole('dialog', { name: 'Bandeja de salida de correo' });
    const mails = new Grid(outbox.getByRole('grid', { name: 'Correos' }));
    await expect.poll(() => mails.column('Para')).toEqual(['psalazar@comercialandina.ec', 'mjaramillo@comercialandina.ec']);
    await expect.poll(() => mails.column('Estado'), { timeout: 15_000 }).toEqual(['Guardado (sin SMTP)', 'Guardado (sin SMTP)']);
    expect(await mails.column('Asunto')).toEqual([
      'Saldo de documentos electrónicos de COMERCIAL ANDINA S.A.',
      'Saldo de documentos electrónicos de COMERCIAL ANDINA S.A.',
    ]);
    await mails.row('mjaramillo').getByRole('gridcell').nth(1).click();
    await outbox.getByRole('button', { name: 'Ver' }).click();
    await expect.poll(() => outbox.locator('pre').textContent()).toContain('Estimado(a) María José Jaramillo:');
    await shot(page, 'packages-07-outbox');
    expect(failures).toEqual([]);
  });
});
