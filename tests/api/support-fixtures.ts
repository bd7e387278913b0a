import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import type { TestServer } from '../support/server.js';

/** GraphQL documents of the support area used by the API tests and the benchmark. */
export const SQ = {
  send: 'mutation ($input: SupportRequestInput!) { sendSupportRequest(input: $input) { message request { id state stateLabel message senderName addressedTo errorMessage screenshotId screenshotUrl replyTo } } }',
  change: 'mutation ($id: Int!, $state: SupportState!) { changeSupportState(id: $id, state: $state) { message request { id state stateLabel } } }',
  technical:
    'mutation ($input: SupportTechnicalInput!) { sendSupportTechnicalMessage(input: $input) { message sender emailQueued technicalMessages { fromName toName message } } }',
  review:
    'query ($id: Int!) { supportRequest(id: $id) { request { id state message senderName errorMessage screenshotUrl } replies { id message state senderName } technicalMessages { fromName toName message } usersToNotify { id name } history { action actorName fromState toState detail } } }',
  list: 'query ($filter: SupportRequestFilter) { supportRequests(filter: $filter) { totalCount items { id state message senderName } } }',
  defaults: '{ supportDefaultState }',
  admins: '{ supportAdmins { id name support } }',
  events:
    'subscription ($after: ID, $requestId: Int) { supportEvents(afterEventId: $after, requestId: $requestId) { eventId kind requestId userName userId message state } }',
};

export type LiveEvent = { eventId: string; kind: string; requestId: number; userName: string; userId: number; message: string; state: string };

export async function signInAs(server: TestServer, login: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  await api.login(login, TEST_PASSWORD);
  return api;
}

/** A staff user with the demo password and the read-only profile (no support role); returns its id. */
export async function addUser(server: TestServer, login: string, name: string): Promise<number> {
  const [row] = await server.services.orm.em
    .fork()
    .getConnection()
    .execute<{ usr_codigo: number }[]>(
      `insert into tusuarios (usr_id, usr_nombre, usr_clave, usr_perfil, usr_jerarq, usr_email)
       select ?, ?, usr_clave, usr_perfil, 0, ? from tusuarios where usr_id = 'consulta' returning usr_codigo`,
      [login, name, `${login}@isyplus.ec`],
    );
  return row!.usr_codigo;
}

export async function userId(server: TestServer, login: string): Promise<number> {
  const [row] = await server.services.orm.em
    .fork()
    .getConnection()
    .execute<{ usr_codigo: number }[]>('select usr_codigo from tusuarios where usr_id = ?', [login]);
  return row!.usr_codigo;
}

export function wsClient(baseUrl: string, cookie: string | undefined): Client {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({ url: `${baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
}

/** Collects supportEvents; `ready` once the socket is acknowledged and the subscription sent. */
export function listen(client: Client, variables: Record<string, unknown> = {}) {
  const events: LiveEvent[] = [];
  const errors: unknown[] = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  const stop = client.subscribe<{ supportEvents: LiveEvent }>(
    { query: SQ.events, variables },
    {
      next: (v) => {
        if (v.data) events.push(v.data.supportEvents);
        if (v.errors) errors.push(...v.errors);
      },
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  client.on('connected', () => setTimeout(ready, 200));
  client.on('closed', () => ready());
  return { events, errors, ready: readyPromise, stop };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(check: () => boolean, ms = 4000) {
  for (let waited = 0; !check() && waited < ms; waited += 25) await pause(25);
}
