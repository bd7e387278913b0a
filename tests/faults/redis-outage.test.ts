import net from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { sleep, waitFor } from './support/processes.js';

const present = faultsAvailable();
let cluster: FaultCluster;
let first: AppProcess;
let second: AppProcess;

const BULK_STATE = `mutation ($ids: [Int!]!, $state: CompanyState!) { bulkChangeCompanyState(ids: $ids, state: $state) { count } }`;
const SUBSCRIPTION = 'subscription ($after: ID) { companyStateChanged(afterEventId: $after) { eventId companyId label } }';

type Event = { eventId: string; companyId: number; label: string };

beforeAll(async () => {
  if (!present) return;
  cluster = new FaultCluster();
  await cluster.start();
  first = await cluster.startApi();
  second = await cluster.startApi();
});
afterAll(async () => cluster?.destroy());

/**
 * A graphql-ws client like the web's: retries any close but a refusal, and resubscribes from the
 * last event it got (the variables object is sent again on each reconnection).
 */
function subscriber(url: string, cookie: string) {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client: Client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    lazy: false,
    retryAttempts: 1000,
    shouldRetry: () => true,
    retryWait: () => sleep(300),
  });
  const events: Event[] = [];
  const errors: unknown[] = [];
  let connections = 0;
  let closes = 0;
  client.on('connected', () => connections++);
  client.on('closed', () => closes++);
  const variables: { after: string | null } = { after: null };
  client.subscribe<{ companyStateChanged: Event }>(
    { query: SUBSCRIPTION, variables },
    {
      next: (v) => {
        if (v.errors) errors.push(...v.errors);
        if (!v.data) return;
        events.push(v.data.companyStateChanged);
        variables.after = v.data.companyStateChanged.eventId;
      },
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  return { client, events, errors, connections: () => connections, closes: () => closes };
}

/** A TCP relay to an API instance that the test can cut (the subscriber's socket drops) and restore. */
async function tcpProxy(targetPort: string) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore: () => void (down = false),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe.skipIf(!present)('Redis stopped for 10 s during state changes', () => {
  it('every companyStateChanged event reaches the subscriber of the other instance after Redis returns, in order, once', async () => {
    const companies = (await cluster.sql<{ id: number }>('select emp_codigo as id from tempresa order by emp_codigo limit 3')).map((r) => r.id);
    expect(companies).toHaveLength(3);
    const onSecond = new ApiClient(second.url);
    await onSecond.login('admin', TEST_PASSWORD);
    const proxy = await tcpProxy(new URL(second.url).port);
    const live = subscriber(`http://127.0.0.1:${proxy.port}`, onSecond.cookie!);
    await waitFor('suscriptor conectado', () => live.connections() > 0, 10_000, 50);
    await sleep(300);
    const onFirst = new ApiClient(first.url);
    await onFirst.login('admin', TEST_PASSWORD);

    await cluster.redis.stop();
    const stoppedAt = Date.now();
    const states = ['INACTIVE', 'BLOCKED', 'ACTIVE'];
    for (const state of states) {
      const answer = await onFirst.graphql(BULK_STATE, { ids: companies, state });
      expect(answer).toEqual({ status: 200, data: { bulkChangeCompanyState: { count: 3 } } });
    }
    // Committed and waiting in the outbox while Redis is away.
    const [pending] = await cluster.sql<{ n: number }>(`select count(*)::int as n from tevento where topic = 'COMPANY_STATE_CHANGED' and published_at is null`);
    expect(pending.n).toBe(9);
    await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
    expect(live.events).toEqual([]);
    await cluster.redis.start();

    await waitFor('9 eventos entregados', () => live.events.length >= 9, 20_000, 100);
    await sleep(500);
    const labels = ['INACTIVO', 'BLOQUEADO', 'ACTIVO'];
    expect(live.events.map((e) => [e.companyId, e.label])).toEqual(labels.flatMap((label) => companies.map((id) => [id, label])));
    const ids = live.events.map((e) => BigInt(e.eventId));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    expect(live.errors).toEqual([]);

    // In PostgreSQL: the nine events, in the order delivered, all published.
    await waitFor(
      'eventos publicados',
      async () => {
        const [left] = await cluster.sql<{ n: number }>('select count(*)::int as n from tevento where published_at is null');
        return left.n === 0;
      },
      10_000,
      200,
    );
    const rows = await cluster.sql<{ id: string; published: boolean }>(
      `select id::text as id, published_at is not null as published from tevento where topic = 'COMPANY_STATE_CHANGED' order by tevento.id`,
    );
    expect(rows.map((r) => r.id)).toEqual(live.events.map((e) => e.eventId));
    expect(rows.every((r) => r.published)).toBe(true);

    // The subscriber's socket drops while Redis is away again: the client reconnects by itself
    // and asks for what it missed since its last event (replayed from PostgreSQL).
    await cluster.redis.stop();
    proxy.cut();
    await waitFor('socket cortado', () => live.closes() > 0, 5000, 50);
    const answer = await onFirst.graphql(BULK_STATE, { ids: companies, state: 'INACTIVE' });
    expect(answer).toEqual({ status: 200, data: { bulkChangeCompanyState: { count: 3 } } });
    proxy.restore();
    await waitFor('12 eventos entregados', () => live.events.length >= 12, 20_000, 100);
    await cluster.redis.start();
    await sleep(1000);
    expect(live.connections()).toBe(2);
    expect(live.events.slice(9).map((e) => [e.companyId, e.label])).toEqual(companies.map((id) => [id, 'INACTIVO']));
    const all = await cluster.sql<{ id: string }>(`select id::text as id from tevento where topic = 'COMPANY_STATE_CHANGED' order by tevento.id`);
    expect(live.events.map((e) => e.eventId)).toEqual(all.map((r) => r.id));
    await waitFor(
      'eventos publicados tras volver Redis',
      async () => {
        const [left] = await cluster.sql<{ n: number }>('select count(*)::int as n from tevento where published_at is null');
        return left.n === 0;
      },
      10_000,
      200,
    );
    await live.client.dispose();
    proxy.close();
  });
});
