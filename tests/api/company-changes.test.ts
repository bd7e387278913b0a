import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let companyId: number;
const RUC = '1790012345001';

const SAVE = 'mutation ($input: CompanySaveInput!) { saveCompany(input: $input) { message } }';
const CHANGE = 'mutation ($id: Int!, $state: CompanyState!) { changeCompanyState(id: $id, state: $state) { message } }';
const HISTORY = 'query ($id: Int!) { companyHistory(id: $id) { userName note } }';
const CHANGES = `query ($id: Int!, $kinds: [CompanyChangeKind!], $orderBy: CompanyChangeOrder, $page: Int, $pageSize: Int) {
  companyChanges(id: $id, kinds: $kinds, orderBy: $orderBy, page: $page, pageSize: $pageSize) { totalCount page pageSize items { id at userName kind action note } }
}`;
interface Change {
  id: number;
  at: string;
  userName: string;
  kind: string;
  action: string;
  note: string | null;
}
type Changes = { companyChanges: { totalCount: number; page: number; pageSize: number; items: Change[] } | null };
const changes = (variables: Record<string, unknown>) => admin.graphql<Changes>(CHANGES, variables);

async function sql(text: string, params: unknown[] = []) {
  return server.services.orm.em.fork().getConnection().execute(text, params);
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  companyId = await insertCompany(server, { coding: 'hist1', name: 'HISTORIA S.A.', ruc: RUC });
  // A field edit, a state change, and the audit rows the establishment, emission point and
  // package services write for this company (another company's rows must not show).
  const saved = await admin.graphql(SAVE, { input: { id: companyId, accessCode: 'hist1', legalName: 'HISTORIA NUEVA S.A.' } });
  expect(saved.errors).toBeUndefined();
  expect((await admin.graphql(CHANGE, { id: companyId, state: 'BLOCKED' })).errors).toBeUndefined();
  const [pkg] = (await sql(
    `insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre) values (?, current_date, current_date + 30, 100, 100, 0, 'test') returning con_codigo`,
    [RUC],
  )) as Array<{ con_codigo: number }>;
  const audit = (entity: string, key: string, action: string, note: string) =>
    sql(
      "insert into tauditoria (aud_fecha, usr_nombre, aud_accion, aud_entidad, aud_clave, observacion) values (now() + interval '1 second', 'Soporte', ?, ?, ?, ?)",
      [action, entity, key, note],
    );
  await audit('talmacen', `${companyId}/5`, 'editar', 'Descripción: Matriz → Matriz Loja');
  await audit('tpuntoventa', `${companyId}/7`, 'anular', '001-002 Caja');
  await audit('tconexiones', String(pkg!.con_codigo), 'editar', 'paquete 100 -> 200');
  await audit('talmacen', `${companyId + 1}/5`, 'editar', 'de otra empresa');
}, 120_000);
afterAll(async () => server?.close());

describe('change history of a company', () => {
  it('records who changed which fields of the company, with the old and the new value', async () => {
    const result = await changes({ id: companyId, kinds: ['COMPANY'] });
    expect(result.errors).toBeUndefined();
    const [edit] = result.data!.companyChanges!.items;
    expect(edit).toMatchObject({ kind: 'COMPANY', action: 'guardar', userName: 'Administrador General' });
    expect(edit!.note).toBe('hist1 · HISTORIA NUEVA S.A.: Razón social: HISTORIA S.A. → HISTORIA NUEVA S.A.');
  });

  it('shows every kind of change of the company, its establishments, emission points and packages, newest first, and only its own', async () => {
    const page = (await changes({ id: companyId })).data!.companyChanges!;
    expect(page).toMatchObject({ totalCount: 5, page: 1, pageSize: 50 });
    expect(page.items.map((c) => c.kind).sort()).toEqual(['COMPANY', 'EMISSION_POINT', 'ESTABLISHMENT', 'PACKAGE', 'STATE']);
    const times = page.items.map((c) => c.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.items.find((c) => c.kind === 'ESTABLISHMENT')!.note).toBe('Descripción: Matriz → Matriz Loja');
    expect(page.items.some((c) => c.note === 'de otra empresa')).toBe(false);
  });

  it('filters by kind; the state changes are the ones of companyHistory (get_historyestado)', async () => {
    const states = (await changes({ id: companyId, kinds: ['STATE'] })).data!.companyChanges!;
    const history = (await admin.graphql<{ companyHistory: Array<{ userName: string; note: string }> }>(HISTORY, { id: companyId })).data!.companyHistory;
    expect(states.items.map((c) => ({ userName: c.userName, note: c.note }))).toEqual(history);
    expect(history).toHaveLength(1);
    const two = (await changes({ id: companyId, kinds: ['PACKAGE', 'EMISSION_POINT'] })).data!.companyChanges!;
    expect(two.items.map((c) => c.kind).sort()).toEqual(['EMISSION_POINT', 'PACKAGE']);
  });

  it('pages with totalCount and orders by the field asked', async () => {
    const second = (await changes({ id: companyId, page: 2, pageSize: 2, orderBy: { field: 'KIND', direction: 'ASC' } })).data!.companyChanges!;
    expect(second).toMatchObject({ totalCount: 5, page: 2, pageSize: 2 });
    expect(second.items.map((c) => c.kind)).toEqual(['ESTABLISHMENT', 'PACKAGE']);
    expect((await changes({ id: companyId, pageSize: 501 })).errors![0]).toMatchObject({ message: 'El tamaño de página (pageSize) debe estar entre 1 y 500' });
  });

  it('answers null for a company that does not exist', async () => {
    expect((await changes({ id: 999999 })).data!.companyChanges).toBeNull();
  });
});
