/**
 * Public parcel search: p50/p99 of parcelByGuide and parcelsByIdNumber over HTTP (GraphQL,
 * no session) beside the same SQL run directly on the pool (no HTTP, no GraphQL).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/parcels.bench.ts
 *
 * A throwaway seeded database (the demo cooperative's parcels), BENCH_REQUESTS (500) requests
 * per row, one at a time after 50 of warm-up; the rate limit is raised so that it never answers.
 * Prints `p50`/`p99` in ms per row and the ratio API/SQL (parcel-search.ts, also run by
 * invoices.bench.ts). Figures only, nothing asserted.
 */
import { throwawayDatabase } from './bench-database.js';
import { measureParcelSearch, PARCEL_BENCH_RATE_LIMIT, printParcelSearch } from './parcel-search.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');

const REQUESTS = Number(process.env.BENCH_REQUESTS || 500);
const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  REDIS_URL: '',
  QUEUE_PREFIX: `bo_bench_parcels_${process.pid}`,
};
const database = await throwawayDatabase('parcels', base);
setTimeout(() => {
  console.error(`Benchmark abandoned after 240 s; ${database.abandon()}.`);
  process.exit(1);
}, 240_000).unref();

const app = await startApp(
  loadConfig(database.env, { port: 0, host: '127.0.0.1', parcelRateLimit: PARCEL_BENCH_RATE_LIMIT, parcelGuideLimit: PARCEL_BENCH_RATE_LIMIT }),
);
const conn = app.services.orm.em.getConnection();
const rows = await measureParcelSearch(app.url, (sql, params = []) => conn.execute(sql, params), REQUESTS);
printParcelSearch(rows, `parcels bench on ${database.label}, ${REQUESTS} sequential requests per row`);
await app.close();
await database.drop();
