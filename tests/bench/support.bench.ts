/**
 * Support benchmark (issue 18): fan-out of a new-request event to BENCH_SUBSCRIBERS graphql-ws
 * subscribers spread over two API instances (one PostgreSQL, one Redis), as the delay from the
 * moment the sender posts the request until each subscriber has the event (p50, p99, max),
 * beside a bare graphql-ws server (graphql-js, no database, no Redis, no authorization) that
 * publishes the same event to the same number of subscribers: the ratio is what the outbox,
 * Redis, the session and the per-user filter cost.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/support.bench.ts
 *
 * The subscribers live in a child process (this same file, started with BENCH_SUPPORT_ROLE=load)
 * so their sockets do not share the event loop of the servers they measure. The two API
 * instances and the bare server run in this process; the API instances share a throwaway
 * database `bo_bench_support_<pid>` (dropped at the end).
 *
 * Overrides:
 *   BENCH_SUBSCRIBERS   subscribers, half on each instance (1000)
 *   BENCH_ROUNDS        events published, one after the other (20)
 *   BENCH_TIME_LIMIT    hard limit in seconds (300)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket, { WebSocketServer } from 'ws';
import { positive } from './bench-options.js';

const QUERY = 'subscription { supportEvents { eventId message } }';
/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

type FromLoad = { type: 'ready' } | { type: 'got'; round: number; times: number[] } | { type: 'error'; message: string };
type ToLoad = { type: 'start'; urls: string[]; cookie: string; count: number } | { type: 'stop' };

if (process.env.BENCH_SUPPORT_ROLE === 'load') await runLoad();
else await runMain();

/** The child: `count` sockets spread over `urls`, each subscribed; reports the receive times of each round. */
async function runLoad(): Promise<void> {
  const clients: Client[] = [];
  const rounds = new Map<number, number[]>();
  let expected = 0;
  const send = (message: FromLoad) => process.send!(message);
  process.on('message', async (message: ToLoad) => {
    if (message.type === 'stop') {
      await Promise.all(clients.map((c) => c.dispose()));
      process.exit(0);
    }
    expected = message.count;
    const cookie = message.cookie;
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, cookie ? { headers: { cookie } } : {});
      }
    }
    let acknowledged = 0;
    await Promise.all(
      Array.from({ length: message.count }, (_, i) => {
        const url = message.urls[i % message.urls.length]!;
        return new Promise<void>((resolve) => {
          const client = createClient({ url, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
          clients.push(client);
          client.on('connected', () => {
            acknowledged++;
            resolve();
          });
          client.subscribe<{ supportEvents: { message: string } }>(
            { query: QUERY },
            {
              next: (value) => {
                const at = now();
                const round = Number(/#(\d+)/.exec(value.data?.supportEvents.message ?? '')?.[1] ?? -1);
                const times = rounds.get(round) ?? [];
                times.push(at);
                rounds.set(round, times);
                if (times.length === expected) send({ type: 'got', round, times });
              },
              error: (error) => send({ type: 'error', message: String((error as Error)?.message ?? error) }),
              complete: () => {},
            },
          );
        });
      }),
    );
    // The subscribe message follows the acknowledgement; the servers register it a moment later.
    await new Promise((r) => setTimeout(r, 1500));
    if (acknowledged === message.count) send({ type: 'ready' });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Starts the load child and gives a function that runs one round: publish, then every receive delay. */
async function startLoad(urls: string[], cookie: string, count: number) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_SUPPORT_ROLE: 'load' }, execArgv: process.execArgv });
  const waiting = new Map<number, (times: number[]) => void>();
  let ready!: () => void;
  const readyNow = new Promise<void>((r) => (ready = r));
  child.on('message', (message: FromLoad) => {
    if (message.type === 'ready') ready();
    else if (message.type === 'got') waiting.get(message.round)?.(message.times);
    else console.error(`subscriber error: ${message.message}`);
  });
  child.send({ type: 'start', urls, cookie, count } satisfies ToLoad);
  await readyNow;
  return {
    async round(round: number, publish: () => Promise<void>): Promise<number[]> {
      const got = new Promise<number[]>((resolve) => waiting.set(round, resolve));
      const sent = now();
      await publish();
      const times = await got;
      return times.map((t) => t - sent);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' } satisfies ToLoad);
      }),
  };
}

/** Two bare graphql-ws servers (graphql-js only) sharing one in-process event source. */
async function bareServers(): Promise<{ urls: string[]; publish: (message: string) => void; close: () => Promise<void> }> {
  const { GraphQLObjectType, GraphQLSchema, GraphQLString, GraphQLNonNull } = await import('graphql');
  const { useServer } = await import('graphql-ws/use/ws');
  const listeners = new Set<(event: object) => void>();
  let id = 0;
  function iterator(): AsyncIterableIterator<object> {
    const queue: object[] = [];
    let wake: (() => void) | undefined;
    const listener = (event: object) => {
      queue.push(event);
      wake?.();
    };
    listeners.add(listener);
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        while (!queue.length) await new Promise<void>((r) => (wake = r));
        return { value: queue.shift()!, done: false };
      },
      async return() {
        listeners.delete(listener);
        return { value: undefined, done: true };
      },
    };
  }
  const Event = new GraphQLObjectType({
    name: 'SupportEvent',
    fields: { eventId: { type: GraphQLString }, message: { type: new GraphQLNonNull(GraphQLString) } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString, resolve: () => 'ok' } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: { supportEvents: { type: new GraphQLNonNull(Event), subscribe: () => iterator(), resolve: (e: object) => e } },
    }),
  });
  const servers: Server[] = [];
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const server = createServer();
    const wss = new WebSocketServer({ server, path: '/graphql' });
    useServer({ schema }, wss);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address() as { port: number };
    servers.push(server);
    urls.push(`ws://127.0.0.1:${address.port}/graphql`);
  }
  return {
    urls,
    publish: (message) => {
      const event = { eventId: String(++id), message };
      for (const listener of listeners) listener(event);
    },
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    },
  };
}

async function runMain(): Promise<void> {
  if (!process.env.SWC_NODE_PROJECT) {
    console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
    process.exit(1);
  }
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.error('support.bench needs DATABASE_URL and REDIS_URL: two API instances share one PostgreSQL and cross Redis.');
    process.exit(1);
  }
  const SUBSCRIBERS = positive('BENCH_SUBSCRIBERS', 1000);
  const ROUNDS = positive('BENCH_ROUNDS', 20);
  const LIMIT_S = positive('BENCH_TIME_LIMIT', 300);
  const { throwawayDatabase } = await import('./bench-database.js');
  const { startApp } = await import('../../api/src/app.js');
  const { loadConfig } = await import('../../api/src/config.js');

  const base: NodeJS.ProcessEnv = {
    ...process.env,
    ADMIN_PASSWORD: 'admin',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    QUEUE_PREFIX: `bo_bench_support_${process.pid}`,
  };
  const database = await throwawayDatabase('support', base);
  setTimeout(() => {
    console.error(`Benchmark abandoned after ${LIMIT_S} s; ${database.abandon()}.`);
    process.exit(1);
  }, LIMIT_S * 1000).unref();
  const first = await startApp(loadConfig(database.env, { port: 0, host: '127.0.0.1' }));
  const second = await startApp(loadConfig(database.env, { port: 0, host: '127.0.0.1' }));

  async function signIn(url: string, username: string): Promise<string> {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { uri } }', variables: { input: { username, password: 'admin' } } }),
    });
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  const agentCookie = await signIn(first.url, 'soporte');
  const senderCookie = await signIn(first.url, 'consulta');
  const [agent] = await first.services.orm.em
    .fork()
    .getConnection()
    .execute<{ usr_codigo: number }[]>(`select usr_codigo from tusuarios where usr_id = 'soporte'`);
  const SEND = 'mutation ($input: SupportRequestInput!) { sendSupportRequest(input: $input) { message } }';

  const wsOf = (url: string) => `${url.replace('http', 'ws')}/graphql`;
  const rows: Array<[string, number[]]> = [];

  // Through the product: the request is saved with its event (outbox), published to Redis, delivered by both instances.
  const load = await startLoad([wsOf(first.url), wsOf(second.url)], agentCookie, SUBSCRIBERS);
  const product: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    product.push(
      ...(await load.round(round, async () => {
        const res = await fetch(`${first.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: senderCookie },
          body: JSON.stringify({ query: SEND, variables: { input: { message: `Prueba de carga #${round}`, addressedTo: agent!.usr_codigo } } }),
        });
        const body = (await res.json()) as { errors?: Array<{ message: string }> };
        if (body.errors) throw new Error(body.errors[0]!.message);
      })),
    );
  }
  await load.stop();
  rows.push(['API A+B (outbox, Redis)', product]);

  // A bare graphql-ws server pair publishing the same event in process.
  const bare = await bareServers();
  const bareLoad = await startLoad(bare.urls, '', SUBSCRIBERS);
  const plain: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) plain.push(...(await bareLoad.round(round, async () => bare.publish(`Prueba de carga #${round}`))));
  await bareLoad.stop();
  await bare.close();
  rows.push(['bare graphql-ws', plain]);

  console.log(`Support new-request fan-out, ${database.label} + Redis, ${SUBSCRIBERS} subscribers over two instances, ${ROUNDS} events`);
  console.log('');
  console.log('path                        p50 ms   p99 ms   max ms');
  console.log('--------------------------  -------  -------  -------');
  const p99: number[] = [];
  for (const [label, delays] of rows) {
    const sorted = [...delays].sort((a, b) => a - b);
    p99.push(percentile(sorted, 99));
    console.log(
      `${label.padEnd(26)}  ${percentile(sorted, 50).toFixed(1).padStart(7)}  ${percentile(sorted, 99).toFixed(1).padStart(7)}  ${sorted.at(-1)!.toFixed(1).padStart(7)}`,
    );
  }
  console.log('');
  console.log(`ratio p99 API/bare ${(p99[0]! / p99[1]!).toFixed(1)} (goal: API p99 < 200 ms)`);
  console.log(`deliveries: API ${product.length} of ${SUBSCRIBERS * ROUNDS}, bare ${plain.length} of ${SUBSCRIBERS * ROUNDS}`);

  await second.close();
  await first.close();
  await database.drop();
  process.exit(0);
}
