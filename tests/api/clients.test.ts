import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRuc, DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;

const CLIENT_FIELDS =
  'id idNumber name tradeName email phone mobile address formUpdate formUpdateLabel formState formStateLabel color companies { id accessCode legalName ruc state stateLabel stateColor }';
const HEADER_SEARCH = `query ($text: String!, $limit: Int) { clientSearch(text: $text, limit: $limit) { kind text totalCount limit message items { ${CLIENT_FIELDS} } } }`;
const GRID_SEARCH = `query ($kind: ClientSearchKind!, $text: String!, $limit: Int) { clientGridSearch(kind: $kind, text: $text, limit: $limit) { kind text totalCount limit message items { ${CLIENT_FIELDS} } } }`;
const SET_FORM_UPDATE = `mutation ($clientId: Int!, $formUpdate: ClientFormUpdate!) { setClientFormUpdate(clientId: $clientId, formUpdate: $formUpdate) { message client { id formUpdate formUpdateLabel } } }`;
const COMPANIES = 'query ($clientId: Int!) { clientCompanies(clientId: $clientId) { accessCode legalName ruc state stateLabel } }';
const DOMAINS = '{ clientDomains { id name url } }';
const SETUP = '{ clientSearchSetup { domainMessage domains { name url } recent { id name } } }';

interface ClientItem {
  id: number;
  idNumber: string;
  name: string;
  tradeName: string | null;
  email: string | null;
  formUpdate: string;
  formUpdateLabel: string;
  formState: string;
  formStateLabel: string;
  color: string | null;
  companies: Array<{ id: number; accessCode: string; legalName: string; ruc: string; state: string; stateLabel: string; stateColor: string }>;
}
interface SearchResult {
  kind: string;
  text: string;
  totalCount: number;
  limit: number;
  message: string | null;
  items: ClientItem[];
}

const headerSearch = (client: ApiClient, text: string, limit?: number) => client.graphql<{ clientSearch: SearchResult }>(HEADER_SEARCH, { text, limit });
const gridSearch = (client: ApiClient, kind: string, text: string, limit?: number) =>
  client.graphql<{ clientGridSearch: SearchResult }>(GRID_SEARCH, { kind, text, limit });
const names = (result: SearchResult) => result.items.map((c) => c.name);

const company = (accessCode: string) => DEMO_COMPANIES.find((c) => c.accessCode === accessCode)!;

function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  return server.services.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
}

/** Factory: a client of the provider, straight into tcliente; returns its clp_codigo. */
async function insertClient(row: { cedruc: string; apenom: string; nomcom?: string; email?: string; estupd?: 0 | 1 }): Promise<number> {
  const [inserted] = await sql<{ clp_codigo: number }>(
    'insert into tcliente (clp_cedruc, clp_apenom, clp_nomcom, clp_email, clp_estupd) values (?, ?, ?, ?, ?) returning clp_codigo',
    [row.cedruc, row.apenom, row.nomcom ?? null, row.email ?? null, row.estupd ?? 1],
  );
  return inserted!.clp_codigo;
}

async function clientIdByName(name: string): Promise<number> {
  const [row] = await sql<{ clp_codigo: number }>('select clp_codigo from tcliente where clp_apenom = ?', [name]);
  return row!.clp_codigo;
}

async function signInAs(login: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  await client.login(login, password);
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = await signInAs('admin');
});
afterAll(async () => server?.close());

describe('demo clients', () => {
  it('seeds one client per demo company (same RUC) plus two whose RUC has no company', async () => {
    const rows = await sql<{ clp_cedruc: string; companies: number }>(
      'select c.clp_cedruc, (select count(*) from tempresa e where e.emp_ruc = c.clp_cedruc)::int as companies from tcliente c order by c.clp_codigo',
    );
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 8).map((r) => r.clp_cedruc)).toEqual(DEMO_COMPANIES.map(demoRuc));
    expect(rows.map((r) => r.companies)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });
});

describe('header search: e-mail when the text has @, otherwise name', () => {
  it("finds by e-mail ignoring case and answers the client with its company's access code, legal name, RUC and state", async () => {
    const result = await headerSearch(admin, 'CZAMBRANO@DISPACIFICO');
    expect(result.errors).toBeUndefined();
    const found = result.data!.clientSearch;
    expect(found).toMatchObject({ kind: 'EMAIL', text: 'CZAMBRANO@DISPACIFICO', totalCount: 1, limit: 100, message: null });
    expect(found.items[0]).toMatchObject({
      idNumber: demoRuc(company('pacifico')),
      name: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
      tradeName: 'Distribuidora del Pacífico',
      email: 'czambrano@dispacifico.com.ec',
      formUpdate: 'ENABLED',
      formUpdateLabel: 'HABILITADO',
      formState: 'PENDING',
      formStateLabel: 'PENDIENTE',
      color: '#FFB80F',
    });
    expect(found.items[0]!.companies).toEqual([
      expect.objectContaining({
        accessCode: 'pacifico',
        legalName: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
        ruc: demoRuc(company('pacifico')),
        state: 'ACTIVE',
        stateLabel: 'ACTIVO',
        stateColor: 'limegreen',
      }),
    ]);
  });

  it('finds by a part of the name ignoring case and accents (jose finds JOSÉ)', async () => {
    const result = (await headerSearch(admin, '  peñaherrera maria jose ')).data!.clientSearch;
    expect(result).toMatchObject({ kind: 'NAME', text: 'peñaherrera maria jose', totalCount: 1 });
    expect(names(result)).toEqual(['JARAMILLO PEÑAHERRERA MARÍA JOSÉ']);
  });

  it("without '@' also finds a text that is only in an e-mail; a text found nowhere gives the name warning", async () => {
    const byName = (await headerSearch(admin, 'lacostena')).data!.clientSearch;
    expect(byName).toMatchObject({ kind: 'NAME', totalCount: 1, message: null });
    expect(names(byName)).toEqual(['CEDEÑO QUIMÍ ROSA AMELIA']);
    const nowhere = (await headerSearch(admin, 'zzyzx')).data!.clientSearch;
    expect(nowhere).toMatchObject({ kind: 'NAME', totalCount: 0, items: [], message: 'El nombre especificado no coincide con ningún cliente' });
    const byEmail = (await headerSearch(admin, '@lacostena')).data!.clientSearch;
    expect(byEmail).toMatchObject({ kind: 'EMAIL', totalCount: 1, message: null });
    expect(names(byEmail)).toEqual(['CEDEÑO QUIMÍ ROSA AMELIA']);
  });

  it('warns with the e-mail wording when no e-mail matches', async () => {
    const result = (await headerSearch(admin, 'nadie@ninguna.ec')).data!.clientSearch;
    expect(result).toEqual({
      kind: 'EMAIL',
      text: 'nadie@ninguna.ec',
      totalCount: 0,
      limit: 100,
      items: [],
      message: 'El email especificado no coincide con ningún cliente',
    });
  });

  it("refuses empty text with the info 'Ingrese el email o nombre del cliente a buscar.'", async () => {
    const result = await headerSearch(admin, '   ');
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject({
      message: 'Ingrese el email o nombre del cliente a buscar.',
      extensions: { code: 'BAD_USER_INPUT', field: 'text', level: 'info' },
    });
  });

  it('treats % and _ as plain characters', async () => {
    expect((await headerSearch(admin, '%')).data!.clientSearch.totalCount).toBe(0);
    expect((await headerSearch(admin, '_@')).data!.clientSearch.totalCount).toBe(0);
  });
});

describe('clients grid search by cparams kind', () => {
  it.each([
    ['RUC', demoRuc(company('farmaustro')).slice(0, 7), ['ORDÓÑEZ CABRERA ANA LUCÍA']],
    ['LEGAL_NAME', 'transportes mitad', ['VILLACÍS ANDRADE GABRIELA']],
    ['TRADE_NAME', 'ÑAUPA', ['ÑAUÑAY GUAMÁN PATRICIA ELENA']],
    ['ACCESS', 'LOJAEXP', ['ARMIJOS OCHOA JORGE EDUARDO']],
    ['NAME', 'yepez benitez', ['YÉPEZ BENÍTEZ SANTIAGO']],
    ['EMAIL', 'FERRETERIAELCONSTRUCTOR@', ['PAREDES SANCHEZ LUIS ALBERTO']],
  ])('kind %s with %j finds %j', async (kind, text, expected) => {
    const result = await gridSearch(admin, kind, text);
    expect(result.errors).toBeUndefined();
    expect(names(result.data!.clientGridSearch)).toEqual(expected);
  });

  it('answers a client whose RUC has no company with an empty company list', async () => {
    const [client] = (await gridSearch(admin, 'RUC', completeRuc('179412583'))).data!.clientGridSearch.items;
    expect(client).toMatchObject({ name: 'ÑAUÑAY GUAMÁN PATRICIA ELENA', companies: [] });
  });

  it("refuses an empty filter with 'Ingrese criterio de búsqueda' for every kind", async () => {
    for (const kind of ['RUC', 'LEGAL_NAME', 'TRADE_NAME', 'ACCESS', 'NAME', 'EMAIL']) {
      const result = await gridSearch(admin, kind, ' ');
      expect(result.errors![0]).toMatchObject({ message: 'Ingrese criterio de búsqueda', extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
    }
  });

  it('answers an empty list without a message for the company kinds', async () => {
    expect((await gridSearch(admin, 'ACCESS', 'no-existe')).data!.clientGridSearch).toMatchObject({ totalCount: 0, items: [], message: null });
  });

  it('orders in Spanish (accents ignored, Ñ after N) and returns at most limit with the full total', async () => {
    for (const [i, apenom] of ['ZAPATA QXORDEN', 'OÑA QXORDEN', 'ÑANDÚ QXORDEN', 'NUÑEZ QXORDEN', 'ÁLVAREZ QXORDEN'].entries()) {
      await insertClient({ cedruc: `179990000${i}001`, apenom });
    }
    const all = (await gridSearch(admin, 'NAME', 'qxorden')).data!.clientGridSearch;
    expect(names(all)).toEqual(['ÁLVAREZ QXORDEN', 'NUÑEZ QXORDEN', 'ÑANDÚ QXORDEN', 'OÑA QXORDEN', 'ZAPATA QXORDEN']);
    const two = (await gridSearch(admin, 'NAME', 'QXORDEN', 2)).data!.clientGridSearch;
    expect(two).toMatchObject({ totalCount: 5, limit: 2 });
    expect(names(two)).toEqual(['ÁLVAREZ QXORDEN', 'NUÑEZ QXORDEN']);
    // GraphQL refuses a limit out of range naming it; the legacy route keeps clamping it.
    const tooMany = await gridSearch(admin, 'NAME', 'QXORDEN', 100000);
    expect(tooMany.errors![0]).toMatchObject({
      message: 'El máximo de clientes (limit) debe estar entre 1 y 500',
      extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
    });
    expect((await gridSearch(admin, 'NAME', 'QXORDEN', 0)).errors![0]!.message).toBe('El máximo de clientes (limit) debe estar entre 1 y 500');
    const clamped = await admin.rest('POST', '/rest/busq/clientes/0?accion=buscar', { cparams: '5|QXORDEN', limit: 100000 });
    expect([clamped.status, clamped.body.total]).toEqual([200, 5]);
    const ordered = await admin.graphql<{ clientGridSearch: SearchResult }>(
      'query ($o: ClientOrder) { clientGridSearch(kind: NAME, text: "QXORDEN", orderBy: $o) { items { name idNumber } } }',
      { o: { field: 'ID_NUMBER', direction: 'DESC' } },
    );
    expect(ordered.data!.clientGridSearch.items.map((c) => c.idNumber)).toEqual([
      '1799900004001',
      '1799900003001',
      '1799900002001',
      '1799900001001',
      '1799900000001',
    ]);
    const byName = await admin.graphql<{ clientGridSearch: SearchResult }>(
      '{ clientGridSearch(kind: NAME, text: "QXORDEN", orderBy: { field: NAME, direction: DESC }) { items { name } } }',
    );
    expect(names(byName.data!.clientGridSearch)).toEqual(['ZAPATA QXORDEN', 'OÑA QXORDEN', 'ÑANDÚ QXORDEN', 'NUÑEZ QXORDEN', 'ÁLVAREZ QXORDEN']);
  });
});

describe("a client's companies for the company edit tab", () => {
  it('lists the companies that carry the client RUC', async () => {
    const id = await clientIdByName('CEDEÑO QUIMÍ ROSA AMELIA');
    const result = await admin.graphql<{ clientCompanies: unknown[] }>(COMPANIES, { clientId: id });
    expect(result.data!.clientCompanies).toEqual([
      { accessCode: 'costena', legalName: 'RESTAURANTE LA COSTEÑA COSTERES S.A.', ruc: demoRuc(company('costena')), state: 'INACTIVE', stateLabel: 'INACTIVO' },
    ]);
  });

  it("refuses a client without a company with 'No se encontró ruc de la empresa...'", async () => {
    const id = await clientIdByName('BRIONES CASTILLO HÉCTOR RAÚL');
    const result = await admin.graphql(COMPANIES, { clientId: id });
    expect(result.errors![0]).toMatchObject({
      message: 'No se encontró ruc de la empresa. Empresa sin acceso no se pueden ver los datos relacionados.',
      extensions: { code: 'CONFLICT', level: 'warning' },
    });
  });

  it('shows an active company with the lectura flag as LECTURA', async () => {
    const ruc = completeRuc('179777111');
    await sql(
      `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb, emp_activa, emp_ubica)
       values ('lecturaqx', 'LECTURA QX S.A.', ?, 'localhost', 'isyplus', 'emp_lecturaqx', 1, '{"provincia":17,"ciudad":"QUITO","lectura":"T"}')`,
      [ruc],
    );
    await insertClient({ cedruc: ruc, apenom: 'LECTOR QXLECTURA' });
    const [client] = (await gridSearch(admin, 'ACCESS', 'lecturaqx')).data!.clientGridSearch.items;
    expect(client!.companies).toEqual([
      expect.objectContaining({ accessCode: 'lecturaqx', state: 'ACTIVE', stateLabel: 'LECTURA', stateColor: 'cornflowerblue' }),
    ]);
  });
});

describe('form-update flag clp_estupd', () => {
  it('sets 1 and back to 0 (shown HABILITADO), each change audited with the acting user', async () => {
    const id = await clientIdByName('ZAMBRANO MOREIRA CARLOS ANDRÉS');
    const off = await admin.graphql<{ setClientFormUpdate: unknown }>(SET_FORM_UPDATE, { clientId: id, formUpdate: 'DISABLED' });
    expect(off.data!.setClientFormUpdate).toEqual({
      message: 'El formulario de actualización de ZAMBRANO MOREIRA CARLOS ANDRÉS quedó DESHABILITADO',
      client: { id, formUpdate: 'DISABLED', formUpdateLabel: 'DESHABILITADO' },
    });
    const on = await admin.graphql<{ setClientFormUpdate: unknown }>(SET_FORM_UPDATE, { clientId: id, formUpdate: 'ENABLED' });
    expect(on.data!.setClientFormUpdate).toEqual({
      message: 'El formulario de actualización de ZAMBRANO MOREIRA CARLOS ANDRÉS quedó HABILITADO',
      client: { id, formUpdate: 'ENABLED', formUpdateLabel: 'HABILITADO' },
    });
    const audit = await sql(
      'select usr_nombre, aud_accion, aud_entidad, aud_clave, observacion from tauditoria where aud_entidad = ? and aud_clave = ? order by aud_codigo',
      ['tcliente', String(id)],
    );
    expect(audit).toEqual([
      {
        usr_nombre: 'Administrador General',
        aud_accion: 'formulario',
        aud_entidad: 'tcliente',
        aud_clave: String(id),
        observacion: 'clp_estupd 0 (HABILITADO) -> 1 (DESHABILITADO)',
      },
      {
        usr_nombre: 'Administrador General',
        aud_accion: 'formulario',
        aud_entidad: 'tcliente',
        aud_clave: String(id),
        observacion: 'clp_estupd 1 (DESHABILITADO) -> 0 (HABILITADO)',
      },
    ]);
    const [row] = await sql<{ clp_estupd: number }>('select clp_estupd from tcliente where clp_codigo = ?', [id]);
    expect(row!.clp_estupd).toBe(0);
  });

  it('refuses a value other than 0 or 1 naming the field, and changes nothing', async () => {
    const id = await clientIdByName('ARMIJOS OCHOA JORGE EDUARDO');
    const result = await admin.graphql(SET_FORM_UPDATE, { clientId: id, formUpdate: 2 });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const legacy = await admin.rest('POST', `/rest/busq/clientes/${id}?accion=formulario`, { clp_estupd: 2 });
    expect([legacy.body.msj, legacy.body.inputid]).toEqual(['clp_estupd debe ser 0 (HABILITADO) o 1 (DESHABILITADO)', 'clp_estupd']);
    const [row] = await sql<{ clp_estupd: number }>('select clp_estupd from tcliente where clp_codigo = ?', [id]);
    expect(row!.clp_estupd).toBe(0);
    expect(await sql('select 1 from tauditoria where aud_entidad = ? and aud_clave = ?', ['tcliente', String(id)])).toHaveLength(0);
  });

  it('refuses an unknown client with NOT_FOUND', async () => {
    const result = await admin.graphql(SET_FORM_UPDATE, { clientId: 987654, formUpdate: 'DISABLED' });
    expect(result.errors![0]).toMatchObject({ message: 'No existe el cliente con código 987654', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('access to the client search', () => {
  it('refuses a signed-out caller on GraphQL and REST', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await headerSearch(anonymous, 'jose')).errors![0]).toMatchObject({ message: 'NO AUTENTICADO', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await anonymous.graphql(SET_FORM_UPDATE, { clientId: 1, formUpdate: 'ENABLED' })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const rest = await anonymous.rest('POST', '/rest/busq/clientes/0?accion=base', { cparams: '5|jose' });
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ ss_expirada: true });
  });

  it("refuses a profile without 'clientes'; read-only may search but not change the flag; support may", async () => {
    const em = server.services.orm.em.fork();
    const profile = em.create(User, { login: 'perfil.sin.clientes', name: 'Sin clientes', isProfile: 'T', active: 'T', hierarchy: 0 });
    await em.flush();
    await em.getConnection().execute('insert into tperfil_menu (usr_codigo, mb_codigo, pme_nivel) values (?, 22, 2)', [profile.id]);
    em.create(User, { login: 'editor.faqs2', name: 'Editor de FAQs', passwordHash: await hashPassword('clave-faqs-2'), hierarchy: 0, profileId: profile.id });
    await em.flush();
    const outsider = await signInAs('editor.faqs2', 'clave-faqs-2');
    const forbidden = { message: 'No tiene los permisos para realizar esta acción', extensions: { code: 'FORBIDDEN' } };
    expect((await headerSearch(outsider, 'jose')).errors![0]).toMatchObject(forbidden);
    expect((await gridSearch(outsider, 'RUC', '17')).errors![0]).toMatchObject(forbidden);
    expect((await outsider.graphql(DOMAINS)).errors![0]).toMatchObject(forbidden);
    const rest = await outsider.rest('GET', '/rest/busq/clientes/0?accion=datosinit');
    expect(rest.status).toBe(403);

    const id = await clientIdByName('VILLACÍS ANDRADE GABRIELA');
    const readOnly = await signInAs('consulta');
    expect((await headerSearch(readOnly, 'villacis')).data!.clientSearch.totalCount).toBe(1);
    expect((await readOnly.graphql(SET_FORM_UPDATE, { clientId: id, formUpdate: 'ENABLED' })).errors![0]).toMatchObject(forbidden);
    const support = await signInAs('soporte');
    expect(
      (await support.graphql<{ setClientFormUpdate: unknown }>(SET_FORM_UPDATE, { clientId: id, formUpdate: 'ENABLED' })).data!.setClientFormUpdate,
    ).toMatchObject({ client: { id, formUpdate: 'ENABLED', formUpdateLabel: 'HABILITADO' } });
  });
});

describe('REST /rest/busq/clientes', () => {
  it('datosinit answers datos, columnas and dominios with the legacy names', async () => {
    const res = await admin.rest('GET', '/rest/busq/clientes/0?accion=datosinit');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 200, cod: 1 });
    expect((res.body.columnas as Array<{ di_column: string }>).map((c) => c.di_column)).toEqual([
      'clp_codigo',
      'clp_apenom',
      'clp_email',
      'emp_coding',
      'emp_razons',
      'estado',
      'estupd',
      'clp_cedruc',
      'clp_nomcom',
      'clp_telefo',
      'emp_ruc',
      'form_estado',
    ]);
    expect(res.body.dominios).toEqual([
      { dom_codigo: expect.any(Number), dom_nombre: 'Isyplus Contable', dom_url: 'https://contable.isyplus.ec' },
      { dom_codigo: expect.any(Number), dom_nombre: 'Isyplus Transporte', dom_url: 'https://transporte.isyplus.ec' },
    ]);
    const datos = res.body.datos as Array<Record<string, unknown>>;
    expect(datos.find((d) => d.emp_coding === 'andina')).toMatchObject({
      clp_apenom: 'JARAMILLO PEÑAHERRERA MARÍA JOSÉ',
      emp_razons: 'COMERCIAL ANDINA S.A.',
      estado: 'ACTIVO',
      clp_estupd: 1,
      estupd: 'DESHABILITADO',
    });
  });

  it('dominios answers the active domains', async () => {
    const res = await admin.rest('GET', '/rest/busq/clientes/0?accion=dominios');
    expect((res.body.dominios as Array<{ dom_nombre: string }>).map((d) => d.dom_nombre)).toEqual(['Isyplus Contable', 'Isyplus Transporte']);
  });

  it("buscar takes cparams '1'..'6|text' and answers one row per client and company", async () => {
    const res = await admin.rest('POST', '/rest/busq/clientes/0?accion=buscar', { cparams: '2|distribuidora del pac' });
    expect(res.body.datos).toEqual([
      {
        clp_codigo: expect.any(Number),
        clp_cedruc: demoRuc(company('pacifico')),
        clp_apenom: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
        clp_nomcom: 'Distribuidora del Pacífico',
        clp_email: 'czambrano@dispacifico.com.ec',
        clp_telefo: '04-2687450',
        clp_movil: '0987456123',
        clp_direcc: 'Av. Francisco de Orellana 234, Edif. Centrum',
        clp_estupd: 0,
        estupd: 'HABILITADO',
        form_state: 0,
        form_estado: 'PENDIENTE',
        sve_color: '#FFB80F',
        emp_codigo: expect.any(Number),
        emp_coding: 'pacifico',
        emp_razons: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
        emp_ruc: demoRuc(company('pacifico')),
        emp_activa: 1,
        estado: 'ACTIVO',
        color: 'limegreen',
      },
    ]);
    const access = await admin.rest('POST', '/rest/busq/clientes/0?accion=buscar', { cparams: '4|farmaustro' });
    expect((access.body.datos as Array<{ clp_apenom: string }>).map((d) => d.clp_apenom)).toEqual(['ORDÓÑEZ CABRERA ANA LUCÍA']);
  });

  it('buscar refuses an empty filter and a malformed cparams with the field cparams', async () => {
    const empty = await admin.rest('POST', '/rest/busq/clientes/0?accion=buscar', { cparams: '1|  ' });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ estado: 400, cod: 0, msg: 'Ingrese criterio de búsqueda', inputid: 'cparams', level_code: 101 });
    const malformed = await admin.rest('POST', '/rest/busq/clientes/0?accion=buscar', { cparams: '9|x' });
    expect(malformed.body).toMatchObject({ estado: 400, msg: "cparams debe tener la forma 'tipo|texto', con tipo de 1 a 6", inputid: 'cparams' });
  });

  it("base with '6|text' searches e-mails and answers datos, columnas, lst_country, lst_emptip and estadosemp", async () => {
    const res = await admin.rest('POST', '/rest/busq/clientes/0?accion=base', { cparams: '6|AORDONEZ@' });
    expect((res.body.datos as Array<{ clp_apenom: string }>).map((d) => d.clp_apenom)).toEqual(['ORDÓÑEZ CABRERA ANA LUCÍA']);
    expect(res.body.columnas).toHaveLength(12);
    expect(res.body.lst_country).toContainEqual({ pai_codigo: 593, pai_nombre: 'Ecuador' });
    expect((res.body.lst_emptip as unknown[]).length).toBeGreaterThan(0);
    expect(res.body.lst_emptip).toContainEqual({ tac_codigo: expect.any(Number), tac_descrip: expect.any(String) });
    expect((res.body.estadosemp as Array<{ label: string }>).map((e) => e.label)).toEqual(['INACTIVO', 'ACTIVO', 'DEMO', 'BLOQUEADO', 'LECTURA']);
  });

  it("base with '5|text' searches names; no match is a warning (level_code 101) with empty datos", async () => {
    const found = await admin.rest('POST', '/rest/busq/clientes/0?accion=base', { cparams: '5|briones' });
    expect(found.body.datos).toEqual([expect.objectContaining({ clp_apenom: 'BRIONES CASTILLO HÉCTOR RAÚL', emp_codigo: null, emp_coding: null })]);
    const none = await admin.rest('POST', '/rest/busq/clientes/0?accion=base', { cparams: '5|zzzz' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ estado: 200, datos: [], msg: 'El nombre especificado no coincide con ningún cliente', level_code: 101 });
    const noEmail = await admin.rest('POST', '/rest/busq/clientes/0?accion=base', { cparams: '6|zzzz@' });
    expect(noEmail.body).toMatchObject({ datos: [], msg: 'El email especificado no coincide con ningún cliente', level_code: 101 });
  });

  it('base with empty text answers the info message (level_code 100) on cparams', async () => {
    const res = await admin.rest('POST', '/rest/busq/clientes/0?accion=base', { cparams: '5|' });
    expect(res.body).toMatchObject({ estado: 400, msg: 'Ingrese el email o nombre del cliente a buscar.', level_code: 100, inputid: 'cparams' });
  });

  it('formulario sets clp_estupd of the client in the path and answers its label', async () => {
    const id = await clientIdByName('YÉPEZ BENÍTEZ SANTIAGO');
    const res = await admin.rest('POST', `/rest/busq/clientes/${id}?accion=formulario`, { clp_estupd: 1 });
    expect(res.body).toMatchObject({
      estado: 200,
      clp_codigo: id,
      clp_estupd: 1,
      estupd: 'DESHABILITADO',
      msg: 'El formulario de actualización de YÉPEZ BENÍTEZ SANTIAGO quedó DESHABILITADO',
    });
    const bad = await admin.rest('POST', `/rest/busq/clientes/${id}?accion=formulario`, {});
    expect(bad.body).toMatchObject({ estado: 400, msg: 'clp_estupd debe ser 0 (HABILITADO) o 1 (DESHABILITADO)', inputid: 'clp_estupd' });
  });
});

describe('domains', () => {
  // Last: removes the demo domains.
  it("with no domain: 'No se ha detectado DOMINIO informar al área de desarrollo.' on dominios, datosinit and GraphQL", async () => {
    const before = await admin.graphql<{ clientDomains: Array<{ name: string }> }>(DOMAINS);
    expect(before.data!.clientDomains.map((d) => d.name)).toEqual(['Isyplus Contable', 'Isyplus Transporte']);
    await sql('delete from tdominio');
    const message = 'No se ha detectado DOMINIO informar al área de desarrollo.';
    expect((await admin.graphql(DOMAINS)).errors![0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND', level: 'warning' } });
    const setup = await admin.graphql<{ clientSearchSetup: { domainMessage: string | null; domains: unknown[]; recent: unknown[] } }>(SETUP);
    expect(setup.data!.clientSearchSetup).toMatchObject({ domainMessage: message, domains: [] });
    expect(setup.data!.clientSearchSetup.recent.length).toBeGreaterThan(0);
    const rest = await admin.rest('GET', '/rest/busq/clientes/0?accion=dominios');
    expect(rest.body).toMatchObject({ msg: message, level_code: 101 });
    const init = await admin.rest('GET', '/rest/busq/clientes/0?accion=datosinit');
    expect(init.body).toMatchObject({ estado: 200, dominios: [], msg: message, level_code: 101 });
  });
});
