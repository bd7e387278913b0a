import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { sleep, waitFor, type Managed } from './support/processes.js';
import { companyRows, companyWorkbook, createdRowsOf, uploadSheet } from './support/spreadsheet.js';
import { UsageLoad, type Recorder } from './support/usage-load.js';

const present = faultsAvailable();
const ROWS = 80;
const PREFIX = 'ipg';
const TERMINATE_ROWS = 60;
const RUC = demoRuc(DEMO_COMPANIES.find((c) => c.accessCode === 'andina')!);
const RETRY = `mutation ($hash: String!) { retryCompanyImport(hash: $hash) { state attempt canRetry } }`;

let cluster: FaultCluster;
let rest: Recorder;
let graphql: Recorder;
let worker: Managed;

beforeAll(async () => {
  if (!present) return;
  cluster = new FaultCluster();
  await cluster.start();
  // A short reconcile: an import whose job failed while the database was down is marked 'fallida' soon.
  const env = { IMPORT_RECONCILE_SECONDS: '2' };
  const api1: AppProcess = await cluster.startApi(env);
  let api2: AppProcess;
  [api2, worker] = await Promise.all([cluster.startApi({ ...env, SEED_DEMO: 'false' }), cluster.startWorker(env)]);
  rest = { client: new ApiClient(api1.url), via: 'rest' };
  graphql = { client: new ApiClient(api2.url), via: 'graphql' };
  await Promise.all([rest.client.login('admin', TEST_PASSWORD), graphql.client.login('admin', TEST_PASSWORD)]);
});
afterAll(async () => cluster?.destroy());

const createdRows = (hash: string) => createdRowsOf(cluster, hash);

async function importState(hash: string): Promise<{ imp_estado: string; imp_intento: number; imp_codigo: string | null }> {
  const [row] = await cluster.sql<{ imp_estado: string; imp_intento: number; imp_codigo: string | null }>(
    `select imp_estado, imp_intento, imp_codigo from timportacion_empresa where imp_hash = $1`,
    [hash],
  );
  return row!;
}

/** How long the sessions are terminated, and how often. */
const STORM_MS = 5000;
const STORM_EVERY_MS = 400;

/**
 * Terminates, every STORM_EVERY_MS while `going()` holds (STORM_MS at most), the sessions of the
 * API and the worker: the client backends of user postgres without an application name (this
 * test's own session has one).
 */
async function terminateStorm(going: () => Promise<boolean>): Promise<{ rounds: number; terminated: number }> {
  const client = new pg.Client({ connectionString: cluster.postgres.url, application_name: 'faults-terminador' });
  await client.connect();
  let rounds = 0;
  let terminated = 0;
  try {
    const until = Date.now() + STORM_MS;
    while (Date.now() < until && (await going())) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
          where backend_type = 'client backend' and usename = 'postgres' and application_name = '' and datname = current_database() and pid <> pg_backend_pid()`,
      );
      rounds++;
      terminated += rows[0]!.n;
      await sleep(STORM_EVERY_MS);
    }
  } finally {
    await client.end();
  }
  return { rounds, terminated };
}

describe.skipIf(!present)('PostgreSQL faults in the middle of spreadsheet imports', () => {
  it(
    'PostgreSQL stopped 5 s during an 80-row import and package usage: every row is created exactly once, the ledger equals the acknowledged units, the import finishes by itself or after one retry',
    { timeout: 240_000 },
    async () => {
      const rows = companyRows(PREFIX, ROWS);
      const hash = await uploadSheet(graphql.client, await companyWorkbook(rows));
      const load = new UsageLoad(RUC, PREFIX);
      load.start([rest, graphql]);
      await waitFor('la carga y el uso avanzan', async () => load.acknowledged.size >= 20 && (await createdRows(hash)) >= 10, 120_000, 100);
      const atStop = await createdRows(hash);

      cluster.postgres.stop('fast');
      const stoppedAt = Date.now();
      try {
        await sleep(5000 - (Date.now() - stoppedAt));
      } finally {
        await cluster.postgres.start();
      }
      const probe = new UsageLoad(RUC, 'sonda');
      await waitFor(
        'las dos instancias registran de nuevo',
        async () => (await probe.record(rest, `sonda-${Date.now()}`, 1)) && (await probe.record(graphql, `sonda-${Date.now()}-g`, 1)),
        30_000,
        100,
      );
      await load.stop();

      // Usage: the calls that failed are sent again with their reference; none is counted twice.
      expect(await load.retryUnacknowledged(rest)).toBe(0);
      const [ledger] = await cluster.sql<{ units: number; refs: number }>(
        `select coalesce(sum(uso_cantidad), 0)::int as units, count(distinct uso_referencia)::int as refs from tconexion_uso where rucempresa = $1 and uso_referencia like $2`,
        [RUC, `${PREFIX}-%`],
      );
      expect(ledger).toEqual({ units: load.acknowledgedUnits(), refs: load.acknowledged.size });

      // The import ends by itself (the row retries and the queue's attempts), or is retried once.
      let ended = await waitFor(
        'la carga termina o falla',
        async () => {
          const state = await importState(hash);
          return state.imp_estado === 'terminada' || state.imp_estado === 'fallida' ? state : undefined;
        },
        180_000,
        250,
      );
      let how = 'sola';
      if (ended.imp_estado === 'fallida') {
        how = `tras un reintento (falló con ${ended.imp_codigo})`;
        const retried = await graphql.client.graphql<{ retryCompanyImport: { state: string; attempt: number } }>(RETRY, { hash });
        expect(retried.errors).toBeUndefined();
        expect(retried.data!.retryCompanyImport).toMatchObject({ state: 'IN_PROGRESS', attempt: ended.imp_intento + 1 });
        ended = await waitFor(
          'la carga reintentada termina',
          async () => {
            const state = await importState(hash);
            return state.imp_estado === 'en_proceso' ? undefined : state;
          },
          180_000,
          250,
        );
      }
      console.log(
        `[faults] carga de ${ROWS} filas con PostgreSQL detenido 5 s (${atStop} creadas al detenerlo): terminó ${how}, intento ${ended.imp_intento}; uso: ${load.acknowledged.size} llamadas confirmadas, ${load.failures.rest + load.failures.graphql} fallidas`,
      );
      expect(ended.imp_estado).toBe('terminada');

      const [states] = await cluster.sql<{ creadas: number; otras: number }>(
        `select count(*) filter (where imf_estado = 'creada')::int as creadas, count(*) filter (where imf_estado <> 'creada')::int as otras from timportacion_fila where imp_hash = $1`,
        [hash],
      );
      expect(states).toEqual({ creadas: ROWS, otras: 0 });
      const [companies] = await cluster.sql<{ n: number; rucs: number; creacion: number; esquemas: number }>(
        `select count(*)::int as n, count(distinct emp_ruc)::int as rucs,
              (select count(*)::int from tempresa_creacion where imp_hash = $1) as creacion,
              (select count(*)::int from information_schema.schemata where schema_name in (select emp_esquemadb from tempresa where emp_coding like $2)) as esquemas
         from tempresa where emp_coding like $2`,
        [hash, `${PREFIX}%`],
      );
      expect(companies).toEqual({ n: ROWS, rucs: ROWS, creacion: ROWS, esquemas: ROWS });
    },
  );

  it(
    'pg_terminate_backend on the sessions of the API instances and the worker during a 60-row import: no row fails for it, each company is created once',
    { timeout: 180_000 },
    async () => {
      const rows = companyRows('ter', TERMINATE_ROWS);
      const hash = await uploadSheet(graphql.client, await companyWorkbook(rows));
      await waitFor('la carga empezó', async () => (await createdRows(hash)) >= 5, 120_000, 100);
      const from = worker.lines.length;
      // The storm lasts as long as the import runs, so that it reaches rows being created.
      const storm = await terminateStorm(async () => (await createdRows(hash)) < TERMINATE_ROWS);
      const atEnd = await createdRows(hash);
      expect(storm.terminated).toBeGreaterThan(0);

      const ended = await waitFor(
        'la carga termina',
        async () => {
          const [row] = await cluster.sql<{ imp_estado: string }>(`select imp_estado from timportacion_empresa where imp_hash = $1`, [hash]);
          return row!.imp_estado === 'en_proceso' ? undefined : row!.imp_estado;
        },
        150_000,
        250,
      );
      const [states] = await cluster.sql<{ creadas: number; fallidas: number; pendientes: number }>(
        `select count(*) filter (where imf_estado = 'creada')::int as creadas, count(*) filter (where imf_estado = 'fallida')::int as fallidas,
              count(*) filter (where imf_estado = 'pendiente')::int as pendientes
         from timportacion_fila where imp_hash = $1`,
        [hash],
      );
      expect({ ended, ...states }).toEqual({ ended: 'terminada', creadas: TERMINATE_ROWS, fallidas: 0, pendientes: 0 });
      const [companies] = await cluster.sql<{ n: number; rucs: number; creacion: number }>(
        `select count(*)::int as n, count(distinct emp_ruc)::int as rucs, (select count(*)::int from tempresa_creacion where imp_hash = $1) as creacion
         from tempresa where emp_coding like $2`,
        [hash, 'ter%'],
      );
      expect(companies).toEqual({ n: TERMINATE_ROWS, rucs: TERMINATE_ROWS, creacion: TERMINATE_ROWS });
      // The storm reached the import's own work (the row retries say so), not only idle sessions.
      const retried = worker.lines.slice(from).filter((l) => l.includes('"evento":"carga","codigo":"REINTENTO"') && l.includes(hash)).length;
      console.log(
        `[faults] pg_terminate_backend: ${storm.terminated} sesiones terminadas en ${storm.rounds} rondas; ${atEnd} de ${TERMINATE_ROWS} filas creadas al terminar; ${retried} reintentos de la carga`,
      );
      expect(retried).toBeGreaterThan(0);
    },
  );
});
