import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf, rowOf } from './companies-fixtures.js';

/**
 * Least privilege on a company's database connection (server, port, database, user and whether
 * a password is kept): only administrators of the companies screen (level 3 or more on
 * 'empresas', as the super user admin) read it; soporte (level 2) and consulta (level 1) get
 * null, over GraphQL and the legacy REST routes alike, and cannot search by it either.
 */
let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;
let andina: number;
const R = '/rest/empresas/tempresa';

const CONNECTION = 'dbPort dbHost dbName dbUser hasDbPassword';
const ONE = `query ($id: Int!) { company(id: $id) { accessCode dbSchema ${CONNECTION} } }`;
const LIST = `query ($filter: CompanyListFilter) { companies(filter: $filter, pageSize: 3) { items { accessCode dbSchema ${CONNECTION} } } }`;
const SAVE = `mutation ($input: CompanySaveInput!) { saveCompany(input: $input) { message company { accessCode phone ${CONNECTION} } } }`;

const SHOWN = { dbPort: 5432, dbHost: 'localhost', dbName: 'isyplus', dbUser: 'isyplus_app', hasDbPassword: true };
const HIDDEN = { dbPort: null, dbHost: null, dbName: null, dbUser: null, hasDbPassword: null };
const LEGACY_SHOWN = { emp_puertodb: 5432, emp_ipdb: 'localhost', emp_nombredb: 'isyplus', emp_userdb: 'isyplus_app' };
const LEGACY_HIDDEN = { emp_puertodb: null, emp_ipdb: null, emp_nombredb: null, emp_userdb: null };
const FILTER_REFUSED = 'Solo un administrador de empresas puede buscar por servidor o base de datos';

type Row = Record<string, unknown>;
const rows = (body: Row, key: string) => body[key] as Row[];

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  support = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await support.login('soporte', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
  andina = await companyIdOf(server, 'andina');
});
afterAll(async () => server?.close());

describe('GraphQL Company connection fields', () => {
  it('gives the values to admin and null to soporte and consulta, in company and companies', async () => {
    const expected: Array<[ApiClient, string, Row]> = [
      [admin, 'admin', SHOWN],
      [support, 'soporte', HIDDEN],
      [readOnly, 'consulta', HIDDEN],
    ];
    for (const [client, name, fields] of expected) {
      const one = await client.graphql<{ company: Row }>(ONE, { id: andina });
      expect(one.errors, name).toBeUndefined();
      // The schema stays visible: it names the company's data, not how to connect to it.
      expect(one.data!.company, name).toEqual({ accessCode: 'andina', dbSchema: 'emp_andina', ...fields });
      const page = await client.graphql<{ companies: { items: Row[] } }>(LIST, { filter: { text: 'andina', mode: 'ACCESS_CODE' } });
      expect(page.errors, name).toBeUndefined();
      expect(page.data!.companies.items, name).toEqual([{ accessCode: 'andina', dbSchema: 'emp_andina', ...fields }]);
    }
  });

  it('lets soporte save a company without the connection fields, which stay as they were', async () => {
    const before = await rowOf(server, andina);
    const saved = await support.graphql<{ saveCompany: { message: string; company: Row } }>(SAVE, {
      input: { id: andina, phone: '072555111', dbHost: null, dbPort: null, dbName: null, dbUser: null, dbPassword: null },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCompany.company).toEqual({ accessCode: 'andina', phone: '072555111', ...HIDDEN });
    const after = await rowOf(server, andina);
    for (const column of ['emp_ipdb', 'emp_puertodb', 'emp_nombredb', 'emp_userdb', 'emp_clavedb'])
      expect([column, after![column]]).toEqual([column, before![column]]);
    expect(after!.emp_telf).toBe('072555111');
    const again = await admin.graphql<{ company: Row }>(ONE, { id: andina });
    expect(again.data!.company).toEqual({ accessCode: 'andina', dbSchema: 'emp_andina', ...SHOWN });
  });

  it('refuses soporte a save that sets a connection field, naming it, and changes nothing', async () => {
    const before = await rowOf(server, andina);
    const WRITE = 'Solo un administrador de empresas puede cambiar la conexión a la base de datos (servidor, puerto, base, usuario y clave)';
    for (const [field, value] of [
      ['dbHost', '10.0.0.9'],
      ['dbPort', 6543],
      ['dbName', 'otra'],
      ['dbUser', 'otro'],
      ['dbPassword', 'secreta'],
    ] as const) {
      const res = await support.graphql(SAVE, { input: { id: andina, phone: '072999999', [field]: value } });
      expect([field, res.errors?.[0]?.message, res.errors?.[0]?.extensions?.code, res.errors?.[0]?.extensions?.field]).toEqual([
        field,
        WRITE,
        'FORBIDDEN',
        `input.${field}`,
      ]);
    }
    const legacy = await support.rest(
      'POST',
      `${R}/0?opc=save_emp`,
      { emp_codigo: andina, emp_telf: '072999999', emp_ipdb: '10.0.0.9' },
      { origin: server.url },
    );
    expect([legacy.status, legacy.body.msg]).toEqual([403, WRITE]);
    expect(await rowOf(server, andina)).toEqual(before);
  });

  it("shows the change history's connection values to admin and only that they changed to soporte and consulta", async () => {
    const CHANGES = 'query ($id: Int!) { companyChanges(id: $id, kinds: [COMPANY]) { items { note } } }';
    const saved = await admin.graphql(SAVE, { input: { id: andina, dbUser: 'isyplus_otro', phone: '072444333' } });
    expect(saved.errors).toBeUndefined();
    const noteOf = async (client: ApiClient) =>
      (await client.graphql<{ companyChanges: { items: Array<{ note: string }> } }>(CHANGES, { id: andina })).data!.companyChanges.items[0]!.note;
    const full = await noteOf(admin);
    expect(full).toContain('Usuario de la base: isyplus_app → isyplus_otro');
    expect(full).toMatch(/Teléfono: \S+ → 072444333/);
    for (const client of [support, readOnly]) {
      const masked = await noteOf(client);
      expect(masked).toBe(full.replace('Usuario de la base: isyplus_app → isyplus_otro', 'Usuario de la base: cambiado'));
      expect(masked).not.toContain('isyplus_');
    }
    // Back as it was: the other tests read andina's connection.
    expect((await admin.graphql(SAVE, { input: { id: andina, dbUser: 'isyplus_app' } })).errors).toBeUndefined();
  });

  it('refuses soporte and consulta a search by server or database (it would tell the values), not admin', async () => {
    for (const [client, name] of [
      [support, 'soporte'],
      [readOnly, 'consulta'],
    ] as const) {
      for (const filter of [{ dbHost: 'localhost' }, { dbName: 'isyplus' }]) {
        const refused = await client.graphql(LIST, { filter });
        expect([name, refused.data, refused.errors?.[0]?.message, refused.errors?.[0]?.extensions?.code]).toEqual([name, null, FILTER_REFUSED, 'FORBIDDEN']);
      }
      // An empty filter is no search by server.
      expect((await client.graphql(LIST, { filter: { dbHost: ' ', text: 'andina' } })).errors, name).toBeUndefined();
    }
    const allowed = await admin.graphql<{ companies: { items: Row[] } }>(LIST, { filter: { dbHost: 'localhost', text: 'andina' } });
    expect(allowed.data!.companies.items.map((c) => c.accessCode)).toEqual(['andina']);
  });
});

describe('REST legacy company routes', () => {
  it('get_emp answers the connection columns and tiene_clavedb to admin, null to soporte and consulta', async () => {
    const path = `${R}/${andina}?accion=get_emp&cod=${andina}`;
    const shown = (await admin.rest('GET', path)).body;
    expect(shown).toMatchObject({ emp: { emp_coding: 'andina', emp_esquemadb: 'emp_andina', ...LEGACY_SHOWN }, tiene_clavedb: true });
    for (const client of [support, readOnly]) {
      const hidden = (await client.rest('GET', path)).body;
      expect(hidden).toMatchObject({ estado: 200, emp: { emp_coding: 'andina', emp_esquemadb: 'emp_andina', ...LEGACY_HIDDEN }, tiene_clavedb: null });
    }
  });

  it('every company list (getForm, search, GET search, getEmpTrans, get_demos) hides them from soporte and consulta', async () => {
    const lists: Array<[string, string, string, Row?]> = [
      ['GET', `${R}/0?accion=getForm`, 'lst_emp'],
      ['POST', `${R}/0?accion=search`, 'lst_emp', { filter: { tac_codigo: 7 } }],
      ['GET', `${R}/0?search&modo=bycoding&filtro=lojaexpress`, 'empresas'],
      ['GET', `${R}/0?accion=getEmpTrans`, 'empresas'],
      ['GET', '/rest/empresas/tempresaTrans/0?accion=getEmpTrans', 'empresas'],
      ['GET', `${R}/0?accion=get_demos`, 'empresas'],
    ];
    for (const [method, path, key, body] of lists) {
      const shown = rows((await admin.rest(method, path, body)).body, key);
      expect(shown.length, path).toBeGreaterThan(0);
      for (const company of shown) expect(company, path).toMatchObject(LEGACY_SHOWN);
      for (const client of [support, readOnly]) {
        const hidden = rows((await client.rest(method, path, body)).body, key);
        expect(
          hidden.map((c) => c.emp_coding),
          path,
        ).toEqual(shown.map((c) => c.emp_coding));
        for (const company of hidden) expect(company, path).toMatchObject(LEGACY_HIDDEN);
      }
    }
  });

  it('get_lstbd lists the databases only to admin; host= and base= searches are refused to the others', async () => {
    expect(rows((await admin.rest('GET', `${R}/0?accion=get_lstbd`)).body, 'lst_bd')[0]).toMatchObject({
      emp_ipdb: 'localhost',
      emp_puertodb: 5432,
      emp_nombredb: 'isyplus',
    });
    for (const client of [support, readOnly]) {
      const body = (await client.rest('GET', `${R}/0?accion=get_lstbd`)).body;
      expect(rows(body, 'lst_bd')).toEqual([]);
      expect(rows(body, 'tiposemp')).toHaveLength(23);
      const refused = await client.rest('GET', `${R}/0?search&modo=bycoding&filtro=andina&host=localhost`);
      expect([refused.status, refused.body.msg]).toEqual([403, FILTER_REFUSED]);
      const byBase = await client.rest('GET', `${R}/0?search&modo=bycoding&filtro=andina&base=isyplus`);
      expect([byBase.status, byBase.body.msg]).toEqual([403, FILTER_REFUSED]);
      // The legacy screen sends them empty: no search by server.
      const empty = await client.rest('GET', `${R}/0?search&modo=bycoding&filtro=andina&host=&base=`);
      expect(rows(empty.body, 'empresas').map((c) => c.emp_coding)).toEqual(['andina']);
    }
    const allowed = await admin.rest('GET', `${R}/0?search&modo=bycoding&filtro=andina&host=localhost&base=isyplus`);
    expect(rows(allowed.body, 'empresas').map((c) => c.emp_coding)).toEqual(['andina']);
  });
});
