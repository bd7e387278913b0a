import { describe, expect, it } from 'vitest';
import { DATABASE_URL } from '../support/env.js';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Confirmation, Grid, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();
// pg_dump's custom format on PostgreSQL, a SQL script from PGlite's own dump on the embedded database.
const FILE = `andina_journey.${DATABASE_URL ? 'dump' : 'sql'}`;

describe.runIf(hasChromium)('backup, restore and script administration journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it('generates a backup with its progress bar, then restores it into a new schema', async () => {
    const sql = (text: string) => env.server.services.orm.em.fork().getConnection().execute(text) as Promise<Array<Record<string, unknown>>>;
    const [{ schema }] = (await sql(`select emp_esquemadb as schema from tempresa where emp_coding = 'andina'`)) as [{ schema: string }];
    const { page, failures } = await signedInPage(env, '/backup_restore');
    await page.getByRole('tab', { name: '1. Backup' }).waitFor();
    await page.getByLabel('Esquema de la empresa').selectOption(schema);
    await page.getByLabel('Nombre del archivo (opcional)').fill('andina_journey');
    await page.getByRole('button', { name: 'Generar backup' }).click();
    await new Confirmation(page).accept(`Se va a generar un backup del esquema ${schema}. ¿Desea continuar?`);
    const bar = page.getByRole('progressbar', { name: 'Avance del backup' });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await toast(page, `Backup generado: ${FILE}`).waitFor();
    const list = new Grid(page.getByRole('grid', { name: 'Backups generados' }));
    await list.row(FILE).waitFor();
    await expect.poll(() => list.cell(FILE, 'Estado')).toBe('Terminado');
    await shot(page, 'backup-01-generated');

    await page.getByRole('tab', { name: '2. Restaurar' }).click();
    const restoreList = new Grid(page.getByRole('grid', { name: 'Backups disponibles para restaurar' }));
    await restoreList.row(FILE).click();
    await page.getByText(`Backup elegido: ${FILE}`).waitFor();
    await page.getByLabel('Esquema destino').fill('emp_andina_journey');
    await page.getByRole('button', { name: 'Restaurar backup' }).click();
    await new Confirmation(page).accept(`Se va a restaurar ${FILE} en el esquema nuevo emp_andina_journey. ¿Desea continuar?`);
    const restoreBar = page.getByRole('progressbar', { name: 'Avance de la restauración' });
    await expect.poll(() => restoreBar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await toast(page, 'Backup restaurado en el esquema emp_andina_journey').waitFor();
    await shot(page, 'backup-02-restored');
    const [{ n }] = (await sql(`select count(*)::int as n from emp_andina_journey.talmacen`)) as [{ n: number }];
    const [{ m }] = (await sql(`select count(*)::int as m from "${schema}".talmacen`)) as [{ m: number }];
    expect(n).toBe(m);
    expect(failures).toEqual([]);
  });

  it("applies a script to three schemas and shows each schema's result", async () => {
    const { tenants } = env.server.services;
    for (const s of ['emp_journey_a', 'emp_journey_b', 'emp_journey_c']) await tenants.provision(s, 'v1');
    const conn = env.server.services.orm.em.fork().getConnection();
    await conn.execute('create table emp_journey_a.tmovimiento (id int)');
    await conn.execute('create table emp_journey_b.tmovimiento (id int)');
    const { page, failures } = await signedInPage(env, '/admin/scripts');
    await page
      .getByLabel('Script (script_fn)')
      .fill('create or replace function f_total() returns bigint language sql as $$ select count(*) from tmovimiento $$');
    for (const s of ['emp_journey_a', 'emp_journey_b', 'emp_journey_c']) await page.getByRole('checkbox', { name: s }).check();
    await shot(page, 'scripts-01-form');
    await page.getByRole('button', { name: 'Ejecutar script' }).click();
    await new Confirmation(page).accept('Se va a ejecutar el script en 3 esquemas. ¿Desea continuar?');
    await toast(page, 'Error: 2 esquemas con Exito, 1 con Error').waitFor();
    const results = new Grid(page.getByRole('grid', { name: 'Resultado por esquema' }));
    await results.row('emp_journey_c').waitFor();
    expect(await results.column('Esquema')).toEqual(['emp_journey_a', 'emp_journey_b', 'emp_journey_c']);
    expect(await results.column('Resultado')).toEqual(['Exito', 'Exito', 'Error']);
    expect(await results.cell('emp_journey_c', 'Mensaje de la base')).toContain('relation "tmovimiento" does not exist');
    // The last schema's result can be drawn a moment before the bar hears of the run's end.
    await expect.poll(() => page.getByRole('progressbar', { name: 'Avance de la ejecución' }).getAttribute('aria-valuenow')).toBe('100');
    await shot(page, 'scripts-02-results');
    expect(failures).toEqual([]);
  });
});
