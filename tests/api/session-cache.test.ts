import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../../api/src/modules/auth/session-cache.js';
import { ApiClient } from '../support/client.js';
import { available, DATABASE_URL, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// Sessions checked in the last seconds are kept only while PostgreSQL's change notices are heard;
// whatever can end a session or change its user takes effect on the next request.

describe('the session cache on its own', () => {
  it('keeps nothing while off, and never stores a lookup that started before a change', () => {
    const cache = new SessionCache<string>();
    cache.set('a', 'uno', cache.stamp(), 0);
    expect(cache.get('a', 0)).toBeUndefined();

    cache.setLive(true);
    const before = cache.stamp();
    cache.clear();
    cache.set('a', 'viejo', before, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('a', 'nuevo', cache.stamp(), 0);
    expect(cache.get('a', 0)).toBe('nuevo');
  });

  it('forgets an entry after 5 s, everything when turned off, and the oldest past 10,000', () => {
    const cache = new SessionCache<number>();
    cache.setLive(true);
    cache.set('a', 1, cache.stamp(), 1_000);
    expect(cache.get('a', 6_000)).toBe(1);
    expect(cache.get('a', 6_001)).toBeUndefined();

    for (let i = 0; i < 10_001; i++) cache.set(`s${i}`, i, cache.stamp(), 0);
    expect(cache.get('s0', 0)).toBeUndefined();
    expect(cache.get('s1', 0)).toBe(1);
    expect(cache.get('s10000', 0)).toBe(10_000);

    cache.setLive(false);
    cache.setLive(true);
    expect(cache.get('s1', 0)).toBeUndefined();
  });
});

const ME = '{ me { id name } }';
const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`No ocurrió: ${what}`);
};

describe('sessions kept by an instance follow every change at once', () => {
  const ready = available('PostgreSQL (DATABASE_URL) y Redis (REDIS_URL) para dos instancias', !!DATABASE_URL && !!REDIS_URL);
  let first: TestServer;
  let second: TestServer;
  let sql: pg.Client;
  beforeAll(async () => {
    if (!ready) return;
    first = await startTestServer();
    second = await startTestServer({ shareDatabaseOf: first });
    sql = new pg.Client({ connectionString: first.services.config.databaseUrl! });
    await sql.connect();
    await until(() => first.services.auth.sessions.enabled && second.services.auth.sessions.enabled, 'las dos instancias escuchan los cambios');
  });
  afterAll(async () => {
    await sql?.end();
    await second?.close();
    await first?.close();
  });

  const signedIn = async (server: TestServer, login: string) => {
    const api = new ApiClient(server.url);
    await api.login(login, TEST_PASSWORD);
    expect((await api.graphql(ME)).errors).toBeUndefined();
    return api;
  };
  // Without a live session `me` is null.
  const refused = async (api: ApiClient) => {
    const answer = await api.graphql<{ me: unknown }>(ME);
    expect(answer.errors).toBeUndefined();
    return answer.data!.me === null;
  };

  it.skipIf(!ready)('a user deactivated by hand in SQL is refused once the notice arrives, on every instance', async () => {
    const onFirst = await signedIn(first, 'consulta');
    const onSecond = new ApiClient(second.url);
    onSecond.cookie = onFirst.cookie;
    expect((await onSecond.graphql(ME)).errors).toBeUndefined();
    const stamps = [first.services.auth.sessions.stamp(), second.services.auth.sessions.stamp()];

    await sql.query(`update tusuarios set usr_activo = 'F' where usr_id = 'consulta'`);
    await until(
      () => first.services.auth.sessions.stamp() > stamps[0]! && second.services.auth.sessions.stamp() > stamps[1]!,
      'el aviso de PostgreSQL vacía las sesiones de ambas instancias',
    );
    try {
      expect(await refused(onFirst)).toBe(true);
      expect(await refused(onSecond)).toBe(true);
    } finally {
      await sql.query(`update tusuarios set usr_activo = 'T' where usr_id = 'consulta'`);
    }
  });

  it.skipIf(!ready)('a session revoked through this instance is refused on its very next request', async () => {
    const admin = await signedIn(first, 'admin');
    for (let round = 0; round < 5; round++) {
      const support = await signedIn(first, 'soporte');
      const users = await admin.graphql<{ staffUsers: { items: Array<{ id: number; login: string }> } }>('{ staffUsers { items { id login } } }');
      const id = users.data!.staffUsers.items.find((u) => u.login === 'soporte')!.id;
      expect((await admin.graphql('mutation ($id: Int!) { setStaffUserActive(id: $id, active: false) { message } }', { id })).errors).toBeUndefined();
      try {
        expect(await refused(support)).toBe(true);
      } finally {
        expect((await admin.graphql('mutation ($id: Int!) { setStaffUserActive(id: $id, active: true) { message } }', { id })).errors).toBeUndefined();
      }
    }
  });

  it.skipIf(!ready)('a session signed out on one instance is refused on the other once the notice arrives', async () => {
    const api = await signedIn(first, 'soporte');
    const elsewhere = new ApiClient(second.url);
    elsewhere.cookie = api.cookie;
    expect((await elsewhere.graphql(ME)).errors).toBeUndefined();
    const stamp = second.services.auth.sessions.stamp();
    expect((await api.graphql('mutation { logout }')).errors).toBeUndefined();
    await until(() => second.services.auth.sessions.stamp() > stamp, 'el aviso llega a la otra instancia');
    expect(await refused(elsewhere)).toBe(true);
  });

  it.skipIf(!ready)('keeps nothing while the listening connection is down, and listens again', async () => {
    const api = await signedIn(first, 'admin');
    await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bo_auth_changes' and datname = current_database()`);
    await until(() => !first.services.auth.sessions.enabled, 'la caché se apaga sin la conexión que escucha');
    expect((await api.graphql(ME)).errors).toBeUndefined();
    await until(() => first.services.auth.sessions.enabled && second.services.auth.sessions.enabled, 'vuelve a escuchar');
    expect((await api.graphql(ME)).errors).toBeUndefined();
  });
});
