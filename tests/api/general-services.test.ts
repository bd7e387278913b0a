import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;
let anonymous: ApiClient;
let andina: number;
let ids: Record<string, number>;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);

async function userId(login: string): Promise<number> {
  const [row] = await sql<{ usr_codigo: number }>('select usr_codigo from tusuarios where usr_id = ?', [login]);
  return row!.usr_codigo;
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, support, readOnly } = await demoClients(server.url, TEST_PASSWORD));
  anonymous = new ApiClient(server.url);
  const rows = await sql<{ emp_codigo: number; emp_coding: string }>('select emp_codigo, emp_coding from tempresa');
  ids = Object.fromEntries(rows.map((r) => [r.emp_coding, r.emp_codigo]));
  andina = ids.andina!;
  // The support user belongs to the Soporte section; the head office of andina is business unit 1 (GENERAL).
  await sql("update tusuarios set sec_codigo = 2 where usr_id = 'soporte'");
});
afterAll(async () => server?.close());

describe('session codes, names and app configuration (/rest/general/0)', () => {
  it('obtcod answers the user and section alone without a company', async () => {
    const { status, body } = await support.rest('GET', '/rest/general/0?opc=obtcod');
    expect(status).toBe(200);
    expect(body).toMatchObject({ estado: 200, codemp: null, almcod: null, esquema: null, usuario: await userId('soporte'), seccion: 2, ung_codigo: null });
  });

  it('obtcod with a company answers its head office, schema and business unit', async () => {
    const [matriz] = await sql<{ alm_codigo: number }>('select alm_codigo from emp_andina.talmacen where alm_matriz = 1');
    const { body } = await support.rest('GET', `/rest/general/0?opc=obtcod&emp_codigo=${andina}`);
    expect(body).toMatchObject({
      estado: 200,
      codemp: andina,
      almcod: matriz!.alm_codigo,
      esquema: 'emp_andina',
      usuario: await userId('soporte'),
      seccion: 2,
      ung_codigo: 1,
    });
  });

  it('obtnombres answers the names of the same codes', async () => {
    const { body } = await support.rest('GET', `/rest/general/0?opc=obtnombres&emp_codigo=${andina}`);
    expect(body).toMatchObject({
      estado: 200,
      empresa: 'COMERCIAL ANDINA S.A.',
      almacen: 'COMERCIAL ANDINA S.A.',
      usuario: 'María Fernanda Jaramillo',
      seccion: 'Soporte',
      uninegocio: 'GENERAL',
    });
  });

  it('appconfig answers the codes with project, schema, descriptions, nparcialview and tclave; each companion its own key', async () => {
    const [project] = await sql<{ pry_codigo: number }>('select pry_codigo from emp_andina.tproyecto');
    const { body } = await admin.rest('GET', `/rest/general/0?opc=appconfig&emp_codigo=${andina}`);
    expect(body.appconfig).toEqual({
      codemp: andina,
      almcod: expect.any(Number),
      usuario: await userId('admin'),
      seccion: null,
      ung_codigo: 1,
      pry_codigo: project!.pry_codigo,
      esquema: 'emp_andina',
      almdescri: 'COMERCIO',
      uninegociodescri: 'GENERAL',
      nparcialview: 3,
      tclave: 0,
    });
    await sql("update emp_andina.tparametro set par_valor = '1' where par_clave = 'TCLAVE'");
    const companions = {
      pry_codigo: project!.pry_codigo,
      esquema: 'emp_andina',
      almdescri: 'COMERCIO',
      uninegociodescri: 'GENERAL',
      nparcialview: 3,
      tclave: 1,
    };
    for (const [key, value] of Object.entries(companions)) {
      const answer = await admin.rest('GET', `/rest/general/0?opc=${key}&emp_codigo=${andina}`);
      expect(answer.body[key], key).toEqual(value);
    }
    await sql("update emp_andina.tparametro set par_valor = '0' where par_clave = 'TCLAVE'");
  });

  it('appconfig without a company is refused naming emp_codigo; an unknown one too', async () => {
    const missing = await admin.rest('GET', '/rest/general/0?opc=appconfig');
    expect(missing.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar una empresa', inputid: 'emp_codigo' });
    const unknown = await admin.rest('GET', '/rest/general/0?opc=obtcod&emp_codigo=999999');
    expect(unknown.body).toMatchObject({ estado: 400, msg: 'No existe la empresa con código 999999', inputid: 'emp_codigo' });
  });

  it('GraphQL answers the same codes and configuration', async () => {
    const result = await support.graphql<{ sessionCodes: Record<string, unknown>; appConfig: Record<string, unknown> }>(
      `query ($c: Int!) { sessionCodes(companyId: $c) { companyId schema sectionId businessUnitId } appConfig(companyId: $c) { schema partialViews transactionPassword businessUnitDescription } }`,
      { c: andina },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      sessionCodes: { companyId: andina, schema: 'emp_andina', sectionId: 2, businessUnitId: 1 },
      appConfig: { schema: 'emp_andina', partialViews: 3, transactionPassword: false, businessUnitDescription: 'GENERAL' },
    });
  });

  it('needs a session: the REST call answers ss_expirada and GraphQL UNAUTHENTICATED', async () => {
    const rest = await anonymous.rest('GET', '/rest/general/0?opc=obtcod');
    expect(rest.status).toBe(401);
    expect(rest.body.ss_expirada).toBe(true);
    const gql = await anonymous.graphql('{ sessionCodes { userId } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('companies of a user (emprel, lista_emp)', () => {
  it('a user without business lines works with every company, by legal name', async () => {
    const { body } = await admin.rest('GET', '/rest/general?opc=emprel');
    const names = (body.empresas as Array<{ emp_razons: string }>).map((e) => e.emp_razons);
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((body.empresas as unknown[])[0]).toEqual({
      emp_codigo: ids.andina,
      emp_coding: 'andina',
      emp_razons: 'COMERCIAL ANDINA S.A.',
      emp_ruc: expect.stringMatching(/^\d{13}$/),
      emp_activa: 1,
      tac_codigo: 1,
      tac_descrip: expect.any(String),
    });
  });

  it('lista_emp lists the companies in the lines of the user plus tipoactiv; estado 200', async () => {
    const consulta = await userId('consulta');
    await sql('delete from tusuario_linea where usr_codigo = ?', [consulta]);
    await sql('insert into tusuario_linea (usr_codigo, eat_codigo, tac_codigo) values (?, 1, 7), (?, 2, 6)', [consulta, consulta]);
    const { status, body } = await admin.rest('GET', `/rest/empresas/tempresa/0?nombre_bd=initdb&opc=lista_emp&num_user=${consulta}`);
    expect(status).toBe(200);
    expect(body.estado).toBe(200);
    expect((body.empresas as Array<{ emp_coding: string }>).map((e) => e.emp_coding)).toEqual(['lojaexpress', 'sanmarcos', 'mitadmundo']);
    const lines = await sql<{ tac_codigo: number; tac_descrip: string; tac_prop: string | null }>(
      'select tac_codigo, tac_descrip, tac_prop from ttipoactividad order by tac_codigo',
    );
    expect(body.tipoactiv).toEqual(lines);
    // The user's own list, also by emprel.
    const own = await readOnly.rest('GET', '/rest/general?opc=emprel');
    expect((own.body.empresas as Array<{ emp_coding: string }>).map((e) => e.emp_coding)).toEqual(['lojaexpress', 'sanmarcos', 'mitadmundo']);
  });

  it("another user's list needs read access to users; a missing num_user is named", async () => {
    // The support profile has no access to the users screen: its own list only.
    const refused = await support.rest('GET', `/rest/empresas/tempresa/0?opc=lista_emp&num_user=${await userId('admin')}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ estado: 403, msg: 'No tiene los permisos para realizar esta acción' });
    const own = await support.rest('GET', `/rest/empresas/tempresa/0?opc=lista_emp&num_user=${await userId('soporte')}`);
    expect(own.body.estado).toBe(200);
    expect(own.body.empresas).toHaveLength(8);
    const missing = await admin.rest('GET', '/rest/empresas/tempresa/0?opc=lista_emp');
    expect(missing.body).toMatchObject({ estado: 400, msg: 'Indique el usuario (num_user) cuyas empresas desea ver', inputid: 'num_user' });
    const notNumber = await admin.rest('GET', '/rest/empresas/tempresa/0?opc=lista_emp&num_user=1e309');
    expect(notNumber.body).toMatchObject({ estado: 400, msg: 'El usuario (num_user) debe ser un número entero', inputid: 'num_user' });
    const unknown = await admin.rest('GET', '/rest/empresas/tempresa/0?opc=lista_emp&num_user=987654');
    expect(unknown.body).toMatchObject({ estado: 400, msg: 'No existe el usuario con código 987654', inputid: 'num_user' });
  });

  it('GraphQL userCompanies gives the same list with enum states', async () => {
    const consulta = await userId('consulta');
    const result = await admin.graphql<{
      userCompanies: { totalCount: number; companies: Array<{ accessCode: string; state: string }>; businessLines: unknown[] };
    }>('query ($u: Int!) { userCompanies(userId: $u) { totalCount companies { accessCode state } businessLines { id name } } }', { u: consulta });
    expect(result.data!.userCompanies.totalCount).toBe(3);
    expect(result.data!.userCompanies.companies).toEqual([
      { accessCode: 'lojaexpress', state: 'ACTIVE' },
      { accessCode: 'sanmarcos', state: 'DEMO' },
      { accessCode: 'mitadmundo', state: 'ACTIVE' },
    ]);
  });
});

describe('transport companies (getEmpTrans)', () => {
  it('lists the three transport cooperatives under empresas, by legal name', async () => {
    const { status, body } = await support.rest('GET', '/rest/empresas/tempresaTrans/0?accion=getEmpTrans');
    expect(status).toBe(200);
    expect(body.estado).toBe(200);
    expect((body.empresas as Array<{ emp_coding: string; emp_tipoacces?: number }>).map((e) => e.emp_coding)).toEqual([
      'lojaexpress',
      'sanmarcos',
      'mitadmundo',
    ]);
  });
});
