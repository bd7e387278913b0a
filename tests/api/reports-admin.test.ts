import { describe, expect, it } from 'vitest';
import { demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { reportsFixture } from './reports-fixtures.js';

const fixture = reportsFixture();
const { ids, sql } = fixture;

const SAVE = 'mutation ($c: Int, $i: ReportInput!) { saveReport(companyId: $c, input: $i) { code name functionName module period associations active } }';
const SPEC = {
  name: 'Eco de ventas',
  output: 'TABLE_AND_CHART',
  functionName: 'inf_ventas_cliente',
  module: 'SALES',
  category: 2,
  associations: '0000010000000',
};
const MULTI = 'code message results { companyId company ok message reportCode }';
type Multi = { code: number; message: string; results: { companyId: number; company: string; ok: boolean; message: string; reportCode: number | null }[] };

describe('reports administrator: specification, views, columns', () => {
  it('saves a report on an existing function and refuses empty required fields and unknown functions', async () => {
    for (const missing of ['name', 'output', 'module', 'category', 'functionName']) {
      const r = await fixture.admin.graphql(SAVE, { c: ids.emp_andina, i: { ...SPEC, [missing]: null } });
      expect(r.errors![0]!.message).toBe('Existen campos vacíos');
    }
    const unknown = await fixture.admin.graphql(SAVE, { c: ids.emp_andina, i: { ...SPEC, functionName: 'no_existe' } });
    expect(unknown.errors![0]!.message).toBe('La función no_existe no existe en el esquema de la empresa o no devuelve una tabla');
    const builtin = await fixture.admin.graphql(SAVE, { c: ids.emp_andina, i: { ...SPEC, functionName: 'pg_sleep' } });
    expect(builtin.errors![0]!.message).toBe('La función pg_sleep no existe en el esquema de la empresa o no devuelve una tabla');
    const saved = await fixture.admin.graphql<{ saveReport: { code: number; name: string } }>(SAVE, { c: ids.emp_andina, i: SPEC });
    expect(saved.data!.saveReport).toMatchObject({
      name: 'Eco de ventas',
      functionName: 'inf_ventas_cliente',
      module: 'SALES',
      period: 'RANGE',
      associations: '0000010000000',
      active: true,
    });
    const functions = await fixture.admin.graphql<{ reportFunctions: string[] }>('query ($c: Int) { reportFunctions(companyId: $c) }', { c: ids.emp_andina });
    expect(functions.data!.reportFunctions).toEqual(expect.arrayContaining(['inf_ventas_mes', 'inf_libro_diario', 'inf_ventas_cliente']));
    expect(functions.data!.reportFunctions).not.toContain('pg_sleep');
  });

  it('a view needs a saved report; columns need a view, the function’s columns and an rgb colour; then the report runs', async () => {
    const VIEW = 'mutation ($c: Int, $r: Int, $i: ReportViewInput!) { saveReportView(companyId: $c, reportCode: $r, input: $i) { id title fontType } }';
    expect((await fixture.admin.graphql(VIEW, { c: ids.emp_andina, r: null, i: { title: 'Vista' } })).errors![0]!.message).toBe(
      'Debe guardar el reporte antes.',
    );
    const { code } = (await fixture.admin.graphql<{ saveReport: { code: number } }>(SAVE, { c: ids.emp_andina, i: { ...SPEC, name: 'Con vista' } })).data!
      .saveReport;
    const run = () =>
      fixture.admin.graphql<{ runReport: { rows: string[][]; columns: { name: string; visible: boolean; total: string; grouping: string }[] } }>(
        'query ($c: Int, $code: Int!) { runReport(companyId: $c, code: $code, form: { from: "2026-01-01", to: "2026-03-31" }) { rows columns { name visible total grouping } } }',
        { c: ids.emp_andina, code },
      );
    expect((await run()).errors![0]!.message).toBe('ERROR NO SE ENCONTRÓ UNA CONFIGURACION DEL REPORTE, REVISAR QUE SE HAYA CREADO UNA VISTA');
    const view = (
      await fixture.admin.graphql<{ saveReportView: { id: number; title: string; fontType: string } }>(VIEW, {
        c: ids.emp_andina,
        r: code,
        i: { title: 'Por cliente' },
      })
    ).data!.saveReportView;
    expect(view).toMatchObject({ title: 'Por cliente', fontType: '8px Arial' });

    const COLS =
      'mutation ($c: Int, $v: Int, $cols: [ReportColumnInput!]!) { saveReportColumns(companyId: $c, viewId: $v, columns: $cols) { column label width total grouping color decimals } }';
    expect((await fixture.admin.graphql(COLS, { c: ids.emp_andina, v: null, cols: [] })).errors![0]!.message).toBe(
      'Seleccione una vista para ver o editar el detalle de las columnas',
    );
    for (const colour of ['rgb(256, 0, 0)', '#ff0000', 'rgb(1,2)']) {
      const bad = await fixture.admin.graphql(COLS, { c: ids.emp_andina, v: view.id, cols: [{ column: 'total', color: colour }] });
      expect(bad.errors![0]!.message).toBe('El color de celda debe estar en formato: rgb([0-255], [0-255], [0-255])');
    }
    expect((await fixture.admin.graphql(COLS, { c: ids.emp_andina, v: view.id, cols: [{ column: 'no_esta' }] })).errors![0]!.message).toBe(
      'La columna no_esta no es de la función inf_ventas_cliente',
    );
    const cols = await fixture.admin.graphql<{ saveReportColumns: unknown[] }>(COLS, {
      c: ids.emp_andina,
      v: view.id,
      cols: [
        { column: 'cliente', label: 'Cliente', grouping: 'GROUPED' },
        { column: 'total', label: 'Total', total: 'SUM', color: 'rgb(0, 128, 255)' },
      ],
    });
    expect(cols.data!.saveReportColumns).toEqual([
      { column: 'cliente', label: 'Cliente', width: 2, total: 'NONE', grouping: 'GROUPED', color: null, decimals: null },
      { column: 'total', label: 'Total', width: 2, total: 'SUM', grouping: 'NONE', color: 'rgb(0, 128, 255)', decimals: null },
    ]);
    const ran = (await run()).data!.runReport;
    expect(ran.columns.filter((c) => c.visible).map((c) => [c.name, c.total, c.grouping])).toEqual([
      ['cliente', 'NONE', 'GROUPED'],
      ['total', 'SUM', 'NONE'],
    ]);
    expect(ran.rows.length).toBeGreaterThan(0);

    // Deleting the view takes its columns; deleting the report takes the rest; both audited.
    expect(
      (
        await fixture.admin.graphql<{ deleteReportView: boolean }>('mutation ($c: Int, $v: Int) { deleteReportView(companyId: $c, viewId: $v) }', {
          c: ids.emp_andina,
          v: view.id,
        })
      ).data!.deleteReportView,
    ).toBe(true);
    expect(await sql('select * from emp_andina.tdetinforme where vin_codigo = ?', [view.id])).toEqual([]);
    expect(
      (
        await fixture.admin.graphql<{ deleteReport: boolean }>('mutation ($c: Int, $r: Int) { deleteReport(companyId: $c, code: $r) }', {
          c: ids.emp_andina,
          r: code,
        })
      ).data!.deleteReport,
    ).toBe(true);
    const audit = await sql<{ a: string }>("select aud_accion as a from tauditoria where aud_accion like 'informe_%' order by aud_codigo");
    expect(audit.map((r) => r.a)).toEqual(
      expect.arrayContaining(['informe_guardar', 'informe_vista_guardar', 'informe_columna_guardar', 'informe_vista_eliminar', 'informe_eliminar']),
    );
  });
});

describe('reports administrator: copy to databases and mass change', () => {
  it('copies a report with its views, columns, chart and function to three companies', async () => {
    await sql(`create function emp_andina.inf_solo_andina(desde date, hasta date) returns table (mes text, total numeric) language plpgsql stable as
      $$ begin return query select to_char(t.trn_fecha, 'YYYY-MM'), sum(t.trn_total) from ttransaccion t where t.trn_fecha between desde and hasta group by 1 order by 1; end $$`);
    const { code } = (
      await fixture.admin.graphql<{ saveReport: { code: number } }>(SAVE, {
        c: ids.emp_andina,
        i: { ...SPEC, name: 'Solo Andina', functionName: 'inf_solo_andina', associations: null },
      })
    ).data!.saveReport;
    const { id: view } = (
      await fixture.admin.graphql<{ saveReportView: { id: number } }>(
        'mutation ($c: Int, $r: Int) { saveReportView(companyId: $c, reportCode: $r, input: { title: "Meses" }) { id } }',
        { c: ids.emp_andina, r: code },
      )
    ).data!.saveReportView;
    await fixture.admin.graphql(
      'mutation ($c: Int, $v: Int) { saveReportColumns(companyId: $c, viewId: $v, columns: [{ column: "mes" }, { column: "total", total: SUM, color: "rgb(1, 2, 3)" }]) { column } }',
      { c: ids.emp_andina, v: view },
    );
    await fixture.admin.graphql(
      'mutation ($c: Int, $v: Int) { saveReportChart(companyId: $c, viewId: $v, input: { type: LINE, legendColumn: "mes", series: ["total"] }) { type } }',
      { c: ids.emp_andina, v: view },
    );

    const targets = [ids.emp_costena!, ids.emp_pacifico!, ids.emp_sanmarcos!];
    const r = await fixture.admin.graphql<{ copyReport: Multi }>(
      `mutation ($c: Int, $code: Int, $t: [Int!]!) { copyReport(companyId: $c, code: $code, targetCompanyIds: $t) { ${MULTI} } }`,
      { c: ids.emp_andina, code, t: targets },
    );
    expect(r.data!.copyReport.code).toBe(1);
    expect(r.data!.copyReport.message).toBe('Informe copiado en 3 empresas');
    expect(r.data!.copyReport.results.map((x) => [x.companyId, x.ok, x.message])).toEqual(targets.map((t) => [t, true, 'Copiado con la función']));
    for (const [i, schema] of ['emp_costena', 'emp_pacifico', 'emp_sanmarcos'].entries()) {
      const newCode = r.data!.copyReport.results[i]!.reportCode!;
      const [copy] = await sql<Record<string, unknown>>(
        `select i.inf_nombre, v.vin_especi, v.vin_tipgra, v.vin_leygra, (select string_agg(di_column || ':' || di_total || ':' || coalesce(di_color, '-'), ',' order by di_orden) from "${schema}".tdetinforme d where d.vin_codigo = v.vin_codigo) as cols,
                (select string_agg(igr_column, ',') from "${schema}".tgrafinf g where g.vin_codigo = v.vin_codigo) as series
           from "${schema}".tinforme i join "${schema}".tvistainf v using (inf_codigo) where i.inf_codigo = ?`,
        [newCode],
      );
      expect(copy).toEqual({
        inf_nombre: 'Solo Andina',
        vin_especi: 'Meses',
        vin_tipgra: 4,
        vin_leygra: 'mes',
        cols: 'mes:F:-,total:T:rgb(1, 2, 3)',
        series: 'total',
      });
      // The copy runs on the target's own data.
      const run = await fixture.admin.graphql<{ runReport: { rows: string[][] } }>(
        'query ($c: Int, $code: Int!) { runReport(companyId: $c, code: $code, form: { from: "2026-01-01", to: "2026-01-31" }) { rows } }',
        { c: ids[schema], code: newCode },
      );
      const [{ total }] = await sql<{ total: string }>(
        `select sum(trn_total)::text as total from "${schema}".ttransaccion where trn_fecha between '2026-01-01' and '2026-01-31'`,
      );
      expect(run.data!.runReport.rows).toEqual([['2026-01', total]]);
    }
    // A second copy finds the function in place.
    const again = await fixture.admin.graphql<{ copyReport: Multi }>(
      `mutation ($c: Int, $code: Int, $t: [Int!]!) { copyReport(companyId: $c, code: $code, targetCompanyIds: $t) { ${MULTI} } }`,
      { c: ids.emp_andina, code, t: [ids.emp_costena] },
    );
    expect(again.data!.copyReport.results[0]!.message).toBe('Copiado');
  });

  it('mass change: one failing company gives the partial-completion answer, the others are applied, the failing one untouched', async () => {
    // In emp_lojaexpress the change fails half way (a trigger refuses the update after it ran).
    await sql(
      `create function emp_lojaexpress.tinforme_refuse() returns trigger language plpgsql as $$ begin raise exception 'cambio rechazado en esta empresa'; end $$`,
    );
    await sql('create trigger tinforme_refuse after update on emp_lojaexpress.tinforme for each row execute function emp_lojaexpress.tinforme_refuse()');
    const companies = [ids.emp_andina!, ids.emp_lojaexpress!, ids.emp_costena!];
    const MASS = `mutation ($i: ReportMassChangeInput!) { massChangeReports(input: $i) { ${MULTI} } }`;
    const r = await fixture.admin.graphql<{ massChangeReports: Multi }>(MASS, {
      i: { functionName: 'inf_impuestos_mes', name: 'IVA mensual', active: false, companyIds: companies },
    });
    const answer = r.data!.massChangeReports;
    expect(answer.code).toBe(2);
    expect(answer.message).toBe('Aplicado parcialmente: 2 de 3 empresas; revise el detalle de las que fallaron');
    expect(answer.results.map((x) => [x.companyId, x.ok])).toEqual([
      [ids.emp_andina, true],
      [ids.emp_lojaexpress, false],
      [ids.emp_costena, true],
    ]);
    expect(answer.results[1]!.message).toContain('cambio rechazado en esta empresa');
    for (const [schema, name] of [
      ['emp_andina', 'IVA mensual'],
      ['emp_costena', 'IVA mensual'],
      ['emp_lojaexpress', 'Impuestos por mes'],
    ]) {
      expect(await sql(`select inf_nombre, inf_activo from "${schema}".tinforme where inf_funcio = 'inf_impuestos_mes'`)).toEqual([
        { inf_nombre: name, inf_activo: name === 'IVA mensual' ? 'F' : 'T' },
      ]);
    }
    const all = await fixture.admin.graphql<{ massChangeReports: Multi }>(MASS, {
      i: { functionName: 'inf_impuestos_mes', name: 'Otro', companyIds: [ids.emp_lojaexpress] },
    });
    expect(all.data!.massChangeReports.code).toBe(-1);
    const audit = await sql<{ n: number }>("select count(*)::int as n from tauditoria where aud_accion = 'informe_cambio_masivo'");
    expect(audit[0]!.n).toBe(2);
  });

  it('refuses copies and mass changes to a user below administrator on informes', async () => {
    const { support } = await demoClients(fixture.server.url, TEST_PASSWORD);
    const r = await support.graphql('mutation ($i: ReportMassChangeInput!) { massChangeReports(input: $i) { code } }', {
      i: { functionName: 'inf_ventas_mes', name: 'X', companyIds: [ids.emp_andina] },
    });
    expect(r.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
