import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, DATABASE_URL, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

const TOO_MANY = 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.';
const BAD = 'Usuario o clave incorrectos';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { uri } }';

/** Signs in as if from `address` (X-Forwarded-For, believed with TRUST_PROXY=loopback): 'ok' or the refusal's message. */
async function loginFrom(server: TestServer, address: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username, password } } }),
  });
  const body = (await res.json()) as { errors?: Array<{ message: string }> };
  return body.errors ? body.errors[0]!.message : 'ok';
}

/** `count` failed sign-ins from one address, each with a different unknown user name, ten at a time. */
async function failManyNames(server: TestServer, address: string, count: number, tag: string): Promise<string[]> {
  const answers: string[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => loginFrom(server, address, `${tag}-${start + i}`, 'x'));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

describe('sign-in limits per address and per user name + address (LOGIN_RATE_LIMIT 3, TRUST_PROXY loopback)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ redis: false, overrides: { loginRateLimit: 3 }, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => server?.close());

  it('ten wrong passwords for admin from one address do not lock admin out of another address', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push(await loginFrom(server, '198.51.100.1', 'admin', `mala-${i}`));
    expect(answers).toEqual([BAD, BAD, BAD, TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY, TOO_MANY]);
    // The pair is used up: even the right password is refused from that address...
    expect(await loginFrom(server, '198.51.100.1', 'admin', TEST_PASSWORD)).toBe(TOO_MANY);
    // ...but not from another one.
    expect(await loginFrom(server, '198.51.100.2', 'admin', TEST_PASSWORD)).toBe('ok');
  });

  it('a success clears the pair: two failures, success, two failures, success', async () => {
    const answers: string[] = [];
    for (const password of ['x', 'x', TEST_PASSWORD, 'x', 'x', TEST_PASSWORD]) answers.push(await loginFrom(server, '198.51.100.3', 'consulta', password));
    expect(answers).toEqual([BAD, BAD, 'ok', BAD, BAD, 'ok']);
  });

  it('one address gets ten times the limit over all user names; a success from it does not clear its count', async () => {
    expect(new Set(await failManyNames(server, '198.51.100.4', 29, 'antes'))).toEqual(new Set([BAD]));
    expect(await loginFrom(server, '198.51.100.4', 'soporte', TEST_PASSWORD)).toBe('ok');
    // The success cleared only the soporte pair: one failure is left to the address, then it is blocked.
    expect(await loginFrom(server, '198.51.100.4', 'despues-0', 'x')).toBe(BAD);
    expect(await loginFrom(server, '198.51.100.4', 'despues-1', 'x')).toBe(TOO_MANY);
    expect(await loginFrom(server, '198.51.100.4', 'soporte', TEST_PASSWORD)).toBe(TOO_MANY);
    expect(await loginFrom(server, '198.51.100.4', 'otro-nombre', 'x')).toBe(TOO_MANY);
    expect(await loginFrom(server, '198.51.100.5', 'soporte', TEST_PASSWORD)).toBe('ok');
  });

  it('parallel attempts cannot slip past the pair limit', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginFrom(server, '198.51.100.6', 'soporte', `mala-${i}`)));
    expect(answers.filter((a) => a === BAD)).toHaveLength(3);
    expect(answers.filter((a) => a === TOO_MANY)).toHaveLength(7);
  });

  it('records the forwarded address of a trusted proxy on the session', async () => {
    expect(await loginFrom(server, '203.0.113.7', 'soporte', TEST_PASSWORD)).toBe('ok');
    const rows = await server.services.orm.em
      .fork()
      .getConnection()
      .execute("select ses_ip from tsesion s join tusuarios u using (usr_codigo) where u.usr_id = 'soporte' order by ses_creada desc limit 1");
    expect(rows).toEqual([{ ses_ip: '203.0.113.7' }]);
  });
});

describe('sign-in limits shared by two API instances through Redis', () => {
  const ready = available('PostgreSQL (DATABASE_URL) y Redis (REDIS_URL) para dos instancias', !!DATABASE_URL && !!REDIS_URL);
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    if (!ready) return;
    const options = { overrides: { loginRateLimit: 3 }, env: { TRUST_PROXY: 'loopback' } };
    first = await startTestServer(options);
    second = await startTestServer({ ...options, shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it.skipIf(!ready)('failures spread over both instances use up one count', async () => {
    const answers = [
      await loginFrom(first, '198.51.100.20', 'admin', 'a'),
      await loginFrom(second, '198.51.100.20', 'admin', 'b'),
      await loginFrom(first, '198.51.100.20', 'admin', 'c'),
      await loginFrom(second, '198.51.100.20', 'admin', TEST_PASSWORD),
      await loginFrom(first, '198.51.100.20', 'admin', TEST_PASSWORD),
    ];
    expect(answers).toEqual([BAD, BAD, BAD, TOO_MANY, TOO_MANY]);
    expect(await loginFrom(second, '198.51.100.21', 'admin', TEST_PASSWORD)).toBe('ok');
  });

  it.skipIf(!ready)('parallel attempts on both instances cannot slip past the pair limit', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginFrom(i % 2 ? first : second, '198.51.100.23', 'soporte', `mala-${i}`)));
    expect(answers.filter((a) => a === BAD)).toHaveLength(3);
    expect(answers.filter((a) => a === TOO_MANY)).toHaveLength(7);
  });

  it.skipIf(!ready)('the per-address count is shared too', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await loginFrom(i % 2 ? first : second, '198.51.100.22', `nadie-${i}`, 'x'));
    expect(new Set(answers)).toEqual(new Set([BAD]));
    expect(await loginFrom(first, '198.51.100.22', 'soporte', TEST_PASSWORD)).toBe(TOO_MANY);
    expect(await loginFrom(second, '198.51.100.22', 'soporte', TEST_PASSWORD)).toBe(TOO_MANY);
  });
});
