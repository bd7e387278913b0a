import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';

// Lookups answer null instead of failing the response; lists refuse out-of-range pages, sort on
// request and can be synced by the time of each company's last change.
let server: TestServer;
let admin: ApiClient;

const LOOKUP = `query ($id: Int, $ruc: String) { company(id: $id, ruc: $ruc) { id accessCode ruc } companyFormOptions { permisos { view } } }`;
const LIST = `query ($filter: CompanyListFilter, $ids: [Int!], $updatedSince: DateTimeISO, $orderBy: CompanyOrder, $page: Int, $pageSize: Int) {
  companies(filter: $filter, ids: $ids, updatedSince: $updatedSince, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
    totalCount total page pageSize items { id accessCode ruc state updatedAt }
  }
}`;
type Item = { id: number; accessCode: string; ruc: string; state: string; updatedAt: string };
type Page = { companies: { totalCount: number; total: number; page: number; pageSize: number; items: Item[] } };
const list = (variables: Record<string, unknown>) => admin.graphql<Page>(LIST, variables);
const codes = (result: { data: Page | null }) => result.data!.companies.items.map((c) => c.accessCode);

let a: number;
let b: number;
let c: number;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  a = await insertCompany(server, { coding: 'lkb', name: 'BUSQUEDA B', ruc: '1790000000301', state: 3 });
  b = await insertCompany(server, { coding: 'lka', name: 'BUSQUEDA A', ruc: '1790000000302', state: 1 });
  c = await insertCompany(server, { coding: 'lkc', name: 'BUSQUEDA C', ruc: '1790000000301', state: 0 });
});
afterAll(async () => server?.close());

describe('company lookups', () => {
  it('finds a company by id or by RUC (the first registered of a shared RUC) and answers null for a missing one, keeping the siblings', async () => {
    expect((await admin.graphql<{ company: Item }>(LOOKUP, { id: b })).data!.company).toEqual({ id: b, accessCode: 'lka', ruc: '1790000000302' });
    expect((await admin.graphql<{ company: Item }>(LOOKUP, { ruc: '1790000000301' })).data!.company).toEqual({
      id: a,
      accessCode: 'lkb',
      ruc: '1790000000301',
    });
    const missing = await admin.graphql<{ company: Item | null; companyFormOptions: { permisos: { view: number } } }>(LOOKUP, { id: 987654 });
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ company: null, companyFormOptions: { permisos: { view: 4 } } });
    expect((await admin.graphql<{ company: Item | null }>(LOOKUP, { ruc: '0000000000000' })).data!.company).toBeNull();
  });

  it('asks for exactly one of id and ruc, naming the field', async () => {
    const none = await admin.graphql(LOOKUP, {});
    expect(none.errors![0]).toMatchObject({ message: 'Indique el código (id) o el RUC (ruc) de la empresa', extensions: { code: 'BAD_USER_INPUT' } });
    expect(String(none.errors![0].extensions!.field)).toMatch(/id$/);
    const both = await admin.graphql(LOOKUP, { id: a, ruc: '1790000000301' });
    expect(both.errors![0]).toMatchObject({ message: 'Indique solo uno: el código (id) o el RUC (ruc) de la empresa', extensions: { code: 'BAD_USER_INPUT' } });
    expect(String(both.errors![0].extensions!.field)).toMatch(/ruc$/);
  });

  it('answers null history and logo for a company that does not exist', async () => {
    const result = await admin.graphql<{ companyHistory: unknown; companyLogo: unknown }>(
      'query ($id: Int!) { companyHistory(id: $id) { at } companyLogo(id: $id) }',
      { id: 987654 },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ companyHistory: null, companyLogo: null });
  });
});

describe('company list paging, order and sync', () => {
  it('refuses a page size out of range and a page below 1 instead of changing them', async () => {
    const big = await list({ pageSize: 100000 });
    expect(big.errors![0]).toMatchObject({ message: 'El tamaño de página (pageSize) debe estar entre 1 y 500', extensions: { code: 'BAD_USER_INPUT' } });
    expect(big.data).toBeNull();
    expect((await list({ pageSize: 0 })).errors![0].message).toBe('El tamaño de página (pageSize) debe estar entre 1 y 500');
    const negative = await list({ page: -5 });
    expect(negative.errors![0]).toMatchObject({ message: 'La página (page) debe ser 1 o mayor', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await list({ pageSize: 500 })).errors).toBeUndefined();
  });

  it('selects by ids, counts them in totalCount (total kept) and orders by name, or by any field with the id breaking ties', async () => {
    const byName = await list({ ids: [a, b, c] });
    expect(codes(byName)).toEqual(['lka', 'lkb', 'lkc']);
    expect(byName.data!.companies).toMatchObject({ totalCount: 3, total: 3, page: 1, pageSize: 50 });
    expect(codes(await list({ ids: [a, b, c], orderBy: { field: 'RUC', direction: 'DESC' } }))).toEqual(['lka', 'lkc', 'lkb']);
    expect(codes(await list({ ids: [a, b, c], orderBy: { field: 'RUC' } }))).toEqual(['lkb', 'lkc', 'lka']);
    expect(codes(await list({ ids: [a, b, c], orderBy: { field: 'STATE' } }))).toEqual(['lkc', 'lka', 'lkb']);
    expect(codes(await list({ ids: [c, a], orderBy: { field: 'ID', direction: 'DESC' } }))).toEqual(['lkc', 'lkb']);
    expect(codes(await list({ ids: [a, b, c], filter: { states: ['ACTIVE', 'BLOCKED'] }, orderBy: { field: 'ACCESS_CODE', direction: 'DESC' } }))).toEqual([
      'lkb',
      'lka',
    ]);
    expect((await list({ ids: [] })).data!.companies).toMatchObject({ totalCount: 0, items: [] });
  });

  it('keeps updatedAt on every write, through GraphQL, REST or plain SQL, and lists what changed since a time', async () => {
    const before = (await list({ ids: [a, b, c] })).data!.companies.items;
    expect(before.every((i) => !Number.isNaN(Date.parse(i.updatedAt)))).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    const since = new Date().toISOString();
    expect(codes(await list({ ids: [a, b, c], updatedSince: since }))).toEqual([]);
    await new Promise((r) => setTimeout(r, 30));
    const changedState = await admin.graphql<{ changeCompanyState: { company: { updatedAt: string } } }>(
      'mutation ($id: Int!) { changeCompanyState(id: $id, state: ACTIVE) { company { updatedAt } } }',
      { id: a },
    );
    expect(changedState.errors).toBeUndefined();
    // The mutation answers the time the write was stamped with, not the one read before it.
    const stamped = changedState.data!.changeCompanyState.company.updatedAt;
    expect(Date.parse(stamped)).toBeGreaterThanOrEqual(Date.parse(since));
    expect((await list({ ids: [a] })).data!.companies.items[0]!.updatedAt).toBe(stamped);
    const rest = await admin.rest('POST', '/rest/empresas/tempresa/0?accion=agrupar', { lst_emp: [c], tac_codigo: 8 });
    expect(rest.status).toBe(200);
    const changed = await list({ updatedSince: since, orderBy: { field: 'UPDATED' } });
    expect(codes(changed)).toEqual(['lkb', 'lkc']);
    expect(Date.parse(changed.data!.companies.items[0]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(since));
    await server.services.orm.em.fork().getConnection().execute(`update tempresa set emp_telf = '07-2000000' where emp_codigo = ?`, [b]);
    expect(codes(await list({ updatedSince: since, orderBy: { field: 'UPDATED' } }))).toEqual(['lkb', 'lkc', 'lka']);
  });
});
