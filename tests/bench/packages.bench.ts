/**
 * Packages benchmark (issue 5): throughput of the usage ledger, recordPackageUsage over GraphQL,
 * at 1 and 50 concurrent writers on one company (the worst case: every writer waits for the
 * same per-RUC lock), then at 50 writers spread over 50 companies.
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/packages.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_pkg_<pid>` on that server, dropped at the end;
 * unset: embedded PGlite in a temp folder (one connection: writers queue on it). The load only
 * targets 127.0.0.1 (the API runs in this process).
 *
 * Overrides:
 *   BENCH_CALLS        calls per run (2000)
 *   BENCH_UNITS        units per call (5)
 *   BENCH_TIME_LIMIT   hard limit in seconds (300)
 * Prints units per second, calls per second and latency percentiles, and checks that the ledger
 * holds exactly the units sent (a figure, printed; nothing is asserted).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');
const { SESSION_COOKIE } = await import('../../api/src/graphql/context.js');

function positive(name: string, fallback: number): number {
  const n = Number(process.env[name] || fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}
const CALLS = positive('BENCH_CALLS', 2000);
const UNITS = positive('BENCH_UNITS', 5);
const LIMIT_S = positive('BENCH_TIME_LIMIT', 300);

let throwawayDb: string | undefined;
let dataDir: string | undefined;
setTimeout(() => {
  console.error(`Benchmark abandoned after ${LIMIT_S} s${throwawayDb ? `; drop database ${throwawayDb} by hand` : ''}.`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}, LIMIT_S * 1000).unref();

const serverUrl = process.env.DATABASE_URL;
const env: NodeJS.ProcessEnv = { ...process.env, ADMIN_PASSWORD: 'admin', SEED_DEMO: 'true', NODE_ENV: 'production', QUEUE_PREFIX: `bo_bench_pkg_${process.pid}` };
delete env.REDIS_URL; // the ledger needs no queue
if (serverUrl) {
  const name = `bo_bench_pkg_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  throwawayDb = name;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.SECRET_KEY = randomBytes(32).toString('hex');
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-packages-'));
  env.DATA_DIR = dataDir;
  delete env.SECRET_KEY;
}

const app = await startApp(loadConfig(env, { port: 0, host: '127.0.0.1' }));
const conn = app.services.orm.em.getConnection();

async function cleanup() {
  await app.close();
  if (throwawayDb) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${throwawayDb}" with (force)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** `count` companies with one package each, large enough that no unit overflows into excess. */
async function companies(prefix: string, count: number): Promise<string[]> {
  const rucs = Array.from({ length: count }, (_, i) => `17${prefix}${String(i).padStart(6, '0')}001`);
  for (const [i, ruc] of rucs.entries()) {
    await conn.execute(`insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb) values (?, ?, ?, 'localhost', 'isyplus', ?)`, [
      `bench${prefix}${i}`,
      `BENCH ${prefix} ${i}`,
      ruc,
      `emp_bench${prefix}${i}`,
    ]);
    await conn.execute(`insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre) values (?, current_date, current_date + 365, 10000000, 10000000, 0, 'bench')`, [ruc]);
  }
  return rucs;
}

const login = await fetch(`${app.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { uri } }', variables: { input: { username: 'admin', password: 'admin' } } }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error('login failed');
const USAGE = 'mutation ($ruc: String, $units: Int!) { recordPackageUsage(ruc: $ruc, units: $units) { allocated } }';

async function call(ruc: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: USAGE, variables: { ruc, units: UNITS } }) });
  const body = (await res.json()) as { errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return performance.now() - t;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(label: string, writers: number, rucs: string[]): Promise<string[]> {
  const latencies: number[] = [];
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (next < CALLS) {
        next++;
        latencies.push(await call(rucs[w % rucs.length]!));
      }
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  const [row] = await conn.execute<{ units: number }[]>(`select coalesce(sum(uso_cantidad), 0)::int as units from tconexion_uso where rucempresa in (${rucs.map(() => '?').join(', ')})`, rucs);
  latencies.sort((a, b) => a - b);
  const sent = latencies.length * UNITS;
  return [label, String(writers), String(latencies.length), (sent / seconds).toFixed(0), (latencies.length / seconds).toFixed(0), percentile(latencies, 50).toFixed(1), percentile(latencies, 99).toFixed(1), row!.units === sent ? 'yes' : `NO (${row!.units} of ${sent})`];
}

try {
  console.log(`Database: ${serverUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${CALLS} calls of ${UNITS} units per run`);
  const one = await companies('01', 1);
  const fifty = await companies('02', 1);
  const spread = await companies('03', 50);
  const table = [['run', 'writers', 'calls', 'units/s', 'calls/s', 'p50 ms', 'p99 ms', 'ledger exact']];
  table.push(await run('one company', 1, one));
  table.push(await run('one company', 50, fifty));
  table.push(await run('50 companies', 50, spread));
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  for (const [i, r] of table.entries()) {
    console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
} finally {
  await cleanup();
}
