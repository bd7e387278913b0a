import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_MSG } from '../../api/src/graphql/messages.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** A graphql-ws client with the session cookie; `closed` resolves with the close code and reason. */
function socketFor(server: TestServer, cookie: string): { client: Client; closed: Promise<{ code: number; reason: string }> } {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => client.on('closed', (event) => resolve(event as { code: number; reason: string })));
  client.subscribe({ query: 'subscription { systemMessages { text } }' }, { next: () => {}, error: () => {}, complete: () => {} });
  return { client, closed };
}

const connected = (client: Client) => new Promise<void>((resolve) => client.on('connected', () => resolve()));

describe('open sockets follow their session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ redis: false, overrides: { socketSessionCheckSeconds: 1 } });
  });
  afterAll(async () => server?.close());

  it('closes with 4403 the socket of a session that signs out or is revoked, and leaves the others open', async () => {
    const [leaving, revoked, staying] = [new ApiClient(server.url), new ApiClient(server.url), new ApiClient(server.url)];
    for (const api of [leaving, revoked, staying]) await api.login('admin', TEST_PASSWORD);
    const sockets = [leaving, revoked, staying].map((api) => socketFor(server, api.cookie!));
    await Promise.all(sockets.map((s) => connected(s.client)));

    expect((await leaving.graphql('mutation { logout }')).errors).toBeUndefined();
    const mine = await staying.graphql<{ mySessions: Array<{ id: string; current: boolean }> }>('{ mySessions { id current } }');
    const [revokedId] = (await revoked.graphql<{ mySessions: Array<{ id: string; current: boolean }> }>('{ mySessions { id current } }'))
      .data!.mySessions.filter((s) => s.current)
      .map((s) => s.id);
    expect(mine.data!.mySessions.some((s) => s.id === revokedId && !s.current)).toBe(true);
    expect((await staying.graphql('mutation ($id: String!) { revokeSession(id: $id) }', { id: revokedId })).errors).toBeUndefined();

    const ended = { code: 4403, reason: GRAPHQL_MSG.socketSessionEnded };
    expect(await sockets[0]!.closed).toMatchObject(ended);
    expect(await sockets[1]!.closed).toMatchObject(ended);
    // The signed-in session's socket is still open two checks later.
    const stillOpen = await Promise.race([sockets[2]!.closed.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 2500))]);
    expect(stillOpen).toBe(true);
    for (const s of sockets) await s.client.dispose();
  });
});
