import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, DATABASE_URL, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

const TOO_MANY = 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.';
const BAD = 'Usuario o clave incorrectos';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { uri } }';
/** LOGIN_RATE_LIMIT of these servers: 3 failures per pair, 30 per address. */
const LIMIT = 3;
const ADDRESS_LIMIT = LIMIT * 10;
/** Failed sign-ins the attacker sends, each over its own user name, with a success of its own account after every second one. */
const FAILURES = 60;

interface Answer {
  message: string;
  code: string | null;
}

/** Signs in as if from `address` (X-Forwarded-For, believed with TRUST_PROXY=loopback): 'ok' or the refusal's message and code. */
async function loginFrom(server: TestServer, address: string, username: string, password: string): Promise<Answer> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username, password } } }),
  });
  const body = (await res.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return body.errors ? { message: body.errors[0]!.message, code: body.errors[0]!.extensions?.code ?? null } : { message: 'ok', code: null };
}

const message = async (answer: Promise<Answer>) => (await answer).message;

describe('sign-in limits an attacker cannot reset with its own account (two API instances, Redis, LOGIN_RATE_LIMIT 3)', () => {
  const ready = available('PostgreSQL (DATABASE_URL) y Redis (REDIS_URL) para dos instancias', !!DATABASE_URL && !!REDIS_URL);
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    if (!ready) return;
    const options = { overrides: { loginRateLimit: LIMIT }, env: { TRUST_PROXY: 'loopback' } };
    first = await startTestServer(options);
    second = await startTestServer({ ...options, shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it.skipIf(!ready)(
    'failures over many user names, interleaved with successes of its own account, are blocked after the per-address limit on both instances',
    async () => {
      const address = '198.51.100.40';
      const failures: string[] = [];
      const successes: string[] = [];
      for (let i = 0; i < FAILURES; i++) {
        // Alternates the instances: the counts live in Redis, not in either process.
        failures.push(await message(loginFrom(i % 2 ? second : first, address, `victima-${i}`, 'x')));
        if (i % 2 === 1) successes.push(await message(loginFrom(i % 4 === 1 ? first : second, address, 'consulta', TEST_PASSWORD)));
      }
      const checked = failures.filter((a) => a === BAD).length;
      console.log(`[ingreso] fallas intercaladas con éxitos propios revisadas: ${checked} de ${FAILURES} (límite por dirección ${ADDRESS_LIMIT})`);
      expect(failures).toEqual([...Array<string>(ADDRESS_LIMIT).fill(BAD), ...Array<string>(FAILURES - ADDRESS_LIMIT).fill(TOO_MANY)]);
      // The attacker's own successes went through until the address was used up (the 15th came after the 30th failure), then were refused too.
      const allowed = ADDRESS_LIMIT / 2 - 1;
      expect(successes).toEqual([...Array<string>(allowed).fill('ok'), ...Array<string>(FAILURES / 2 - allowed).fill(TOO_MANY)]);
      // The block is the same seen from either instance, for any user name and even the right password...
      for (const server of [first, second]) {
        expect(await loginFrom(server, address, 'admin', TEST_PASSWORD)).toEqual({ message: TOO_MANY, code: 'RATE_LIMITED' });
        expect(await loginFrom(server, address, 'nadie-conocido', 'x')).toEqual({ message: TOO_MANY, code: 'RATE_LIMITED' });
      }
      // ...and only for that address.
      expect(await message(loginFrom(second, '198.51.100.41', 'consulta', TEST_PASSWORD))).toBe('ok');
    },
  );

  it.skipIf(!ready)('a success clears only its own user name + address pair: the other pair and the address keep their failures', async () => {
    const address = '198.51.100.42';
    const answers: string[] = [];
    // Two wrong passwords for admin and two for consulta, then consulta's right one (on the other instance).
    for (const [server, username, password] of [
      [first, 'admin', 'x'],
      [second, 'admin', 'y'],
      [first, 'consulta', 'x'],
      [second, 'consulta', 'y'],
      [first, 'consulta', TEST_PASSWORD],
    ] as const)
      answers.push(await message(loginFrom(server, address, username, password)));
    expect(answers).toEqual([BAD, BAD, BAD, BAD, 'ok']);
    // admin's pair was not cleared by consulta's success: one failure left, then refused even with the right password.
    expect(await message(loginFrom(second, address, 'admin', 'z'))).toBe(BAD);
    expect(await message(loginFrom(first, address, 'admin', TEST_PASSWORD))).toBe(TOO_MANY);
    // consulta's pair was: three failures again before its refusal.
    const again: string[] = [];
    for (let i = 0; i < LIMIT + 1; i++) again.push(await message(loginFrom(i % 2 ? first : second, address, 'consulta', `mala-${i}`)));
    expect(again).toEqual([BAD, BAD, BAD, TOO_MANY]);
    // The address kept every failure (5 + 3 = 8 so far, the refused attempts count as well: 10): 20 more are checked, then it is blocked.
    const more: string[] = [];
    for (let i = 0; i < ADDRESS_LIMIT - 10 + 1; i++) more.push(await message(loginFrom(i % 2 ? first : second, address, `otro-${i}`, 'x')));
    expect(more).toEqual([...Array<string>(ADDRESS_LIMIT - 10).fill(BAD), TOO_MANY]);
  });

  it.skipIf(!ready)('an unknown user name and a wrong password answer alike, before and after the block', async () => {
    const address = '198.51.100.43';
    const unknown = await loginFrom(first, address, 'no-existe-nadie', 'x');
    const wrong = await loginFrom(second, address, 'admin', 'x');
    expect(unknown).toEqual({ message: BAD, code: 'UNAUTHENTICATED' });
    expect(wrong).toEqual(unknown);
    for (let i = 0; i < LIMIT - 1; i++) {
      await loginFrom(first, address, 'no-existe-nadie', 'x');
      await loginFrom(second, address, 'admin', 'x');
    }
    expect(await loginFrom(first, address, 'no-existe-nadie', 'x')).toEqual({ message: TOO_MANY, code: 'RATE_LIMITED' });
    expect(await loginFrom(second, address, 'admin', 'x')).toEqual({ message: TOO_MANY, code: 'RATE_LIMITED' });
  });
});
