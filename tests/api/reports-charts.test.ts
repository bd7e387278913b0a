import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let andina: number;
let view: number;

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.services.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin } = await demoClients(server.url, TEST_PASSWORD));
  andina = (await sql<{ id: number }>("select emp_codigo as id from tempresa where emp_esquemadb = 'emp_andina' order by 1 limit 1"))[0]!.id;
  view = (
    await sql<{ v: number }>(
      "select v.vin_codigo as v from emp_andina.tvistainf v join emp_andina.tinforme i using (inf_codigo) where i.inf_funcio = 'inf_ventas_mes'",
    )
  )[0]!.v;
});
afterAll(async () => server?.close());

const CHART = 'type stacked legendColumn seriesMode hasLegend hasLabels title series';
const save = (input: Record<string, unknown>, viewId: number | null = view) =>
  admin.graphql<{ saveReportChart: Record<string, unknown> }>(
    `mutation ($c: Int, $v: Int, $i: ChartSetupInput!) { saveReportChart(companyId: $c, viewId: $v, input: $i) { ${CHART} } }`,
    { c: andina, v: viewId, i: input },
  );

describe('saved charts (tvistainf and series)', () => {
  it('reads the seeded chart, saves a new one and reads it back over GraphQL and REST', async () => {
    const first = await admin.graphql<{ reportChart: Record<string, unknown> }>(
      `query ($c: Int, $v: Int) { reportChart(companyId: $c, viewId: $v) { ${CHART} } }`,
      { c: andina, v: view },
    );
    expect(first.data!.reportChart).toEqual({
      type: 'BAR',
      stacked: false,
      legendColumn: 'mes',
      seriesMode: 'BY_COLUMN',
      hasLegend: true,
      hasLabels: false,
      title: 'Ventas por mes',
      series: ['total'],
    });

    const saved = await save({
      type: 'LINE',
      stacked: true,
      legendColumn: 'mes',
      seriesMode: 'BY_ROW',
      hasLegend: false,
      hasLabels: true,
      title: 'Ventas',
      series: ['subtotal', 'iva'],
    });
    expect(saved.data!.saveReportChart).toEqual({
      type: 'LINE',
      stacked: true,
      legendColumn: 'mes',
      seriesMode: 'BY_ROW',
      hasLegend: false,
      hasLabels: true,
      title: 'Ventas',
      series: ['subtotal', 'iva'],
    });
    const rest = await admin.rest('GET', `/rest/reportes/grafica/${view}?emp_codigo=${andina}`);
    expect(rest.body).toMatchObject({
      estado: 200,
      tvistainf: { vin_tipgra: 4, vin_rotgra: 'T', vin_leygra: 'mes', vin_modserie: 1, vin_haslabel: 'T', vin_haslegend: 'F', vin_titgra: 'Ventas' },
      series: [
        { igr_column: 'subtotal', igr_orden: 1 },
        { igr_column: 'iva', igr_orden: 2 },
      ],
    });

    // The legacy modal posts the same shape back; a round trip keeps it.
    const posted = await admin.rest('POST', `/rest/reportes/grafica/${view}?emp_codigo=${andina}`, {
      tvistainf: { vin_tipgra: 5, vin_leygra: 'mes', vin_haslegend: 'T' },
      series: [{ igr_column: 'total' }],
    });
    expect(posted.body).toMatchObject({
      estado: 200,
      tvistainf: { vin_tipgra: 5, vin_leygra: 'mes', vin_rotgra: 'F' },
      series: [{ igr_column: 'total', igr_orden: 1 }],
    });
    expect(await sql(`select igr_column from emp_andina.tgrafinf where vin_codigo = ? order by igr_orden`, [view])).toEqual([{ igr_column: 'total' }]);
    const audit = await sql<{ n: number }>("select count(*)::int as n from tauditoria where aud_accion = 'informe_grafica_guardar'");
    expect(audit[0]!.n).toBe(2);
  });

  it('applies the chart rules with the spec’s messages and changes nothing when refused', async () => {
    const before = await sql('select * from emp_andina.tgrafinf where vin_codigo = ? order by igr_orden', [view]);
    expect((await save({ series: ['total'] })).errors![0]!.message).toBe('Debe seleccionar el tipo de gráfica');
    expect((await save({ type: 'BAR', series: [] })).errors![0]!.message).toBe('Las series de la gráfica no han sido definidas');
    expect((await save({ type: 'BAR', legendColumn: 'mes', series: ['total', 'mes'] })).errors![0]!.message).toBe(
      "Error al agregar columna: 'mes', la serie debe ser numérica",
    );
    expect((await save({ type: 'PIE', legendColumn: 'mes', series: ['total', 'iva'] })).errors![0]!.message).toBe(
      'Para gráficas de pastel se debe configurar la categoría y UNA serie',
    );
    expect((await save({ type: 'PIE', series: ['total'] })).errors![0]!.message).toBe('Para gráficas de pastel se debe configurar la categoría y UNA serie');
    expect((await save({ type: 'BAR', series: ['total'] }, null)).errors![0]!.message).toBe(
      'Seleccione una vista para ver o editar el detalle de las columnas',
    );
    expect(await sql('select * from emp_andina.tgrafinf where vin_codigo = ? order by igr_orden', [view])).toEqual(before);
    expect((await save({ type: 'PIE', legendColumn: 'mes', series: ['total'] })).data!.saveReportChart).toMatchObject({ type: 'PIE', series: ['total'] });
  });

  it('restores the default chart: bars, the first text column, the numeric columns of the view', async () => {
    const r = await admin.graphql<{ restoreReportChart: Record<string, unknown> }>(
      `mutation ($c: Int, $v: Int) { restoreReportChart(companyId: $c, viewId: $v) { ${CHART} } }`,
      { c: andina, v: view },
    );
    expect(r.data!.restoreReportChart).toMatchObject({
      type: 'BAR',
      legendColumn: 'mes',
      stacked: false,
      title: null,
      series: ['documentos', 'subtotal', 'iva', 'total'],
    });
  });

  it('refuses saving to a user without edit permission on informes', async () => {
    const { readOnly } = await demoClients(server.url, TEST_PASSWORD);
    const r = await readOnly.graphql(`mutation ($c: Int, $v: Int, $i: ChartSetupInput!) { saveReportChart(companyId: $c, viewId: $v, input: $i) { type } }`, {
      c: andina,
      v: view,
      i: { type: 'BAR', series: ['total'] },
    });
    expect(r.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
