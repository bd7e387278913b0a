/**
 * Loopback benchmark of the API against a bare `SELECT 1`, so the API's overhead shows as a ratio.
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/api.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_api_<pid>` is created on that server (and dropped
 * at the end); the baseline is `SELECT 1` through a `pg` Pool. Unset: embedded PGlite in a temp
 * folder; the baseline is `SELECT 1` through the API's own MikroORM connection (no server to
 * point `pg` at). BENCH_REQUESTS (2000) and BENCH_CONCURRENCY (16) size every run.
 * Ratios are API figure / baseline figure. Prints figures only: timings are never asserted; the
 * exit code is 0 unless setup fails or the 60 s limit is hit.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { RunningApp } from '../../api/src/app.js';
import { throwawayDatabase, type BenchDatabase } from './bench-database.js';

// Decorator metadata only survives SWC when it reads the API's tsconfig; without it the entity
// imports below fail with an obscure error, so say it plainly first.
if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
// Imported after the check above, for the same reason.
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');
const { SESSION_COOKIE } = await import('../../api/src/graphql/context.js');

const REQUESTS = positive('BENCH_REQUESTS', 2000);
const CONCURRENCY = positive('BENCH_CONCURRENCY', 16);
const WARMUP = Math.min(200, REQUESTS);
// Runs stop issuing requests 50 s after start so cleanup still fits in the minute; at 60 s the
// process ends whatever it is waiting on.
const started = performance.now();
const MEASURE_UNTIL = started + 50_000;
let database: BenchDatabase | undefined;
setTimeout(() => {
  console.error(`Benchmark abandoned after 60 s${database ? `; ${database.abandon()}` : ''}.`);
  process.exit(1);
}, 60_000).unref();

function positive(name: string, fallback: number): number {
  const n = Number(process.env[name] || fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

type MeAnswer = { data?: { me?: { id: number | string; name: string } | null } };

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/**
 * Runs `once` REQUESTS times with CONCURRENCY in flight, for at most `budgetMs` (warm-up
 * included); `once` throws on a wrong answer.
 */
async function measure(name: string, once: () => Promise<void>, budgetMs: number): Promise<Result> {
  const until = performance.now() + budgetMs;
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  async function lane(total: number, record: boolean): Promise<void> {
    while (issued < total && performance.now() < until) {
      issued++;
      const t = performance.now();
      try {
        await once();
        if (record) latencies.push(performance.now() - t);
      } catch {
        if (record) errors++;
      }
    }
  }
  // Warm-up: JIT, keep-alive sockets and pool connections are ready before the clock starts.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => lane(WARMUP, false)));
  issued = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => lane(REQUESTS, true)));
  return { name, requests: latencies.length, errors, seconds: (performance.now() - t0) / 1000, latencies };
}

/** Nearest-rank percentile in ms. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function printTable(results: Result[], baseline: Result): void {
  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return { r, rps: r.requests / r.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
  const base = rows.find((row) => row.r === baseline)!;
  const table = [['name', 'requests', 'errors', 'concurrency', 'req/s', 'p50 ms', 'p99 ms', 'req/s ratio', 'p50 ratio']];
  for (const { r, rps, p50, p99 } of rows) {
    const isBase = r === baseline;
    table.push([
      r.name,
      String(r.requests),
      String(r.errors),
      String(CONCURRENCY),
      rps.toFixed(0),
      p50.toFixed(2),
      p99.toFixed(2),
      isBase ? 'base' : (rps / base.rps).toFixed(3),
      isBase ? 'base' : `${(p50 / base.p50).toFixed(1)}x`,
    ]);
  }
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

// --- database -----------------------------------------------------------------------------------
const base: NodeJS.ProcessEnv = { ...process.env, ADMIN_PASSWORD: 'admin', SEED_DEMO: 'true', NODE_ENV: 'production' };
// Queues and pubsub stay in-process: the figures are about the request path, not Redis.
delete base.REDIS_URL;
database = await throwawayDatabase('api', base);
const env = database.env;

/** Signs in once, then times each run and prints the table. */
async function benchmark(app: RunningApp, pool: pg.Pool | undefined): Promise<void> {
  const base = `http://127.0.0.1:${app.port}`;
  const login = await fetch(`${base}/rest/login/0?opc=save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', clave: 'admin' }),
  });
  const loginBody = await login.json();
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`login failed: ${JSON.stringify(loginBody)}`);

  const meInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { id name } }' }),
  };
  // `me` is public and answers null when signed out, so check once that the cookie works:
  // otherwise the bench would time the anonymous path.
  const first = (await (await fetch(`${base}/graphql`, meInit)).json()) as MeAnswer;
  if (!first?.data?.me?.id) throw new Error(`me did not return the signed-in user: ${JSON.stringify(first)}`);

  // Cheapest first: time a fast run leaves unused goes to the slow ones after it.
  const runs: [string, () => Promise<void>][] = [];
  if (pool) runs.push(['select 1 (pg Pool)', async () => void (await pool.query('select 1'))]);
  const orm = app.services.orm;
  runs.push(['select 1 (MikroORM)', async () => void (await orm.em.getConnection().execute('select 1'))]);
  runs.push([
    'rest validcedruc',
    async () => {
      const res = await fetch(`${base}/rest/general/0?opc=validcedruc&cedruc=1710034065`);
      const body = (await res.json()) as { valido?: boolean }; // drained, so the socket is reused
      if (!res.ok || body.valido !== true) throw new Error(String(res.status));
    },
  ]);
  runs.push([
    'graphql { me { id name } }',
    async () => {
      const res = await fetch(`${base}/graphql`, meInit);
      const body = (await res.json()) as MeAnswer;
      if (!res.ok || !body.data?.me) throw new Error(String(res.status));
    },
  ]);
  const results: Result[] = [];
  for (const [i, [name, once]] of runs.entries()) {
    results.push(await measure(name, once, (MEASURE_UNTIL - performance.now()) / (runs.length - i)));
  }
  const baseline = results[0];

  const elapsed = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nAPI benchmark over loopback, ${database!.label}; ${elapsed} s in all.`);
  console.log(`Baseline: ${baseline.name}.${pool ? '' : ' The pg driver needs a real server: set DATABASE_URL to compare against it.'}\n`);
  printTable(results, baseline);
  if (results.some((r) => r.requests + r.errors < REQUESTS)) console.log('\nSome runs were cut short to keep within the minute.');
}

let app: RunningApp | undefined;
const pool = database.onServer ? new pg.Pool({ connectionString: env.DATABASE_URL, max: CONCURRENCY }) : undefined;
try {
  app = await startApp(loadConfig(env, { port: 0, host: '127.0.0.1', runWorkers: false }));
  await benchmark(app, pool);
} finally {
  await pool?.end();
  await app?.close();
  await database.drop();
}
