import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { sql } from './staff-fixtures.js';

type Row = Record<string, any>;
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

const data = async (query: string, variables: Row = {}) => {
  const r = await admin.graphql<Row>(query, variables);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
};

describe('lookups of staff and development answer null when the record does not exist', () => {
  it('a missing profile, user, area, module or version is null and the sibling fields still answer', async () => {
    const answer = await data(`{
      staffProfile(id: 99999) { id }
      staffUserForm(id: 99999) { user { id } }
      developmentArea(areaId: 99999) { area { id } }
      developmentModule(moduleId: 99999) { id }
      developmentVersion(versionId: 99999) { version { id } }
      me { login hierarchy }
    }`);
    expect(answer).toEqual({
      staffProfile: null,
      staffUserForm: null,
      developmentArea: null,
      developmentModule: null,
      developmentVersion: null,
      me: { login: 'admin', hierarchy: 'SUPER_USER' },
    });
    // Id 0 still gives the form of a new profile or user.
    expect(await data('{ staffProfile(id: 0) { id name active } staffUserForm(id: 0) { user { id } actorHierarchy } }')).toEqual({
      staffProfile: { id: 0, name: '', active: true },
      staffUserForm: { user: null, actorHierarchy: 'SUPER_USER' },
    });
  });

  it('required ids are non-null: omitting one is refused by GraphQL before any resolver', async () => {
    const r = await admin.graphql('query ($id: Int) { developmentModule(moduleId: $id) { id } }', { id: null });
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // A code that is not a code is refused naming the argument itself.
    const zero = await admin.graphql('mutation { deleteDevelopmentModule(id: 0) { id } }');
    expect([zero.errors?.[0]?.message, zero.errors?.[0]?.extensions?.code, zero.errors?.[0]?.extensions?.field]).toEqual([
      'Seleccione un módulo',
      'BAD_USER_INPUT',
      'id',
    ]);
  });
});

describe('lists of staff and development accept orderBy, stable with the id', () => {
  it('orders users by login and hierarchy, and profiles by code, both ways', async () => {
    const logins = (await data('{ staffUsers(orderBy: { field: LOGIN }) { items { login } } }')).staffUsers.items.map((u: Row) => u.login);
    expect(logins).toEqual([...logins].sort());
    const descending = (await data('{ staffUsers(orderBy: { field: LOGIN, direction: DESC }) { items { login } } }')).staffUsers.items.map((u: Row) => u.login);
    expect(descending).toEqual([...logins].reverse());
    const rows = await sql<{ usr_id: string }>(server, "select usr_id from tusuarios where usr_esperfil = 'F' order by usr_jerarq desc, usr_codigo desc");
    const byHierarchy = (await data('{ staffUsers(orderBy: { field: HIERARCHY, direction: DESC }) { items { login hierarchy } } }')).staffUsers.items;
    expect(byHierarchy.map((u: Row) => u.login)).toEqual(rows.map((r) => r.usr_id));
    expect(byHierarchy[0]).toEqual({ login: 'admin', hierarchy: 'SUPER_USER' });
    const profiles = (await data('{ staffProfiles(orderBy: { field: ID, direction: DESC }) { items { id } } }')).staffProfiles.items.map((p: Row) => p.id);
    expect(profiles).toEqual([...profiles].sort((a, b) => b - a));
    // Without orderBy the lists keep their order by name.
    const names = (await data('{ staffProfiles { items { name } } }')).staffProfiles.items.map((p: Row) => p.name);
    expect(names).toEqual(['Administración', 'Consulta', 'Soporte']);
  });

  it('orders the versions and active users of the catalogue and a cycle history', async () => {
    const versions = (
      await data(
        '{ developmentOptions { a: versions(orderBy: { field: NAME, direction: DESC }) { name } b: versions(orderBy: { field: MODULE_COUNT }) { name } c: versions { id } } }',
      )
    ).developmentOptions;
    expect([versions.a.map((v: Row) => v.name), versions.b.map((v: Row) => v.name)]).toEqual([
      ['Isyplus Empresarial', 'Isyplus Básico'],
      ['Isyplus Básico', 'Isyplus Empresarial'],
    ]);
    expect(versions.c.map((v: Row) => v.id)).toEqual([...versions.c.map((v: Row) => v.id)].sort((x: number, y: number) => x - y));
    const byLogin = (await data('{ developmentUsers(orderBy: { field: LOGIN }) { login } }')).developmentUsers.map((u: Row) => u.login);
    expect(byLogin).toEqual([...byLogin].sort());
    const [module] = await sql<{ id: number }>(server, "select mo_codigo as id from tdes_modulo where mo_nombre = 'Kardex'");
    const [user] = await sql<{ id: number }>(server, "select usr_codigo as id from tusuarios where usr_id = 'admin'");
    const save = 'mutation ($input: DevCycleInput!) { saveDevelopmentCycle(input: $input) { id state date } }';
    await data(save, { input: { moduleId: module!.id, state: 'IMPLEMENTATION', date: '2026-01-10', userId: user!.id } });
    await data(save, { input: { moduleId: module!.id, state: 'ANALYSIS', date: '2025-12-01', userId: user!.id } });
    const newest = (await data('query ($m: Int) { developmentCycles(moduleId: $m) { state date } }', { m: module!.id })).developmentCycles;
    expect(newest.slice(0, 2)).toEqual([
      { state: 'ANALYSIS', date: '2025-12-01' },
      { state: 'IMPLEMENTATION', date: '2026-01-10' },
    ]);
    const byDate = (
      await data('query ($m: Int) { developmentCycles(moduleId: $m, orderBy: { field: DATE, direction: DESC }) { date } }', { m: module!.id })
    ).developmentCycles.map((c: Row) => c.date);
    expect(byDate).toEqual([...byDate].sort().reverse());
  });

  it('orders one’s own sessions by when they were opened', async () => {
    const second = new ApiClient(server.url);
    await second.login('admin', TEST_PASSWORD);
    const oldest = (await data('{ mySessions(orderBy: { field: CREATED_AT }) { createdAt current } }')).mySessions;
    expect(oldest.length).toBeGreaterThanOrEqual(2);
    expect(oldest.map((s: Row) => s.createdAt)).toEqual([...oldest.map((s: Row) => s.createdAt)].sort());
    const newest = (await data('{ mySessions(orderBy: { field: CREATED_AT, direction: DESC }) { createdAt } }')).mySessions.map((s: Row) => s.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });
});
