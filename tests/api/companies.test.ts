import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../api/src/shared/secrets.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { auditOf, companyIdOf, insertCompany, rowOf } from './companies-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;

const FIELDS = `id accessCode legalName ruc state endDate businessLine businessLineName dbPort dbHost dbName dbSchema dbUser theme accessType countryCode
  hasDbPassword stateView { label color readOnly } stateActions { label state }
  locationInfo { province city readOnly } serviceFlags { fe sms ced email bk bka bloqAut } addOnFlags { pry fol orc orp bod imp ven inv }`;
const LIST = `query ($filter: CompanyListFilter, $page: Int, $pageSize: Int) {
  companies(filter: $filter, page: $page, pageSize: $pageSize) { totalCount page pageSize items { id accessCode legalName stateView { label color } } permisos { view edit delete } }
}`;
const ONE = `query ($id: Int!) { company(id: $id) { ${FIELDS} } }`;
const SAVE = `mutation ($input: CompanySaveInput!) { saveCompany(input: $input) { message company { ${FIELDS} } } }`;
const CHANGE = `mutation ($id: Int!, $state: CompanyState!) { changeCompanyState(id: $id, state: $state) { message company { state stateView { label } stateActions { label state } } } }`;
const BULK_STATE = `mutation ($ids: [Int!]!, $state: CompanyState!, $endDate: LocalDate) { bulkChangeCompanyState(ids: $ids, state: $state, endDate: $endDate) { message count } }`;
const BULK_TYPE = `mutation ($ids: [Int!]!, $businessLine: Int!) { bulkChangeCompanyType(ids: $ids, businessLine: $businessLine) { message count } }`;
const HISTORY = `query ($id: Int!) { companyHistory(id: $id) { at userName note } }`;
const DELETE = `mutation ($id: Int!) { deleteCompany(id: $id) { message } }`;

type Page = {
  companies: {
    totalCount: number;
    page: number;
    pageSize: number;
    items: Array<{ id: number; accessCode: string; legalName: string; stateView: { label: string; color: string } }>;
    permisos: Record<string, number>;
  };
};
const list = (client: ApiClient, variables: Record<string, unknown>) => client.graphql<Page>(LIST, variables);
const codes = (result: { data: Page | null }) => result.data!.companies.items.map((c) => c.accessCode);

const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  support = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await support.login('soporte', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
  for (let i = 0; i < 120; i++)
    await insertCompany(server, { coding: `pag${String(i).padStart(3, '0')}`, name: `PAGINADA ${String(i).padStart(3, '0')}`, businessLine: 19 });
});
afterAll(async () => server?.close());

describe('company list', () => {
  it('pages by 50 by default, orders by legal name and counts every match', async () => {
    const first = await list(admin, { filter: { text: 'pag', mode: 'ACCESS_CODE' } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.companies).toMatchObject({ totalCount: 120, page: 1, pageSize: 50 });
    expect(codes(first)).toEqual(Array.from({ length: 50 }, (_, i) => `pag${String(i).padStart(3, '0')}`));
    const third = await list(admin, { filter: { text: 'pag', mode: 'ACCESS_CODE' }, page: 3 });
    expect(codes(third)).toEqual(Array.from({ length: 20 }, (_, i) => `pag${String(100 + i).padStart(3, '0')}`));
    const beyond = await list(admin, { filter: { text: 'pag', mode: 'ACCESS_CODE' }, page: 9 });
    expect(beyond.data!.companies).toMatchObject({ totalCount: 120, items: [] });
  });

  it('shows each state with the spec label and colour', async () => {
    const all = await list(admin, { filter: { businessLines: [1, 5, 6, 12, 13, 14, 7, 8] }, pageSize: 100 });
    const byCode = Object.fromEntries(all.data!.companies.items.map((c) => [c.accessCode, c.stateView]));
    expect(byCode.andina).toEqual({ label: 'ACTIVO', color: 'limegreen' });
    expect(byCode.sanmarcos).toEqual({ label: 'DEMO', color: 'gold' });
    expect(byCode.elconstructor).toEqual({ label: 'BLOQUEADO', color: 'crimson' });
    expect(byCode.costena).toEqual({ label: 'INACTIVO', color: 'gray' });
  });

  it('filters by type, state, services, add-on modules and text', async () => {
    expect(codes(await list(admin, { filter: { businessLines: [7] } }))).toEqual(['lojaexpress', 'sanmarcos', 'mitadmundo']);
    expect(codes(await list(admin, { filter: { states: ['DEMO', 'BLOCKED'] } }))).toEqual(['sanmarcos', 'elconstructor']);
    expect(codes(await list(admin, { filter: { services: ['SMS'] } }))).toEqual(['andina', 'lojaexpress', 'farmaustro']);
    expect(codes(await list(admin, { filter: { services: ['SMS', 'EINVOICING'], states: ['ACTIVE'], businessLines: [5] } }))).toEqual(['farmaustro']);
    await insertCompany(server, { coding: 'modpry', name: 'ZZ MODULO PROYECTOS', addOns: '{"pry":"T"}', services: '{"fe":"T"}' });
    expect(codes(await list(admin, { filter: { addOns: ['PROJECTS'] } }))).toEqual(['modpry']);
    // bk reads T when it is missing from emp_tiposerv.
    expect(codes(await list(admin, { filter: { addOns: ['PROJECTS'], services: ['BACKUP'] } }))).toEqual(['modpry']);
    expect(codes(await list(admin, { filter: { text: 'AUSTRO' } }))).toEqual(['farmaustro']);
    const pacificoRuc = (await rowOf(server, await companyIdOf(server, 'pacifico')))!.emp_ruc as string;
    expect(codes(await list(admin, { filter: { text: pacificoRuc.slice(0, 6), mode: 'RUC' } }))).toEqual(['pacifico']);
    expect(codes(await list(admin, { filter: { text: 'ANDINA', mode: 'RUC' } }))).toEqual([]);
  });

  it('lists LECTURA companies apart and offers them only Desactivar Base', async () => {
    const id = await insertCompany(server, { coding: 'lectura1', location: '{"provincia":17,"ciudad":"QUITO","lectura":"T"}' });
    expect(codes(await list(admin, { filter: { readOnly: true } }))).toEqual(['lectura1']);
    expect(codes(await list(admin, { filter: { stateLabels: ['READ_ONLY', 'BLOCKED'] } }))).toEqual(['lectura1', 'elconstructor']);
    expect(codes(await list(admin, { filter: { stateLabels: ['ACTIVE'], text: 'lectura' } }))).toEqual([]);
    const one = await admin.graphql<{ company: Record<string, unknown> }>(ONE, { id });
    expect(one.data!.company).toMatchObject({
      stateView: { label: 'LECTURA', color: 'cornflowerblue', readOnly: true },
      stateActions: [{ label: 'Desactivar Base', state: 'INACTIVE' }],
      locationInfo: { province: 17, city: 'QUITO', readOnly: true },
    });
  });

  it('carries the permisos object and refuses signed-out callers', async () => {
    const page = await list(admin, { pageSize: 1 });
    expect(page.data!.companies.permisos).toEqual({ view: 4, edit: 4, delete: 4 });
    const consulta = await list(readOnly, { pageSize: 1 });
    expect(consulta.data!.companies.permisos).toEqual({ view: 1, edit: 0, delete: 0 });
    const anonymous = await list(new ApiClient(server.url), {});
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('state changes', () => {
  it('offers Bloquear and Desactivar Base on an active company and applies Bloquear', async () => {
    const id = await insertCompany(server, { coding: 'trans1', state: 1 });
    const result = await support.graphql<{ changeCompanyState: { company: Record<string, unknown> } }>(CHANGE, { id, state: 'BLOCKED' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.changeCompanyState.company).toEqual({
      state: 'BLOCKED',
      stateView: { label: 'BLOQUEADO' },
      stateActions: [
        { label: 'Desbloquear', state: 'ACTIVE' },
        { label: 'Desactivar Base', state: 'INACTIVE' },
      ],
    });
    expect((await rowOf(server, id))!.emp_activa).toBe(3);
  });

  it('allows blocked → 1 and 0, inactive → 1 and active → 0, and refuses every other change', async () => {
    const blocked = await insertCompany(server, { coding: 'trans2', state: 3 });
    expect((await admin.graphql(CHANGE, { id: blocked, state: 'ACTIVE' })).errors).toBeUndefined();
    const blocked2 = await insertCompany(server, { coding: 'trans3', state: 3 });
    expect((await admin.graphql(CHANGE, { id: blocked2, state: 'INACTIVE' })).errors).toBeUndefined();
    const inactive = await insertCompany(server, { coding: 'trans4', state: 0 });
    const refused = await admin.graphql(CHANGE, { id: inactive, state: 'BLOCKED' });
    expect(refused.errors![0]).toMatchObject({ message: 'La empresa en estado INACTIVO solo admite: Activar', extensions: { code: 'CONFLICT' } });
    expect((await admin.graphql(CHANGE, { id: inactive, state: 'ACTIVE' })).errors).toBeUndefined();
    const active = await insertCompany(server, { coding: 'trans5', state: 1 });
    expect((await admin.graphql(CHANGE, { id: active, state: 'DEMO' })).errors![0].message).toBe(
      'La empresa en estado ACTIVO solo admite: Bloquear, Desactivar Base',
    );
    expect((await admin.graphql(CHANGE, { id: active, state: 'INACTIVE' })).errors).toBeUndefined();
    const lectura = await insertCompany(server, { coding: 'trans6', state: 1, location: '{"provincia":2,"ciudad":"LOJA","lectura":"T"}' });
    expect((await admin.graphql(CHANGE, { id: lectura, state: 'BLOCKED' })).errors![0].message).toBe(
      'La empresa en estado LECTURA solo admite: Desactivar Base',
    );
    expect((await rowOf(server, lectura))!.emp_activa).toBe(1);
    expect((await admin.graphql(CHANGE, { id: lectura, state: 'INACTIVE' })).errors).toBeUndefined();
    expect([
      (await rowOf(server, blocked))!.emp_activa,
      (await rowOf(server, blocked2))!.emp_activa,
      (await rowOf(server, inactive))!.emp_activa,
      (await rowOf(server, active))!.emp_activa,
    ]).toEqual([1, 0, 1, 0]);
  });

  it('refuses any change of a demo company with the spec message naming the state', async () => {
    const demo = await companyIdOf(server, 'sanmarcos');
    for (const state of ['INACTIVE', 'ACTIVE', 'BLOCKED']) {
      const result = await admin.graphql(CHANGE, { id: demo, state });
      expect(result.errors![0].message).toBe('No se puede cambiar el estado de la empresa. No hay gestiones disponibles para el estado actual [DEMO]');
    }
    expect((await rowOf(server, demo))!.emp_activa).toBe(2);
    expect(await auditOf(server, demo, 'cambiar_estado')).toEqual([]);
  });

  it('writes a history entry with the acting user, newest first', async () => {
    const id = await insertCompany(server, { coding: 'hist1', state: 1 });
    await support.graphql(CHANGE, { id, state: 'BLOCKED' });
    await admin.graphql(CHANGE, { id, state: 'ACTIVE' });
    const history = await readOnly.graphql<{ companyHistory: Array<{ at: string; userName: string; note: string }> }>(HISTORY, { id });
    expect(history.data!.companyHistory.map(({ userName, note }) => ({ userName, note }))).toEqual([
      { userName: 'Administrador General', note: 'Desbloquear: BLOQUEADO → ACTIVO' },
      { userName: 'María Fernanda Jaramillo', note: 'Bloquear: ACTIVO → BLOQUEADO' },
    ]);
    expect(Date.now() - Date.parse(history.data!.companyHistory[0].at)).toBeLessThan(60_000);
    const [audit] = await auditOf(server, id, 'cambiar_estado');
    const [supportUser] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ usr_codigo: number }[]>("select usr_codigo from tusuarios where usr_id = 'soporte'");
    expect(audit.usr_codigo).toBe(supportUser.usr_codigo);
  });

  it('changes state in bulk with an end date, one history entry per company', async () => {
    const a = await insertCompany(server, { coding: 'bulk1', state: 1 });
    const b = await insertCompany(server, { coding: 'bulk2', state: 3 });
    const result = await admin.graphql<{ bulkChangeCompanyState: { message: string; count: number } }>(BULK_STATE, {
      ids: [a, b],
      state: 'DEMO',
      endDate: '2026-12-31',
    });
    expect(result.data!.bulkChangeCompanyState).toEqual({ message: '2 empresa(s) quedaron en estado DEMO', count: 2 });
    expect([(await rowOf(server, a))!.fechafin_iso, (await rowOf(server, b))!.emp_activa]).toEqual(['2026-12-31', 2]);
    expect((await auditOf(server, b, 'cambiar_estado')).map((r) => r.observacion)).toEqual(['Cambio masivo: BLOQUEADO → DEMO hasta 31/12/2026']);
  });

  it('changes nothing in bulk when one company does not exist or the date is wrong', async () => {
    const a = await insertCompany(server, { coding: 'bulk3', state: 1 });
    const missing = await admin.graphql(BULK_STATE, { ids: [a, 987654], state: 'INACTIVE' });
    expect(missing.errors![0]).toMatchObject({ message: 'No existen las empresas con código 987654', extensions: { code: 'NOT_FOUND' } });
    // The date is a LocalDate: a day that does not exist never reaches the service.
    const badDate = await admin.graphql(BULK_STATE, { ids: [a], state: 'INACTIVE', endDate: '2026-02-31' });
    expect(badDate.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    // The legacy form still sends DD/MM/AAAA and gets the spec's message.
    const rest = await admin.rest('POST', '/rest/empresas/tempresa/0?accion=agrupar', { lst_emp: [a], emp_activa: 0, fechafin: '31/02/2026' });
    expect(rest.body).toMatchObject({ msj: 'La fecha fin debe tener el formato DD/MM/AAAA o AAAA-MM-DD', inputid: 'fechafin' });
    expect((await rowOf(server, a))!.emp_activa).toBe(1);
    expect(await auditOf(server, a, 'cambiar_estado')).toEqual([]);
  });

  it('groups companies under one type, all or nothing', async () => {
    const a = await insertCompany(server, { coding: 'tipo1', businessLine: 1 });
    const b = await insertCompany(server, { coding: 'tipo2', businessLine: null });
    expect((await admin.graphql(BULK_TYPE, { ids: [a, b], businessLine: 999 })).errors![0].message).toBe('No existe el tipo de empresa 999');
    expect((await admin.graphql(BULK_TYPE, { ids: [a, b, 999999], businessLine: 8 })).errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await rowOf(server, a))!.tac_codigo).toBe(1);
    const done = await admin.graphql<{ bulkChangeCompanyType: { message: string } }>(BULK_TYPE, { ids: [a, b], businessLine: 8 });
    expect(done.data!.bulkChangeCompanyType.message).toBe('2 empresa(s) quedaron con el tipo Hotelería');
    expect([(await rowOf(server, a))!.tac_codigo, (await rowOf(server, b))!.tac_codigo]).toEqual([8, 8]);
    expect((await auditOf(server, b, 'agrupar')).map((r) => r.observacion)).toEqual(['Tipo de empresa: Hotelería']);
  });
});

describe('company save', () => {
  const base = {
    accessCode: 'nueva emp',
    legalName: 'NUEVA EMPRESA S.A.',
    ruc: '1790011674001',
    dbHost: 'localhost',
    dbName: 'isyplus',
    dbSchema: 'emp_nuevaemp',
  };

  it('registers a new company with the spec defaults: port 5432, country 593, province 2 LOJA, ced and bk T', async () => {
    const result = await admin.graphql<{ saveCompany: { message: string; company: Record<string, unknown> } }>(SAVE, { input: base });
    expect(result.errors).toBeUndefined();
    expect(result.data!.saveCompany.message).toBe('Empresa guardada correctamente');
    expect(result.data!.saveCompany.company).toMatchObject({
      accessCode: 'nuevaemp',
      dbPort: 5432,
      countryCode: 593,
      accessType: 'ACCOUNTING',
      state: 'ACTIVE',
      hasDbPassword: false,
      locationInfo: { province: 2, city: 'LOJA', readOnly: false },
      serviceFlags: { fe: false, sms: false, ced: true, email: false, bk: true, bka: false, bloqAut: false },
      addOnFlags: { pry: false, fol: false, orc: false, orp: false, bod: false, imp: false, ven: false, inv: false },
    });
    const id = result.data!.saveCompany.company.id as number;
    expect((await rowOf(server, id))!.emp_tiposerv).toBe('{"fe":"F","sms":"F","ced":"T","email":"F","bk":"T","bka":"F","bloq_aut":"F"}');
    expect((await auditOf(server, id, 'crear'))[0].usr_nombre).toBe('Administrador General');
  });

  it('updates every field of section 3 and keeps what is not sent', async () => {
    const id = await insertCompany(server, { coding: 'edit1', services: '{"fe":"T","sms":"F"}' });
    const input = {
      id,
      legalName: 'EDITADA S.A.',
      address: 'Av. Universitaria y Mercadillo',
      phone: '07-2570000',
      dbPort: 5433,
      dbHost: '10.0.0.5',
      dbName: 'contable',
      dbSchema: 'emp_edit1',
      dbUser: 'app',
      theme: 'oscuro',
      accessType: 'TRANSPORT',
      countryCode: 51,
      businessLine: 7,
      location: { province: 11, city: 'Catamayo', readOnly: true },
      services: { sms: true, bloqAut: true },
      addOns: { inv: true, imp: true },
    };
    const result = await admin.graphql<{ saveCompany: { company: Record<string, unknown> } }>(SAVE, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data!.saveCompany.company).toMatchObject({
      accessCode: 'edit1',
      legalName: 'EDITADA S.A.',
      dbPort: 5433,
      dbHost: '10.0.0.5',
      dbName: 'contable',
      dbUser: 'app',
      theme: 'oscuro',
      accessType: 'TRANSPORT',
      countryCode: 51,
      businessLine: 7,
      businessLineName: 'Transporte',
      stateView: { label: 'LECTURA' },
      locationInfo: { province: 11, city: 'CATAMAYO', readOnly: true },
      serviceFlags: { fe: true, sms: true, ced: false, email: false, bk: true, bka: false, bloqAut: true },
      addOnFlags: { pry: false, imp: true, inv: true },
    });
    expect((await rowOf(server, id))!.emp_ubica).toBe('{"provincia":11,"ciudad":"CATAMAYO","lectura":"T"}');
    expect((await auditOf(server, id, 'guardar')).length).toBe(1);
  });

  it.each([
    ['dbPort', { dbPort: null }],
    ['accessCode', { accessCode: '   ' }],
    ['dbHost', { dbHost: '' }],
    ['dbName', { dbName: '' }],
    ['legalName', { legalName: ' ' }],
  ])('refuses an empty %s with "Existen campos obligatorios vacíos" naming the field', async (field, change) => {
    const input = { ...base, accessCode: `req${field}`, dbSchema: `emp_req${field.toLowerCase()}`, ...change };
    if (field === 'dbPort') {
      // GraphQL null keeps the stored value; the empty port arrives from the legacy form as ''.
      const rest = await admin.rest('POST', '/rest/empresas/tempresa/0?accion=save_emp', {
        empresa: {
          emp_coding: 'reqport',
          emp_razons: 'X',
          emp_ruc: '1790011674001',
          emp_ipdb: 'localhost',
          emp_nombredb: 'isyplus',
          emp_esquemadb: 'emp_reqport',
          emp_puertodb: '',
        },
      });
      expect(rest.body).toMatchObject({ estado: 400, msj: 'Existen campos obligatorios vacíos', inputid: 'emp_puertodb' });
      return;
    }
    const result = await admin.graphql(SAVE, { input });
    expect(result.errors![0]).toMatchObject({ message: 'Existen campos obligatorios vacíos', extensions: { code: 'BAD_USER_INPUT', field: `input.${field}` } });
    const [count] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from tempresa where emp_esquemadb = ?', [input.dbSchema]);
    expect(count.n).toBe(0);
  });

  it('refuses an access code another company has (any case) with the spec text and changes nothing', async () => {
    const id = await insertCompany(server, { coding: 'dup1', name: 'DUPLICADA ORIGINAL' });
    const result = await admin.graphql(SAVE, { input: { id, accessCode: 'PACI FICO', legalName: 'OTRO NOMBRE' } });
    expect(result.errors![0]).toMatchObject({
      message: 'el acceso ya ha sido asignado a otra empreasa',
      extensions: { code: 'CONFLICT', field: 'input.accessCode' },
    });
    expect(await rowOf(server, id)).toMatchObject({ emp_coding: 'dup1', emp_razons: 'DUPLICADA ORIGINAL' });
  });

  it('refuses a schema name that is not an identifier, and a schema another company already uses', async () => {
    const id = await insertCompany(server, { coding: 'esq1', schema: 'emp_esq1' });
    const bad = await admin.graphql(SAVE, { input: { id, dbSchema: 'emp"; drop schema public' } });
    expect(bad.errors![0]).toMatchObject({
      message: `El nombre de esquema 'emp"; drop schema public' no es válido: de 3 a 63 minúsculas, dígitos o _, empezando por una letra, y no reservado`,
      extensions: { code: 'BAD_USER_INPUT', field: 'input.dbSchema' },
    });
    expect((await admin.graphql(SAVE, { input: { id, dbSchema: 'public' } })).errors![0].extensions!.field).toBe('input.dbSchema');
    const taken = await admin.graphql(SAVE, { input: { id, dbSchema: 'emp_andina' } });
    expect(taken.errors![0]).toMatchObject({
      message: 'El esquema emp_andina de la base isyplus ya pertenece a la empresa andina',
      extensions: { code: 'CONFLICT', field: 'input.dbSchema' },
    });
    expect((await rowOf(server, id))!.emp_esquemadb).toBe('emp_esq1');
  });

  it('stores the database password encrypted and never returns it', async () => {
    const id = await insertCompany(server, { coding: 'clave1' });
    const result = await admin.graphql<{ saveCompany: { company: { hasDbPassword: boolean } } }>(SAVE, { input: { id, dbPassword: 'S3creta-BD' } });
    expect(result.data!.saveCompany.company.hasDbPassword).toBe(true);
    const stored = (await rowOf(server, id))!.emp_clavedb as string;
    expect(stored.startsWith('v1:')).toBe(true);
    expect(decryptSecret(server.services.config.secretKey, stored)).toBe('S3creta-BD');
    // An empty password in a later save keeps the stored one.
    await admin.graphql(SAVE, { input: { id, dbPassword: '', theme: 'claro' } });
    expect((await rowOf(server, id))!.emp_clavedb).toBe(stored);
    const type = await admin.graphql<{ __type: { fields: Array<{ name: string }> } }>('{ __type(name: "Company") { fields { name } } }');
    expect(type.data!.__type.fields.map((f) => f.name).filter((n) => /clave|password/i.test(n))).toEqual(['hasDbPassword']);
    const rest = await admin.rest('GET', `/rest/empresas/tempresa/${id}?accion=get_emp&cod=${id}`);
    const text = JSON.stringify(rest.body);
    expect(rest.body.tiene_clavedb).toBe(true);
    expect(text).not.toContain('S3creta-BD');
    expect(text).not.toContain(stored.slice(3, 20));
    expect(text).not.toContain('emp_clavedb');
  });

  it('accepts a PNG logo as data URL and refuses SVG, mislabelled content and images over 300 KB', async () => {
    const id = await insertCompany(server, { coding: 'logo1' });
    expect((await admin.graphql(SAVE, { input: { id, logo: PNG_1PX } })).errors).toBeUndefined();
    expect((await admin.graphql<{ companyLogo: string }>('query ($id: Int!) { companyLogo(id: $id) }', { id })).data!.companyLogo).toBe(PNG_1PX);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect((await admin.graphql(SAVE, { input: { id, logo: svg } })).errors![0]).toMatchObject({
      message: 'El logo debe ser una imagen PNG, JPEG, GIF o WEBP',
      extensions: { field: 'input.logo' },
    });
    const fake = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`;
    expect((await admin.graphql(SAVE, { input: { id, logo: fake } })).errors![0].message).toBe('El logo debe ser una imagen PNG, JPEG, GIF o WEBP');
    const big = Buffer.concat([Buffer.from(PNG_1PX.split(',')[1], 'base64'), Buffer.alloc(301 * 1024)]);
    expect((await admin.graphql(SAVE, { input: { id, logo: `data:image/png;base64,${big.toString('base64')}` } })).errors![0].message).toBe(
      'El logo no puede superar 300 KB',
    );
    expect((await rowOf(server, id))!.emp_logo).toBe(PNG_1PX);
  });
});

describe('delete and permissions', () => {
  it('deletes a company with its tenant schema and records who did it', async () => {
    const id = await insertCompany(server, { coding: 'borrar1', schema: 'emp_borrar1' });
    await server.services.tenants.provision('emp_borrar1', 'v1');
    const result = await admin.graphql<{ deleteCompany: { message: string } }>(DELETE, { id });
    expect(result.data!.deleteCompany.message).toBe('Se eliminó la empresa EMPRESA BORRAR1');
    expect(await rowOf(server, id)).toBeUndefined();
    expect(await server.services.tenants.schemaExists('emp_borrar1')).toBe(false);
    expect(await auditOf(server, id, 'eliminar')).toEqual([
      expect.objectContaining({ usr_nombre: 'Administrador General', observacion: 'borrar1 · EMPRESA BORRAR1; esquema emp_borrar1 eliminado' }),
    ]);
  });

  it('refuses the read-only user every change and support the deletion', async () => {
    const id = await insertCompany(server, { coding: 'perm1', state: 1 });
    for (const [query, variables] of [
      [SAVE, { input: { id, legalName: 'NO' } }],
      [CHANGE, { id, state: 'BLOCKED' }],
      [BULK_STATE, { ids: [id], state: 'INACTIVE' }],
      [BULK_TYPE, { ids: [id], businessLine: 8 }],
      [DELETE, { id }],
    ] as const) {
      const result = await readOnly.graphql(query, variables);
      expect(result.errors![0]).toMatchObject({ message: 'No tiene los permisos para realizar esta acción', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await support.graphql(DELETE, { id })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(await rowOf(server, id)).toMatchObject({ emp_activa: 1, emp_razons: 'EMPRESA PERM1', tac_codigo: 1 });
    const anonymous = await new ApiClient(server.url).graphql(CHANGE, { id, state: 'BLOCKED' });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
