import 'reflect-metadata';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/orm.js';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf, createToken } from './invoice-api-fixtures.js';

/**
 * The HTTP/GraphQL edge: nesting depth of bodies and documents, the token cap of anonymous
 * documents, the Secure cookie and HSTS behind a trusted proxy, WebSockets per session, and the
 * modes of the embedded database's files.
 */
let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, readOnly } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

/** `{"a":{"a":…{}…}}`, `levels` objects deep (`{}` is one level). */
const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
}

const TOO_DEEP = {
  estado: 400,
  status: 400,
  cod: 0,
  code: 'BAD_USER_INPUT',
  msg: 'El contenido enviado supera la profundidad máxima de 64 niveles',
  msj: 'El contenido enviado supera la profundidad máxima de 64 niveles',
  level_code: 101,
  tipo_gestion: 0,
  inputid: 'body',
};

describe('nesting depth of JSON bodies and GraphQL documents', () => {
  it('answers 400 naming the limit for a JSON body 10,000 deep on a public REST route and on /graphql, anonymously', async () => {
    const deep = nested(10_000);
    const rest = await post('/rest/require_login', `{"valor":${deep}}`);
    console.log(`REST 10.000 niveles: HTTP ${rest.status} ${JSON.stringify(rest.body.msg)}`);
    expect(rest).toEqual({ status: 400, body: TOO_DEEP });

    // Variables of a mutation (Apollo's path) and of a query (the fast path).
    const login = 'mutation ($input: LoginInput!) { login(input: $input) { uri } }';
    const mutation = await post('/graphql', `{"query":${JSON.stringify(login)},"variables":{"input":${deep}}}`);
    console.log(`GraphQL (variables) 10.000 niveles: HTTP ${mutation.status} ${JSON.stringify(mutation.body.msg ?? mutation.body.errors)}`);
    expect(mutation).toEqual({ status: 400, body: TOO_DEEP });
    const query = await post('/graphql', `{"query":"{ me { name } }","variables":${deep}}`);
    expect(query).toEqual({ status: 400, body: TOO_DEEP });

    // 64 levels pass (the route answers), 65 do not.
    expect((await post('/rest/require_login', nested(64))).body).toMatchObject({ estado: 200, uri: '/login' });
    expect(await post('/rest/require_login', nested(65))).toEqual({ status: 400, body: TOO_DEEP });
    expect((await post('/graphql', `{"query":"{ me { name } }","variables":{"x":${nested(62)}}}`)).body).toEqual({ data: { me: null } });

    // Over GET the variables come in the query string.
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { name } }')}&variables=${encodeURIComponent(nested(100))}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect({ status: get.status, body: await get.json() }).toEqual({ status: 400, body: TOO_DEEP });

    const health = await fetch(`${server.url}/healthz`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { estado: 'ok' } });
  });

  it('refuses a document nested past 256 levels before parsing it (without a session, past 500 tokens first)', async () => {
    const levels = 3_000;
    const document = `{ ${'me { '.repeat(levels)}name${' }'.repeat(levels)} }`;
    // Refused at the 257th opening brace: the document's own, then the 256th `me {`.
    const column = '{ '.length + 'me { '.repeat(255).length + 'me {'.length;
    const expected = {
      status: 400,
      errors: [
        {
          message: 'La consulta es demasiado compleja: más de 256 niveles anidados',
          locations: [{ line: 1, column }],
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ],
    };
    const signedIn = await admin.graphql(document);
    console.log(`Documento de ${levels} niveles con sesión: HTTP ${signedIn.status} ${JSON.stringify(signedIn.errors?.[0]?.message)}`);
    expect({ status: signedIn.status, errors: signedIn.errors }).toEqual(expected);
    // Without a session the token limit comes first: token 501 is the 250th `me {`'s brace.
    const anonymous = await new ApiClient(server.url).graphql(document);
    expect({ status: anonymous.status, errors: anonymous.errors }).toEqual({
      status: 400,
      errors: [
        {
          message: 'La consulta es demasiado compleja: más de 500 tokens sin sesión',
          locations: [{ line: 1, column: '{ '.length + 'me { '.repeat(249).length + 'me {'.length }],
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ],
    });
    // Arguments count too: lists inside lists.
    const lists = `{ companies(ids: ${'['.repeat(300)}1${']'.repeat(300)}) { total } }`;
    expect((await admin.graphql(lists)).errors?.[0]?.message).toBe('La consulta es demasiado compleja: más de 256 niveles anidados');
    expect((await admin.graphql('{ me { name } }')).data).toEqual({ me: { name: 'Administrador General' } });
  });
});

describe('token cap of GraphQL documents', () => {
  /** 2,400 copies of one field: graphql's OverlappingFieldsCanBeMerged compares every pair. */
  const typenames = (marker: number) => `# ${marker}\n{ ${'__typename '.repeat(2400)}}`;
  /** 2,400 fields again, as 600 copies of `me { name }`: each pair also compares its subselection. */
  const subselections = (marker: number) => `# ${marker}\n{ ${'me { name } '.repeat(600)}}`;
  let marker = 0;

  async function timed(client: ApiClient, document: (marker: number) => string) {
    const times: number[] = [];
    let last: { status: number; errors?: unknown; data?: unknown } = { status: 0 };
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      // A new text each time (a comment), so no cache of parsed documents answers it.
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) },
        body: JSON.stringify({ query: document(marker++) }),
      });
      const body = (await res.json()) as { errors?: unknown; data?: unknown };
      times.push(performance.now() - started);
      last = { status: res.status, ...body };
    }
    times.sort((a, b) => a - b);
    return { median: Math.round(times[2]!), last };
  }

  it('refuses an anonymous document over 500 tokens and keeps 10,000 for signed-in users', async () => {
    const anonymousClient = new ApiClient(server.url);
    await timed(readOnly, subselections); // warms the code paths up, so the figures compare like with like
    for (const [name, document] of [
      ['__typename ×2.400', typenames],
      ['me { name } ×600', subselections],
    ] as const) {
      const signed = await timed(readOnly, document);
      const anon = await timed(anonymousClient, document);
      console.log(`${name}: sin sesión ${anon.median} ms (HTTP ${anon.last.status}), con sesión ${signed.median} ms (HTTP ${signed.last.status})`);
    }
    const anonymous = await timed(anonymousClient, typenames);
    const signedIn = await timed(readOnly, typenames);
    // Token 501 is the 500th __typename (after the opening brace), on line 2.
    const column = 3 + '__typename '.length * 499;
    expect(anonymous.last).toEqual({
      status: 400,
      errors: [
        {
          message: 'La consulta es demasiado compleja: más de 500 tokens sin sesión',
          locations: [{ line: 2, column }],
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ],
    });
    // Signed in, graphql's own budget of field comparisons stops the validation, with a Spanish message.
    expect(signedIn.last).toEqual({
      status: 400,
      errors: [{ message: 'La consulta es demasiado compleja: demasiados campos con el mismo nombre', extensions: { code: 'QUERY_TOO_COMPLEX' } }],
    });
    expect((await readOnly.graphql(`{ ${'__typename '.repeat(600)}}`)).data).toEqual({ __typename: 'Query' });

    // A mutation (Apollo's path) has the same cap.
    const login = `mutation { login(input: { username: "admin", password: "x" }) { uri } ${'__typename '.repeat(600)}}`;
    const refused = await new ApiClient(server.url).graphql(login);
    expect(refused.errors?.[0]?.message).toBe('La consulta es demasiado compleja: más de 500 tokens sin sesión');
  });

  it("gives an integrator's active API token the signed-in cap, and a made-up one the anonymous cap", async () => {
    const { token } = await createToken(admin, await companyIdOf(server, 'lojaexpress'), 'ERP de límites');
    const query = `{ ${'paymentMethods { code } '.repeat(150)}}`;
    const ask = async (bearer: string) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, body: (await res.json()) as { data?: { paymentMethods: unknown[] }; errors?: Array<{ message: string }> } };
    };
    const active = await ask(token);
    expect(active.status).toBe(200);
    expect(active.body.data!.paymentMethods.length).toBeGreaterThan(0);
    const madeUp = await ask('isy_inventado');
    expect({ status: madeUp.status, message: madeUp.body.errors?.[0]?.message }).toEqual({
      status: 400,
      message: 'La consulta es demasiado compleja: más de 500 tokens sin sesión',
    });
  });
});

/** Signs in through GraphQL with the given headers; the Set-Cookie header and the HSTS header of the answer. */
async function signIn(url: string, headers: Record<string, string>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { uri } }',
      variables: { input: { username: 'consulta', password: TEST_PASSWORD } },
    }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  return { status: res.status, secure: /;\s*Secure/i.test(cookie), hsts: res.headers.get('strict-transport-security'), cookie: cookie.split(';')[0]! };
}

/** The HSTS header of a fast-path query, a REST answer and a web page. */
async function hstsOf(url: string, headers: Record<string, string>) {
  const query = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{"query":"{ me { name } }"}',
  });
  const rest = await fetch(`${url}/rest/require_login`, { method: 'POST', headers });
  const page = await fetch(`${url}/healthz`, { headers });
  return [query, rest, page].map((res) => res.headers.get('strict-transport-security'));
}

const HSTS = 'max-age=31536000; includeSubDomains';

describe('Secure cookie and HSTS', () => {
  it('ignores X-Forwarded-Proto without TRUST_PROXY: no Secure cookie, no HSTS over plain HTTP', async () => {
    const forwarded = await signIn(server.url, { 'x-forwarded-proto': 'https' });
    expect({ status: forwarded.status, secure: forwarded.secure, hsts: forwarded.hsts }).toEqual({ status: 200, secure: false, hsts: null });
    expect(await hstsOf(server.url, { 'x-forwarded-proto': 'https' })).toEqual([null, null, null]);
    expect(await hstsOf(server.url, {})).toEqual([null, null, null]);
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ redis: false, env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(async () => proxied?.close());

    it('sets Secure and HSTS when the proxy says https, and neither when it says http', async () => {
      const https = await signIn(proxied.url, { 'x-forwarded-proto': 'https' });
      expect({ status: https.status, secure: https.secure, hsts: https.hsts }).toEqual({ status: 200, secure: true, hsts: HSTS });
      expect(await hstsOf(proxied.url, { 'x-forwarded-proto': 'https', cookie: https.cookie })).toEqual([HSTS, HSTS, HSTS]);
      const http = await signIn(proxied.url, { 'x-forwarded-proto': 'http' });
      expect({ status: http.status, secure: http.secure, hsts: http.hsts }).toEqual({ status: 200, secure: false, hsts: null });
      expect(await hstsOf(proxied.url, {})).toEqual([null, null, null]);
    });
  });
});

type Opened = { ws: WebSocket; acked: true } | { closeCode: number; reason: string };

/** A graphql-ws socket with the cookie: acknowledged, or how the server closed it. */
function openSocket(cookie: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve({ ws, acked: true });
    });
    ws.on('close', (code, reason) => resolve({ closeCode: code, reason: reason.toString() }));
    ws.on('error', reject);
  });
}

/** Sends one subscribe message (its payload as JSON text) and resolves with the server's answer to it. */
function subscribeError(ws: WebSocket, id: string, payload: string): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: string; type: string; payload?: unknown };
      if (message.id !== id) return;
      ws.off('message', onMessage);
      resolve(message);
    };
    ws.on('message', onMessage);
    ws.send(`{"id":${JSON.stringify(id)},"type":"subscribe","payload":${payload}}`);
  });
}

const closed = (ws: WebSocket) => new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve())));

describe('WebSockets per session', () => {
  it('refuses the 21st socket of one session with 1013 and a Spanish reason; closing one frees a slot; other sessions are not counted', async () => {
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const opened = await openSocket(admin.cookie!);
        if (!('acked' in opened)) throw new Error(`El socket ${i + 1} se cerró: ${opened.closeCode} ${opened.reason}`);
        sockets.push(opened.ws);
      }
      expect(await openSocket(admin.cookie!)).toEqual({
        closeCode: 1013,
        reason: 'Demasiadas conexiones en vivo con esta sesión (máximo 20); cierre otra pestaña',
      });
      // Over the socket too: variables and documents nested too deep are refused before anything walks them.
      const query = 'subscription { systemMessages { text } }';
      expect(await subscribeError(sockets[0]!, 'v', `{"query":${JSON.stringify(query)},"variables":${nested(10_000)}}`)).toEqual({
        id: 'v',
        type: 'error',
        payload: [{ message: 'Las variables enviadas superan la profundidad máxima de 64 niveles', extensions: { code: 'BAD_USER_INPUT' } }],
      });
      const deepQuery = `subscription { ${'a { '.repeat(3000)}b${' }'.repeat(3000)} }`;
      expect(await subscribeError(sockets[0]!, 'd', JSON.stringify({ query: deepQuery }))).toEqual({
        id: 'd',
        type: 'error',
        payload: [
          {
            message: 'La consulta es demasiado compleja: más de 256 niveles anidados',
            locations: [{ line: 1, column: 'subscription { '.length + 'a { '.repeat(255).length + 'a {'.length }],
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          },
        ],
      });
      const other = await openSocket(readOnly.cookie!);
      expect('acked' in other).toBe(true);
      if ('acked' in other) sockets.push(other.ws);
      const first = sockets.shift()!;
      first.close();
      await closed(first);
      const again = await openSocket(admin.cookie!);
      expect('acked' in again).toBe(true);
      if ('acked' in again) sockets.push(again.ws);
    } finally {
      for (const ws of sockets) ws.close();
      await Promise.all(sockets.map(closed));
    }
  });
});

describe('embedded database files', () => {
  it('creates the data folder 0700 and every file in it 0600', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'bo-modes-'));
    const dataDir = join(parent, 'datos');
    try {
      // Without SECRET_KEY the embedded configuration writes its key into the folder, then the database.
      const config = loadConfig({ DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'false' });
      const orm = await openDatabase(config);
      await orm.em.fork().getConnection().execute('create table modos (a int)');
      await orm.close();
      const modes = new Map<string, number>();
      const walk = (path: string) => {
        const stat = statSync(path);
        const key = `${stat.isDirectory() ? 'carpeta' : 'archivo'} ${(stat.mode & 0o777).toString(8)}`;
        modes.set(key, (modes.get(key) ?? 0) + 1);
        if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
      };
      walk(dataDir);
      console.log('Modos de la base embebida:', Object.fromEntries(modes));
      expect([...modes.keys()].sort()).toEqual(['archivo 600', 'carpeta 700']);
      expect(modes.get('archivo 600')).toBeGreaterThan(100);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
