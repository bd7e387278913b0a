/**
 * Reports benchmark (issue 15): one report of BENCH_ROWS rows (100000) run through GraphQL
 * (runReport) and through REST (/rest/reportes/{code}?opc=search), beside calling the same SQL
 * function directly with pg; prints the medians and the ratio direct / API (goal ≥ 0.5). Then the
 * same for a BENCH_SMALL_ROWS (10000) report: the API part of the time to the first row on the screen.
 * Last, the whole time to the first row on the screen for that report in headless Chromium
 * (/usr/bin/chromium through playwright-core): /consultas/1 (the bench report is a module-1 report of
 * the company's catalog, tinforme), company, report and referente (the row count) chosen, from
 * the click on Consultar to the frame where the grid's first data row is visible; web/dist is
 * built first when missing (the API serves it).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/reports.bench.ts
 *
 * Needs PostgreSQL (DATABASE_URL): a throwaway database `bo_bench_rep_<pid>`, dropped at the end.
 * Overrides: BENCH_ROWS (100000), BENCH_SMALL_ROWS (10000), BENCH_ROUNDS (5), BENCH_TIME_LIMIT (300 s).
 * Only 127.0.0.1 is loaded (the API runs in this process). Nothing is asserted.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { throwawayDatabase } from './bench-database.js';
import { positive } from './bench-options.js';
import { ensureWebBuild, launch, signIn, timeFirstRow, type ScreenRun } from './report-screen.js';

if (!process.env.SWC_NODE_PROJECT || !process.env.DATABASE_URL) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json and DATABASE_URL (PostgreSQL).');
  process.exit(1);
}
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');
const { SESSION_COOKIE } = await import('../../api/src/graphql/context.js');

const ROWS = positive('BENCH_ROWS', 100_000);
const SMALL = positive('BENCH_SMALL_ROWS', 10_000);
const ROUNDS = positive('BENCH_ROUNDS', 5);
const LIMIT_S = positive('BENCH_TIME_LIMIT', 300);

ensureWebBuild();
const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  QUEUE_PREFIX: `bo_bench_rep_${process.pid}`,
};
delete base.REDIS_URL;
const database = await throwawayDatabase('rep', base);
setTimeout(() => {
  console.error(`Benchmark abandoned after ${LIMIT_S} s; ${database.abandon()}.`);
  process.exit(1);
}, LIMIT_S * 1000).unref();

const app = await startApp(loadConfig(database.env, { port: 0, host: '127.0.0.1' }));
const direct = new pg.Client({ connectionString: database.env.DATABASE_URL });
await direct.connect();

try {
  const {
    rows: [company],
  } = await direct.query<{ id: number; name: string }>(
    "select emp_codigo as id, emp_razons as name from tempresa where emp_esquemadb = 'emp_andina' order by 1 limit 1",
  );
  // A report function of n generated rows over the company's clients: text, date, integer, numeric.
  await direct.query(`create function emp_andina.inf_bench(desde date, hasta date, clp_codigo int default null)
    returns table (n int, fecha date, cliente text, documentos int, valor numeric) language sql stable as
    $$ select g, desde + (g % 365), 'CLIENTE ' || (g % 500), g % 7, round((g * 7919 % 100000) / 100.0, 2)
         from generate_series(1, coalesce(clp_codigo, 0)) g $$`);
  const code = async (rows: number) => {
    const {
      rows: [r],
    } = await direct.query<{ c: number }>(
      `insert into emp_andina.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo, inf_asocia) values ('Bench ${rows}', 'inf_bench', 1, 1, '0000010000000') returning inf_codigo as c`,
    );
    const {
      rows: [v],
    } = await direct.query<{ v: number }>(`insert into emp_andina.tvistainf (inf_codigo, vin_especi) values ($1, 'Bench') returning vin_codigo as v`, [r!.c]);
    await direct.query(
      `insert into emp_andina.tdetinforme (vin_codigo, di_column, di_orden, di_descri, di_total) values ($1, 'n', 1, 'N', 'CONT'), ($1, 'fecha', 2, 'Fecha', 'F'), ($1, 'cliente', 3, 'Cliente', 'F'), ($1, 'documentos', 4, 'Documentos', 'T'), ($1, 'valor', 5, 'Valor', 'T')`,
      [v!.v],
    );
    return r!.c;
  };
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

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  async function time(run: () => Promise<number>): Promise<{ ms: number; rows: number }> {
    await run(); // warm-up
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      rows = await run();
      times.push(performance.now() - t);
    }
    return { ms: median(times), rows };
  }

  for (const size of [ROWS, SMALL]) {
    const report = await code(size);
    const sqlDirect = await time(async () => (await direct.query(`select * from emp_andina.inf_bench('2026-01-01', '2026-12-31', $1)`, [size])).rowCount ?? 0);
    const graphql = await time(async () => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          query:
            'query ($c: Int, $code: Int!, $f: ReportFormInput) { runReport(companyId: $c, code: $code, form: $f) { rowCount columns { name type } rows } }',
          variables: { c: company!.id, code: report, f: { from: '2026-01-01', to: '2026-12-31', referenteId: size } },
        }),
      });
      const body = (await res.json()) as { data?: { runReport: { rows: unknown[] } }; errors?: { message: string }[] };
      if (!body.data) throw new Error(body.errors?.[0]?.message ?? 'sin datos');
      return body.data.runReport.rows.length;
    });
    const rest = await time(async () => {
      const res = await fetch(`${app.url}/rest/reportes/${report}?opc=search&emp_codigo=${company!.id}&desde=01/01/2026&hasta=31/12/2026&clp_codigo=${size}`, {
        headers: { cookie },
      });
      const body = (await res.json()) as { datos?: unknown[]; msg?: string };
      if (!body.datos) throw new Error(body.msg ?? 'sin datos');
      return body.datos.length;
    });
    console.log(`\nInforme de ${size} filas (${database.label}), mediana de ${ROUNDS} corridas:`);
    console.log(`  SQL directo (pg)      ${sqlDirect.ms.toFixed(1).padStart(8)} ms  ${sqlDirect.rows} filas`);
    console.log(
      `  GraphQL runReport     ${graphql.ms.toFixed(1).padStart(8)} ms  ${graphql.rows} filas  razón directo/API ${(sqlDirect.ms / graphql.ms).toFixed(2)}`,
    );
    console.log(`  REST opc=search       ${rest.ms.toFixed(1).padStart(8)} ms  ${rest.rows} filas  razón directo/API ${(sqlDirect.ms / rest.ms).toFixed(2)}`);
  }

  // The screen: /consultas/1 runs 'Bench <SMALL>' (created above) with the referente = row count.
  const browser = await launch();
  try {
    const page = await signIn(browser, app.url);
    const target = { url: app.url, module: '1', company: company!.name, report: `Bench ${SMALL}`, fields: { 'Referente (código)': String(SMALL) } };
    await timeFirstRow(page, target); // warm-up: the screen's code and the grid's chunks load once
    const runs: ScreenRun[] = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await timeFirstRow(page, target));
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const p50 = (pick: (r: ScreenRun) => number) => median(runs.map(pick));
    console.log(`\nPantalla /consultas/1, Chromium sin cabeza, ${ROUNDS} corridas tras una de calentamiento (${runs[0]!.summary.trim()}):`);
    console.log(
      `  primera fila en pantalla ${SMALL.toLocaleString('es-EC')} filas: p50 ${ms(p50((r) => r.firstRow))}  (mín ${ms(Math.min(...runs.map((r) => r.firstRow)))}, máx ${ms(Math.max(...runs.map((r) => r.firstRow)))})`,
    );
    console.log(
      `  de ellos, hasta el fin de la respuesta GraphQL: p50 ${ms(p50((r) => r.network))}; en el navegador después: p50 ${ms(p50((r) => r.firstRow - r.network))}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await direct.end();
  await app.close();
  await database.drop();
}
