import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completeRuc } from '../../api/src/db/seeders/demo-data.js';
import { SHEET_COLUMNS, type SheetRow } from '../../api/src/modules/company-creation/spreadsheet-columns.js';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Confirmation, Grid, pathOf, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

// The demo company of the journey: its owner is a demo client (api/src/db/seeders/demo-clients.ts),
// it is INACTIVO (offers 'Activar') and has no electronic invoicing, so every change shows.
const COSTENA = { access: 'costena', legalName: 'RESTAURANTE LA COSTEÑA COSTERES S.A.', owner: 'CEDEÑO QUIMÍ ROSA AMELIA', email: 'rcedeno@lacostena.ec' };
const ADMIN_NAME = 'Administrador General';

/** The header search box and /clientes. */
class ClientsScreen {
  readonly grid: Grid;
  constructor(private readonly page: Page) {
    this.grid = new Grid(page.getByRole('grid', { name: 'Clientes' }));
  }

  async searchFromHeader(text: string) {
    const box = this.page.getByRole('combobox', { name: 'Buscar cliente' });
    await box.fill(text);
    await box.press('Enter');
  }

  async openCompanyOf(rowText: string) {
    await this.grid.row(rowText).getByRole('gridcell').first().click();
    await this.page.getByRole('button', { name: 'Abrir empresa' }).click();
  }
}

/** /empresas tab 1: the filter, the toolbar over the selection, the grid and its modals. */
class CompanyList {
  readonly grid: Grid;
  constructor(private readonly page: Page) {
    this.grid = new Grid(page.getByRole('grid', { name: 'Lista de empresas' }));
  }

  async searchByAccess(access: string) {
    const filter = this.page.getByRole('search', { name: 'Filtro de empresas' });
    await filter.getByLabel('Acceso de la empresa').fill(access);
    await filter.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => this.grid.dataRows().count()).toBe(1);
    await this.grid.row(access).waitFor();
  }

  async select(access: string) {
    const row = this.grid.row(access);
    await row.getByRole('checkbox', { name: 'Seleccionar fila' }).check();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
  }

  action(name: string) {
    return this.page.getByRole('toolbar', { name: 'Lista de empresas' }).getByRole('button', { name, exact: true });
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }
}

/** Tab 3 of /empresas: the company's establishments and their actions. */
class EstablishmentList {
  readonly grid: Grid;
  constructor(private readonly page: Page) {
    this.grid = new Grid(page.getByRole('grid', { name: 'Establecimientos' }));
  }

  action(name: string) {
    return this.page.getByRole('toolbar', { name: 'Acciones de establecimientos' }).getByRole('button', { name, exact: true });
  }

  einvoicingStatus() {
    return this.page.getByRole('toolbar', { name: 'Acciones de establecimientos' }).getByRole('status');
  }
}

/** Tab 4 of /empresas: the establishment form. */
class EstablishmentForm {
  constructor(private readonly page: Page) {}

  get section() {
    return this.page.getByRole('region', { name: 'Nuevo establecimiento' });
  }

  field(label: string) {
    return this.section.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }
}

/** The e-invoicing activation modal. */
class ActivationModal {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Activación de facturación electrónica' });
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Activar', exact: true }).click();
  }
}

/** /empresas/creacion: version tab, form tab, spreadsheet tab. */
class CompanyCreation {
  constructor(private readonly page: Page) {}

  async chooseVersion(name: string, next: 'Crear con el formulario' | 'Cargar hoja de cálculo') {
    await this.page.getByRole('radio', { name: new RegExp(`^${name}`) }).click();
    const button = this.page.getByRole('button', { name: next });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
  }

  get form() {
    return this.page.getByRole('form', { name: /^Nueva empresa, versión / });
  }

  field(label: string) {
    return this.form.getByLabel(label, { exact: true });
  }
}

let rucSeq = 300;
/** A private-company RUC (third digit 9) with a valid check digit, unused by the demo data. */
function newRuc(): string {
  for (;;) {
    try {
      return completeRuc(`1795${String(rucSeq++).padStart(5, '0')}`);
    } catch {
      // no check digit for this prefix: next one
    }
  }
}

function sheetRow(access: string, patch: Partial<SheetRow> = {}): Partial<SheetRow> {
  return {
    RUC: newRuc(),
    RAZON_SOCIAL: `COMERCIAL ${access.toUpperCase()} S.A.`,
    NOMBRE_COMERCIAL: `Comercial ${access}`,
    CONTABILIDAD: 'SI',
    RIMPE: 'NO',
    AG_RETENCION: 'NO',
    ESTABLECIMIENTO: '001',
    PUNTO: '001',
    EMAIL: `${access}@empresa.ec`,
    ACTIVIDAD: 'VENTA AL POR MAYOR',
    TELEFONO: '07-2570000',
    PROVINCIA: 'Loja',
    CIUDAD: 'Loja',
    SECTOR: 'CENTRO',
    DIRECCION: 'Bolívar 12-34 y Rocafuerte',
    ACCESO: access,
    USUARIO: 'admin',
    CLAVE: 'Clave.2025',
    COD_PAIS: '593',
    NACION: 'ECUATORIANA',
    ...patch,
  };
}

/** An .xlsx like the template: title in row 1, column names in row 7, data from row 8. */
async function spreadsheet(rows: Array<Partial<SheetRow>>): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('EMPRESAS');
  sheet.getCell('A1').value = 'CARGA DE EMPRESAS';
  SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(7).getCell(i + 1).value = column));
  rows.forEach((values, r) => SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(8 + r).getCell(i + 1).value = values[column] ?? null)));
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-empresas-')), 'empresas-e2e.xlsx');
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

describe('client companies journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it.skipIf(!hasChromium)('finds a demo client by name from the header box and opens its company in the company edit tab', async () => {
    const { page, failures } = await signedInPage(env, '/administracion');
    const clients = new ClientsScreen(page);

    await clients.searchFromHeader('CEDEÑO QUIMÍ');
    await expect.poll(() => pathOf(page)).toBe('/clientes');
    // The screen first lists the recent clients (COSTENA's owner among them), then the search result.
    await page.getByText(/^1 cliente\(s\) encontrado\(s\)\./).waitFor();
    await expect.poll(() => clients.grid.dataRows().count()).toBe(1);
    await clients.grid.row(COSTENA.email).waitFor();
    expect(await page.getByRole('combobox', { name: 'Buscar por' }).inputValue()).toBe('NAME');
    expect(await clients.grid.cell(COSTENA.email, 'Cliente')).toBe(COSTENA.owner);
    expect(await clients.grid.cell(COSTENA.email, 'Acceso')).toBe(COSTENA.access);
    expect(await clients.grid.cell(COSTENA.email, 'Razón social')).toBe(COSTENA.legalName);
    await shot(page, 'companies-1-client-found');

    // The e-mail finds the same client ('@' searches e-mails).
    await clients.searchFromHeader(COSTENA.email);
    await expect.poll(() => page.getByRole('combobox', { name: 'Buscar por' }).inputValue()).toBe('EMAIL');
    await expect.poll(() => clients.grid.dataRows().count()).toBe(1);
    expect(await clients.grid.cell(COSTENA.email, 'Cliente')).toBe(COSTENA.owner);

    await clients.openCompanyOf(COSTENA.email);
    const companyTab = page.getByRole('tab', { name: `2. Empresa: ${COSTENA.access}` });
    await expect.poll(() => companyTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: `2. Empresa: ${COSTENA.access}` });
    const legalName = panel.getByLabel('Razón social', { exact: true });
    await expect.poll(() => legalName.inputValue()).toBe(COSTENA.legalName);
    expect(await panel.getByLabel('Acceso', { exact: true }).inputValue()).toBe(COSTENA.access);
    expect(await panel.getByLabel('Puerto', { exact: true }).inputValue()).toBe('5432');
    await shot(page, 'companies-1-company-edit-tab');

    expect(failures).toEqual([]);
    await page.close();
  });

  it.skipIf(!hasChromium)(
    'activates the company with the confirmation and a history entry, adds an establishment and activates e-invoicing after a refused attempt',
    async () => {
      const { page, failures } = await signedInPage(env, '/empresas');
      const list = new CompanyList(page);
      const confirmation = new Confirmation(page);

      // Every list is a report: a totals row counting the companies and a chart tab that opens on
      // a default chart (companies per state).
      await list.grid.dataRows().first().waitFor();
      await page.getByRole('tab', { name: 'Gráfica' }).click();
      await page.getByRole('heading', { name: 'Cantidad por estado' }).waitFor();
      await shot(page, 'companies-2-list-chart');
      await page.getByRole('tab', { name: 'Tabla' }).click();
      await shot(page, 'companies-2-list-totals');

      // State: INACTIVO offers only 'Activar'; the change is confirmed with the spec's text.
      await list.searchByAccess(COSTENA.access);
      expect(await list.grid.cell(COSTENA.access, 'Estado')).toBe('INACTIVO');
      expect(await list.grid.cell(COSTENA.access, 'F. electrónica')).toBe('NO');
      await list.select(COSTENA.access);
      await list.action('Cambiar estado').click();
      const stateModal = page.getByRole('dialog', { name: 'Cambiar estado' });
      await stateModal.waitFor();
      const offered = stateModal.getByRole('group', { name: 'Cambios disponibles' }).getByRole('button');
      expect(await offered.allTextContents()).toEqual(['Activar']);
      await shot(page, 'companies-2-state-modal');
      await offered.first().click();
      await confirmation.dialog.waitFor();
      await shot(page, 'companies-2-state-confirmation');
      await confirmation.accept(`Se cambiará el estado de la empresa ${COSTENA.legalName}, ¿Desea continuar?`);
      await stateModal.waitFor({ state: 'hidden' });
      await expect.poll(() => list.grid.cell(COSTENA.access, 'Estado')).toBe('ACTIVO');
      await shot(page, 'companies-2-state-changed');

      // The list was read again and the company is still selected (rows are kept by key), so the
      // history opens at once and lists the change with the acting user.
      expect(await list.grid.row(COSTENA.access).getAttribute('aria-selected')).toBe('true');
      await list.action('Historial').click();
      const history = page.getByRole('dialog', { name: `Historial de cambios · ${COSTENA.legalName}` });
      await history.waitFor();
      // The state changes only (the history also holds the company's field edits).
      await history.getByLabel('Mostrar').selectOption('STATE');
      const entries = new Grid(history.getByRole('grid'));
      await entries.row(ADMIN_NAME).waitFor();
      expect(await entries.dataRows().count()).toBe(1);
      expect(await entries.column('Usuario')).toEqual([ADMIN_NAME]);
      expect(await entries.column('Qué cambió')).toEqual(['Activar: INACTIVO → ACTIVO']);
      expect(await entries.column('Fecha')).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)]);
      await shot(page, 'companies-2-state-history');
      await history.getByRole('button', { name: 'Cerrar' }).first().click();
      await history.waitFor({ state: 'hidden' });

      // Establishments: a new one from tab 3 is edited in tab 4 and comes back in the list.
      await list.tab('3. Establecimientos').click();
      const establishments = new EstablishmentList(page);
      await establishments.grid.row('COMERCIO').first().waitFor();
      expect(await establishments.grid.dataRows().count()).toBe(1);
      expect(await establishments.einvoicingStatus().textContent()).toBe('Facturación electrónica: INACTIVA');
      await establishments.action('Nuevo').click();
      await expect.poll(() => list.tab('4. Editar establecimiento').getAttribute('aria-selected')).toBe('true');
      const form = new EstablishmentForm(page);
      await form.section.waitFor();
      // Spec 000 §9 defaults of a new establishment.
      expect(await form.field('Sección').inputValue()).toBe('ALMACEN');
      expect(await form.field('Número de establecimiento').inputValue()).toBe('001');
      expect(await form.field('Descripción').inputValue()).toBe('COMERCIO');
      await form.field('Número de establecimiento').fill('002');
      await form.field('Descripción').fill('SUCURSAL MANTA CENTRO');
      await form.field('Provincia').selectOption({ label: 'Manabí' });
      await form.field('Ciudad').fill('MANTA');
      await form.field('Dirección').fill('Av. 24 y calle 13, Manta');
      await shot(page, 'companies-2-establishment-form');
      await form.section.getByRole('button', { name: 'Guardar' }).click();
      await expect.poll(() => list.tab('3. Establecimientos').getAttribute('aria-selected')).toBe('true');
      await establishments.grid.row('SUCURSAL MANTA CENTRO').waitFor();
      expect(await establishments.grid.dataRows().count()).toBe(2);
      expect(await establishments.grid.cell('SUCURSAL MANTA CENTRO', 'Ciudad')).toBe('MANTA');
      await shot(page, 'companies-2-establishment-added');

      // E-invoicing: the head office without address is refused with the spec's messages.
      await establishments.action('Activar facturación electrónica').click();
      const activation = new ActivationModal(page);
      await activation.dialog.waitFor();
      expect(await activation.field('Establecimiento Matriz').locator('option:checked').textContent()).toBe('001 COMERCIO');
      expect(await activation.field('Código numérico').inputValue()).toBe('12345678');
      expect(await activation.field('Ambiente').inputValue()).toBe('2');
      await activation.field('Dirección').fill('');
      await activation.submit();
      await toast(page, 'Existe errores en el envío del formulario').waitFor();
      await activation.dialog.getByText('Verifique la dirección que consta en el SRI', { exact: true }).waitFor();
      expect(await activation.field('Dirección').getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'companies-2-einvoicing-refused');

      await activation.field('Dirección').fill('Malecón Escénico, local 5');
      await activation.submit();
      await activation.dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => establishments.einvoicingStatus().textContent()).toBe('Facturación electrónica: ACTIVA');
      await shot(page, 'companies-2-einvoicing-active');

      // The list shows the company's new e-invoicing state.
      await list.tab('1. Empresas').click();
      await list.searchByAccess(COSTENA.access);
      await expect.poll(() => list.grid.cell(COSTENA.access, 'F. electrónica')).toBe('SI');

      expect(failures).toEqual([]);
      await page.close();
    },
  );

  it.skipIf(!hasChromium)('creates a company from the form, shows the access code and lists it in /empresas', async () => {
    const { page, failures } = await signedInPage(env, '/empresas/creacion');
    const creation = new CompanyCreation(page);
    const ruc = newRuc();

    await creation.chooseVersion('Contable 2024', 'Crear con el formulario');
    await creation.form.waitFor();
    await creation.field('RUC').fill(ruc);
    await creation.field('Razón social').fill('FERRETERÍA EL TORNILLO FELIZ S.A.');
    await creation.field('Dirección tributaria').fill('Av. 10 de Agosto N25-12 y Colón');
    await creation.field('Correo electrónico').fill('ventas@tornillofeliz.ec');
    await creation.field('Tipo de contribuyente').selectOption({ index: 1 });
    await creation.field('Provincia').selectOption({ label: 'Pichincha' });
    await creation.field('Ciudad').selectOption({ label: 'QUITO' });
    await creation.field('Usuario').fill('gerencia');
    await creation.field('Clave').fill('Clave.2025');
    await creation.field('Confirmar clave').fill('Clave.2025');
    await creation.field('Código de acceso').fill('tornillofeliz');
    await shot(page, 'companies-3-creation-form');
    await creation.form.getByRole('button', { name: 'Crear empresa (F2)' }).click();
    await toast(page, 'Empresa creada con éxito. Código de acceso: tornillofeliz').waitFor();
    // Back to tab 1 after success.
    await expect.poll(() => page.getByRole('tab', { name: '1. Versión' }).getAttribute('aria-selected')).toBe('true');
    await shot(page, 'companies-3-created');

    await page.goto(`${env.server.url}/empresas`);
    const list = new CompanyList(page);
    await list.searchByAccess('tornillofeliz');
    expect(await list.grid.cell('tornillofeliz', 'Razón social')).toBe('FERRETERÍA EL TORNILLO FELIZ S.A.');
    expect(await list.grid.cell('tornillofeliz', 'RUC')).toBe(ruc);
    expect(await list.grid.cell('tornillofeliz', 'Estado')).toBe('ACTIVO');
    expect(await list.grid.cell('tornillofeliz', 'Ciudad')).toBe('QUITO');
    expect(await list.grid.cell('tornillofeliz', 'F. electrónica')).toBe('NO');
    await shot(page, 'companies-3-created-in-list');

    expect(failures).toEqual([]);
    await page.close();
  });

  it.skipIf(!hasChromium)('uploads a spreadsheet of 20 good and 3 bad rows: progress reaches 100 % and the three row errors are listed', async () => {
    const { page, failures } = await signedInPage(env, '/empresas/creacion');
    const creation = new CompanyCreation(page);
    const good = Array.from({ length: 20 }, (_, i) => sheetRow(`e2elote${String(i + 1).padStart(2, '0')}`));
    const file = await spreadsheet([
      ...good.slice(0, 10),
      sheetRow('e2emalo1', { RUC: '110345678900' }), // row 18
      ...good.slice(10, 15),
      sheetRow('e2emalo2', { RIMPE: 'TAL VEZ' }), // row 24
      ...good.slice(15),
      sheetRow('e2emalo3', { PUNTO2: '2', ESTAB2: '001' }), // row 30
    ]);

    await creation.chooseVersion('Contable 2024', 'Cargar hoja de cálculo');
    const sheetTab = page.getByRole('region', { name: '3. Hoja de cálculo' });
    await sheetTab.waitFor();
    await sheetTab.getByLabel('Archivo .xlsx (los datos empiezan en la fila 8)', { exact: true }).setInputFiles(file);
    // Every value the bar shows, from its first render on (the job may finish between two polls).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const value = document.querySelector('[role="progressbar"][aria-valuenow]:not(.loading-bar)')?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await sheetTab.getByText('empresas-e2e.xlsx', { exact: true }).waitFor();
    await sheetTab.getByRole('button', { name: 'Procesar archivo' }).click();

    await toast(page, 'Hay errores en el archivo. Revise que haya ingresado todos los campos obligatorios.').waitFor();
    const progress = sheetTab.getByRole('progressbar', { name: 'Avance de la creación de empresas' });
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 120_000 }).toBe('100');
    expect(await sheetTab.locator('.cc-progress__text').textContent()).toBe('100 %');
    const seen = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(Number);
    // The bar moved forward through intermediate values (one step per created row) up to 100.
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    await expect
      .poll(() => sheetTab.locator('.cc-results__summary').textContent())
      .toBe('23 filas: 20 válidas, 3 con errores · Creadas 20, fallidas 0, pendientes 0 · Estado de la carga: Terminada');
    await toast(page, 'Se crearon 20 empresas desde la hoja de cálculo').waitFor();

    const results = new Grid(sheetTab.getByRole('grid', { name: 'Resultados de la hoja de cálculo' }));
    const errors = results.dataRows().filter({ hasText: 'Con errores' });
    await expect.poll(() => errors.count()).toBe(3);
    const shown = await Promise.all(
      (await errors.all()).map(async (row) => (await row.locator('[role="gridcell"]').allTextContents()).slice(0, 4).map((t) => t.trim())),
    );
    expect(shown).toEqual([
      ['18', 'Con errores', 'RUC', 'RUC debe tener 13 caracteres'],
      ['24', 'Con errores', 'RIMPE', 'RIMPE debe ser SI o NO'],
      ['30', 'Con errores', 'PUNTO2', 'PUNTO2 debe tener 3 caracteres numéricos (ejemplo 001)'],
    ]);
    expect(await results.row('Creada').first().isVisible()).toBe(true);
    await shot(page, 'companies-4-spreadsheet-done');

    // The created companies are in the list.
    await page.goto(`${env.server.url}/empresas`);
    const list = new CompanyList(page);
    await list.searchByAccess('e2elote20');
    expect(await list.grid.cell('e2elote20', 'Razón social')).toBe('COMERCIAL E2ELOTE20 S.A.');

    expect(failures).toEqual([]);
    await page.close();
  });
});
