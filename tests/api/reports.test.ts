import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { DATABASE_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let andina: number;

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.services.orm.em.fork().getConnection().execute(query, params);
const companyOf = async (schema: string) =>
  (await sql<{ id: number }>('select emp_codigo as id from tempresa where emp_esquemadb = ? order by emp_codigo limit 1', [schema]))[0]!.id;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin } = await demoClients(server.url, TEST_PASSWORD));
  andina = await companyOf('emp_andina');
});
afterAll(async () => server?.close());

const RUN = `query ($c: Int, $code: Int!, $form: ReportFormInput, $view: Int) {
  runReport(companyId: $c, code: $code, form: $form, viewId: $view) {
    report { code name functionName } view { id title chart { type legendColumn series } }
    columns { name label type sqlType decimals grouping total color visible }
    rows rowCount truncated from to
  }
}`;
type Run = {
  report: { code: number; name: string; functionName: string };
  view: { id: number; title: string; chart: { type: string; legendColumn: string; series: string[] } };
  columns: {
    name: string;
    label: string;
    type: string;
    sqlType: string;
    decimals: number;
    grouping: string;
    total: string;
    color: string | null;
    visible: boolean;
  }[];
  rows: (string | null)[][];
  rowCount: number;
  truncated: boolean;
  from: string;
  to: string;
};
const run = async (code: number, form: Record<string, unknown> | null, company: number | null = andina, view?: number) => {
  const r = await admin.graphql<{ runReport: Run }>(RUN, { c: company, code, form, view });
  return { run: r.data?.runReport ?? null, error: r.errors?.[0] ?? null };
};
const codeOf = async (fn: string, schema = 'emp_andina') =>
  (await sql<{ c: number }>(`select inf_codigo as c from "${schema}".tinforme where inf_funcio = ?`, [fn]))[0]!.c;
const money = (rows: (string | null)[][], index: number) => rows.reduce((sum, r) => sum + Math.round(Number(r[index]) * 100), 0);

describe('report definitions (tenant migration 10)', () => {
  it('gives every demo company at least 12 reports, each with a view, columns with totals and a chart', async () => {
    const schemas = (
      await sql<{ s: string }>(
        "select distinct emp_esquemadb as s from tempresa where emp_esquemadb like 'emp\\_%' and to_regclass(emp_esquemadb || '.tinforme') is not null order by 1",
      )
    ).map((r) => r.s);
    expect(schemas.length).toBeGreaterThanOrEqual(8);
    for (const s of schemas) {
      const [counts] = await sql<{ reports: number; views: number; columns: number; series: number; modules: number; totals: number }>(
        `select (select count(*)::int from "${s}".tinforme) as reports,
                (select count(distinct inf_codigo)::int from "${s}".tvistainf where vin_tipgra is not null) as views,
                (select count(distinct v.inf_codigo)::int from "${s}".tdetinforme d join "${s}".tvistainf v using (vin_codigo)) as columns,
                (select count(distinct v.inf_codigo)::int from "${s}".tgrafinf g join "${s}".tvistainf v using (vin_codigo)) as series,
                (select count(distinct inf_modulo)::int from "${s}".tinforme) as modules,
                (select count(distinct di_total)::int from "${s}".tdetinforme) as totals`,
      );
      expect(counts!.reports).toBeGreaterThanOrEqual(12);
      expect(counts).toMatchObject({ views: counts!.reports, columns: counts!.reports, series: counts!.reports, modules: 6, totals: 4 });
    }
  });

  it('lists the reports of one module and gives a report with its views, columns and chart', async () => {
    const list = await admin.graphql<{ reports: { code: number; name: string; module: string }[] }>(
      'query ($c: Int) { reports(companyId: $c, module: TAXES) { code name module } }',
      { c: andina },
    );
    expect(list.data!.reports).toEqual([{ code: await codeOf('inf_impuestos_mes'), name: 'Impuestos por mes', module: 'TAXES' }]);
    const detail = await admin.graphql<{
      report: {
        report: { name: string; period: string; associations: string };
        views: {
          title: string;
          chart: { type: string; series: string[] };
          columns: { column: string; total: string; color: string | null; decimals: number | null }[];
        }[];
      };
    }>(
      'query ($c: Int, $code: Int!) { report(companyId: $c, code: $code) { report { name period associations } views { title chart { type series } columns { column total color decimals } } } }',
      { c: andina, code: await codeOf('inf_ventas_mes') },
    );
    expect(detail.data!.report.report).toEqual({ name: 'Ventas por mes', period: 'MONTHS', associations: '0000000000000' });
    expect(detail.data!.report.views[0]!.chart).toEqual({ type: 'BAR', series: ['total'] });
    expect(detail.data!.report.views[0]!.columns.at(-1)).toEqual({ column: 'total', total: 'SUM', color: 'rgb(222, 245, 222)', decimals: 2 });
    const none = await admin.graphql<{ report: null }>('query ($c: Int) { report(companyId: $c, code: 99999) { report { name } } }', { c: andina });
    expect(none.data!.report).toBeNull();
  });
});

describe('report runs: each kind of form', () => {
  it('month periods bind desde/hasta from year and months; columns are typed from the catalog', async () => {
    const { run: r } = await run(await codeOf('inf_ventas_mes'), { yearFrom: 2026, monthFrom: 1, monthTo: 3 });
    expect(r!.from).toBe('2026-01-01');
    expect(r!.to).toBe('2026-03-31');
    expect(r!.rows.map((x) => x[0])).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(r!.columns.map((c) => [c.name, c.type, c.decimals, c.total])).toEqual([
      ['mes', 'TEXT', 0, 'COUNT'],
      ['documentos', 'INTEGER', 0, 'SUM'],
      ['subtotal', 'DECIMAL', 2, 'SUM'],
      ['iva', 'DECIMAL', 2, 'SUM'],
      ['total', 'DECIMAL', 2, 'SUM'],
    ]);
    const [direct] = await sql<{ total: string; n: number }>(
      "select sum(trn_total)::text as total, count(*)::int as n from emp_andina.ttransaccion where tra_codigo = 1 and trn_fecha between '2026-01-01' and '2026-03-31'",
    );
    expect(money(r!.rows, 4)).toBe(Math.round(Number(direct!.total) * 100));
    expect(r!.rows.reduce((n, x) => n + Number(x[1]), 0)).toBe(direct!.n);
    expect((await run(await codeOf('inf_ventas_mes'), { monthFrom: 1 })).error!.message).toBe('Seleccione el año y el mes desde');
    const bad = await run(await codeOf('inf_ventas_mes'), { yearFrom: 2026, monthFrom: 13 });
    expect(bad.error!.message).toBe('El mes debe estar entre 1 y 12');
    expect(bad.error!.extensions!.field).toBe('form.monthFrom');
  });

  it('quarters start in months 1, 4, 7 and 10 and span three months', async () => {
    const code = await codeOf('inf_ventas_trimestre');
    const { run: r } = await run(code, { yearFrom: 2026, monthFrom: 1, monthTo: 2 });
    expect([r!.from, r!.to]).toEqual(['2026-01-01', '2026-06-30']);
    expect(r!.rows.map((x) => x[0])).toEqual(['2026-T1', '2026-T2']);
    const { run: q3 } = await run(code, { yearFrom: 2026, monthFrom: 3 });
    expect([q3!.from, q3!.to]).toEqual(['2026-07-01', '2026-09-30']);
    expect((await run(code, { yearFrom: 2026, monthFrom: 5 })).error!.message).toBe('El trimestre debe estar entre 1 y 4');
  });

  it('a single-date report binds hasta (and desde) to that date', async () => {
    const code = await codeOf('inf_cartera_cliente');
    const { run: r } = await run(code, { to: '2026-03-31' });
    expect([r!.from, r!.to]).toEqual(['2026-03-31', '2026-03-31']);
    const [direct] = await sql<{ saldo: string }>(
      "select sum(case when tra_codigo = 1 then trn_total else -trn_total end)::text as saldo from emp_andina.ttransaccion where tra_codigo in (1, 4) and trn_fecha <= '2026-03-31'",
    );
    expect(money(r!.rows, 4)).toBe(Math.round(Number(direct!.saldo) * 100));
    expect((await run(code, {})).error!.message).toBe('Ingrese la fecha del informe');
  });

  it('a date range needs both dates in order; an optional referente filters when given', async () => {
    const code = await codeOf('inf_compras');
    expect((await run(code, { to: '2026-01-31' })).error!.message).toBe('Ingrese la fecha desde');
    expect((await run(code, { from: '2026-02-01', to: '2026-01-31' })).error!.message).toBe('La fecha desde no puede ser posterior a la fecha hasta');
    const all = (await run(code, { from: '2025-12-01', to: '2026-11-30' })).run!;
    const [{ clp }] = await sql<{ clp: number }>(
      'select clp_codigo as clp from emp_andina.ttransaccion where tra_codigo = 20 group by 1 order by count(*) desc, 1 limit 1',
    );
    const one = (await run(code, { from: '2025-12-01', to: '2026-11-30', referenteId: clp })).run!;
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from emp_andina.ttransaccion where tra_codigo = 20 and clp_codigo = ?', [clp]);
    expect(one.rowCount).toBe(n);
    expect(all.rowCount).toBeGreaterThan(n);
    // trn_codigo is returned but the view does not show it: listed last, hidden.
    expect(all.columns.at(-1)).toMatchObject({ name: 'trn_codigo', visible: false, type: 'INTEGER' });
  });

  it('binds the association and item flags: 0 disabled (NULL whatever the form), 1 optional, 2 required', async () => {
    await sql(`create function emp_andina.inf_eco(desde date, hasta date, emp_codigo int, alm_codigo int, clp_codigo int, zon_codigo int, nru_codigo int, cbus_numero varchar)
      returns table (d date, h date, emp int, alm int, clp int, zon int, ruta int, bus varchar) language sql stable as
      'select desde, hasta, emp_codigo, alm_codigo, clp_codigo, zon_codigo, nru_codigo, cbus_numero'`);
    const [{ code }] = await sql<{ code: number }>(
      "insert into emp_andina.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo, inf_asocia, inf_items) values ('Eco', 'inf_eco', 1, 1, '2000010000000', '001010') returning inf_codigo as code",
    );
    const [{ view }] = await sql<{ view: number }>("insert into emp_andina.tvistainf (inf_codigo, vin_especi) values (?, 'Eco') returning vin_codigo as view", [
      code,
    ]);
    const form = { from: '2026-01-01', to: '2026-01-31', referenteId: 7, zoneId: 9, routeId: 3, busNumber: 'B-12' };
    const missing = await run(code, form);
    expect(missing.error!.message).toBe('Debe seleccionar un almacén');
    expect(missing.error!.extensions!.field).toBe('form.warehouseId');
    const { run: r } = await run(code, { ...form, warehouseId: 2 });
    expect(r!.view.id).toBe(view);
    // zona is flag 0: bound NULL although the form sent 9.
    expect(r!.rows).toEqual([['2026-01-01', '2026-01-31', String(andina), '2', '7', null, '3', 'B-12']]);
    const { run: optional } = await run(code, { from: '2026-01-01', to: '2026-01-31', warehouseId: 2 });
    expect(optional!.rows[0]!.slice(4)).toEqual([null, null, null, null]);
    // The legacy form carries the items pipe-separated (adc_params: origen|destino|ruta|frec|bus|pasaj).
    const rest = await admin.rest(
      'GET',
      `/rest/reportes/${code}?opc=search&emp_codigo=${andina}&desde=01/01/2026&hasta=31/01/2026&alm_codigo=2&adc_params=${encodeURIComponent('||4||B-77|')}`,
    );
    expect(rest.body.datos).toEqual([{ d: '2026-01-01', h: '2026-01-31', emp: String(andina), alm: '2', clp: null, zon: null, ruta: '4', bus: 'B-77' }]);
    expect((await run(code, { ...form, warehouseId: 2, referenteId: -3 })).error!.message).toBe('El valor de un referente debe ser un número entero positivo');
  });

  it('needs a company', async () => {
    expect((await run(await codeOf('inf_ventas_mes'), { yearFrom: 2026, monthFrom: 1 }, null)).error!.message).toBe('Debe seleccionar una empresa');
  });
});

describe('report runs: the function is the report’s, read-only, bounded', () => {
  it('refuses a function name that is not the report’s, and a definition naming a function outside the schema catalog', async () => {
    const code = await codeOf('inf_ventas_cliente');
    const rest = await admin.rest(
      'GET',
      `/rest/reportes/${code}?opc=search&emp_codigo=${andina}&desde=01/01/2026&hasta=31/01/2026&inf_funcio=inf_libro_diario`,
    );
    expect(rest.body).toMatchObject({ estado: 400, msg: `La función inf_libro_diario no es la del informe ${code}` });
    const same = await admin.rest(
      'GET',
      `/rest/reportes/${code}?opc=search&emp_codigo=${andina}&desde=01/01/2026&hasta=31/01/2026&inf_funcio=inf_ventas_cliente`,
    );
    expect(same.body.estado).toBe(200);
    expect((same.body.datos as unknown[]).length).toBeGreaterThan(0);

    // A definition edited behind the API's back: a catalog function of another schema, a
    // built-in, an injection attempt. None runs.
    const [{ bad }] = await sql<{ bad: number }>(
      "insert into emp_costena.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo) values ('Malo', 'inf_ventas_mes', 1, 1) returning inf_codigo as bad",
    );
    await sql('insert into emp_costena.tvistainf (inf_codigo, vin_especi) values (?, ?)', [bad, 'Malo']);
    const costena = await companyOf('emp_costena');
    await sql('drop function emp_costena.inf_ventas_mes(date, date)');
    expect((await run(bad, { yearFrom: 2026, monthFrom: 1 }, costena)).error!.message).toBe(
      'La función inf_ventas_mes no existe en el esquema de la empresa o no devuelve una tabla',
    );
    await sql("update emp_costena.tinforme set inf_funcio = 'pg_sleep' where inf_codigo = ?", [bad]);
    expect((await run(bad, { from: '2026-01-01', to: '2026-01-02' }, costena)).error!.message).toBe(
      'La función pg_sleep no existe en el esquema de la empresa o no devuelve una tabla',
    );
    await expect(sql("update emp_costena.tinforme set inf_funcio = 'x(); drop table tinforme; --' where inf_codigo = ?", [bad])).rejects.toThrow(
      /tinforme_inf_funcio_check/,
    );
  });

  it('a report without a view answers the spec’s configuration error', async () => {
    const [{ code }] = await sql<{ code: number }>(
      "insert into emp_andina.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo) values ('Sin vista', 'inf_ventas_mes', 1, 1) returning inf_codigo as code",
    );
    expect((await run(code, { yearFrom: 2026, monthFrom: 1 })).error!.message).toBe(
      'ERROR NO SE ENCONTRÓ UNA CONFIGURACION DEL REPORTE, REVISAR QUE SE HAYA CREADO UNA VISTA',
    );
  });

  it('runs in a read-only transaction: a function that writes is refused and writes nothing', async () => {
    await sql(`create function emp_andina.inf_escribe(desde date, hasta date) returns table (n int) language plpgsql as
      $$ begin insert into tparametro values ('ESCRITO', 'x'); return query select 1; end $$`);
    const [{ code }] = await sql<{ code: number }>(
      "insert into emp_andina.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo) values ('Escribe', 'inf_escribe', 1, 1) returning inf_codigo as code",
    );
    await sql("insert into emp_andina.tvistainf (inf_codigo, vin_especi) values (?, 'Escribe')", [code]);
    expect((await run(code, { from: '2026-01-01', to: '2026-01-02' })).error!.message).toBe(
      'La función del informe intentó modificar datos; los informes solo leen',
    );
    expect(await sql("select * from emp_andina.tparametro where par_clave = 'ESCRITO'")).toEqual([]);
  });
});

describe('report runs: statement timeout and row cap', () => {
  let small: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    small = await startTestServer({ redis: false, overrides: { reportTimeoutMs: 400, reportRowCap: 5 } });
    ({ admin: client } = await demoClients(small.url, TEST_PASSWORD));
  });
  afterAll(async () => small?.close());
  const q = <T>(query: string, params: unknown[] = []): Promise<T[]> => small.services.orm.em.fork().getConnection().execute(query, params);

  // PGlite runs PostgreSQL in one WebAssembly thread without timer signals: statement_timeout is
  // not enforced there (a 3 s sleep ends normally), so the cancellation is checked on PostgreSQL.
  if (!DATABASE_URL) console.warn('[omitido] cancelación por statement_timeout: el PostgreSQL embebido no la aplica; se comprueba con DATABASE_URL');
  it.skipIf(!DATABASE_URL)('cancels a run past the statement timeout with a message, and the server keeps answering', async () => {
    await q("create function emp_andina.inf_lento(desde date, hasta date) returns table (n int) language sql as 'select 1 from pg_sleep(3)'");
    const [{ code }] = await q<{ code: number }>(
      "insert into emp_andina.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo) values ('Lento', 'inf_lento', 1, 1) returning inf_codigo as code",
    );
    await q("insert into emp_andina.tvistainf (inf_codigo, vin_especi) values (?, 'Lento')", [code]);
    const r = await client.graphql(RUN, { c: andina, code, form: { from: '2026-01-01', to: '2026-01-02' } });
    expect(r.errors![0]!.message).toBe('El informe tardó más de 1 s y fue cancelado; acorte el rango de fechas');
    expect(r.errors![0]!.extensions!.code).toBe('CONFLICT');
    const after = await client.graphql<{ runReport: Run }>(RUN, { c: andina, code: 1, form: { yearFrom: 2026, monthFrom: 1 } });
    expect(after.data!.runReport.rowCount).toBe(1);
  });

  it('cuts a run at the row cap and says so', async () => {
    const code = (await q<{ c: number }>("select inf_codigo as c from emp_andina.tinforme where inf_funcio = 'inf_libro_diario'"))[0]!.c;
    const r = await client.graphql<{ runReport: Run }>(RUN, { c: andina, code, form: { from: '2026-01-01', to: '2026-01-31' } });
    expect(r.data!.runReport.rowCount).toBe(5);
    expect(r.data!.runReport.truncated).toBe(true);
  });
});

describe('detail windows and companies with reports', () => {
  it('gives the real entry and invoice of a report row, null for a missing one, and the companies with reports', async () => {
    const [t] = await sql<{ trn: number; dia: number; compro: string; total: string }>(
      'select t.trn_codigo as trn, d.dia_codigo as dia, t.trn_compro as compro, t.trn_total::text as total from emp_andina.ttransaccion t join emp_andina.tdiario d using (trn_codigo) where t.tra_codigo = 1 order by t.trn_codigo limit 1',
    );
    const inv = await admin.graphql<{
      transactionDetail: {
        voucher: string;
        total: string;
        typeName: string;
        electronicState: string | null;
        entries: { id: number; totalDebit: string; totalCredit: string; lines: unknown[] }[];
      };
    }>(
      'query ($c: Int, $t: Int!) { transactionDetail(companyId: $c, transactionId: $t) { voucher total typeName electronicState entries { id totalDebit totalCredit lines { accountNumber debit credit } } } }',
      { c: andina, t: t!.trn },
    );
    expect(inv.data!.transactionDetail).toMatchObject({ voucher: t!.compro, total: t!.total, typeName: 'FACTURA' });
    expect(inv.data!.transactionDetail.entries.map((e) => e.id)).toEqual([t!.dia]);
    expect(inv.data!.transactionDetail.entries[0]!.lines).toHaveLength(3);
    const entry = await admin.graphql<{ accountingEntry: { id: number; transactionId: number; totalDebit: string } }>(
      'query ($c: Int, $e: Int!) { accountingEntry(companyId: $c, entryId: $e) { id transactionId totalDebit } }',
      { c: andina, e: t!.dia },
    );
    expect(entry.data!.accountingEntry).toEqual({ id: t!.dia, transactionId: t!.trn, totalDebit: t!.total });
    const none = await admin.graphql<{ transactionDetail: null }>('query ($c: Int) { transactionDetail(companyId: $c, transactionId: 999999) { id } }', {
      c: andina,
    });
    expect(none.data!.transactionDetail).toBeNull();
    const companies = await admin.graphql<{ reportCompanies: { id: number }[] }>('{ reportCompanies { id name } }');
    expect(companies.data!.reportCompanies.map((c) => c.id)).toContain(andina);
  });
});

describe('report list export', () => {
  it('gives the filtered report list as a spreadsheet (GET /tinforme/excel, under /rest)', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const r = await admin.rest('GET', `/rest/tinforme/excel?emp_codigo=${andina}&filtmod=6`);
    expect(r.body).toMatchObject({ estado: 200, nombre: 'informes.xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(String(r.body.archivo), 'base64'));
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1, 6));
    expect(rows).toEqual([
      ['Código', 'Nombre', 'Módulo', 'Categoría', 'Función'],
      [await codeOf('inf_impuestos_mes'), 'Impuestos por mes', 'TRIBUTACIÓN', 4, 'inf_impuestos_mes'],
    ]);
  });
});
