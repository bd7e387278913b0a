// The fast path of POST /graphql (api/src/graphql/fast-http.ts) answers queries before Express
// and Apollo: every answer must be byte for byte Apollo's, with the same status and headers.
// Each request is sent with the fast path on and then off (Express + Apollo), and compared.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastGraphqlOf, type FastGraphql } from '../../api/src/graphql/fast-http.js';
import { CompaniesDocument } from '../../web/src/generated/graphql.js';
import { demoClients, type ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let fast: FastGraphql;
let admin: ApiClient;
let readOnly: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  fast = fastGraphqlOf(server.server)!;
  ({ admin, readOnly } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

interface Sent {
  body: string;
  cookie?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

async function send({ body, cookie, headers = {} }: Sent): Promise<Answer> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
  const all = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers: all, text: await res.text() };
}

/** The answer of both paths, and whether the fast path answered the first one. */
async function bothPaths(sent: Sent): Promise<{ fast: Answer; apollo: Answer; answeredFast: boolean }> {
  const before = fast.answered;
  const onFast = await send(sent);
  const answeredFast = fast.answered === before + 1;
  fast.enabled = false;
  try {
    return { fast: onFast, apollo: await send(sent), answeredFast };
  } finally {
    fast.enabled = true;
  }
}

const json = (query: string, variables?: Record<string, unknown>, operationName?: string) => JSON.stringify({ operationName, query, variables });

describe('the fast path answers as Express and Apollo do', () => {
  const cases: [string, () => Sent, boolean][] = [
    [
      "the web's company list with variables",
      () => ({ body: json(print(CompaniesDocument), { page: 1, pageSize: 5 }, 'Companies'), cookie: admin.cookie }),
      true,
    ],
    ['me, signed in', () => ({ body: json('{ me { id name login hierarchy isSupport homeUri } }'), cookie: admin.cookie }), true],
    ['me, anonymous (null)', () => ({ body: json('{ me { id name } }') }), true],
    ['a protected query, anonymous (UNAUTHENTICATED, data null)', () => ({ body: json('{ companies(page: 1, pageSize: 2) { total } }') }), true],
    [
      "another user's sessions for the read-only user (FORBIDDEN)",
      () => ({ body: json('query S($id: Int!) { userSessions(userId: $id) { current } }', { id: 1 }), cookie: readOnly.cookie }),
      true,
    ],
    ["a resolver's refusal with field and path", () => ({ body: json('{ bad: validateIdentity(number: "") { valid } }'), cookie: admin.cookie }), true],
    ['a page over the limit (checkPage)', () => ({ body: json('{ companies(page: 1, pageSize: 100000) { total } }'), cookie: admin.cookie }), true],
    ['one named operation of two', () => ({ body: json('query A { me { id } } query B { me { name } }', undefined, 'B'), cookie: admin.cookie }), true],
    [
      'the graphql-response media type asked by Apollo Client',
      () => ({ body: json('{ me { id } }'), cookie: admin.cookie, headers: { accept: 'application/graphql-response+json,application/json;q=0.9' } }),
      true,
    ],
    [
      'extensions without a persisted query',
      () => ({ body: JSON.stringify({ query: '{ me { id } }', extensions: { clientLibrary: { name: 'x' } } }), cookie: admin.cookie }),
      true,
    ],
    [
      'a NUL in an argument (input parser)',
      () => ({ body: json('query C($f: CompanyListFilter) { companies(filter: $f) { total } }', { f: { text: 'a\u0000b' } }), cookie: admin.cookie }),
      true,
    ],
    // Handed over to Express and Apollo: the same answer either way, by construction.
    ['a variable of the wrong type', () => ({ body: json('query L($p: Int!) { companies(page: $p) { total } }', { p: 'uno' }), cookie: admin.cookie }), false],
    ['two operations, none named', () => ({ body: json('query A { me { id } } query B { me { name } }'), cookie: admin.cookie }), false],
    ['an unknown field, anonymous (no suggestions)', () => ({ body: json('{ me { nam } }') }), false],
    ['a syntax error', () => ({ body: json('{ me { id }'), cookie: admin.cookie }), false],
    ['introspection', () => ({ body: json('{ __schema { queryType { name } } }'), cookie: admin.cookie }), false],
    ['a mutation', () => ({ body: json('mutation { logout }') }), false],
    ['a body that is not JSON', () => ({ body: '{"query": ', cookie: admin.cookie }), false],
    ['a JSON body that is not an object', () => ({ body: '"{ me { id } }"', cookie: admin.cookie }), false],
    ['an empty body', () => ({ body: '', cookie: admin.cookie }), false],
    [
      'a persisted query',
      () => ({ body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }), cookie: admin.cookie }),
      false,
    ],
    ['a media type nobody serves', () => ({ body: json('{ me { id } }'), cookie: admin.cookie, headers: { accept: 'text/csv' } }), false],
  ];

  for (const [name, sent, answeredFast] of cases) {
    it(name, async () => {
      const result = await bothPaths(sent());
      expect(result.answeredFast).toBe(answeredFast);
      expect(result.fast.status).toBe(result.apollo.status);
      expect(result.fast.headers).toEqual(result.apollo.headers);
      expect(result.fast.text).toBe(result.apollo.text);
    });
  }

  it('answers the list with data (the comparison is not between two empty answers)', async () => {
    const { fast: answer } = await bothPaths({ body: json(print(CompaniesDocument), { page: 1, pageSize: 5 }, 'Companies'), cookie: admin.cookie });
    const body = JSON.parse(answer.text) as { data: { companies: { items: unknown[]; permisos: { view: unknown } } } };
    expect(body.data.companies.items.length).toBeGreaterThan(0);
    expect(body.data.companies.permisos.view).toBeTruthy();
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sees a signed-out session at once', async () => {
    const [client] = [(await demoClients(server.url, TEST_PASSWORD)).support];
    const sent = { body: json('{ me { login } }'), cookie: client.cookie };
    expect(JSON.parse((await send(sent)).text)).toEqual({ data: { me: { login: 'soporte' } } });
    await client.graphql('mutation { logout }');
    const before = fast.answered;
    expect(JSON.parse((await send(sent)).text)).toEqual({ data: { me: null } });
    expect(fast.answered).toBe(before + 1);
  });
});
