import type { IncomingMessage } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_MAX_OPERATIONS, WS_MAX_PAYLOAD } from '../../api/src/graphql/ws-server.js';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// The limits, the validation and the origin rule of HTTP apply to GraphQL over the WebSocket too.

const ALLOWED = 'https://soporte.isyplus.ec';
let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ redis: false, env: { ALLOWED_ORIGINS: `${ALLOWED}, https://otra.isyplus.ec:8443` } });
  ({ admin, readOnly } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

const wsUrl = () => `${server.url.replace('http', 'ws')}/graphql`;

function wsClient(headers: Record<string, string>): Client {
  class HeaderSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({ url: wsUrl(), webSocketImpl: HeaderSocket, lazy: false, retryAttempts: 0 });
}

type Result = { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/** Runs one operation over the socket: the last result it sends, or the errors it is refused with. */
function run(client: Client, query: string, variables?: Record<string, unknown>): Promise<Result> {
  return new Promise((resolve, reject) => {
    let last: Result = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => (last = value as Result),
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
        complete: () => resolve(last),
      },
    );
  });
}

/** Opens a raw socket and resolves with how the handshake ended: the close code, or the HTTP refusal. */
function rawSocket(headers: Record<string, string>, onOpen?: (ws: WebSocket) => void) {
  return new Promise<{ closeCode?: number; status?: number; body?: unknown }>((resolve, reject) => {
    const ws = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers });
    ws.on('open', () => onOpen?.(ws));
    ws.on('close', (code) => resolve({ closeCode: code }));
    ws.on('error', () => {});
    ws.on('unexpected-response', (_req, res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
      res.on('error', reject);
    });
  });
}

describe('limits over the socket', () => {
  it('refuses 600 aliased company pages from the read-only user with the same errors as HTTP', async () => {
    const aliases = Array.from({ length: 600 }, (_, i) => `a${i}:companies(pageSize:500){total}`).join(' ');
    const query = `{ ${aliases} }`;
    const ws = wsClient({ cookie: readOnly.cookie! });
    const result = await run(ws, query);
    const expected = [
      { message: 'La consulta es demasiado compleja: 600 alias superan 30', locations: [{ line: 1, column: 1 }], extensions: { code: 'QUERY_TOO_COMPLEX' } },
      { message: 'La consulta es demasiado compleja: costo 6600 supera 5000', locations: [{ line: 1, column: 1 }], extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ];
    expect(result).toEqual({ errors: expected });
    const overHttp = await readOnly.graphql(query);
    expect({ status: overHttp.status, errors: overHttp.errors }).toEqual({ status: 400, errors: expected });
    await ws.dispose();
  });

  it('stops reading 5,000 aliased company pages at 10,000 tokens, over the socket and over HTTP', async () => {
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}:companies(pageSize:500){total}`).join(' ');
    const query = `{ ${aliases} }`;
    expect(query.length).toBeLessThan(WS_MAX_PAYLOAD);
    const ws = wsClient({ cookie: readOnly.cookie! });
    // Token 10,001 is the alias a909: the opening brace, then 11 tokens per page.
    const column = query.indexOf('a909:') + 1;
    const expected = [
      { message: 'La consulta es demasiado compleja: más de 10000 tokens', locations: [{ line: 1, column }], extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ];
    expect(await run(ws, query)).toEqual({ errors: expected });
    const overHttp = await readOnly.graphql(query);
    expect({ status: overHttp.status, errors: overHttp.errors }).toEqual({ status: 400, errors: expected });
    await ws.dispose();
  });

  it('refuses an operation 200 levels deep', async () => {
    const levels = 198;
    const query = `{ staffProfile(id: 1) { menus { ${'children { '.repeat(levels)}id${' }'.repeat(levels)} } } }`;
    const ws = wsClient({ cookie: admin.cookie! });
    const expected = [
      {
        message: 'La consulta es demasiado compleja: profundidad 200 supera 12',
        locations: [{ line: 1, column: 1 }],
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ];
    expect(await run(ws, query)).toEqual({ errors: expected });
    expect((await admin.graphql(query)).errors).toEqual(expected);
    await ws.dispose();
  });

  it('answers GraphQL validation errors like HTTP', async () => {
    const ws = wsClient({ cookie: admin.cookie! });
    const expected = [
      {
        message: 'Cannot query field "sistemMessages" on type "Subscription". Did you mean "systemMessages"?',
        locations: [{ line: 1, column: 16 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ];
    expect(await run(ws, 'subscription { sistemMessages { text } }')).toEqual({ errors: expected });
    expect((await admin.graphql('subscription { sistemMessages { text } }')).errors).toEqual(expected);
    expect(await run(ws, 'subscription { systemMessages { text }')).toEqual({
      errors: [{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 39 }], extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
    });
    await ws.dispose();
  });

  it(`closes a socket that sends a frame over ${WS_MAX_PAYLOAD / 1024} KB before signing in, and reads one under it`, async () => {
    const frame = (size: number) => JSON.stringify({ type: 'connection_init', payload: { relleno: 'x'.repeat(size) } });
    // Under the limit the frame is read: no session, so the server refuses the sign-in (4403).
    expect(await rawSocket({}, (ws) => ws.send(frame(WS_MAX_PAYLOAD - 100)))).toEqual({ closeCode: 4403 });
    // 20 MB: closed as too big (1009) without reading it.
    expect(await rawSocket({}, (ws) => ws.send(frame(20 * 1024 * 1024)))).toEqual({ closeCode: 1009 });
    // The server still answers afterwards.
    expect((await admin.graphql('{ me { name } }')).data).toEqual({ me: { name: 'Administrador General' } });
  });

  it(`keeps at most ${WS_MAX_OPERATIONS} operations open on one socket`, async () => {
    const ws = wsClient({ cookie: admin.cookie! });
    const open = Array.from({ length: WS_MAX_OPERATIONS }, () =>
      ws.subscribe({ query: 'subscription { systemMessages { text } }' }, { next: () => {}, error: () => {}, complete: () => {} }),
    );
    expect(await run(ws, 'subscription { systemMessages { text } }')).toEqual({
      errors: [{ message: `Demasiadas operaciones abiertas en esta conexión (máximo ${WS_MAX_OPERATIONS})`, extensions: { code: 'RATE_LIMITED' } }],
    });
    // Closing one makes room for another.
    open[0]();
    await new Promise((r) => setTimeout(r, 100));
    const live = new Promise<Result>((resolve) => {
      const stop = ws.subscribe(
        { query: 'subscription { systemMessages { text } }' },
        { next: (v) => (resolve(v as Result), stop()), error: () => {}, complete: () => {} },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    expect((await admin.graphql('mutation { broadcastSystemMessage(text: "Hay lugar") { id } }')).errors).toBeUndefined();
    expect(await live).toEqual({ data: { systemMessages: { text: 'Hay lugar' } } });
    for (const stop of open.slice(1)) stop();
    await ws.dispose();
  });
});

describe('origin and operations allowed over the socket', () => {
  it('refuses the upgrade from a foreign origin, and accepts its own, the configured ones and none', async () => {
    const refusal = {
      status: 403,
      body: {
        estado: 403,
        status: 403,
        cod: 0,
        code: 'FORBIDDEN',
        msg: 'Solicitud rechazada: origen no permitido',
        msj: 'Solicitud rechazada: origen no permitido',
        level_code: 102,
        tipo_gestion: 0,
      },
    };
    const cookie = admin.cookie!;
    for (const origin of ['https://atacante.example', 'null', 'http://127.0.0.1.atacante.example', 'https://soporte.isyplus.ec:8443']) {
      expect(await rawSocket({ cookie, origin }), origin).toEqual(refusal);
    }
    const host = new URL(server.url).host;
    for (const origin of [`http://${host}`, ALLOWED, 'https://otra.isyplus.ec:8443', undefined]) {
      const ws = wsClient(origin ? { cookie, origin } : { cookie });
      expect(await run(ws, '{ __typename }'), String(origin)).toEqual({
        errors: [
          {
            message: 'Por WebSocket solo se aceptan suscripciones; las consultas y los cambios van por HTTP',
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
      await ws.dispose();
    }
  });

  it('applies the configured origins to the REST adapter too', async () => {
    const client = new ApiClient(server.url);
    expect((await client.rest('POST', '/rest/require_login', {}, { origin: ALLOWED })).body).toMatchObject({ estado: 200, uri: '/login' });
    const foreign = await client.rest('POST', '/rest/require_login', {}, { origin: 'https://atacante.example' });
    expect({ status: foreign.status, msg: foreign.body.msg }).toEqual({ status: 403, msg: 'Solicitud rechazada: origen no permitido' });
  });

  it('refuses a mutation and a query over the socket, and still delivers subscriptions', async () => {
    const ws = wsClient({ cookie: admin.cookie!, origin: new URL(server.url).origin });
    const events: unknown[] = [];
    const stop = ws.subscribe({ query: 'subscription { systemMessages { text } }' }, { next: (v) => events.push(v), error: () => {}, complete: () => {} });
    const refused = {
      errors: [
        { message: 'Por WebSocket solo se aceptan suscripciones; las consultas y los cambios van por HTTP', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ],
    };
    expect(await run(ws, 'mutation { broadcastSystemMessage(text: "Desde el socket") { id } }')).toEqual(refused);
    expect(await run(ws, 'query { me { name } }')).toEqual(refused);
    expect((await admin.graphql('mutation { broadcastSystemMessage(text: "Por HTTP") { id } }')).errors).toBeUndefined();
    for (let i = 0; i < 40 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([{ data: { systemMessages: { text: 'Por HTTP' } } }]);
    stop();
    await ws.dispose();
  });
});
