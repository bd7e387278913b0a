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
 * Then the package list (connectionPackages, the screen's query) over BENCH_COMPANIES companies,
 * each with a package and a day of usage, page 1 and the 'excedido' quick filter, one client.
 *
 * Overrides:
 *   BENCH_COMPANIES    companies for the list (10000)
 *   BENCH_CALLS        calls per run (2000)
 *   BENCH_UNITS        units per call (5)
 *   BENCH_TIME_LIMIT   hard limit in seconds (300)
 * Prints units per second, calls per second and latency percentiles, and checks that the ledger
 * holds exactly the units sent (a figure, printed; nothing is asserted).
 */
import { performance } from 'node:perf_hooks';
import { benchApp } from './bench-app.js';
import { positive } from './bench-options.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { SESSION_COOKIE } = await import('../../api/src/graphql/context.js');

const CALLS = positive('BENCH_CALLS', 2000);
const COMPANIES = positive('BENCH_COMPANIES', 10_000);
const UNITS = positive('BENCH_UNITS', 5);
const LIMIT_S = positive('BENCH_TIME_LIMIT', 300);

const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  QUEUE_PREFIX: `bo_bench_pkg_${process.pid}`,
};
delete base.REDIS_URL; // the ledger needs no queue
const { database, app, conn } = await benchApp('pkg', base, LIMIT_S);

async function cleanup() {
  await app.close();
  await database.drop();
}

/** `count` companies with one package each, large enough that no unit overflows into excess. */
async function companies(prefix: string, count: number): Promise<string[]> {
  const rucs = Array.from({ length: count }, (_, i) => `17${prefix}${String(i).padStart(6, '0')}001`);
  for (const [i, ruc] of rucs.entries()) {
    await conn.execute(
      `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb) values (?, ?, ?, 'localhost', 'isyplus', ?)`,
      [`bench${prefix}${i}`, `BENCH ${prefix} ${i}`, ruc, `emp_bench${prefix}${i}`],
    );
    await conn.execute(
      `insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre) values (?, current_date, current_date + 365, 10000000, 10000000, 0, 'bench')`,
      [ruc],
    );
  }
  return rucs;
}

const login = await fetch(`${app.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: 'mutation ($input: LoginInput!) { login(input: $input) { uri } }',
    variables: { input: { username: 'admin', password: 'admin' } },
  }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error('login failed');
const USAGE = 'mutation ($ruc: String, $units: Int!) { recordPackageUsage(ruc: $ruc, units: $units) { allocated } }';

async function call(ruc: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: USAGE, variables: { ruc, units: UNITS } }),
  });
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
  const [row] = await conn.execute<{ units: number }[]>(
    `select coalesce(sum(uso_cantidad), 0)::int as units from tconexion_uso where rucempresa in (${rucs.map(() => '?').join(', ')})`,
    rucs,
  );
  latencies.sort((a, b) => a - b);
  const sent = latencies.length * UNITS;
  return [
    label,
    String(writers),
    String(latencies.length),
    (sent / seconds).toFixed(0),
    (latencies.length / seconds).toFixed(0),
    percentile(latencies, 50).toFixed(1),
    percentile(latencies, 99).toFixed(1),
    row!.units === sent ? 'yes' : `NO (${row!.units} of ${sent})`,
  ];
}

/** COMPANIES companies in one statement each for companies, packages and usage (plain SQL). */
async function manyCompanies(): Promise<void> {
  await conn.execute(`insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb)
    select 'lista' || g, 'EMPRESA LISTA ' || lpad(g::text, 6, '0'), '18' || lpad(g::text, 8, '0') || '001', 'localhost', 'isyplus', 'emp_lista' || g
      from generate_series(1, ${COMPANIES}) g`);
  // Four in five companies hold a package; sizes and usage vary so every balance class shows.
  await conn.execute(`insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre)
    select '18' || lpad(g::text, 8, '0') || '001', current_date - 30, current_date + 335, 100 * (1 + g % 10), 100 * (1 + g % 10), g % 3, 'bench'
      from generate_series(1, ${COMPANIES}) g where g % 5 <> 0`);
  await conn.execute(`insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_fecha, usr_nombre)
    select c.rucempresa, c.con_codigo, c.conexadquiridas * (c.con_codigo % 7) / 6, current_date - 1, 'bench'
      from tconexiones c where c.usr_nombre = 'bench' and c.con_codigo % 7 > 0`);
  await conn.execute('analyze tempresa');
  await conn.execute('analyze tconexiones');
  await conn.execute('analyze tconexion_uso');
}

const LIST =
  'query ($filter: ConnectionFilter) { connectionPackages(filter: $filter, pageSize: 50) { total items { companyId saldo balance } summary { companies } } }';
async function listRun(label: string, filter: Record<string, unknown>, requests = 20): Promise<string[]> {
  const latencies: number[] = [];
  let total = 0;
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: LIST, variables: { filter } }),
    });
    const body = (await res.json()) as { data?: { connectionPackages: { total: number } }; errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(body.errors[0]!.message);
    latencies.push(performance.now() - t);
    total = body.data!.connectionPackages.total;
  }
  latencies.sort((a, b) => a - b);
  return [label, String(total), percentile(latencies, 50).toFixed(1), percentile(latencies, 99).toFixed(1)];
}

function print(table: string[][]): void {
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  for (const [i, r] of table.entries()) {
    console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

try {
  console.log(`Database: ${database.label}; ${CALLS} calls of ${UNITS} units per run`);
  const one = await companies('01', 1);
  const fifty = await companies('02', 1);
  const spread = await companies('03', 50);
  const table = [['run', 'writers', 'calls', 'units/s', 'calls/s', 'p50 ms', 'p99 ms', 'ledger exact']];
  table.push(await run('one company', 1, one));
  table.push(await run('one company', 50, fifty));
  table.push(await run('50 companies', 50, spread));
  print(table);
  await manyCompanies();
  console.log(`\nPackage list over ${COMPANIES} companies (+ the demo ones), one client, 20 requests each:`);
  print([
    ['query', 'matches', 'p50 ms', 'p99 ms'],
    await listRun('page 1 of everything', {}),
    await listRun("quick filter 'excedido'", { balance: ['EXCEDIDO'] }),
    await listRun('text search', { text: 'LISTA 00099' }),
  ]);
} finally {
  await cleanup();
}
