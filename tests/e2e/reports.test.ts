import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium as chromiumPresent, journeyEnvironment, LoginScreen, SHOTS } from './browser.js';
import { demoCalendar, dmy } from './demo-calendar.js';
import { Grid, shot } from './screen-parts.js';

const hasChromium = chromiumPresent();

/** Types a date into a DateField and leaves it, so the picker commits it. */
async function typeDate(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
}

describe.runIf(hasChromium)('reports by module journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  /** Signed in as admin at `path`; waits for the address as long as a busy machine needs. */
  async function signedInPage(_env: typeof env, path: string) {
    const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-EC' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${env.server.url}/login?next=${encodeURIComponent(path)}`);
    await new LoginScreen(page).signIn('admin', 'admin');
    await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
    return { page, failures };
  }
  const sql = <T>(q: string, p: unknown[] = []): Promise<T[]> => env.server.services.orm.em.fork().getConnection().execute(q, p);

  it('runs a sales report for a date range, groups it, exports PDF and spreadsheet, shows its chart and opens an invoice from a row', async () => {
    const [andina] = await sql<{ id: number; name: string }>(
      "select emp_codigo as id, emp_razons as name from tempresa where emp_esquemadb = 'emp_andina' order by 1 limit 1",
    );
    const { page, failures } = await signedInPage(env, '/consultas/2');
    await page.getByRole('heading', { name: 'Consultas: Ventas' }).waitFor();
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina!.name });
    await page.getByLabel('Informe', { exact: true }).selectOption({ label: 'Facturas emitidas' });
    // Months 2 to 4 of the demo year (a quarter of its data, whatever today is).
    const { month } = demoCalendar();
    const [from, to] = [month(2).from, month(4).to];
    await typeDate(page, 'Desde', dmy(from));
    await typeDate(page, 'Hasta', dmy(to));
    await page.getByLabel('Referente (código)').waitFor();
    await shot(page, 'reports-01-criteria');
    await page.getByRole('button', { name: 'Consultar' }).click();
    // The view groups by SRI state: group rows first, each with its count.
    const grid = new Grid(page.getByRole('grid', { name: 'Facturas emitidas' }));
    await page.locator('[role="row"].rgrid__row--group').filter({ hasText: 'AUTORIZADO' }).first().waitFor();
    const [{ n, total }] = await sql<{ n: number; total: string }>(
      'select count(*)::int as n, sum(trn_total)::text as total from emp_andina.ttransaccion where tra_codigo = 1 and trn_fecha between ? and ?',
      [from, to],
    );
    await page.getByText(`${n} filas`).first().waitFor();
    const footer = page.locator('.rgrid__row--totals [data-column="total"]');
    const shown = Number(((await footer.textContent()) ?? '').replace(/\./g, '').replace(',', '.'));
    expect(shown).toBeCloseTo(Number(total), 2);
    await shot(page, 'reports-02-results');

    // Group by client too, then open every group.
    await page.getByRole('combobox', { name: 'Agrupar por' }).selectOption({ label: 'Cliente' });
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    await grid.dataRows().first().waitFor();
    await shot(page, 'reports-03-grouped');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF', exact: true }).click()]);
    expect(pdf.suggestedFilename()).toBe('resultados.pdf');
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const [xls] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel', exact: true }).click()]);
    expect(xls.suggestedFilename()).toBe('resultados.xls');
    const XLSX = (await import('sheetjs-style')).default;
    const book = XLSX.read(readFileSync(await xls.path()), { type: 'buffer' });
    const text = JSON.stringify(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 }));
    expect(text).toContain('Comprobante');

    // Chart tab: the view's saved chart (bars of the total by SRI state).
    await page.getByRole('combobox', { name: 'Agrupar por' }).waitFor();
    await page.getByRole('tab', { name: 'Gráfica' }).click();
    await page.locator('.chart-panel svg, .chart-panel canvas').first().waitFor();
    await shot(page, 'reports-04-chart');

    // Back to the table; a double click on a row opens 'Detalle de la Factura {code}' with the real invoice.
    await page.getByRole('tab', { name: 'Tabla' }).click();
    const removers = page.getByRole('toolbar').getByRole('button', { name: /^Quitar/ });
    while ((await removers.count()) > 0) await removers.first().click();
    const first = grid.dataRows().first();
    await first.waitFor();
    const voucher = ((await first.locator('[role="gridcell"]').nth(2).textContent()) ?? '').trim();
    const [popup] = await Promise.all([page.waitForEvent('popup'), first.locator('[role="gridcell"]').nth(2).dblclick()]);
    await popup.getByRole('heading', { name: /^Detalle de la Factura \d+$/ }).waitFor();
    await popup.getByText(voucher, { exact: false }).first().waitFor();
    await popup.setViewportSize({ width: 1000, height: 550 });
    await popup.screenshot({ path: `${SHOTS}/reports-05-invoice-window.png`, fullPage: true });
    expect(failures).toEqual([]);
  });

  it('opens an accounting entry from the journal report of the accounting module', async () => {
    const [andina] = await sql<{ name: string }>("select emp_razons as name from tempresa where emp_esquemadb = 'emp_andina' order by emp_codigo limit 1");
    const { page, failures } = await signedInPage(env, '/consultas/1');
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina!.name });
    await page.getByLabel('Informe', { exact: true }).selectOption({ label: 'Libro diario' });
    const { month, plusDays } = demoCalendar();
    await typeDate(page, 'Desde', dmy(month(3).from));
    await typeDate(page, 'Hasta', dmy(plusDays(month(3).from, 4)));
    await page.getByRole('button', { name: 'Consultar' }).click();
    // The view groups the lines by entry number.
    const grid = new Grid(page.getByRole('grid', { name: 'Libro diario' }));
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    await grid.dataRows().first().waitFor();
    await shot(page, 'reports-06-journal');
    const [popup] = await Promise.all([page.waitForEvent('popup'), grid.dataRows().first().locator('[role="gridcell"]').nth(1).dblclick()]);
    await popup.getByRole('heading', { name: 'Detalle del Asiento' }).waitFor();
    await popup.getByRole('table').first().waitFor();
    expect(new URL(popup.url()).pathname).toMatch(/^\/asiento\/ver\/\d+\/\d+$/);
    await popup.setViewportSize({ width: 1000, height: 550 });
    await popup.screenshot({ path: `${SHOTS}/reports-07-entry-window.png`, fullPage: true });
    expect(failures).toEqual([]);
  });

  it('shows the dashboard items of a company, each loading on its own', async () => {
    const [andina] = await sql<{ name: string }>("select emp_razons as name from tempresa where emp_esquemadb = 'emp_andina' order by emp_codigo limit 1");
    const { page, failures } = await signedInPage(env, '/tablero');
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina!.name });
    for (const title of [
      'Documentos autorizados este mes',
      'Empresas por estado',
      'Solicitudes de soporte por estado',
      'Paquetes por agotarse',
      'Documentos electrónicos del mes por estado',
      'Ventas del año por mes',
      'Cartera por cliente a hoy',
    ]) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.locator('.dashboard-item svg').first().waitFor();
    await page.getByRole('grid', { name: 'Cartera por cliente a hoy' }).locator('[role="row"].rgrid__row--data').first().waitFor();
    await expect.poll(() => page.locator('.dashboard-item[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    // Every chart drawn (each card's renderer loads on its own), none still 'Cargando gráfica…'.
    await expect.poll(() => page.locator('.dashboard-item .chart-panel__loading').count(), { timeout: 20_000 }).toBe(0);
    // A chart card draws its chart when its range up to today has rows, a table card never does:
    // each card is checked against its own count, taken as the dashboard takes it.
    const { today } = demoCalendar();
    const [{ usage, support, docs, sales }] = await sql<{ usage: number; support: number; docs: number; sales: number }>(
      `select (select count(*)::int from tconexion_uso where uso_fecha between date_trunc('month', ?::date) and ?::date) as usage,
              (select count(*)::int from tnotificacion where not_tipo = 1 and not_respuesta is null) as support,
              (select count(*)::int from emp_andina.tdocelectronico d join emp_andina.ttransaccion t using (trn_codigo) where t.trn_fecha between date_trunc('month', ?::date) and ?::date) as docs,
              (select count(*)::int from emp_andina.ttransaccion where tra_codigo = 1 and trn_estado = 1 and trn_fecha between date_trunc('year', ?::date) and ?::date) as sales`,
      [today, today, today, today, today, today],
    );
    // The demo year's last transaction is today's, with its document: this month always has one.
    expect(docs).toBeGreaterThan(0);
    const drawn = await page
      .locator('.dashboard-item')
      .evaluateAll((cards) => Object.fromEntries(cards.map((c) => [c.querySelector('h2')!.textContent, c.querySelector('.chart-panel svg') !== null])));
    expect(drawn).toEqual({
      'Documentos autorizados este mes': usage > 0,
      'Paquetes por agotarse': false,
      'Empresas por estado': true,
      'Solicitudes de soporte por estado': support > 0,
      'Documentos electrónicos del mes por estado': true,
      'Ventas del año por mes': sales > 0,
      'Cartera por cliente a hoy': false,
    });
    await shot(page, 'reports-08-dashboard');

    // The user's own dashboard: one more figure, saved for this user only; emptied, back to the general one.
    await page.getByText('Tablero general').waitFor();
    await page.getByRole('button', { name: 'Configurar tablero' }).click();
    const editor = page.getByRole('form', { name: 'Configurar tablero' });
    await editor.getByRole('button', { name: 'Agregar elemento' }).click();
    await editor.getByRole('button', { name: 'Guardar tablero' }).click();
    await editor.getByText('Existen campos vacíos').waitFor();
    await editor.getByLabel('Tipo del elemento 8').selectOption('INFO');
    await editor.getByLabel('Título del elemento 8').fill('Mis empresas');
    await editor.getByLabel('Cifra del elemento 8').selectOption('COMPANIES_BY_STATE');
    await editor.getByLabel('Rango del elemento 8').selectOption('TODAY');
    await editor.getByLabel('Vista del elemento 8').selectOption('tabla');
    await editor.getByRole('button', { name: 'Subir elemento 8' }).click();
    await shot(page, 'reports-08b-dashboard-editor');
    await editor.getByRole('button', { name: 'Guardar tablero' }).click();
    await page.locator('.toast').filter({ hasText: 'Tablero guardado' }).waitFor();
    await page.getByText('Su tablero').waitFor();
    await page.getByRole('grid', { name: 'Mis empresas' }).locator('[role="row"].rgrid__row--data').first().waitFor();
    const [{ id: adminId }] = await sql<{ id: number }>("select usr_codigo as id from tusuarios where usr_id = 'admin'");
    expect(
      await sql('select dinf_orden, dinf_titulo, dinf_info, dinf_fecha, dinf_config from tdashboard where usr_codigo = ? and dinf_titulo = ?', [
        adminId,
        'Mis empresas',
      ]),
    ).toEqual([{ dinf_orden: 7, dinf_titulo: 'Mis empresas', dinf_info: 'empresas_estado', dinf_fecha: 'hoy', dinf_config: { vista: 'tabla' } }]);
    await page.getByRole('button', { name: 'Configurar tablero' }).click();
    for (let i = 8; i >= 1; i--) await editor.getByRole('button', { name: `Quitar elemento ${i}` }).click();
    await editor.getByRole('button', { name: 'Guardar tablero' }).click();
    await page.getByText('Tablero general').waitFor();
    expect(await sql('select count(*)::int as n from tdashboard where usr_codigo = ?', [adminId])).toEqual([{ n: 0 }]);
    expect(failures).toEqual([]);
  });

  it('administrator: lists the reports, opens a specification, previews a view live, and creates a report on an existing function', async () => {
    const [andina] = await sql<{ name: string }>("select emp_razons as name from tempresa where emp_esquemadb = 'emp_andina' order by emp_codigo limit 1");
    const { page, failures } = await signedInPage(env, '/informes/0');
    await page.getByText('Debe seleccionar: Servidor y Base de Datos para consultar los reportes').waitFor();
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina!.name });
    const list = new Grid(page.getByRole('grid', { name: 'Lista de informes' }));
    await list.row('Ventas por mes').waitFor();
    // The list pages on the server (reportPage): the pager counts the company's reports; order and search go to the server.
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from emp_andina.tinforme');
    const pager = page.getByRole('navigation', { name: 'Páginas de la lista de informes' });
    await pager.getByText(`${n} informes`).waitFor();
    await page.getByLabel('Ordenar por', { exact: true }).selectOption({ label: 'Código' });
    const codes = await sql<{ c: number }>('select inf_codigo as c from emp_andina.tinforme order by inf_codigo limit 50');
    await expect.poll(() => list.column('Código')).toEqual(codes.map((c) => String(c.c)));
    await page.getByLabel('Buscar (nombre o función)', { exact: true }).fill('inf_ventas');
    const [{ m }] = await sql<{ m: number }>(
      "select count(*)::int as m from emp_andina.tinforme where inf_nombre ilike '%inf\\_ventas%' or inf_funcio ilike '%inf\\_ventas%'",
    );
    expect(m).toBeGreaterThan(1);
    await pager.getByText(`${m} informes`).waitFor();
    await expect.poll(() => list.dataRows().count()).toBe(m);
    // Search and order are in the URL: a reload brings the same list back.
    expect(new URL(page.url()).search).toBe('?buscar=inf_ventas&orden=CODE');
    await page.reload();
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina!.name });
    await pager.getByText(`${m} informes`).waitFor();
    expect(await page.getByLabel('Buscar (nombre o función)', { exact: true }).inputValue()).toBe('inf_ventas');
    expect(await page.getByLabel('Ordenar por', { exact: true }).inputValue()).toBe('CODE');
    await page.getByLabel('Buscar (nombre o función)', { exact: true }).fill('');
    await page.getByLabel('Ordenar por', { exact: true }).selectOption({ label: 'Módulo y nombre' });
    await pager.getByText(`${n} informes`).waitFor();
    await shot(page, 'reports-09-admin-list');
    await list.row('Ventas por mes').locator('[role="gridcell"]').nth(1).dblclick();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Ventas por mes');
    expect(await page.getByLabel('Función', { exact: true }).inputValue()).toBe('inf_ventas_mes');
    await page.getByRole('tab', { name: 'Vistas y vista previa' }).click();
    await page.getByText('Seleccione una vista para ver o editar el detalle de las columnas').waitFor();
    await page.getByLabel('Vista', { exact: true }).selectOption({ label: 'Ventas por mes' });
    // The preview carries the report's own filter form: a monthly report picks its months
    // (months 9 to 11 of the demo year, which have sales on any day).
    const { month } = demoCalendar();
    const filters = page.getByRole('group', { name: 'Filtros de la vista previa' });
    const [first, last] = [month(9).from, month(11).from];
    await filters.getByLabel('Año desde').selectOption(first.slice(0, 4));
    await filters.getByLabel('Mes desde').selectOption(String(Number(first.slice(5, 7))));
    await filters.getByLabel('Año hasta').selectOption(last.slice(0, 4));
    await filters.getByLabel('Mes hasta').selectOption(String(Number(last.slice(5, 7))));
    await page.getByRole('button', { name: 'Vista previa' }).click();
    await page.getByRole('grid', { name: 'Ventas por mes' }).locator('[role="row"].rgrid__row--data').first().waitFor();
    await shot(page, 'reports-10-admin-preview');

    await page.getByRole('tab', { name: 'Nuevo' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.getByText('Existen campos vacíos').waitFor();
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Ventas por cliente (copia)');
    await page.getByLabel('Salida', { exact: true }).selectOption({ label: 'Tabla y gráfica' });
    await page.getByLabel('Función', { exact: true }).selectOption({ label: 'inf_ventas_cliente' });
    await page.getByLabel('Módulo', { exact: true }).selectOption({ label: 'Ventas' });
    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: 'RESUMEN' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.locator('.toast').filter({ hasText: 'Informe guardado' }).waitFor();
    expect(await sql("select inf_funcio from emp_andina.tinforme where inf_nombre = 'Ventas por cliente (copia)'")).toEqual([
      { inf_funcio: 'inf_ventas_cliente' },
    ]);
    await shot(page, 'reports-11-admin-saved');

    // Tab 3: a view with its columns (a group and a total), its chart, and the live preview.
    await page.getByRole('tab', { name: 'Vistas y vista previa' }).click();
    await page.getByRole('button', { name: 'Nueva vista' }).click();
    await page.getByLabel('Título de la vista').fill('Por cliente');
    await page.getByRole('button', { name: 'Guardar vista' }).click();
    await page.locator('.toast').filter({ hasText: 'Vista guardada' }).waitFor();
    await page.getByRole('heading', { name: 'Columnas de «Por cliente»' }).waitFor();
    await page.getByRole('button', { name: 'Copiar columna' }).click();
    await page.getByText('Seleccione la columna que quiere copiar').waitFor();
    for (const column of ['cliente', 'documentos', 'total']) {
      await page.getByLabel('Columna a agregar').selectOption(column);
      await page.getByRole('button', { name: 'Agregar columna' }).click();
      await page.getByLabel(`Título de ${column}`).waitFor();
    }
    await page.getByLabel('Título de cliente').fill('Cliente');
    await page.getByLabel('Agrupación de cliente').selectOption('GROUPED');
    await page.getByLabel('Total de documentos').selectOption('COUNT');
    const colour = page.getByLabel('Color de total');
    await colour.fill('rgb(300, 0, 0)');
    await colour.press('Tab');
    await page.getByText('El color de celda debe estar en formato: rgb([0-255], [0-255], [0-255])').waitFor();
    expect(await colour.inputValue()).toBe('');
    await colour.fill('rgb(220, 240, 255)');
    await colour.press('Tab');
    await shot(page, 'reports-12-admin-columns');
    await page.getByRole('button', { name: 'Guardar columnas' }).click();
    await page.locator('.toast').filter({ hasText: 'Columnas guardadas' }).waitFor();
    const saved = await sql<{ cols: string }>(
      `select string_agg(d.di_column || ':' || d.di_descri || ':' || d.di_grupo || ':' || d.di_total || ':' || coalesce(d.di_color, '-'), ',' order by d.di_orden) as cols
         from emp_andina.tdetinforme d join emp_andina.tvistainf v using (vin_codigo) join emp_andina.tinforme i using (inf_codigo)
        where i.inf_nombre = 'Ventas por cliente (copia)' and v.vin_especi = 'Por cliente'`,
    );
    expect(saved[0]!.cols).toBe('cliente:Cliente:T:F:-,documentos:documentos:F:CONT:-,total:total:F:T:rgb(220, 240, 255)');

    await page.getByRole('button', { name: 'Configurar gráfica' }).click();
    const setup = page.getByRole('dialog', { name: 'Configurar gráfica' });
    await setup.getByRole('button', { name: 'Aceptar' }).click();
    await setup.getByText('Debe seleccionar el tipo de gráfica').waitFor();
    await setup.getByText('Barras horizontales').click();
    await shot(page, 'reports-13-admin-chart-setup');
    await setup.getByRole('button', { name: 'Aceptar' }).click();
    await page.locator('.toast').filter({ hasText: 'Gráfica guardada' }).waitFor();
    expect(
      await sql(
        "select v.vin_tipgra, v.vin_leygra, (select string_agg(igr_column, ',') from emp_andina.tgrafinf g where g.vin_codigo = v.vin_codigo) as series from emp_andina.tvistainf v where v.vin_especi = 'Por cliente'",
      ),
    ).toEqual([{ vin_tipgra: 2, vin_leygra: 'cliente', series: 'documentos' }]);

    // A report over dates: the preview's own Desde and Hasta (months 2 to 4 of the demo year).
    await typeDate(page, 'Desde', dmy(month(2).from));
    await typeDate(page, 'Hasta', dmy(month(4).to));
    await page.getByRole('button', { name: 'Vista previa' }).click();
    const preview = page.getByRole('grid', { name: 'Ventas por cliente (copia)' });
    await preview.locator('[role="row"].rgrid__row--data, [role="row"].rgrid__row--group').first().waitFor();
    await shot(page, 'reports-14-admin-view-preview');
    await page.getByRole('tab', { name: 'Gráfica' }).click();
    await page.locator('.report-view svg').first().waitFor();
    await shot(page, 'reports-15-admin-view-chart');
    expect(failures).toEqual([]);
  });

  it('administrator mode 3: copies a report to three companies from the selector column and refuses a file that is not a spreadsheet', async () => {
    const companies = await sql<{ id: number; name: string; schema: string }>(
      "select emp_codigo as id, emp_razons as name, emp_esquemadb as schema from tempresa where emp_esquemadb in ('emp_andina', 'emp_costena', 'emp_pacifico', 'emp_sanmarcos') order by emp_codigo",
    );
    const andina = companies.find((c) => c.schema === 'emp_andina')!;
    const targets = companies.filter((c) => c.schema !== 'emp_andina');
    const before = await Promise.all(
      targets.map(
        async (t) => (await sql<{ n: number }>(`select count(*)::int as n from "${t.schema}".tinforme where inf_funcio = 'inf_notas_credito'`))[0]!.n,
      ),
    );
    const { page, failures } = await signedInPage(env, '/informes/3');
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina.name });
    const list = new Grid(page.getByRole('grid', { name: 'Lista de informes' }));
    const [{ name }] = await sql<{ name: string }>("select inf_nombre as name from emp_andina.tinforme where inf_funcio = 'inf_notas_credito'");
    await list.row(name!).getByRole('checkbox', { name: 'Seleccionar fila' }).click();
    await page.getByRole('button', { name: 'Copiar a bases de datos' }).click();
    const modal = page.getByRole('dialog', { name: 'Copiar informe a bases de datos' });
    await modal.getByRole('button', { name: 'Copiar' }).click();
    await modal.getByText('Seleccione al menos una empresa').waitFor();
    for (const t of targets) await modal.getByRole('checkbox', { name: t.name, exact: true }).check();
    await modal.getByRole('button', { name: 'Copiar' }).click();
    await modal.getByRole('table').getByText('Aplicado').first().waitFor();
    expect(await modal.getByRole('table').getByText('Aplicado').count()).toBe(3);
    await page.locator('.toast').filter({ hasText: 'Informe copiado en 3 empresas' }).waitFor();
    await shot(page, 'reports-16-admin-copy');
    for (const [i, t] of targets.entries()) {
      expect((await sql<{ n: number }>(`select count(*)::int as n from "${t.schema}".tinforme where inf_funcio = 'inf_notas_credito'`))[0]!.n).toBe(
        before[i]! + 1,
      );
    }
    await modal.getByRole('button', { name: 'Cerrar' }).first().click();

    await page.getByRole('button', { name: 'Crear desde hoja de cálculo' }).click();
    const upload = page.getByRole('dialog', { name: 'Crear informes desde una hoja de cálculo' });
    await upload.getByLabel('Archivo').setInputFiles({ name: 'informes.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una hoja') });
    await upload.getByRole('button', { name: 'Crear informes' }).click();
    await upload.getByText('Seleccione un archivo válido').waitFor();
    await upload.getByLabel('Archivo').setInputFiles({
      name: 'informes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK\u0003\u0004 roto'),
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('importReports'));
    await upload.getByRole('button', { name: 'Crear informes' }).click();
    expect((await (await answered).json()).errors[0].message).toBe('Seleccione un archivo válido');
    await upload.getByText('Seleccione un archivo válido').waitFor();
    await shot(page, 'reports-17-admin-import-invalid');
    expect(failures).toEqual([]);
  });

  it('a report whose flags ask for a warehouse and a section lists the company’s warehouses and that warehouse’s sections', async () => {
    const [andina] = await sql<{ name: string }>("select emp_razons as name from tempresa where emp_esquemadb = 'emp_andina' order by emp_codigo limit 1");
    const [{ code }] = await sql<{ code: number }>(
      "insert into emp_andina.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo, inf_asocia) values ('Ventas por almacén', 'inf_facturas', 2, 1, '1200000000000') returning inf_codigo as code",
    );
    await sql("insert into emp_andina.tvistainf (inf_codigo, vin_especi) values (?, 'General')", [code]);
    const warehouses = await sql<{ id: number; label: string }>(
      "select alm_codigo as id, alm_nroest || ' ' || alm_razsoc as label from emp_andina.talmacen order by alm_nroest, alm_codigo",
    );
    const sections = await sql<{ label: string }>(
      "select tdv_numero || ' ' || tdv_nombre as label from emp_andina.tpuntoventa where alm_codigo = ? order by tdv_numero",
      [warehouses[0]!.id],
    );
    expect(sections.length).toBeGreaterThan(0);
    const { page, failures } = await signedInPage(env, '/consultas/2');
    await page.getByLabel('Empresa', { exact: true }).selectOption({ label: andina!.name });
    await page.getByLabel('Informe', { exact: true }).selectOption({ label: 'Ventas por almacén' });
    const warehouse = page.getByLabel('Almacén', { exact: true });
    await expect.poll(async () => (await warehouse.locator('option').allTextContents()).slice(1)).toEqual(warehouses.map((w) => w.label));
    await warehouse.selectOption({ label: warehouses[0]!.label });
    const section = page.getByLabel('Sección (obligatorio)', { exact: true });
    await expect.poll(async () => (await section.locator('option').allTextContents()).slice(1)).toEqual(sections.map((x) => x.label));
    await shot(page, 'reports-18-criteria-lookups');
    expect(failures).toEqual([]);
  });
});
