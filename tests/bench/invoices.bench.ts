/**
 * Invoice API: submissions per second at 1 and 20 concurrent integrators (POST
 * /rest/{service}/factura/{id}?opc=save with the company's API token, every document new and
 * valid), beside raw inserts of the same rows (ttransaccion, its lines and payment, the
 * electronic document, the idempotency row and the sequential counter) sent by `pg` with as
 * many connections, one transaction per document.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_INVOICES=200 \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/invoices.bench.ts
 *
 * The API runs in this process on a throwaway seeded database (NODE_ENV=production); the load
 * comes from child processes (invoices-load.mjs). BENCH_INVOICES (500) documents per row, after
 * 40 of warm-up on each path (API and raw) that are not timed. Prints
 * a table and `ratio c=<clients> <api/raw>` lines (the platform asks for at least 0.5). Needs
 * DATABASE_URL for the raw rows (without it only the API is measured). Then the public parcel
 * search p50/p99 on the same app (parcel-search.ts, as parcels.bench.ts; BENCH_REQUESTS, 500),
 * and how many statements a new invoice and its retry send to PostgreSQL.
 * Figures only: nothing is asserted.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { positive } from './bench-options.js';
import { throwawayDatabase } from './bench-database.js';
import { measureParcelSearch, PARCEL_BENCH_RATE_LIMIT, printParcelSearch } from './parcel-search.js';
import { businessDay } from '../../api/src/domain/dates.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');
const { sampleInvoice } = await import('../../api/src/modules/api-docs/api-docs.catalog.js');
const { businessDay } = await import('../../api/src/modules/invoices/document-validation.js');
const { tokenHash } = await import('../../api/src/modules/api-tokens/api-token.service.js');

const COUNT = positive('BENCH_INVOICES', 500);
const REQUESTS = positive('BENCH_REQUESTS', 500);
const CLIENTS = [1, 20];
/** Documents each path sends before the clock starts (connections, compiled code), per row. */
const WARMUP = 40;
const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  REDIS_URL: '',
  QUEUE_PREFIX: `bo_bench_invoices_${process.pid}`,
};
const database = await throwawayDatabase('invoices', base);
setTimeout(() => {
  console.error(`Benchmark abandoned after 360 s; ${database.abandon()}.`);
  process.exit(1);
}, 360_000).unref();

const app = await startApp(
  loadConfig(database.env, {
    port: 0,
    host: '127.0.0.1',
    runWorkers: false,
    parcelRateLimit: PARCEL_BENCH_RATE_LIMIT,
    parcelGuideLimit: PARCEL_BENCH_RATE_LIMIT,
  }),
);
const conn = app.services.orm.em.getConnection();
const [{ emp_codigo: company }] = await conn.execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'andina'`);
// A token written as the staff mutation would (its SHA-256 only).
const token = `isy_bench_${process.pid}_${'x'.repeat(20)}`;
await conn.execute(`insert into tapitoken (emp_codigo, tok_nombre, tok_prefijo, tok_hash) values (?, 'bench', ?, ?)`, [
  company,
  token.slice(0, 12),
  tokenHash(token),
]);
const [{ clp_codigo: clientId }] = await conn.execute<{ clp_codigo: number }[]>(`select clp_codigo from emp_andina.tclipro order by clp_codigo limit 1`);
const today = businessDay();

/**
 * Statements the API sends to PostgreSQL for one request: counted on `pg`'s Client.query (both
 * copies: ours and MikroORM's), in this process where the API runs.
 */
async function statementsOf(send: () => Promise<unknown>): Promise<number> {
  const require = createRequire(import.meta.url);
  const copies = [...new Set([require.resolve('pg'), require.resolve('pg', { paths: [require.resolve('@mikro-orm/postgresql')] })])];
  let count = 0;
  const restore = copies.map((path) => {
    const proto = (require(path) as { Client: { prototype: { query: (...args: unknown[]) => unknown } } }).Client.prototype;
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      count++;
      return query.apply(this, args);
    };
    return () => (proto.query = query);
  });
  try {
    await send();
  } finally {
    for (const undo of restore) undo();
  }
  return count;
}

function run(job: Record<string, unknown>): Promise<{ documents: number; errors: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    // The job goes over the IPC channel: as an argument, 200 documents pass the kernel's 128 KiB limit (E2BIG).
    const child = fork(fileURLToPath(new URL('./invoices-load.mjs', import.meta.url)), [], { execArgv: [] });
    child.once('message', (m: { type: string; result: { documents: number; errors: number; seconds: number } }) => resolve(m.result));
    child.send(job);
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load exited ${code}`)));
  });
}

const post = (body: unknown) =>
  fetch(`${app.url}/rest/facturacion/factura/${company}?opc=save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).then((r) => r.json());
// Warm (token last use written, company known), then one new invoice and its retry.
await post(sampleInvoice(today, `count-warm-${process.pid}`));
const counted = sampleInvoice(today, `count-${process.pid}`);
const statements = { created: await statementsOf(() => post(counted)), retried: await statementsOf(() => post(counted)) };

const rows: Array<{ clients: number; api: number; apiErrors: number; raw: number | null }> = [];
for (const clients of CLIENTS) {
  const bodies = Array.from({ length: COUNT }, (_, i) => sampleInvoice(today, `bench-${clients}-${i}-${process.pid}`));
  const warmup = Array.from({ length: WARMUP }, (_, i) => sampleInvoice(today, `warm-${clients}-${i}-${process.pid}`));
  const api = await run({ kind: 'http', url: `${app.url}/rest/facturacion/factura/${company}?opc=save`, token, bodies, warmup, clients });
  let raw: number | null = null;
  if (database.onServer) {
    const sample = sampleInvoice(today);
    const lines = sample.detalle.map((l, n) => ({
      n: n + 1,
      codigo: l.art_codigo,
      descri: l.art_descri,
      cantidad: l.det_cantidad,
      precio: l.det_precio,
      descuento: l.det_descuento,
      subtotal: l.det_subtotal,
      iva_codigo: l.iva_codigo,
      iva: l.det_iva,
    }));
    const keyPrefix = `${today.slice(8, 10)}${today.slice(5, 7)}${today.slice(0, 4)}99179245613400120010${clients}`;
    const sqlRow = (key: string) => ({
      key,
      date: today,
      clientId,
      subtotal: sample.trn_subtotal,
      iva: sample.trn_iva,
      total: sample.trn_total,
      lines,
      keyPrefix: keyPrefix.slice(0, 31),
    });
    const sqlRows = Array.from({ length: COUNT }, (_, i) => sqlRow(`raw-${clients}-${i}`));
    const sqlWarmup = Array.from({ length: WARMUP }, (_, i) => sqlRow(`raw-warm-${clients}-${i}`));
    const result = await run({ kind: 'sql', databaseUrl: database.env.DATABASE_URL, schema: 'emp_andina', rows: sqlRows, warmup: sqlWarmup, clients });
    raw = result.documents / result.seconds;
  }
  rows.push({ clients, api: api.documents / api.seconds, apiErrors: api.errors, raw });
}

console.log(`\nInvoice API on ${database.label}, ${COUNT} documents per row (2 lines each)`);
console.log('clients | API documents/s | errors | raw inserts/s | API/raw');
for (const r of rows)
  console.log(
    `${String(r.clients).padStart(7)} | ${r.api.toFixed(1).padStart(15)} | ${String(r.apiErrors).padStart(6)} | ${r.raw === null ? '     (no server)' : r.raw.toFixed(1).padStart(13)} | ${r.raw === null ? '-' : (r.api / r.raw).toFixed(2)}`,
  );
for (const r of rows) if (r.raw !== null) console.log(`ratio c=${r.clients} ${(r.api / r.raw).toFixed(2)}`);
const [{ n }] = await conn.execute<{ n: number }[]>(
  `select count(distinct trn_compro)::int as n from emp_andina.ttransaccion where tra_codigo = 1 and trn_codigo in (select trn_codigo from emp_andina.tdocapi where dap_clave like 'bench-%')`,
);
console.log(`API documents stored with distinct numbers: ${n}`);
console.log(`Statements sent to PostgreSQL: ${statements.created} for a new invoice, ${statements.retried} for its retry`);
const parcels = await measureParcelSearch(app.url, (sql, params = []) => conn.execute(sql, params), REQUESTS);
printParcelSearch(parcels, `\nPublic parcel search on the same app, ${REQUESTS} sequential requests per row (ms)`);
await app.close();
await database.drop();
process.exit(0);
