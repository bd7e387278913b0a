/**
 * The public parcel search measured by parcels.bench.ts and invoices.bench.ts: p50/p99 of
 * parcelByGuide and parcelsByIdNumber over HTTP (GraphQL, no session) beside the same SQL run
 * directly on the pool (no HTTP, no GraphQL), on the demo cooperative Loja Express's parcels.
 * Requests go one at a time after 50 of warm-up; the app must run with the parcel rate limit
 * raised (parcelRateLimit, and parcelGuideLimit: the search walks 300 guides) so that it never answers.
 */
import { performance } from 'node:perf_hooks';

export interface Percentiles {
  p50: number;
  p99: number;
}

export interface ParcelSearchRow {
  name: 'guide' | 'id';
  api: Percentiles;
  sql: Percentiles;
}

/** Rows of a statement on the app's pool (MikroORM `?` placeholders). */
export type PoolSql = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The rate limit to start the app with while measuring (loadConfig's parcelRateLimit and parcelGuideLimit). */
export const PARCEL_BENCH_RATE_LIMIT = 1_000_000;
const WARMUP = 50;
const S = 'emp_lojaexpress';
const BY_GUIDE =
  'query ($c: Int, $g: String!) { parcelByGuide(companyId: $c, guide: $g) { error parcel { id guide stateLabel } history { stateLabel place date } articles { description quantity } } }';
const BY_ID = 'query ($c: Int, $n: String!) { parcelsByIdNumber(companyId: $c, idNumber: $n) { items { id guide stateLabel } } }';

/** The guide of seeded parcel g (1..300): 001 + point (g % 2) + 1 + sequence 1000 + g. */
const guide = (i: number) => {
  const g = (i % 300) + 1;
  return `001${String((g % 2) + 1).padStart(3, '0')}${String(1000 + g).padStart(9, '0')}`;
};

async function measure(requests: number, run: (i: number) => Promise<unknown>): Promise<Percentiles> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Measures both searches against the app at `url` (seeded demo data) and the same SQL on `sql`. */
export async function measureParcelSearch(url: string, sql: PoolSql, requests: number): Promise<ParcelSearchRow[]> {
  const { DEMO_PARCEL_PEOPLE } = await import('../../api/src/db/seeders/demo-parcels.js');
  const [{ emp_codigo: coop }] = (await sql<{ emp_codigo: number }>(`select emp_codigo from tempresa where emp_coding = 'lojaexpress'`)) as [
    { emp_codigo: number },
  ];
  const ced = DEMO_PARCEL_PEOPLE[0]!.ced;
  const gql = (query: string, variables: Record<string, unknown>) =>
    fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then(async (r) => {
      const body = (await r.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    });
  const rows: ParcelSearchRow[] = [];
  rows.push({
    name: 'guide',
    api: await measure(requests, (i) => gql(BY_GUIDE, { c: coop, g: guide(i) })),
    sql: await measure(requests, async (i) => {
      const [p] = await sql<{ trn_codigo: number }>(`select * from ${S}.tencomienda where trn_compro = ?`, [guide(i)]);
      await Promise.all([
        sql(`select * from ${S}.tencomienda_hist where trn_codigo = ? order by ehi_fecha, ehi_codigo`, [p!.trn_codigo]),
        sql(`select * from ${S}.tencomienda_art where trn_codigo = ? order by ear_codigo`, [p!.trn_codigo]),
      ]);
    }),
  });
  rows.push({
    name: 'id',
    api: await measure(requests, () => gql(BY_ID, { c: coop, n: ced })),
    sql: await measure(requests, () =>
      sql(
        `select * from ((select * from ${S}.tencomienda where enc_remced = ? order by trn_fecha desc limit 30) union (select * from ${S}.tencomienda where enc_desced = ? order by trn_fecha desc limit 30)) e order by trn_fecha desc, trn_codigo desc limit 30`,
        [ced, ced],
      ),
    ),
  });
  return rows;
}

/** The table of p50/p99 in ms per search, and the ratio API/SQL of the p50s. */
export function printParcelSearch(rows: ParcelSearchRow[], title: string): void {
  console.log(title);
  console.log('row    api p50  api p99  sql p50  sql p99  ratio p50');
  for (const { name, api, sql } of rows) {
    console.log(
      `${name.padEnd(6)} ${api.p50.toFixed(2).padStart(7)}  ${api.p99.toFixed(2).padStart(7)}  ${sql.p50.toFixed(2).padStart(7)}  ${sql.p99.toFixed(2).padStart(7)}  ${(api.p50 / sql.p50).toFixed(1).padStart(8)}`,
    );
  }
}
