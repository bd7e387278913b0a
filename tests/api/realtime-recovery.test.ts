import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue, JOB_MSG } from '../../api/src/jobs/queue.js';
import { registerJobs } from '../../api/src/jobs/register.js';
import { AppError } from '../../api/src/shared/app-error.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';

const CHANGE = `mutation ($id: Int!, $state: CompanyState!) { changeCompanyState(id: $id, state: $state) { message } }`;
const STATES = 'subscription ($after: ID) { companyStateChanged(afterEventId: $after) { eventId companyId label } }';
const PROGRESS = 'subscription ($id: String!) { jobProgress(jobId: $id) { state message } }';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.url);
  await api.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 5000) {
  for (let waited = 0; !check() && waited < ms; waited += 25) await pause(25);
}

function wsClient(options: { retry: boolean }): { client: Client; closes: Array<{ code: number; reason: string }> } {
  const cookie = api.cookie!;
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const closes: Array<{ code: number; reason: string }> = [];
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    lazy: false,
    // graphql-ws's own rule for which closes to retry (4xxx never; 1013 yes).
    retryAttempts: options.retry ? 50 : 0,
    retryWait: () => pause(100),
  });
  client.on('closed', (event) => {
    const { code, reason } = event as { code: number; reason: string };
    closes.push({ code, reason: String(reason) });
  });
  return { client, closes };
}

function collect<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  const data: T[] = [];
  const errors: unknown[] = [];
  client.subscribe<T>(
    { query, variables },
    { next: (v) => (v.data ? data.push(v.data) : errors.push(...(v.errors ?? []))), error: (e) => errors.push(e), complete: () => {} },
  );
  return { data, errors };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('live events when the database fails for a moment', () => {
  it('closes a socket whose sign-in check cannot reach the database with 1013 and a Spanish reason; the client retries and subscribes', async () => {
    const { auth } = server.services;
    const resolve = auth.resolve.bind(auth);
    let failures = 2;
    auth.resolve = async (...args) => {
      if (failures-- > 0) throw refused();
      return resolve(...args);
    };
    const id = await insertCompany(server, { coding: 'rtretry', state: 1 });
    const { client, closes } = wsClient({ retry: true });
    const live = collect<{ companyStateChanged: { companyId: number; label: string } }>(client, STATES);
    await until(() => failures < 0);
    await pause(300);
    expect(closes).toEqual([
      { code: 1013, reason: 'Servicio no disponible por un momento; reconectando' },
      { code: 1013, reason: 'Servicio no disponible por un momento; reconectando' },
    ]);
    expect((await api.graphql(CHANGE, { id, state: 'INACTIVE' })).errors).toBeUndefined();
    await until(() => live.data.length > 0);
    expect(live.data.map((d) => [d.companyStateChanged.companyId, d.companyStateChanged.label])).toEqual([[id, 'INACTIVO']]);
    expect(live.errors).toEqual([]);
    auth.resolve = resolve;
    await client.dispose();
  });

  it('closes with 1013 when subscribing fails for the database, and the client comes back and subscribes by itself', async () => {
    const id = await insertCompany(server, { coding: 'rtsubfail', state: 1 });
    const { em } = server.services.orm;
    const fork = em.fork.bind(em);
    // Every use of a new entity manager fails as if PostgreSQL were down (callable and awaitable).
    const failing: unknown = new Proxy(function () {}, {
      get: (_t, prop) => (prop === 'then' ? (_ok: unknown, fail: (e: unknown) => void) => fail(refused()) : failing),
      apply: () => failing,
    });
    const { client, closes } = wsClient({ retry: true });
    let connected = 0;
    client.on('connected', () => {
      if (++connected === 1) em.fork = () => failing as ReturnType<typeof fork>;
    });
    const live = collect<{ companyStateChanged: { companyId: number; label: string } }>(client, STATES);
    await until(() => closes.length > 0);
    em.fork = fork;
    expect(closes).toEqual([{ code: 1013, reason: 'Servicio no disponible por un momento; reconectando' }]);
    await until(() => connected === 2);
    await pause(300);
    expect((await api.graphql(CHANGE, { id, state: 'INACTIVE' })).errors).toBeUndefined();
    await until(() => live.data.length > 0);
    expect(live.data.map((d) => [d.companyStateChanged.companyId, d.companyStateChanged.label])).toEqual([[id, 'INACTIVO']]);
    expect(live.errors).toEqual([]);
    await client.dispose();
  });

  it('replays what a subscriber missed after afterEventId, then continues live without duplicates', async () => {
    const id = await insertCompany(server, { coding: 'rtreplay', state: 1 });
    const first = wsClient({ retry: false });
    const seen = collect<{ companyStateChanged: { eventId: string; label: string } }>(first.client, STATES);
    await pause(300);
    expect((await api.graphql(CHANGE, { id, state: 'INACTIVE' })).errors).toBeUndefined();
    await until(() => seen.data.length > 0);
    const after = seen.data[0].companyStateChanged.eventId;
    await first.client.dispose();
    // Missed while away: ACTIVO, then INACTIVO.
    expect((await api.graphql(CHANGE, { id, state: 'ACTIVE' })).errors).toBeUndefined();
    expect((await api.graphql(CHANGE, { id, state: 'INACTIVE' })).errors).toBeUndefined();
    const again = wsClient({ retry: false });
    const resumed = collect<{ companyStateChanged: { eventId: string; label: string } }>(again.client, STATES, { after });
    await until(() => resumed.data.length >= 2);
    await pause(300);
    expect((await api.graphql(CHANGE, { id, state: 'ACTIVE' })).errors).toBeUndefined();
    await until(() => resumed.data.length >= 3);
    await pause(300);
    const events = resumed.data.map((d) => d.companyStateChanged);
    expect(events.map((e) => e.label)).toEqual(['ACTIVO', 'INACTIVO', 'ACTIVO']);
    expect(events.map((e) => BigInt(e.eventId) - BigInt(after))).toEqual([1n, 2n, 3n]);
    await again.client.dispose();
  });

  it('tells jobProgress subscribers why a job failed in Spanish, never the internal error', async () => {
    // Runs here whatever the configured queue; its progress goes through this server's outbox and pubsub.
    const queue = new InProcessQueue(server.services.pubsub);
    queue.startWorker();
    const failWith: Record<string, Error> = {
      'job-refused': refused(),
      'job-bug': new TypeError("Cannot read properties of undefined (reading 'x')"),
      'job-rule': AppError.conflict('La empresa ya existe'),
    };
    queue.register<{ key: string }>('prueba.falla', async ({ key }) => {
      throw failWith[key];
    });
    const { client } = wsClient({ retry: false });
    const lists = Object.keys(failWith).map((key) => collect<{ jobProgress: { state: string; message: string } }>(client, PROGRESS, { id: key }));
    await pause(300);
    for (const key of Object.keys(failWith)) await queue.add('prueba.falla', { key }, { jobId: key, attempts: 1 });
    await queue.idle();
    await until(() => lists.every((l) => l.data.length > 0));
    expect(lists.map((l) => l.data)).toEqual([
      [{ jobProgress: { state: 'FAILED', message: JOB_MSG.unavailable } }],
      [{ jobProgress: { state: 'FAILED', message: JOB_MSG.internal } }],
      [{ jobProgress: { state: 'FAILED', message: 'La empresa ya existe' } }],
    ]);
    expect(JOB_MSG.unavailable).toBe(
      'El trabajo no pudo terminar porque la base de datos o el servicio de procesos no estaban disponibles; intente nuevamente',
    );
    await client.dispose();
  });

  it('the daily cleanup removes events published more than a day ago, and keeps recent and unpublished ones', async () => {
    const sql = (text: string) => server.services.orm.em.fork().getConnection().execute<Array<{ key: string }>>(text);
    await sql(`insert into tevento (topic, key, payload, created_at, published_at) values
      ('JOB_PROGRESS', 'viejo', '{}', now() - interval '3 days', now() - interval '2 days'),
      ('JOB_PROGRESS', 'reciente', '{}', now() - interval '3 hours', now() - interval '2 hours'),
      ('JOB_PROGRESS', 'pendiente', '{}', now() - interval '3 days', null)`);
    const queue = new InProcessQueue(server.services.pubsub);
    registerJobs({ ...server.services, jobs: queue });
    queue.startWorker();
    await queue.add('sesiones.limpiar', {}, { jobId: 'limpieza-prueba' });
    await queue.idle();
    expect(await queue.state('limpieza-prueba')).toMatchObject({ state: 'completed', result: { removed: 0, events: 1 } });
    expect((await sql(`select key from tevento where key in ('viejo', 'reciente', 'pendiente') order by key`)).map((r) => r.key)).toEqual([
      'pendiente',
      'reciente',
    ]);
  });
});
