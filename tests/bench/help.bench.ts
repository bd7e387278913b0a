/**
 * Help search benchmark (issue 19): latency of the public search (GraphQL helpSearch, Spanish
 * full-text, accent-insensitive, prefix, ranked, highlighted) over BENCH_HELP_DOCS extra help
 * documents, beside the same tsquery SQL (searchSql, the statement the API runs) sent directly to
 * PostgreSQL with `pg`.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/help.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_help_<pid>`, dropped at the end; unset: embedded
 * PGlite (no direct SQL column then). One client, sequential requests, only 127.0.0.1.
 *
 * Overrides: BENCH_HELP_DOCS (10000), BENCH_HELP_ROUNDS (rounds over the queries, 20),
 * BENCH_TIME_LIMIT (300 s). Prints p50/p99 per query kind and the ratio api/sql; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchApp } from './bench-app.js';
import { positive } from './bench-options.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { searchSql, searchWords, SEARCH_LIMIT_DEFAULT } = await import('../../api/src/modules/help/search.service.js');

const DOCS = positive('BENCH_HELP_DOCS', 10_000);
const ROUNDS = positive('BENCH_HELP_ROUNDS', 20);
const LIMIT_S = positive('BENCH_TIME_LIMIT', 300);

const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  QUEUE_PREFIX: `bo_bench_help_${process.pid}`,
};
delete base.REDIS_URL;
const { database, app, conn } = await benchApp('help', base, LIMIT_S);

// DOCS documents spread over the seeded sub-topics, titles built from a Spanish vocabulary.
const t0 = performance.now();
await conn.execute(
  `
  insert into thelpdoc (hdo_descrip, hte_codigo, hdo_orden, hdo_tipo, hdo_urlline)
  select (array['Guía de','Manual de','Cómo configurar la','Errores frecuentes de la','Reporte de','Proceso de'])[1 + i % 6] || ' ' ||
         (array['facturación electrónica','retención en la fuente','nómina mensual','inventario valorado','contabilidad general',
                'firma electrónica','declaración del IVA','encomiendas y guías','cierre de caja','notas de crédito','anexo transaccional',
                'importación de productos','cuentas por cobrar','conciliación bancaria','activos fijos'])[1 + (i / 6) % 15] || ' ' || i,
         (select hte_codigo from thelptema where hte_parent is not null order by hte_codigo offset (i % 16) limit 1),
         1000 + i, 'L', 'https://isyplus.ec/ayuda/' || i
    from generate_series(1, ?) as i`,
  [DOCS],
);
await conn.execute('analyze thelpdoc');
console.log(`help bench: ${DOCS} documents inserted in ${Math.round(performance.now() - t0)} ms on ${database.label}`);

const QUERIES: Array<[string, string]> = [
  ['word', 'facturacion'],
  ['stem', 'retenciones'],
  ['prefix', 'concil'],
  ['two words', 'firma electronica'],
  ['rare', 'anexo transaccional 4321'],
  ['none', 'zzqxw'],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => n.toFixed(2).padStart(7);

async function apiSearch(text: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($t: String!) { helpSearch(text: $t) { totalCount warning hits { kind id title titleHighlighted snippetHighlighted rank } } }',
      variables: { t: text },
    }),
  });
  const body = (await res.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return performance.now() - start;
}

const sqlClient = database.onServer ? new pg.Client({ connectionString: database.env.DATABASE_URL }) : null;
await sqlClient?.connect();
async function sqlSearch(text: string): Promise<number> {
  const { sql, params } = searchSql(searchWords(text), null, SEARCH_LIMIT_DEFAULT);
  let n = 0;
  const text$ = sql.replace(/\?/g, () => `$${++n}`);
  const start = performance.now();
  await sqlClient!.query(text$, params);
  return performance.now() - start;
}

try {
  for (const [, q] of QUERIES) (await apiSearch(q), sqlClient && (await sqlSearch(q))); // warm-up
  console.log(`\n${'query'.padEnd(12)} ${'api p50'.padStart(7)} ${'api p99'.padStart(7)} ${'sql p50'.padStart(7)} ${'sql p99'.padStart(7)}  ratio p50`);
  const allApi: number[] = [];
  const allSql: number[] = [];
  for (const [name, q] of QUERIES) {
    const api: number[] = [];
    const sql: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      api.push(await apiSearch(q));
      if (sqlClient) sql.push(await sqlSearch(q));
    }
    api.sort((a, b) => a - b);
    sql.sort((a, b) => a - b);
    allApi.push(...api);
    allSql.push(...sql);
    const ratio = sql.length ? (percentile(api, 50) / percentile(sql, 50)).toFixed(2) : '-';
    console.log(
      `${name.padEnd(12)} ${ms(percentile(api, 50))} ${ms(percentile(api, 99))} ${sql.length ? ms(percentile(sql, 50)) : '      -'} ${sql.length ? ms(percentile(sql, 99)) : '      -'}  ${ratio}`,
    );
  }
  allApi.sort((a, b) => a - b);
  allSql.sort((a, b) => a - b);
  console.log(`\np50 api ${percentile(allApi, 50).toFixed(2)} ms`);
  console.log(`p99 api ${percentile(allApi, 99).toFixed(2)} ms (goal < 30 ms)`);
  if (allSql.length) {
    console.log(`p50 sql ${percentile(allSql, 50).toFixed(2)} ms`);
    console.log(`p99 sql ${percentile(allSql, 99).toFixed(2)} ms`);
    console.log(`ratio p50 ${(percentile(allApi, 50) / percentile(allSql, 50)).toFixed(2)}`);
    console.log(`ratio p99 ${(percentile(allApi, 99) / percentile(allSql, 99)).toFixed(2)}`);
  }
} finally {
  await sqlClient?.end();
  await app.close();
  await database.drop();
}
process.exit(0);
