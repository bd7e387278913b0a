import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStudentCedula } from '../../api/src/db/seeders/demo-academic.js';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let andina = 0;

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.services.orm.em.fork().getConnection().execute(query, params);
const codeOf = async (fn: string) =>
  (await sql<{ c: number }>('select inf_codigo as c from emp_andina.tinforme where inf_funcio = ? order by 1 limit 1', [fn]))[0]!.c;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin } = await demoClients(server.url, TEST_PASSWORD));
  andina = (await sql<{ id: number }>("select emp_codigo as id from tempresa where emp_esquemadb = 'emp_andina' order by 1 limit 1"))[0]!.id;
});
afterAll(async () => server?.close());

describe('report list with paging, orderBy and totalCount', () => {
  const PAGE =
    'query ($c: Int, $p: Int, $s: Int, $o: ReportOrder, $q: String, $m: ReportModule) { reportPage(companyId: $c, page: $p, pageSize: $s, orderBy: $o, search: $q, module: $m) { totalCount items { code name functionName } } }';
  type Page = { reportPage: { totalCount: number; items: { code: number; name: string; functionName: string }[] } };

  it('pages through the reports in the chosen order with the total of the filter', async () => {
    const all = await sql<{ inf_codigo: number; inf_nombre: string }>(
      'select inf_codigo, inf_nombre from emp_andina.tinforme order by lower(inf_nombre) desc, inf_codigo desc',
    );
    const first = await admin.graphql<Page>(PAGE, { c: andina, p: 1, s: 5, o: { field: 'NAME', direction: 'DESC' } });
    const second = await admin.graphql<Page>(PAGE, { c: andina, p: 2, s: 5, o: { field: 'NAME', direction: 'DESC' } });
    expect(first.data!.reportPage.totalCount).toBe(all.length);
    expect([...first.data!.reportPage.items, ...second.data!.reportPage.items].map((r) => r.code)).toEqual(all.slice(0, 10).map((r) => r.inf_codigo));
    const byCode = await admin.graphql<Page>(PAGE, { c: andina, s: 3, o: { field: 'CODE' } });
    expect(byCode.data!.reportPage.items.map((r) => r.code)).toEqual([...all.map((r) => r.inf_codigo)].sort((a, b) => a - b).slice(0, 3));
    const searched = await admin.graphql<Page>(PAGE, { c: andina, q: 'ventas_', m: 'SALES' });
    const expected = await sql<{ n: number }>(
      "select count(*)::int as n from emp_andina.tinforme where inf_modulo = 2 and (inf_nombre ilike '%ventas\\_%' or inf_funcio ilike '%ventas\\_%')",
    );
    expect(searched.data!.reportPage.totalCount).toBe(expected[0]!.n);
    expect(searched.data!.reportPage.items.every((r) => r.functionName.includes('ventas_'))).toBe(true);
    const bad = await admin.graphql(PAGE, { c: andina, s: 0 });
    expect(bad.errors![0]!.message).toBe('El tamaño de página (pageSize) debe estar entre 1 y 500');
  });
});

describe('/excel/reportes: the result with the specification and the form values', () => {
  it('gives the visible columns with their titles, typed cells and the footer totals, over REST and GraphQL', async () => {
    const code = await codeOf('inf_ventas_cliente');
    const r = await admin.rest('GET', `/rest/excel/reportes?emp_codigo=${andina}&inf_codigo=${code}&desde=01/01/2026&hasta=31/03/2026`);
    expect(r.body).toMatchObject({ estado: 200, tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(String(r.body.archivo), 'base64'));
    const sheet = book.worksheets[0]!;
    const run = await admin.graphql<{
      runReport: { report: { name: string }; columns: { name: string; label: string; visible: boolean; total: string }[]; rows: string[][] };
    }>(
      'query ($c: Int, $code: Int!) { runReport(companyId: $c, code: $code, form: { from: "2026-01-01", to: "2026-03-31" }) { report { name } columns { name label visible total } rows } }',
      { c: andina, code },
    );
    const { columns, rows, report } = run.data!.runReport;
    const visible = columns.map((c, i) => [c, i] as const).filter(([c]) => c.visible);
    expect(sheet.getCell('A1').value).toBe(report.name);
    expect(sheet.getCell('A2').value).toBe('Del 01/01/2026 al 31/03/2026');
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(visible.map(([c]) => c.label));
    expect(sheet.rowCount).toBe(3 + rows.length + 1);
    const totalColumn = visible.findIndex(([c]) => c.name === 'total');
    expect(sheet.getRow(4).getCell(totalColumn + 1).value).toBe(Number(rows[0]![visible[totalColumn]![1]]));
    const expectedTotal = rows.reduce((sum, row) => sum + Math.round(Number(row[visible[totalColumn]![1]]) * 100), 0) / 100;
    expect(sheet.getRow(3 + rows.length + 1).getCell(totalColumn + 1).value).toBe(expectedTotal);

    const gql = await admin.graphql<{ reportWorkbook: { fileName: string } }>(
      'query ($c: Int, $code: Int!) { reportWorkbook(companyId: $c, code: $code, form: { from: "2026-01-01", to: "2026-03-31" }) { fileName } }',
      { c: andina, code },
    );
    expect(gql.data!.reportWorkbook.fileName).toBe('ventas_por_cliente.xlsx');
    const refused = await admin.rest(
      'GET',
      `/rest/excel/reportes?emp_codigo=${andina}&inf_codigo=${code}&inf_funcio=inf_compras&desde=01/01/2026&hasta=31/03/2026`,
    );
    expect(refused.body).toMatchObject({ estado: 400, msg: `La función inf_compras no es la del informe ${code}` });
  });
});

describe('/rest/previewgraph/informe/{id}', () => {
  it('gives the form lists of the company: warehouses, users, periods, sections of a warehouse', async () => {
    const lists = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=get_listas&emp_codigo=${andina}`);
    const warehouses = await sql<{ alm_codigo: number }>('select alm_codigo from emp_andina.talmacen order by alm_nroest, alm_codigo');
    expect(lists.body).toMatchObject({ estado: 200 });
    expect((lists.body.almacenes as { alm_codigo: number }[]).map((a) => a.alm_codigo)).toEqual(warehouses.map((w) => w.alm_codigo));
    const periods = await sql<{ n: number }>('select count(*)::int as n from emp_andina.tperiodo');
    expect((lists.body.periodos as unknown[]).length).toBe(periods[0]!.n);
    const users = await sql<{ n: number }>("select count(*)::int as n from emp_andina.tusuarios where usr_activo = 'T'");
    expect((lists.body.usuarios as unknown[]).length).toBe(users[0]!.n);
    // The form's catalogues, read from the company's own tables.
    const articleTypes = ['COMERCIAL', 'SERVICIO', 'MATERIA PRIMA', 'PRODUCTO TERMINADO', 'ACTIVO FIJO'];
    expect(lists.body.tiposart).toEqual(articleTypes.map((tar_descri, i) => ({ tar_codigo: i + 1, tar_descri })));
    expect((lists.body.catsarts as unknown[]).length).toBeGreaterThan(0);
    expect((lists.body.catsref as unknown[]).length).toBeGreaterThan(0);
    expect(lists.body.catsarts).toEqual(
      await sql("select sec_codigo, sec_descri, alm_codigo from emp_andina.tseccion where sec_activo = 'T' order by sec_descri, sec_codigo"),
    );
    expect(lists.body.catsref).toEqual(
      await sql("select tcp_codigo, tcp_descri, tcp_tipo from emp_andina.tcatclipro where tcp_activo = 'T' order by tcp_descri, tcp_codigo"),
    );
    expect(lists.body.tiposref).toEqual([
      { codigo: 1, nombre: 'CLIENTES' },
      { codigo: 2, nombre: 'PROVEEDORES' },
      { codigo: 3, nombre: 'CLIENTES Y PROVEEDORES' },
    ]);
    const models = await sql<{ tra_codigo: number }>('select distinct tra_codigo from emp_andina.tmodelocontable order by tra_codigo');
    expect(models.length).toBeGreaterThan(0);
    expect((lists.body.modcont as { tra_codigo: number }[]).map((m) => m.tra_codigo)).toEqual(models.map((m) => m.tra_codigo));
    expect(lists.body.uri_arts).toBe('/rest/transacc/articulos');
    const sections = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=get_secciones&emp_codigo=${andina}&alm_codigo=${warehouses[0]!.alm_codigo}`);
    const points = await sql<{ tdv_codigo: number }>('select tdv_codigo from emp_andina.tpuntoventa where alm_codigo = ? order by tdv_numero', [
      warehouses[0]!.alm_codigo,
    ]);
    expect((sections.body.secciones as { sec_codigo: number }[]).map((x) => x.sec_codigo)).toEqual(points.map((p) => p.tdv_codigo));
    const noWarehouse = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=get_secciones&emp_codigo=${andina}`);
    expect(noWarehouse.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar un almacén' });
    const usuarios = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=get_usuarios&emp_codigo=${andina}&alm_codigo=${warehouses[0]!.alm_codigo}`);
    expect((usuarios.body.usuarios as unknown[]).length).toBe(users[0]!.n);
    // The same lists over GraphQL.
    const gql = await admin.graphql<{
      reportFormLists: { warehouses: { id: number }[]; users: unknown[]; periods: unknown[] };
      reportSections: { id: number }[];
    }>(
      'query ($c: Int, $w: Int) { reportFormLists(companyId: $c) { warehouses { id name establishment } users { id name } periods { id from to } } reportSections(companyId: $c, warehouseId: $w) { id name number } }',
      { c: andina, w: warehouses[0]!.alm_codigo },
    );
    expect(gql.data!.reportFormLists.warehouses.map((w) => w.id)).toEqual(warehouses.map((w) => w.alm_codigo));
    expect(gql.data!.reportFormLists.users.length).toBe(users[0]!.n);
    expect(gql.data!.reportFormLists.periods.length).toBe(periods[0]!.n);
    expect(gql.data!.reportSections.map((x) => x.id)).toEqual(points.map((p) => p.tdv_codigo));
  });

  it('inittrans and frecuencias read the company’s parcel routes', async () => {
    // The demo company with parcels (the one whose schema has rows in tencomienda).
    const companies = await sql<{ s: string; id: number }>(
      "select e.emp_esquemadb as s, e.emp_codigo as id from tempresa e where exists (select 1 from pg_tables t where t.schemaname = e.emp_esquemadb and t.tablename = 'tencomienda') order by e.emp_codigo",
    );
    let s = '';
    let id = 0;
    for (const c of companies) if (!s && (await sql<{ n: number }>(`select count(*)::int as n from "${c.s}".tencomienda`))[0]!.n > 0) ({ s, id } = c);
    const init = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=inittrans&emp_codigo=${id}`);
    const routes = await sql<{ o: string; d: string }>(`select distinct enc_origen as o, enc_destino as d from "${s}".tencomienda order by 1, 2`);
    expect((init.body.rutas as { origen: string; destino: string }[]).map((r) => [r.origen, r.destino])).toEqual(routes.map((r) => [r.o, r.d]));
    expect(routes.length).toBeGreaterThan(0);
    {
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from "${s}".tencomienda where enc_origen = ? and enc_destino = ? and trn_fecha::date between '2020-01-01' and '2030-12-31'`,
        [routes[0]!.o, routes[0]!.d],
      );
      const freq = await admin.rest(
        'GET',
        `/rest/previewgraph/informe/0?opc=frecuencias&emp_codigo=${id}&desde=01/01/2020&hasta=31/12/2030&ru_codigo=${encodeURIComponent(`${routes[0]!.o}|${routes[0]!.d}`)}`,
      );
      expect((freq.body.frecuencias as { envios: number }[]).reduce((a, f) => a + f.envios, 0)).toBe(n);
    }
    const noRoute = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=frecuencias&emp_codigo=${id}&desde=01/01/2026&hasta=31/01/2026`);
    expect(noRoute.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar una ruta' });
  });

  it('initacad, cargaCursos and cargaPlanes read the school data of the company (seeded in Comercial Andina)', async () => {
    const [current, previous] = await sql<{ id: number }>('select pel_codigo as id from emp_andina.tperiodolectivo order by pel_inicio desc');
    const init = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=initacad&emp_codigo=${andina}`);
    expect(init.body).toMatchObject({
      estado: 200,
      form: { pel_codigo: current!.id, sea_codigo: null, cur_codigo: null, pln_codigo: null, est_codigo: null, clp_codigo: null },
      formPln: { pel_codigo: current!.id, cur_codigo: null, pln_codigo: null },
    });
    expect(init.body.periodos).toEqual([
      { pel_codigo: current!.id, pel_nombre: '2025-2026 SIERRA', pel_inicio: '2025-09-01', pel_fin: '2026-06-26', pel_activo: 'T' },
      { pel_codigo: previous!.id, pel_nombre: '2024-2025 SIERRA', pel_inicio: '2024-09-02', pel_fin: '2025-06-27', pel_activo: 'F' },
    ]);
    expect((init.body.secciones as { sea_nombre: string }[]).map((x) => x.sea_nombre)).toEqual(['MATUTINA', 'VESPERTINA']);
    const cursos = init.body.cursos as { cur_codigo: number; cur_nombre: string; cur_paralelo: string; sea_nombre: string; pel_codigo: number }[];
    expect(cursos.map((c) => [c.cur_nombre, c.cur_paralelo, c.sea_nombre, c.pel_codigo])).toEqual([
      ['OCTAVO AÑO DE EGB', 'A', 'MATUTINA', current!.id],
      ['OCTAVO AÑO DE EGB', 'B', 'MATUTINA', current!.id],
      ['NOVENO AÑO DE EGB', 'A', 'MATUTINA', current!.id],
      ['PRIMERO DE BACHILLERATO', 'A', 'VESPERTINA', current!.id],
    ]);
    expect((init.body.planes as { pln_nombre: string; pln_horas: number; cur_codigo: number }[]).map((p) => [p.pln_nombre, p.pln_horas, p.cur_codigo])).toEqual(
      [
        ['MALLA EGB SUPERIOR 2025-2026', 35, cursos[0]!.cur_codigo],
        ['MALLA EGB SUPERIOR 2025-2026', 35, cursos[1]!.cur_codigo],
        ['MALLA EGB SUPERIOR 2025-2026', 35, cursos[2]!.cur_codigo],
        ['BACHILLERATO TÉCNICO CONTABILIDAD 2025-2026', 45, cursos[3]!.cur_codigo],
        ['BGU CIENCIAS 2025-2026', 40, cursos[3]!.cur_codigo],
      ],
    );
    // Twelve students, three per course, by surname; student i (in seed order) is represented by the (i mod 8)-th person referente.
    const people = await sql<{ id: number; ced: string; name: string }>(
      "select clp_codigo as id, clp_cedruc as ced, clp_nombre || coalesce(' ' || clp_apelli, '') as name from emp_andina.tclipro where clp_tipoid = '05' order by clp_codigo limit 8",
    );
    const estudiantes = init.body.estudiantes as { est_cedula: string; est_nombre: string; cur_codigo: number; clp_codigo: number }[];
    expect(estudiantes.map((e) => e.est_nombre)).toEqual([
      'ARMIJOS CABRERA ISABELLA',
      'BENÍTEZ OCHOA THIAGO',
      'CEDEÑO BRIONES SAMUEL ALEJANDRO',
      'ESPINOSA YÉPEZ JOAQUÍN',
      'GUAMÁN ÑAUÑAY JOSUÉ DAVID',
      'JARAMILLO ANDRADE MATEO SEBASTIÁN',
      'LEÓN GUERRERO RENATA',
      'ORDÓÑEZ CHÁVEZ NICOLÁS',
      'PEÑAHERRERA SALAZAR VALENTINA',
      'RIVADENEIRA PAREDES ANTONELLA',
      'VILLACÍS TORRES EMILIA',
      'ZAMBRANO MOREIRA CAMILA ANDREA',
    ]);
    const mateo = estudiantes.find((e) => e.est_nombre === 'JARAMILLO ANDRADE MATEO SEBASTIÁN')!;
    expect(mateo).toMatchObject({ est_cedula: demoStudentCedula(0), cur_codigo: cursos[0]!.cur_codigo, clp_codigo: people[0]!.id });
    expect(estudiantes.find((e) => e.est_nombre === 'RIVADENEIRA PAREDES ANTONELLA')).toMatchObject({
      est_cedula: demoStudentCedula(11),
      cur_codigo: cursos[3]!.cur_codigo,
      clp_codigo: people[3]!.id,
    });
    const counts = new Map(people.map((p, i) => [p.id, i < 4 ? 2 : 1]));
    expect(init.body.representantes).toEqual(
      [...people]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
        .map((p) => ({ clp_codigo: p.id, clp_cedruc: p.ced, clp_nombre: p.name, estudiantes: counts.get(p.id) })),
    );

    const vespertina = (init.body.secciones as { sea_codigo: number; sea_nombre: string }[]).find((x) => x.sea_nombre === 'VESPERTINA')!.sea_codigo;
    const before = await admin.rest(
      'GET',
      `/rest/previewgraph/informe/0?opc=cargaCursos&emp_codigo=${andina}&pel_codigo=${previous!.id}&sea_codigo=${vespertina}`,
    );
    expect(
      (before.body.cursos as { cur_nombre: string; cur_paralelo: string; pel_codigo: number }[]).map((c) => [c.cur_nombre, c.cur_paralelo, c.pel_codigo]),
    ).toEqual([['PRIMERO DE BACHILLERATO', 'A', previous!.id]]);
    const all = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=cargaCursos&emp_codigo=${andina}&pel_codigo=${current!.id}`);
    expect(all.body.cursos).toEqual(cursos);
    expect((await admin.rest('GET', `/rest/previewgraph/informe/0?opc=cargaCursos&emp_codigo=${andina}`)).body).toMatchObject({
      estado: 400,
      msg: 'Debe seleccionar un período lectivo',
    });

    const ofCourse = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=cargaPlanes&emp_codigo=${andina}&cur_codigo=${cursos[3]!.cur_codigo}`);
    expect((ofCourse.body.planes as { pln_nombre: string; pln_horas: number }[]).map((p) => [p.pln_nombre, p.pln_horas])).toEqual([
      ['BACHILLERATO TÉCNICO CONTABILIDAD 2025-2026', 45],
      ['BGU CIENCIAS 2025-2026', 40],
    ]);
    const ofYear = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=cargaPlanes&emp_codigo=${andina}&pel_codigo=${previous!.id}`);
    expect((ofYear.body.planes as { pln_nombre: string }[]).map((p) => p.pln_nombre)).toEqual([
      'MALLA EGB SUPERIOR 2024-2025',
      'MALLA EGB SUPERIOR 2024-2025',
      'MALLA EGB SUPERIOR 2024-2025',
      'BACHILLERATO TÉCNICO CONTABILIDAD 2024-2025',
      'BGU CIENCIAS 2024-2025',
    ]);
    expect((await admin.rest('GET', `/rest/previewgraph/informe/0?opc=cargaPlanes&emp_codigo=${andina}`)).body).toMatchObject({
      estado: 400,
      msg: 'Debe seleccionar un curso o un período lectivo',
    });

    // A company without school data answers empty lists; no company is refused.
    const [pacifico] = await sql<{ id: number }>("select emp_codigo as id from tempresa where emp_esquemadb = 'emp_pacifico'");
    const empty = await admin.rest('GET', `/rest/previewgraph/informe/0?opc=initacad&emp_codigo=${pacifico!.id}`);
    expect(empty.body).toMatchObject({
      estado: 200,
      periodos: [],
      secciones: [],
      cursos: [],
      planes: [],
      estudiantes: [],
      representantes: [],
      form: { pel_codigo: null },
      formPln: { pel_codigo: null },
    });
    expect((await admin.rest('GET', '/rest/previewgraph/informe/0?opc=initacad')).body).toMatchObject({ estado: 400, msg: 'Debe seleccionar una empresa' });

    // The same over GraphQL.
    const gql = await admin.graphql<{
      reportAcademicLists: {
        defaultPeriodId: number;
        periods: { id: number; name: string; start: string; end: string; active: boolean }[];
        sections: { name: string }[];
        courses: { id: number; sectionName: string }[];
        plans: { name: string; weeklyHours: number }[];
        students: { idNumber: string; name: string; courseId: number; representativeId: number }[];
        representatives: { id: number; students: number }[];
      };
      reportCourses: { id: number; name: string; parallel: string }[];
      reportStudyPlans: { name: string; weeklyHours: number; courseId: number }[];
    }>(
      `query ($c: Int, $p: Int, $s: Int, $k: Int) {
        reportAcademicLists(companyId: $c) { defaultPeriodId periods { id name start end active } sections { name } courses { id sectionName } plans { name weeklyHours } students { idNumber name courseId representativeId } representatives { id students } }
        reportCourses(companyId: $c, periodId: $p, sectionId: $s) { id name parallel }
        reportStudyPlans(companyId: $c, courseId: $k) { name weeklyHours courseId }
      }`,
      { c: andina, p: previous!.id, s: vespertina, k: cursos[3]!.cur_codigo },
    );
    const lists = gql.data!.reportAcademicLists;
    expect(lists.defaultPeriodId).toBe(current!.id);
    expect(lists.periods[0]).toEqual({ id: current!.id, name: '2025-2026 SIERRA', start: '2025-09-01', end: '2026-06-26', active: true });
    expect(lists.periods[1]!.active).toBe(false);
    expect(lists.courses.map((c) => c.id)).toEqual(cursos.map((c) => c.cur_codigo));
    expect(lists.plans.length).toBe(5);
    expect(lists.students.map((x) => x.name)).toEqual(estudiantes.map((e) => e.est_nombre));
    expect(lists.students.find((x) => x.idNumber === demoStudentCedula(0))).toMatchObject({ courseId: cursos[0]!.cur_codigo, representativeId: people[0]!.id });
    expect(lists.representatives.map((r) => [r.id, r.students])).toEqual(
      (init.body.representantes as { clp_codigo: number; estudiantes: number }[]).map((r) => [r.clp_codigo, r.estudiantes]),
    );
    expect(gql.data!.reportCourses.map((c) => [c.name, c.parallel])).toEqual([['PRIMERO DE BACHILLERATO', 'A']]);
    expect(gql.data!.reportStudyPlans).toEqual([
      { name: 'BACHILLERATO TÉCNICO CONTABILIDAD 2025-2026', weeklyHours: 45, courseId: cursos[3]!.cur_codigo },
      { name: 'BGU CIENCIAS 2025-2026', weeklyHours: 40, courseId: cursos[3]!.cur_codigo },
    ]);
    const noPeriod = await admin.graphql('query ($c: Int) { reportCourses(companyId: $c) { id } }', { c: andina });
    expect(noPeriod.errors![0]!.message).toBe('Debe seleccionar un período lectivo');
  });

  it('produces the graph of a report: graph_tipos, datos_inf with grucol_list, tvistainf and lst_series; modo is checked', async () => {
    const code = await codeOf('inf_ventas_mes');
    const g = await admin.rest('GET', `/rest/previewgraph/informe/${code}?emp_codigo=${andina}&modo=contab&anioa=2026&mesa=1&mesb=3`);
    expect(g.body).toMatchObject({ estado: 200, modo: 'contab', desde: '2026-01-01', hasta: '2026-03-31' });
    expect((g.body.graph_tipos as { codigo: number; nombre: string }[]).slice(0, 3)).toEqual([
      { codigo: 1, nombre: 'Barras verticales' },
      { codigo: 2, nombre: 'Barras horizontales' },
      { codigo: 3, nombre: 'Pastel' },
    ]);
    const [view] = await sql<{ vin_codigo: number; vin_tipgra: number; series: string }>(
      "select v.vin_codigo, v.vin_tipgra, (select string_agg(igr_column, ',' order by igr_orden) from emp_andina.tgrafinf g where g.vin_codigo = v.vin_codigo) as series from emp_andina.tvistainf v where v.inf_codigo = ? order by v.vin_order, v.vin_codigo limit 1",
      [code],
    );
    expect(g.body.tvistainf).toMatchObject({ vin_codigo: view!.vin_codigo, vin_tipgra: view!.vin_tipgra });
    expect((g.body.lst_series as { igr_column: string }[]).map((x) => x.igr_column).join(',')).toBe(view!.series);
    const datos = g.body.datos_inf as { datos: unknown[]; columnas: unknown[]; grucol_list: string[] };
    expect(datos.datos.length).toBe(3);
    expect(Array.isArray(datos.grucol_list)).toBe(true);
    const bad = await admin.rest('GET', `/rest/previewgraph/informe/${code}?emp_codigo=${andina}&modo=otro&anioa=2026&mesa=1`);
    expect(bad.body).toMatchObject({ estado: 400, msg: 'El modo debe ser contab, transp o acad' });
  });
});
