import { readFileSync } from 'node:fs';
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../api/src/domain/money.js';
import { generateSales } from '../../web/src/features/widgets-demo/demo-data.js';
import { LoginScreen, SHOTS, hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';

const hasChromium = chromiumPresent();

/** The sales report of the widgets demo: its grid tab and its chart tab. */
class SalesReport {
  constructor(private readonly page: Page) {}

  get card() {
    return this.page.getByTestId('grid-demo-main');
  }

  async filter(column: string, text: string) {
    await this.card.getByLabel(`Filtrar ${column}`, { exact: true }).fill(text);
  }

  async groupBy(column: string) {
    await this.card.getByRole('combobox', { name: 'Agrupar por' }).selectOption({ label: column });
  }

  footerCell(columnId: string) {
    return this.card.locator(`.rgrid__row--totals [data-column="${columnId}"]`);
  }

  async download(button: 'PDF' | 'Excel') {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.card.getByRole('button', { name: button, exact: true }).click()]);
    return download;
  }

  async openTab(name: 'Tabla' | 'Gráfica') {
    await this.card.getByRole('tab', { name }).click();
  }
}

/** The chart setup modal of a chart panel. */
class ChartSetup {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Configurar gráfica' });
  }

  async chooseType(label: string) {
    await this.dialog.getByLabel(label, { exact: true }).check();
  }

  async addSeries(column: string) {
    await this.dialog.getByLabel('Columna para agregar como serie').selectOption({ label: column });
    await this.dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
  }
}

describe('shared widgets journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it.skipIf(!hasChromium)('filters, groups, totals and exports the sales report, then refuses a two-series pie and draws the Ecuador map', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-EC', acceptDownloads: true });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    await page.goto(`${env.server.url}/login?next=%2Fadministracion%2Fwidgets`);
    await new LoginScreen(page).signIn('admin', 'admin');
    await page.getByRole('heading', { name: 'Componentes compartidos', level: 1 }).waitFor();
    const report = new SalesReport(page);
    await report.card.getByRole('grid').waitFor();

    // What the grid must show, computed here from the same demo rows.
    const loja = generateSales(2000).filter((row) => String(row.provincia).toLowerCase().includes('loja'));
    const lojaTotal = loja.reduce((sum, row) => sum + Number(row.total), 0);
    const lojaQuantity = loja.reduce((sum, row) => sum + Number(row.cantidad), 0);
    expect(loja.length).toBeGreaterThan(50);

    await report.filter('Provincia', 'Loja');
    await expect.poll(() => report.footerCell('comprobante').textContent()).toBe(formatNumber(loja.length, 0));
    expect(await report.footerCell('total').textContent()).toBe(formatNumber(lojaTotal, 2));
    expect(await report.footerCell('cantidad').textContent()).toBe(formatNumber(lojaQuantity, 0));
    expect(await report.footerCell('saldo').textContent()).toBe(formatNumber(Number(loja.at(-1)!.saldo), 2));

    await report.groupBy('Vendedor');
    const sellers = [...new Set(loja.map((row) => String(row.vendedor)))].sort((a, b) => a.localeCompare(b, 'es'));
    const firstSeller = sellers[0]!;
    const firstGroup = report.card.getByRole('row', { name: new RegExp(`${firstSeller}`) }).first();
    await firstGroup.waitFor();
    const firstCount = loja.filter((row) => row.vendedor === firstSeller).length;
    expect(await firstGroup.textContent()).toContain(`(${formatNumber(firstCount, 0)})`);
    // Grouping does not change the footer: it totals every filtered row.
    expect(await report.footerCell('total').textContent()).toBe(formatNumber(lojaTotal, 2));
    await page.screenshot({ path: `${SHOTS}/widgets-grid-filtered-grouped.png` });

    const pdf = await report.download('PDF');
    expect(pdf.suggestedFilename()).toBe('resultados.pdf');
    const xls = await report.download('Excel');
    expect(xls.suggestedFilename()).toBe('resultados.xls');
    // The spreadsheet holds the filtered rows: its last line is the grand total.
    const XLSX = (await import('sheetjs-style')).default;
    const book = XLSX.read(readFileSync(await xls.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const lines = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    const numbers = (lines.at(-1) ?? []).filter((v): v is number => typeof v === 'number');
    expect(numbers.some((v) => Math.abs(v - lojaTotal) < 0.005)).toBe(true);

    // Chart tab: 2000 rows and no saved chart, so no default chart.
    await report.openTab('Gráfica');
    await report.card.getByRole('alert').filter({ hasText: 'demasiados datos' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/widgets-chart-too-much-data.png` });

    await report.card.getByRole('button', { name: 'Configurar', exact: true }).click();
    const setup = new ChartSetup(page);
    await setup.dialog.waitFor();
    await setup.chooseType('Pastel');
    await setup.dialog.getByLabel('Columna de categorías (leyenda)').selectOption({ label: 'Provincia' });
    await setup.addSeries('Subtotal');
    await setup.addSeries('Total');
    await setup.dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Para gráficas de pastel se debe configurar la categoría y UNA serie', { exact: true }).first().waitFor();
    expect(await setup.dialog.isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/widgets-chart-pie-refused.png` });

    // A map of the totals by province: Ecuador is the default region.
    await setup.chooseType('Mapa');
    await setup.dialog.getByLabel('Columna con el código de región').selectOption({ label: 'Código de provincia' });
    // The setup proposed Cantidad before Subtotal and Total were added: keep only Total.
    await setup.dialog.getByRole('button', { name: 'Quitar la serie Cantidad' }).click();
    await setup.dialog.getByRole('button', { name: 'Quitar la serie Subtotal' }).click();
    expect(await setup.dialog.getByRole('button', { name: /^Quitar la serie / }).count()).toBe(1);
    await setup.dialog.getByRole('button', { name: 'Quitar la serie Total' }).waitFor();
    await setup.dialog.getByRole('button', { name: 'Aceptar' }).click();
    await setup.dialog.waitFor({ state: 'hidden' });
    const region = report.card.getByRole('combobox', { name: 'Mapa' });
    await region.waitFor();
    expect(await region.inputValue()).toBe('ec');
    const canvas = report.card.getByTestId('chart-canvas');
    await canvas.locator('svg path').first().waitFor();
    // 24 provinces drawn (Galápagos included).
    expect(await canvas.locator('svg path[fill]').count()).toBeGreaterThanOrEqual(24);
    await page.screenshot({ path: `${SHOTS}/widgets-chart-ecuador-map.png` });

    expect(failures).toEqual([]);
    await page.close();
  });
});
