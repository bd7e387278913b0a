import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportsFixture } from './reports-fixtures.js';

const fixture = reportsFixture();
const { ids, sql } = fixture;

const IMPORT =
  'mutation ($c: Int, $f: String) { importReports(companyId: $c, contentBase64: $f) { code name functionName module period singleDate associations active } }';

async function workbook(rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Informes');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
const count = async (schema: string) => (await sql<{ n: number }>(`select count(*)::int as n from "${schema}".tinforme`))[0]!.n;

describe('function columns for the columns editor', () => {
  it('gives the columns a report function returns with their kind, and refuses a function outside the schema', async () => {
    const r = await fixture.admin.graphql<{ reportFunctionColumns: { name: string; kind: string }[] }>(
      'query ($c: Int, $f: String) { reportFunctionColumns(companyId: $c, functionName: $f) { name kind } }',
      {
        c: ids.emp_andina,
        f: 'inf_ventas_mes',
      },
    );
    const [{ cols }] = await sql<{ cols: string }>(
      `select string_agg(a.name, ',' order by a.ord) as cols from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
              unnest(p.proargnames, p.proargmodes::text[]) with ordinality as a(name, mode, ord) where n.nspname = 'emp_andina' and p.proname = 'inf_ventas_mes' and a.mode = 't'`,
    );
    expect(r.data!.reportFunctionColumns.map((c) => c.name).join(',')).toBe(cols);
    expect(r.data!.reportFunctionColumns.some((c) => c.kind === 'DECIMAL')).toBe(true);
    const bad = await fixture.admin.graphql('query ($c: Int) { reportFunctionColumns(companyId: $c, functionName: "pg_sleep") { name } }', {
      c: ids.emp_andina,
    });
    expect(bad.errors![0]!.message).toBe('La función pg_sleep no existe en el esquema de la empresa o no devuelve una tabla');
  });
});

describe('reports from a spreadsheet (reporte_from_file), parsed on the server', () => {
  it("refuses what is not a report spreadsheet with 'Seleccione un archivo válido' and writes nothing", async () => {
    const before = await count('emp_costena');
    const files = [
      null,
      Buffer.from('nombre,funcion\nA,inf_ventas_mes\n').toString('base64'),
      Buffer.from('PK\u0003\u0004 no es un zip').toString('base64'),
      await workbook([
        ['Código', 'Descripción'],
        [1, 'x'],
      ]),
      await workbook([['Nombre', 'Función']]),
    ];
    for (const f of files) {
      const r = await fixture.admin.graphql(IMPORT, { c: ids.emp_costena, f });
      expect(r.errors![0]!.message).toBe('Seleccione un archivo válido');
    }
    const rest = await fixture.admin.rest('POST', '/rest/informes/treporte/0?opc=reporte_from_file', {
      emp_codigo: ids.emp_costena,
      archivo: 'bm8gZXMgdW4gYXJjaGl2bw==',
    });
    expect(rest.body).toMatchObject({ estado: 400, msg: 'Seleccione un archivo válido' });
    expect(await count('emp_costena')).toBe(before);
  });

  it('a list exported from one company creates its reports in another, each with a view, columns and a chart', async () => {
    const exported = await fixture.admin.rest('GET', `/rest/tinforme/excel?emp_codigo=${ids.emp_andina}&filtmod=6`);
    const before = await count('emp_pacifico');
    const r = await fixture.admin.rest('POST', '/rest/informes/treporte/0?opc=reporte_from_file', {
      emp_codigo: ids.emp_pacifico,
      archivo: exported.body.archivo,
    });
    expect(r.body).toMatchObject({ estado: 200, msg: '1 informe creado' });
    const created = (r.body.informes as { inf_codigo: number; inf_nombre: string; inf_funcio: string }[])[0]!;
    expect(created).toMatchObject({ inf_nombre: 'Impuestos por mes', inf_funcio: 'inf_impuestos_mes' });
    expect(await count('emp_pacifico')).toBe(before + 1);
    const [source] = await sql<Record<string, unknown>>(
      "select inf_modulo, cin_codigo, inf_periodo, inf_fecha, inf_asocia, inf_items, inf_activo from emp_andina.tinforme where inf_funcio = 'inf_impuestos_mes'",
    );
    const [copy] = await sql<Record<string, unknown>>(
      'select inf_modulo, cin_codigo, inf_periodo, inf_fecha, inf_asocia, inf_items, inf_activo from emp_pacifico.tinforme where inf_codigo = ?',
      [created.inf_codigo],
    );
    expect(copy).toEqual(source);
    const [view] = await sql<{ vin_especi: string; vin_tipgra: number; series: string; totals: string }>(
      `select v.vin_especi, v.vin_tipgra, (select string_agg(igr_column, ',' order by igr_orden) from emp_pacifico.tgrafinf g where g.vin_codigo = v.vin_codigo) as series,
              (select string_agg(di_column || ':' || di_total, ',' order by di_orden) from emp_pacifico.tdetinforme d where d.vin_codigo = v.vin_codigo) as totals
         from emp_pacifico.tvistainf v where v.inf_codigo = ?`,
      [created.inf_codigo],
    );
    expect(view!.vin_especi).toBe('General');
    expect(view!.vin_tipgra).toBe(1);
    expect(view!.series.length).toBeGreaterThan(0);
    for (const s of view!.series.split(',')) expect(view!.totals).toContain(`${s}:T`);
    // The created report runs.
    const run = await fixture.admin.graphql<{ runReport: { rowCount: number } }>(
      'query ($c: Int, $code: Int!) { runReport(companyId: $c, code: $code, form: { yearFrom: 2026, monthFrom: 1, monthTo: 3 }) { rowCount } }',
      {
        c: ids.emp_pacifico,
        code: created.inf_codigo,
      },
    );
    expect(run.errors).toBeUndefined();
    const audit = await sql<{ n: number }>("select count(*)::int as n from tauditoria where aud_accion = 'informe_desde_archivo'");
    expect(audit[0]!.n).toBe(1);
  });

  it('a refused row names its row and nothing of the file is created', async () => {
    const before = await count('emp_sanmarcos');
    const file = await workbook([
      ['Nombre', 'Módulo', 'Categoría', 'Función', 'Salida'],
      ['Ventas A', 'VENTAS', 2, 'inf_ventas_mes', 3],
      ['Ventas B', 2, 2, 'no_existe', 3],
    ]);
    const r = await fixture.admin.graphql(IMPORT, { c: ids.emp_sanmarcos, f: file });
    expect(r.errors![0]!.message).toBe('Fila 3: La función no_existe no existe en el esquema de la empresa o no devuelve una tabla');
    const empty = await fixture.admin.graphql(IMPORT, {
      c: ids.emp_sanmarcos,
      f: await workbook([
        ['Nombre', 'Módulo', 'Categoría', 'Función'],
        ['', 'VENTAS', 2, 'inf_ventas_mes'],
      ]),
    });
    expect(empty.errors![0]!.message).toBe('Fila 2: Existen campos vacíos');
    expect(await count('emp_sanmarcos')).toBe(before);
    const ok = await fixture.admin.graphql<{ importReports: { name: string; module: string; active: boolean }[] }>(IMPORT, {
      c: ids.emp_sanmarcos,
      f: await workbook([
        ['Nombre', 'Módulo', 'Categoría', 'Función', 'Activo'],
        ['Ventas A', 'VENTAS', 2, 'inf_ventas_mes', 'NO'],
      ]),
    });
    expect(ok.data!.importReports).toEqual([expect.objectContaining({ name: 'Ventas A', module: 'SALES', active: false })]);
  });
});

describe('multi-company calls of /rest/informes/treporte', () => {
  it('get_data_mult gives the report of a function in each company; update_all with one failing company answers cod 2 per company; cmbMult copies', async () => {
    await sql(
      `create function emp_lojaexpress.tinforme_refuse() returns trigger language plpgsql as $$ begin raise exception 'cambio rechazado en esta empresa'; end $$`,
    );
    await sql('create trigger tinforme_refuse after update on emp_lojaexpress.tinforme for each row execute function emp_lojaexpress.tinforme_refuse()');
    const empresas = [ids.emp_andina!, ids.emp_lojaexpress!, ids.emp_costena!];
    const data = await fixture.admin.rest('POST', '/rest/informes/treporte/0?opc=get_data_mult', { inf_funcio: 'inf_compras', empresas: empresas.join(',') });
    expect(data.body).toMatchObject({ estado: 200, cod: 1 });
    const codes = await Promise.all(
      ['emp_andina', 'emp_lojaexpress', 'emp_costena'].map(
        async (s) => (await sql<{ c: number }>(`select inf_codigo as c from "${s}".tinforme where inf_funcio = 'inf_compras'`))[0]!.c,
      ),
    );
    expect((data.body.datos as { emp_codigo: number; inf_codigo: number; ok: boolean }[]).map((d) => [d.emp_codigo, d.inf_codigo, d.ok])).toEqual(
      empresas.map((e, i) => [e, codes[i], true]),
    );

    const update = await fixture.admin.rest('POST', '/rest/informes/treporte/0?opc=update_all', {
      inf_funcio: 'inf_compras',
      empresas: empresas.map((e) => ({ emp_codigo: e })),
      inf_nombre: 'Compras (cambio masivo)',
    });
    expect(update.body).toMatchObject({ estado: 200, cod: 2, msg: 'Aplicado parcialmente: 2 de 3 empresas; revise el detalle de las que fallaron' });
    const datos = update.body.datos as { emp_codigo: number; ok: boolean; msg: string }[];
    expect(datos.map((d) => [d.emp_codigo, d.ok])).toEqual([
      [ids.emp_andina, true],
      [ids.emp_lojaexpress, false],
      [ids.emp_costena, true],
    ]);
    expect(datos[1]!.msg).toContain('cambio rechazado en esta empresa');
    expect((await sql<{ inf_nombre: string }>("select inf_nombre from emp_lojaexpress.tinforme where inf_funcio = 'inf_compras'"))[0]!.inf_nombre).not.toBe(
      'Compras (cambio masivo)',
    );
    expect((await sql<{ inf_nombre: string }>("select inf_nombre from emp_costena.tinforme where inf_funcio = 'inf_compras'"))[0]!.inf_nombre).toBe(
      'Compras (cambio masivo)',
    );

    const none = await fixture.admin.rest('POST', '/rest/informes/treporte/0?opc=update_all', {
      inf_funcio: 'inf_compras',
      empresas: String(ids.emp_lojaexpress),
      inf_nombre: 'X',
    });
    expect(none.body).toMatchObject({ estado: 200, cod: -1 });
    const missing = await fixture.admin.rest('POST', '/rest/informes/treporte/0?opc=get_data_mult', { inf_funcio: 'inf_no_esta', empresas: [ids.emp_andina] });
    expect(missing.body).toMatchObject({
      cod: -1,
      datos: [{ emp_codigo: ids.emp_andina, ok: false, msg: 'La empresa no tiene un informe de la función inf_no_esta' }],
    });

    const before = await count('emp_sanmarcos');
    const copy = await fixture.admin.rest('POST', `/rest/informes/treporte/${codes[0]}?opc=cmbMult`, {
      emp_codigo: ids.emp_andina,
      empresas: [ids.emp_sanmarcos],
    });
    expect(copy.body).toMatchObject({ estado: 200, cod: 1, msg: 'Informe copiado en 1 empresa' });
    expect(await count('emp_sanmarcos')).toBe(before + 1);
  });
});
