import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../api/src/domain/dates.js';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;
let support: ApiClient;
let andina = 0;
const users: Record<string, number> = {};

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.services.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, readOnly, support } = await demoClients(server.url, TEST_PASSWORD));
  andina = (await sql<{ id: number }>("select emp_codigo as id from tempresa where emp_esquemadb = 'emp_andina' order by 1 limit 1"))[0]!.id;
  for (const u of await sql<{ usr_codigo: number; usr_id: string }>(
    "select usr_codigo, usr_id from tusuarios where usr_id in ('admin', 'consulta', 'perfil.consulta', 'perfil.soporte')",
  ))
    users[u.usr_id] = u.usr_codigo;
});
afterAll(async () => server?.close());

const CONF =
  'query ($o: DashboardOwner, $id: Int) { dashboard(owner: $o, ownerId: $id) { owner ownerId items { id order type title functionName info range asChart } } }';
const SAVE =
  'mutation ($o: DashboardOwner!, $id: Int, $items: [DashboardItemInput!]!) { saveDashboard(owner: $o, ownerId: $id, items: $items) { owner ownerId items { id title type functionName info range asChart } } }';
const DATA =
  'query ($c: Int, $i: Int!) { dashboardItemData(companyId: $c, itemId: $i) { itemId reportCode from to columns { name type total } rows totals chart { type legendColumn series } } }';
type Item = { id: number; title: string; type: string; functionName: string | null; info: string | null; range: string; asChart: boolean };
type Data = {
  itemId: number;
  reportCode: number | null;
  from: string;
  to: string;
  columns: { name: string; type: string; total: string }[];
  rows: (string | null)[][];
  totals: (string | null)[];
  chart: { type: string } | null;
};

describe('dashboard configuration (get_conf)', () => {
  it('the demo default has the three reports and the four central figures', async () => {
    const r = await admin.graphql<{ dashboard: { owner: string; ownerId: number | null; items: Item[] } }>(CONF);
    expect(r.data!.dashboard.owner).toBe('DEFAULT');
    expect(r.data!.dashboard.items.map((i) => [i.title, i.type, i.functionName ?? i.info, i.range, i.asChart])).toEqual([
      ['Documentos autorizados este mes', 'INFO', 'DOCUMENTS_MONTH', 'MONTH', true],
      ['Paquetes por agotarse', 'INFO', 'PACKAGES_RUNNING_OUT', 'TODAY', false],
      ['Empresas por estado', 'INFO', 'COMPANIES_BY_STATE', 'TODAY', true],
      ['Solicitudes de soporte por estado', 'INFO', 'SUPPORT_BY_STATE', 'TODAY', true],
      ['Documentos electrónicos del mes por estado', 'REPORT', 'inf_docelec_estado', 'MONTH', true],
      ['Ventas del año por mes', 'REPORT', 'inf_ventas_mes', 'YEAR', true],
      ['Cartera por cliente a hoy', 'REPORT', 'inf_cartera_cliente', 'TODAY', false],
    ]);
    const rest = await admin.rest('GET', '/rest/tdashboard/reporte/0?accion=get_conf');
    expect(rest.body).toMatchObject({ estado: 200, dconf_template: 'DEFAULT', usr_codigo: null });
    expect((rest.body.tdashboard as unknown[]).length).toBe(7);
    expect((rest.body.reportes as { dinf_funcio: string }[]).map((x) => x.dinf_funcio)).toEqual([
      'inf_docelec_estado',
      'inf_ventas_mes',
      'inf_cartera_cliente',
    ]);
  });

  it('round trip: a profile’s dashboard, a user’s own over it, and back to the profile’s when the user clears theirs', async () => {
    const profileItems = [
      { type: 'INFO', title: 'Empresas', info: 'COMPANIES_BY_STATE', range: 'TODAY' },
      { type: 'REPORT', title: 'Compras del trimestre', functionName: 'inf_compras', range: 'QUARTER', asChart: false },
    ];
    const saved = await admin.graphql<{ saveDashboard: { owner: string; ownerId: number; items: Item[] } }>(SAVE, {
      o: 'PROFILE',
      id: users['perfil.consulta'],
      items: profileItems,
    });
    expect(saved.data!.saveDashboard).toMatchObject({ owner: 'PROFILE', ownerId: users['perfil.consulta'] });
    const seen = await readOnly.graphql<{ dashboard: { owner: string; items: Item[] } }>(CONF);
    expect(seen.data!.dashboard.owner).toBe('PROFILE');
    expect(seen.data!.dashboard.items.map((i) => [i.title, i.type, i.functionName ?? i.info, i.range, i.asChart])).toEqual([
      ['Empresas', 'INFO', 'COMPANIES_BY_STATE', 'TODAY', true],
      ['Compras del trimestre', 'REPORT', 'inf_compras', 'QUARTER', false],
    ]);
    // The user's own dashboard, saved over REST (accion guardar), wins over the profile's.
    const own = await readOnly.rest('POST', '/rest/tdashboard/reporte/0?accion=guardar', {
      tdashboard: [{ tipo: 'reporte', dinf_titulo: 'Mis ventas', dinf_funcio: 'inf_ventas_mes', dinf_fecha: 'anio', dinf_config: { vista: 'grafica' } }],
    });
    expect(own.body).toMatchObject({ estado: 200, msg: 'Tablero guardado', dconf_template: 'USER', usr_codigo: users.consulta });
    const conf = await readOnly.rest('POST', '/rest/tdashboard/reporte/0?accion=get_conf', {});
    expect(conf.body).toMatchObject({
      dconf_template: 'USER',
      tdashboard: [{ dinf_titulo: 'Mis ventas', dinf_funcio: 'inf_ventas_mes', dinf_fecha: 'anio', tipo: 'reporte', dinf_config: { vista: 'grafica' } }],
    });
    // The admin still sees the default; the audit has each save.
    expect((await admin.graphql<{ dashboard: { owner: string } }>(CONF)).data!.dashboard.owner).toBe('DEFAULT');
    await readOnly.graphql(SAVE, { o: 'USER', items: [] });
    expect((await readOnly.graphql<{ dashboard: { owner: string } }>(CONF)).data!.dashboard.owner).toBe('PROFILE');
    const audit = await sql<{ n: number }>("select count(*)::int as n from tauditoria where aud_accion = 'tablero_guardar'");
    expect(audit[0]!.n).toBe(3);
  });

  it('refuses empty fields, bad function names, a profile that is not one, and another owner’s dashboard without edit level 3', async () => {
    const empty = await admin.graphql(SAVE, { o: 'USER', items: [{ type: 'REPORT', title: ' ', functionName: 'inf_ventas_mes' }] });
    expect(empty.errors![0]!.message).toBe('Existen campos vacíos');
    const noInfo = await admin.graphql(SAVE, { o: 'USER', items: [{ type: 'INFO', title: 'Cifra' }] });
    expect(noInfo.errors![0]!.message).toBe('Existen campos vacíos');
    const bad = await admin.graphql(SAVE, { o: 'USER', items: [{ type: 'REPORT', title: 'X', functionName: 'inf; drop table x' }] });
    expect(bad.errors![0]!.message).toBe('La función inf; drop table x no es un nombre de informe válido');
    const notProfile = await admin.graphql(SAVE, { o: 'PROFILE', id: users.consulta, items: [] });
    expect(notProfile.errors![0]!.message).toBe(`El usuario ${users.consulta} no es un perfil`);
    const profileAsUser = await admin.graphql(SAVE, { o: 'USER', id: users['perfil.consulta'], items: [] });
    expect(profileAsUser.errors![0]!.message).toBe(`El usuario ${users['perfil.consulta']} es un perfil; elija el tablero de un perfil`);
    const forbidden = await readOnly.graphql(SAVE, { o: 'DEFAULT', items: [] });
    expect(forbidden.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const noAccess = await support.graphql(CONF);
    expect(noAccess.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await admin.graphql<{ dashboard: { items: unknown[] } }>(CONF)).data!.dashboard.items).toHaveLength(7);
  });
});

describe('dashboard data (get_datos), each item on its own', () => {
  const itemId = async (title: string) =>
    (await sql<{ id: number }>('select dinf_codigo as id from tdashboard where usr_codigo is null and dinf_titulo = ?', [title]))[0]!.id;

  it('central figures: companies by state and documents of the month match the data, with totals', async () => {
    const states = await admin.graphql<{ dashboardItemData: Data }>(DATA, { c: null, i: await itemId('Empresas por estado') });
    const counts = await sql<{ estado: number; n: string }>('select emp_activa as estado, count(*)::text as n from tempresa group by 1 order by 1');
    const label = ['Inactiva', 'Activa', 'Demo', 'Bloqueada'];
    expect(states.data!.dashboardItemData.rows).toEqual(counts.map((c) => [label[c.estado], c.n]));
    const total = counts.reduce((s, c) => s + Number(c.n), 0);
    expect(states.data!.dashboardItemData.totals).toEqual([null, String(total)]);
    expect(states.data!.dashboardItemData.chart).toMatchObject({ type: 'BAR' });

    const docs = await admin.graphql<{ dashboardItemData: Data }>(DATA, { i: await itemId('Documentos autorizados este mes') });
    // The ranges end on Ecuador's today, whatever the machine's time zone.
    const today = businessDay();
    const from = `${today.slice(0, 8)}01`;
    expect(docs.data!.dashboardItemData).toMatchObject({ from, to: today, reportCode: null });
    const [{ s }] = await sql<{ s: string }>(
      'select coalesce(sum(uso_cantidad), 0)::text as s from tconexion_uso where uso_fecha between ?::date and ?::date',
      [from, today],
    );
    expect(docs.data!.dashboardItemData.totals[1]).toBe(s);

    const rest = await admin.rest('GET', `/rest/tdashboard/reporte/${await itemId('Empresas por estado')}?accion=get_datos`);
    expect(rest.body).toMatchObject({ estado: 200, desde: today, hasta: today, totales: { empresas: String(total) } });
    expect((rest.body.datos as unknown[]).length).toBe(counts.length);
  });

  it('report items run the company’s report of the function over the item’s range; without a company they ask for one', async () => {
    const id = await itemId('Ventas del año por mes');
    const r = await admin.graphql<{ dashboardItemData: Data }>(DATA, { c: andina, i: id });
    const [{ code }] = await sql<{ code: number }>("select inf_codigo as code from emp_andina.tinforme where inf_funcio = 'inf_ventas_mes'");
    const [year, month] = businessDay().split('-').map(Number) as [number, number];
    const d = r.data!.dashboardItemData;
    expect(d).toMatchObject({ itemId: id, reportCode: code, from: `${year}-01-01` });
    const direct = await admin.graphql<{ runReport: { rows: string[][]; columns: { visible: boolean }[] } }>(
      'query ($c: Int, $code: Int!, $f: ReportFormInput) { runReport(companyId: $c, code: $code, form: $f) { rows columns { visible } } }',
      {
        c: andina,
        code,
        f: { yearFrom: year, monthFrom: 1, yearTo: year, monthTo: month },
      },
    );
    const visible = direct
      .data!.runReport.columns.map((c, i) => [c.visible, i] as const)
      .filter(([v]) => v)
      .map(([, i]) => i);
    expect(d.rows).toEqual(direct.data!.runReport.rows.map((row) => visible.map((i) => row[i])));
    expect(d.chart).not.toBeNull();
    const none = await admin.graphql(DATA, { c: null, i: id });
    expect(none.errors![0]!.message).toBe('Debe seleccionar una empresa');
    const rest = await admin.rest('POST', `/rest/tdashboard/reporte/${id}?accion=get_datos`, { emp_codigo: andina });
    expect(rest.body).toMatchObject({ estado: 200, dinf_codigo: id, dinf_repcodigo: code });
  });

  it('an item of another user is not found for a user without edit level 3', async () => {
    const mine = await admin.graphql<{ saveDashboard: { items: Item[] } }>(SAVE, {
      o: 'USER',
      items: [{ type: 'INFO', title: 'Privada', info: 'SUPPORT_BY_STATE' }],
    });
    const privateId = mine.data!.saveDashboard.items[0]!.id;
    const r = await readOnly.graphql(DATA, { i: privateId });
    expect(r.errors![0]!.message).toBe(`No existe el elemento ${privateId} del tablero`);
    await admin.graphql(SAVE, { o: 'USER', items: [] });
  });
});
