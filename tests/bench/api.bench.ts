/**
 * The request path against the best hand-written SQL for the same answer.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/api.bench.ts
 *
 * The API runs in a child process (api-server.ts, NODE_ENV=production) on a throwaway database
 * filled with BENCH_COMPANIES (10,000) companies, and the load comes from other child processes
 * (api-load.mjs): autocannon for the API, `pg` connections for the SQL. Rows: the web's company
 * list page of 50, its package list page, and `{ me { id name } }`; each at 1, 10 and 50 clients
 * for BENCH_SECONDS (5) after a 1 s warm-up (BENCH_ROWS=companies,me runs some rows only). With DATABASE_URL the baseline of each row is its
 * SQL through `pg` with as many connections as clients; without it (embedded PGlite, no server
 * for `pg`) only the API is measured. Prints the table, then `ratio <row> c=<clients> <api/raw>`,
 * `cpu <row> <ms of server CPU per request>` and `p99 <row> c=50 <ms>` lines. Figures only:
 * nothing is asserted; the exit code is 0 unless setup fails or the 4-minute limit is hit.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { throwawayDatabase, type BenchDatabase } from './bench-database.js';
import { positive } from './bench-options.js';
import { businessDay } from '../../api/src/domain/dates.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { SESSION_COOKIE } = await import('../../api/src/graphql/context.js');
const { CompaniesDocument, ConnectionPackagesDocument } = await import('../../web/src/generated/graphql.js');
const { connectionPageSql } = await import('../../api/src/modules/packages/package-page-sql.js');

const SECONDS = positive('BENCH_SECONDS', 5);
/** The V8 flags `npm start` and the Docker image run the API with (BENCH_NODE_FLAGS replaces them). */
const PRODUCTION_NODE_FLAGS = '--max-semi-space-size=32';
const COMPANIES = positive('BENCH_COMPANIES', 10_000);
const CLIENTS = [1, 10, 50];
const WARMUP = 1;
const LIMIT_MS = 240_000;
const started = performance.now();
let database: BenchDatabase | undefined;
let server: ChildProcess | undefined;
setTimeout(() => {
  console.error(`Benchmark abandoned after ${LIMIT_MS / 1000} s${database ? `; ${database.abandon()}` : ''}.`);
  server?.kill('SIGKILL');
  process.exit(1);
}, LIMIT_MS).unref();

interface Figures {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}
const rate = (f: Figures) => f.requests / f.seconds;

// --- child processes ----------------------------------------------------------------------------

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The next message of a child that satisfies `wanted`; an `error` message or an exit rejects. */
function nextMessage<T>(child: ChildProcess, wanted: (m: { type: string }) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string; message?: string }) => {
      if (m.type === 'error') return done(() => reject(new Error(m.message)));
      if (wanted(m)) done(() => resolve(m as T));
    };
    const onExit = (code: number | null) => done(() => reject(new Error(`child exited (${code})`)));
    const done = (then: () => void) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      then();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function serverCpuMicros(): Promise<number> {
  const reply = nextMessage<{ micros: number }>(server!, (m) => m.type === 'cpu');
  server!.send({ type: 'cpu' });
  return (await reply).micros;
}

/** One load run in its own process; the server's CPU is read around the timed part. */
async function load(job: Record<string, unknown>): Promise<Figures & { cpuMicros: number }> {
  const child = fork(here('./api-load.mjs'), [JSON.stringify({ ...job, warmup: WARMUP, seconds: SECONDS })], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await nextMessage(child, (m) => m.type === 'start');
  const before = server ? await serverCpuMicros() : 0;
  const done = nextMessage<{ result: Figures }>(child, (m) => m.type === 'done');
  child.send({ type: 'go' });
  const { result } = await done;
  const after = server ? await serverCpuMicros() : 0;
  return { ...result, cpuMicros: after - before };
}

// --- setup --------------------------------------------------------------------------------------

const env: NodeJS.ProcessEnv = { ...process.env, ADMIN_PASSWORD: 'admin', SEED_DEMO: 'true' };
delete env.REDIS_URL; // queues and pubsub in the process: the figures are about the request path
database = await throwawayDatabase('api', env);

async function startServer(): Promise<number> {
  server = fork(here('./api-server.ts'), [], {
    execArgv: [
      '--import',
      '@swc-node/register/esm-register',
      ...(process.env.BENCH_NODE_FLAGS ?? PRODUCTION_NODE_FLAGS).split(' ').filter(Boolean),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...database!.env, NODE_ENV: 'production', BENCH_COMPANIES: String(COMPANIES), SWC_NODE_PROJECT: 'api/tsconfig.json' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await nextMessage<{ port: number }>(server, (m) => m.type === 'ready');
  return port;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/rest/login/0?opc=save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', clave: 'admin' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`login failed: ${await res.text()}`);
  return cookie;
}

/** MikroORM's `?` placeholders as pg's `$n`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

interface Row {
  name: string;
  body: string;
  /** Checks one answer of the API (data present, no errors). */
  check: (answer: { data?: Record<string, unknown> | null; errors?: unknown }) => boolean;
  /** The baseline's statements after the session lookup. */
  sql: { text: string; values: unknown[] }[];
}

function rows(): Row[] {
  const today = businessDay();
  const packages = connectionPageSql('', [], [], today, 50, 0);
  return [
    {
      name: 'companies',
      body: JSON.stringify({ operationName: 'Companies', query: print(CompaniesDocument), variables: { page: 1, pageSize: 50 } }),
      check: (a) => (a.data?.companies as { items: unknown[] } | undefined)?.items.length === 50,
      // The page in index order with what the web's document shows, and the count beside it.
      sql: [
        {
          text: `select n.total, p.* from (select count(*)::int as total from tempresa) n
                   left join lateral (select e.emp_codigo, e.emp_coding, e.emp_razons, e.emp_ruc, e.emp_activa, to_char(e.fechafin, 'YYYY-MM-DD') as fechafin,
                          e.tac_codigo, t.tac_descrip, e.emp_ipdb, e.emp_esquemadb, e.emp_ubica, e.emp_tiposerv
                     from tempresa e left join ttipoactividad t on t.tac_codigo = e.tac_codigo
                    order by e.emp_razons, e.emp_codigo limit 50) p on true`,
          values: [],
        },
      ],
    },
    {
      name: 'packages',
      body: JSON.stringify({ operationName: 'ConnectionPackages', query: print(ConnectionPackagesDocument), variables: { page: 1, pageSize: 50 } }),
      check: (a) => (a.data?.connectionPackages as { items: unknown[] } | undefined)?.items.length === 50,
      // The summary of every company and the page's snapshot, in one statement (the API's own: no faster one found).
      sql: [{ text: numbered(packages.sql), values: packages.params }],
    },
    {
      name: 'me',
      body: JSON.stringify({ query: '{ me { id name } }' }),
      check: (a) => Boolean((a.data?.me as { id?: number } | undefined)?.id),
      sql: [],
    },
  ];
}

// --- run ----------------------------------------------------------------------------------------

interface Measured {
  row: string;
  clients: number;
  api: Figures;
  raw?: Figures;
  cpuMicros: number;
}

async function benchmark(): Promise<Measured[]> {
  const port = await startServer();
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signIn(base);
  const sessionId = createHash('sha256')
    .update(cookie.slice(SESSION_COOKIE.length + 1))
    .digest('hex');
  const session = {
    text: `select s.ses_ultimo, u.usr_codigo, u.usr_id, u.usr_nombre, u.usr_email, u.usr_jerarq, u.usr_soporte, u.usr_perfil
             from tsesion s join tusuarios u on u.usr_codigo = s.usr_codigo
            where s.ses_codigo = $1 and s.ses_revocada is null and s.ses_expira > now() and u.usr_activo = 'T'`,
    values: [sessionId],
  };
  const headers = { 'content-type': 'application/json', cookie };
  const measured: Measured[] = [];
  const only = process.env.BENCH_ROWS?.split(',');
  for (const row of rows().filter((r) => !only || only.includes(r.name))) {
    const answer = await (await fetch(`${base}/graphql`, { method: 'POST', headers, body: row.body })).json();
    if (!row.check(answer)) throw new Error(`${row.name}: unexpected answer ${JSON.stringify(answer).slice(0, 300)}`);
    for (const clients of CLIENTS) {
      const raw = database!.onServer
        ? await load({ kind: 'sql', databaseUrl: database!.env.DATABASE_URL, statements: [session, ...row.sql], clients })
        : undefined;
      const api = await load({ kind: 'http', url: `${base}/graphql`, headers, body: row.body, clients });
      measured.push({ row: row.name, clients, api, raw, cpuMicros: api.cpuMicros });
    }
  }
  return measured;
}

function printTable(measured: Measured[]): void {
  const table = [['row', 'clients', 'api req/s', 'api p50 ms', 'api p99 ms', 'errors', 'sql req/s', 'sql p50 ms', 'sql p99 ms', 'api/sql', 'cpu ms/req']];
  for (const m of measured) {
    table.push([
      m.row,
      String(m.clients),
      rate(m.api).toFixed(0),
      m.api.p50.toFixed(1),
      m.api.p99.toFixed(1),
      String(m.api.errors + (m.raw?.errors ?? 0)),
      m.raw ? rate(m.raw).toFixed(0) : '-',
      m.raw ? m.raw.p50.toFixed(1) : '-',
      m.raw ? m.raw.p99.toFixed(1) : '-',
      m.raw ? (rate(m.api) / rate(m.raw)).toFixed(2) : '-',
      m.api.requests ? (m.cpuMicros / 1000 / m.api.requests).toFixed(2) : '-',
    ]);
  }
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  for (const [i, r] of table.entries()) {
    console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

try {
  const measured = await benchmark();
  const elapsed = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\nAPI against hand-written SQL over loopback, ${database.label}, ${COMPANIES} companies added; ${SECONDS} s per run; ${elapsed} s in all.`);
  console.log(
    database.onServer
      ? 'Baseline: the same answer in SQL through pg (session lookup by primary key + the statement).\n'
      : 'No baseline: set DATABASE_URL to compare with SQL through pg.\n',
  );
  printTable(measured);
  console.log('');
  for (const m of measured) if (m.raw) console.log(`ratio ${m.row} c=${m.clients} ${(rate(m.api) / rate(m.raw)).toFixed(2)}`);
  for (const name of new Set(measured.map((m) => m.row))) {
    const of = measured.filter((m) => m.row === name);
    const micros = of.reduce((n, m) => n + m.cpuMicros, 0);
    const requests = of.reduce((n, m) => n + m.api.requests, 0);
    console.log(`cpu ${name} ${requests ? (micros / 1000 / requests).toFixed(2) : 'n/a (no answer in time)'}`);
  }
  for (const m of measured)
    if (m.clients === 50) console.log(`p99 ${m.row} c=50 ${m.api.requests ? `${m.api.p99.toFixed(1)} ms` : `n/a (no answer within ${SECONDS} s)`}`);
} finally {
  // Answers still in flight when a run's clock stopped finish before the server closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (server?.connected) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.send({ type: 'close' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  server?.kill('SIGKILL');
  await database.drop();
}
