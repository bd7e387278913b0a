import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { twoApiInstances } from '../support/two-instances.js';
import { insertCompany } from './companies-fixtures.js';

const CHANGE = `mutation ($id: Int!, $state: CompanyState!) { changeCompanyState(id: $id, state: $state) { message } }`;
const BULK_STATE = `mutation ($ids: [Int!]!, $state: CompanyState!, $endDate: LocalDate) { bulkChangeCompanyState(ids: $ids, state: $state, endDate: $endDate) { message count } }`;
const SAVE = `mutation ($input: CompanySaveInput!) { saveCompany(input: $input) { message } }`;
const SUBSCRIPTION = 'subscription { companyStateChanged { companyId accessCode state label color readOnly endDate changedBy at } }';

type Event = {
  companyId: number;
  accessCode: string;
  state: string;
  label: string;
  color: string;
  readOnly: boolean;
  endDate: string | null;
  changedBy: string;
  at: string;
};

function wsClient(baseUrl: string, cookie: string | null): Client {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  return createClient({ url: `${baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
}

/** Collects every companyStateChanged event; `ready` once the socket is acknowledged and the subscription sent. */
function listen(client: Client, query = SUBSCRIPTION) {
  const events: Event[] = [];
  const errors: unknown[] = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  const stop = client.subscribe<{ companyStateChanged: Event }>(
    { query },
    {
      next: (v) => {
        if (v.data) events.push(v.data.companyStateChanged);
        if (v.errors) errors.push(...v.errors);
      },
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  client.on('connected', () => setTimeout(ready, 150));
  client.on('closed', () => ready());
  return { events, errors, ready: readyPromise, stop };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 3000) {
  for (let waited = 0; !check() && waited < ms; waited += 25) await pause(25);
}

async function signIn(server: TestServer, login = 'admin'): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  await api.login(login, TEST_PASSWORD);
  return api;
}

describe('companyStateChanged in one process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ redis: false });
  });
  afterAll(async () => server?.close());

  it('announces a state change once, with the new label, colour and the acting user', async () => {
    const id = await insertCompany(server, { coding: 'rtuno', state: 1 });
    const admin = await signIn(server);
    const ws = wsClient(server.url, admin.cookie!);
    const live = listen(ws);
    await live.ready;
    const support = await signIn(server, 'soporte');
    const result = await support.graphql(CHANGE, { id, state: 'BLOCKED' });
    expect(result.errors).toBeUndefined();
    await until(() => live.events.length > 0);
    await pause(300);
    expect(live.events).toHaveLength(1);
    expect(live.events[0]).toMatchObject({
      companyId: id,
      accessCode: 'rtuno',
      state: 'BLOCKED',
      label: 'BLOQUEADO',
      color: 'crimson',
      readOnly: false,
      changedBy: 'María Fernanda Jaramillo',
    });
    expect(Number.isNaN(Date.parse(live.events[0]!.at))).toBe(false);
    await ws.dispose();
  });

  it('announces each company of a committed bulk change with its end date, and nothing for a refused one', async () => {
    const a = await insertCompany(server, { coding: 'rtbulka', state: 1 });
    const b = await insertCompany(server, { coding: 'rtbulkb', state: 0 });
    const admin = await signIn(server);
    const ws = wsClient(server.url, admin.cookie!);
    const live = listen(ws);
    await live.ready;
    const refused = await admin.graphql(BULK_STATE, { ids: [a, b, 999999], state: 'DEMO' });
    expect(refused.errors).toBeDefined();
    const done = await admin.graphql(BULK_STATE, { ids: [a, b], state: 'DEMO', endDate: '2026-12-31' });
    expect(done.errors).toBeUndefined();
    await until(() => live.events.length >= 2);
    await pause(300);
    expect(live.events.map((e) => [e.accessCode, e.label, e.color, e.endDate])).toEqual([
      ['rtbulka', 'DEMO', 'gold', '2026-12-31'],
      ['rtbulkb', 'DEMO', 'gold', '2026-12-31'],
    ]);
    await ws.dispose();
  });

  it('does not announce a bulk change whose write failed inside the transaction (rolled back)', async () => {
    const a = await insertCompany(server, { coding: 'rtrolla', state: 1 });
    const b = await insertCompany(server, { coding: 'rtrollb', state: 1 });
    const conn = server.services.orm.em.fork().getConnection();
    // The second company's update fails inside the transaction: the whole change rolls back.
    await conn.execute(`alter table tempresa add constraint rt_refuse check (emp_coding <> 'rtrollb' or emp_activa <> 3)`);
    try {
      const admin = await signIn(server);
      const ws = wsClient(server.url, admin.cookie!);
      const live = listen(ws);
      await live.ready;
      const failed = await admin.graphql(BULK_STATE, { ids: [a, b], state: 'BLOCKED' });
      expect(failed.errors).toBeDefined();
      await pause(500);
      expect(live.events).toEqual([]);
      const [row] = await conn.execute<{ emp_activa: number }[]>('select emp_activa from tempresa where emp_codigo = ?', [a]);
      expect(row!.emp_activa).toBe(1);
      await ws.dispose();
    } finally {
      await conn.execute('alter table tempresa drop constraint rt_refuse');
    }
  });

  it('announces LECTURA when a save sets the lectura flag, and nothing for a save that keeps the label', async () => {
    const id = await insertCompany(server, { coding: 'rtlect', state: 1 });
    const admin = await signIn(server);
    const ws = wsClient(server.url, admin.cookie!);
    const live = listen(ws);
    await live.ready;
    expect((await admin.graphql(SAVE, { input: { id, legalName: 'SOLO NOMBRE S.A.' } })).errors).toBeUndefined();
    expect((await admin.graphql(SAVE, { input: { id, location: { province: 11, city: 'LOJA', readOnly: true } } })).errors).toBeUndefined();
    await until(() => live.events.length > 0);
    await pause(300);
    expect(live.events.map((e) => [e.accessCode, e.state, e.label, e.color, e.readOnly])).toEqual([['rtlect', 'ACTIVE', 'LECTURA', 'cornflowerblue', true]]);
    await ws.dispose();
  });

  it('announces only the chosen company when subscribed with companyId', async () => {
    const chosen = await insertCompany(server, { coding: 'rtsolo', state: 1 });
    const other = await insertCompany(server, { coding: 'rtotra', state: 1 });
    const admin = await signIn(server);
    const ws = wsClient(server.url, admin.cookie!);
    const live = listen(
      ws,
      `subscription { companyStateChanged(companyId: ${chosen}) { companyId accessCode state label color readOnly endDate changedBy at } }`,
    );
    await live.ready;
    expect((await admin.graphql(CHANGE, { id: other, state: 'BLOCKED' })).errors).toBeUndefined();
    expect((await admin.graphql(CHANGE, { id: chosen, state: 'INACTIVE' })).errors).toBeUndefined();
    await until(() => live.events.length > 0);
    await pause(300);
    expect(live.events.map((e) => [e.companyId, e.accessCode, e.state, e.label])).toEqual([[chosen, 'rtsolo', 'INACTIVE', 'INACTIVO']]);
    expect(live.errors).toEqual([]);
    await ws.dispose();
  });

  it('gives a signed-out socket nothing', async () => {
    const id = await insertCompany(server, { coding: 'rtanon', state: 1 });
    const ws = wsClient(server.url, null);
    const live = listen(ws);
    await live.ready;
    const admin = await signIn(server);
    expect((await admin.graphql(CHANGE, { id, state: 'INACTIVE' })).errors).toBeUndefined();
    await pause(400);
    expect(live.events).toEqual([]);
    expect(live.errors.length).toBeGreaterThan(0);
    await ws.dispose();
  });

  it('refuses the subscription to a signed-in user without read permission on empresas', async () => {
    const id = await insertCompany(server, { coding: 'rtperm', state: 1 });
    const conn = server.services.orm.em.fork().getConnection();
    await conn.execute(
      `delete from tperfil_menu where usr_codigo = (select usr_perfil from tusuarios where usr_id = 'consulta')
         and mb_codigo in (select mb_codigo from tmenu where mb_recurso = 'empresas')`,
    );
    const reader = await signIn(server, 'consulta');
    const ws = wsClient(server.url, reader.cookie!);
    const live = listen(ws);
    await live.ready;
    const admin = await signIn(server);
    expect((await admin.graphql(CHANGE, { id, state: 'BLOCKED' })).errors).toBeUndefined();
    await pause(400);
    expect(live.events).toEqual([]);
    expect(JSON.stringify(live.errors)).toContain('No tiene los permisos para realizar esta acción');
    await ws.dispose();
  });
});

describe('companyStateChanged across two API instances through Redis', () => {
  const { ready, servers } = twoApiInstances();

  it.skipIf(!ready)('a change made on one instance reaches a subscriber of the other once', async () => {
    const { first, second } = servers();
    const id = await insertCompany(first, { coding: 'rtredis', state: 1 });
    const onSecond = await signIn(second);
    const ws = wsClient(second.url, onSecond.cookie!);
    const live = listen(ws);
    await live.ready;
    await pause(200);
    const onFirst = await signIn(first, 'soporte');
    expect((await onFirst.graphql(CHANGE, { id, state: 'INACTIVE' })).errors).toBeUndefined();
    await until(() => live.events.length > 0);
    await pause(300);
    expect(live.events.map((e) => [e.companyId, e.label, e.color, e.changedBy])).toEqual([[id, 'INACTIVO', 'gray', 'María Fernanda Jaramillo']]);
    await ws.dispose();
  });
});
