/**
 * Public parcel search: p50/p99 of parcelByGuide and parcelsByIdNumber over HTTP (GraphQL,
 * no session) beside the same SQL run directly on the pool (no HTTP, no GraphQL).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/parcels.bench.ts
 *
 * A throwaway seeded database (the demo cooperative's parcels), BENCH_REQUESTS (500) requests
 * per row, one at a time after 50 of warm-up; the rate limit is raised so that it never answers.
 * Prints `p50`/`p99` in ms per row and the ratio API/SQL. Figures only, nothing asserted.
 */
import { performance } from 'node:perf_hooks';
import { throwawayDatabase } from './bench-database.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');
const { DEMO_PARCEL_PEOPLE } = await import('../../api/src/db/seeders/demo-parcels.js');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 500);
const WARMUP = 50;
const base: NodeJS.ProcessEnv = { ...process.env, ADMIN_PASSWORD: 'admin', SEED_DEMO: 'true', NODE_ENV: 'production', REDIS_URL: '', QUEUE_PREFIX: `bo_bench_parcels_${process.pid}` };
const database = await throwawayDatabase('parcels', base);
setTimeout(() => {
  console.error(`Benchmark abandoned after 240 s; ${database.abandon()}.`);
  process.exit(1);
}, 240_000).unref();

const app = await startApp(loadConfig(database.env, { port: 0, host: '127.0.0.1', parcelRateLimit: 1_000_000 }));
const conn = app.services.orm.em.getConnection();
const [{ emp_codigo: coop }] = await conn.execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'lojaexpress'`);
const ced = DEMO_PARCEL_PEOPLE[0]!.ced;
/** The guide of seeded parcel g (1..300): 001 + point (g % 2) + 1 + sequence 1000 + g. */
const guide = (i: number) => {
  const g = (i % 300) + 1;
  return `001${String((g % 2) + 1).padStart(3, '0')}${String(1000 + g).padStart(9, '0')}`;
};

async function measure(run: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

const gql = (query: string, variables: Record<string, unknown>) =>
  fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then(async (r) => {
    const body = (await r.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
const BY_GUIDE = 'query ($c: Int, $g: String!) { parcelByGuide(companyId: $c, guide: $g) { error parcel { id guide stateLabel } history { stateLabel place date } articles { description quantity } } }';
const BY_ID = 'query ($c: Int, $n: String!) { parcelsByIdNumber(companyId: $c, idNumber: $n) { items { id guide stateLabel } } }';
const S = 'emp_lojaexpress';

const rows: Array<[string, { p50: number; p99: number }, { p50: number; p99: number }]> = [];
rows.push([
  'guide',
  await measure((i) => gql(BY_GUIDE, { c: coop, g: guide(i) })),
  await measure(async (i) => {
    const [p] = await conn.execute<{ trn_codigo: number }[]>(`select * from ${S}.tencomienda where trn_compro = ?`, [guide(i)]);
    await Promise.all([
      conn.execute(`select * from ${S}.tencomienda_hist where trn_codigo = ? order by ehi_fecha, ehi_codigo`, [p!.trn_codigo]),
      conn.execute(`select * from ${S}.tencomienda_art where trn_codigo = ? order by ear_codigo`, [p!.trn_codigo]),
    ]);
  }),
]);
rows.push([
  'id',
  await measure(() => gql(BY_ID, { c: coop, n: ced })),
  await measure(() =>
    conn.execute(
      `select * from ((select * from ${S}.tencomienda where enc_remced = ? order by trn_fecha desc limit 30) union (select * from ${S}.tencomienda where enc_desced = ? order by trn_fecha desc limit 30)) e order by trn_fecha desc, trn_codigo desc limit 30`,
      [ced, ced],
    ),
  ),
]);

console.log(`parcels bench on ${database.label}, ${REQUESTS} sequential requests per row`);
console.log('row    api p50  api p99  sql p50  sql p99  ratio p50');
for (const [name, api, sql] of rows) {
  console.log(`${name.padEnd(6)} ${api.p50.toFixed(2).padStart(7)}  ${api.p99.toFixed(2).padStart(7)}  ${sql.p50.toFixed(2).padStart(7)}  ${sql.p99.toFixed(2).padStart(7)}  ${(api.p50 / sql.p50).toFixed(1).padStart(8)}`);
}
await app.close();
await database.drop();
