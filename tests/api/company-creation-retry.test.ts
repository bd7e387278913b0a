import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext, JobHandler } from '../../api/src/jobs/queue.js';
import { registerCreationJobs, runImport } from '../../api/src/modules/company-creation/creation.jobs.js';
import { IMPORT_JOB } from '../../api/src/modules/company-creation/import-store.js';
import { ApiClient } from '../support/client.js';
import { goodRow, workbook } from '../support/company-sheet.js';
import { available, DATABASE_URL, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

const QUEUE_DOWN = 'El servicio de procesos no está disponible; intente nuevamente en unos minutos';
const DB_DOWN = 'La base de datos no estuvo disponible; las filas pendientes se conservan: use Reintentar';

const FIELDS = `hash jobId total valid errors created failed pending resubmitted state attempt failure failureCode canRetry
  rows { row status field message companyId values { column value } }`;
const SUBMIT = `mutation ($input: CompanySpreadsheetInput!) { createCompaniesFromSpreadsheet(input: $input) { ${FIELDS} } }`;
const IMPORT = `query ($hash: String!) { companyImport(hash: $hash) { ${FIELDS} } }`;
const RETRY = `mutation ($hash: String!) { retryCompanyImport(hash: $hash) { ${FIELDS} } }`;

interface Row {
  row: number;
  status: string;
  field: string | null;
  message: string | null;
  companyId: number | null;
  values: Array<{ column: string; value: string }>;
}
interface Import {
  hash: string;
  jobId: string;
  total: number;
  valid: number;
  errors: number;
  created: number;
  failed: number;
  pending: number;
  resubmitted: boolean;
  state: string;
  attempt: number;
  failure: string | null;
  failureCode: string | null;
  canRetry: boolean;
  rows: Row[];
}

const sql = async <T = Record<string, unknown>>(server: TestServer, text: string, params: unknown[] = []) =>
  server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const count = async (server: TestServer, text: string, params: unknown[] = []) =>
  (await sql<{ n: number }>(server, `select count(*)::int as n from ${text}`, params))[0].n;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function submit(client: ApiClient, content: Buffer) {
  return client.graphql<{ createCompaniesFromSpreadsheet: Import }>(SUBMIT, {
    input: { versionId: 1, fileName: 'empresas.xlsx', contentBase64: content.toString('base64') },
  });
}

async function readImport(client: ApiClient, hash: string): Promise<Import> {
  const result = await client.graphql<{ companyImport: Import }>(IMPORT, { hash });
  if (result.errors) throw new Error(result.errors[0].message);
  return result.data!.companyImport;
}

/** Polls the import until `done` holds (the job runs in the background); fails after ~40 s. */
async function until(client: ApiClient, hash: string, done: (i: Import) => boolean): Promise<Import> {
  let last: Import | undefined;
  for (let i = 0; i < 400; i++) {
    last = await readImport(client, hash);
    if (done(last)) return last;
    await sleep(100);
  }
  throw new Error(`la carga no llegó al estado esperado: ${JSON.stringify({ state: last?.state, created: last?.created, pending: last?.pending })}`);
}

/**
 * The import job as a worker that dies while it works: the real job, whose progress report
 * throws the database's connection error once `rows` rows are done, on every attempt.
 */
function crashAfter(server: TestServer, rows: number): void {
  const handler: JobHandler<{ hash: string; attempt?: number }> = (data, job) => {
    const crashing: JobContext = {
      ...job,
      progress: async (percent, message) => {
        const done = Number(/^(\d+) de/.exec(message ?? '')?.[1] ?? 0);
        if (done >= rows) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        await job.progress(percent, message);
      },
    };
    return runImport(server.services, data.hash, crashing, data.attempt);
  };
  server.services.jobs.register(IMPORT_JOB, handler);
}

/** A job that takes the import and does nothing: it stays 'en_proceso' with its rows pending. */
const idleJob = (server: TestServer) => server.services.jobs.register(IMPORT_JOB, async () => ({ created: 0, failed: 0 }));

function progressEvents(server: TestServer, client: ApiClient, jobId: string) {
  const cookie = client.cookie!;
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const ws = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
  const events: Array<{ state: string; message: string | null; code: string | null }> = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  ws.on('connected', () => setTimeout(ready, 150));
  const failed = new Promise<void>((resolve, reject) => {
    ws.subscribe<{ jobProgress: { state: string; message: string | null; code: string | null } }>(
      { query: 'subscription ($id: String!) { jobProgress(jobId: $id) { state message code } }', variables: { id: jobId } },
      {
        next: ({ data }) => {
          events.push(data!.jobProgress);
          if (data!.jobProgress.state === 'FAILED') resolve();
        },
        error: reject,
        complete: () => {},
      },
    );
  });
  return { events, failed, ready: readyPromise, dispose: () => ws.dispose() };
}

describe('spreadsheet imports that fail and are retried', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new ApiClient(server.url);
    await admin.login('admin', TEST_PASSWORD);
  });
  afterAll(async () => server?.close());

  /** Uploads `rows` with a worker that dies after 2 rows, and waits until the import is 'fallida'. */
  async function failedImport(prefix: string) {
    crashAfter(server, 2);
    const rows = [goodRow(`${prefix}1`), goodRow(`${prefix}2`), goodRow(`${prefix}3`), goodRow(`${prefix}4`)];
    const content = await workbook(rows);
    const hash = createHash('sha256').update(content).digest('hex');
    const progress = progressEvents(server, admin, `crea_empresa_excel.${hash}`);
    await progress.ready;
    const first = await submit(admin, content);
    expect(first.errors).toBeUndefined();
    const failed = await until(admin, hash, (i) => i.state === 'FAILED');
    await progress.failed;
    await progress.dispose();
    registerCreationJobs(server.services);
    return { content, hash, rows, failed, events: progress.events };
  }

  it('a failed import keeps its pending rows and their values, and tells subscribers in Spanish with a code', async () => {
    const { hash, failed, events } = await failedImport('guarda');
    expect(failed).toMatchObject({
      state: 'FAILED',
      attempt: 1,
      created: 2,
      pending: 2,
      failed: 0,
      failure: DB_DOWN,
      failureCode: 'DATABASE_UNAVAILABLE',
      canRetry: true,
    });
    expect(failed.rows.map((r) => [r.row, r.status])).toEqual([
      [8, 'CREATED'],
      [9, 'CREATED'],
      [10, 'PENDING'],
      [11, 'PENDING'],
    ]);
    // What was uploaded is readable after the failure (the passwords are not among it).
    const values = Object.fromEntries(failed.rows[2].values.map((v) => [v.column, v.value]));
    expect(values).toMatchObject({
      ACCESO: 'guarda3',
      RAZON_SOCIAL: 'COMERCIAL GUARDA3 S.A.',
      EMAIL: 'guarda3@empresa.ec',
      PROVINCIA: 'Loja',
      USUARIO: 'admin',
    });
    expect(values.CLAVE).toBeUndefined();
    expect(await count(server, `timportacion_fila where imp_hash = ? and imf_estado = 'pendiente' and imf_datos is not null`, [hash])).toBe(2);
    // Subscribers get the Spanish reason and its code; the connection error stays in the log.
    expect(events.at(-1)).toEqual({ state: 'FAILED', message: DB_DOWN, code: 'DATABASE_UNAVAILABLE' });
    expect(JSON.stringify(events)).not.toContain('ECONNREFUSED');
  });

  it('uploading the same file again runs the rows not done, each company created exactly once', async () => {
    const { content, hash, failed } = await failedImport('resube');
    const again = await submit(admin, content);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createCompaniesFromSpreadsheet).toMatchObject({ hash, resubmitted: true, attempt: 2, jobId: `crea_empresa_excel.${hash}-2` });
    const done = await until(admin, hash, (i) => i.state === 'FINISHED');
    expect(done).toMatchObject({ created: 4, failed: 0, pending: 0, attempt: 2, failure: null, canRetry: false });
    // The two rows created before the failure keep their companies.
    expect(done.rows.slice(0, 2).map((r) => r.companyId)).toEqual(failed.rows.slice(0, 2).map((r) => r.companyId));
    expect(await count(server, `tempresa where emp_coding like 'resube%'`)).toBe(4);
    expect(await count(server, `tempresa_creacion where imp_hash = ?`, [hash])).toBe(4);
    // Once used, the encrypted rows (passwords) are gone.
    expect(await count(server, `timportacion_fila where imp_hash = ? and imf_datos is not null`, [hash])).toBe(0);
  });

  it("'Reintentar' through GraphQL and REST at the same moment starts one attempt and creates every row once", async () => {
    const { hash } = await failedImport('reint');
    const [graphql, rest] = await Promise.all([
      admin.graphql<{ retryCompanyImport: Import }>(RETRY, { hash }),
      admin.rest('POST', '/rest/empresa/talmacen/0?accion=reintenta_excel', { hash }),
    ]);
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.retryCompanyImport).toMatchObject({ hash, attempt: 2 });
    expect(rest.status).toBe(200);
    expect((rest.body.datos as Record<string, unknown>).intento).toBe(2);
    const done = await until(admin, hash, (i) => i.state === 'FINISHED');
    expect(done).toMatchObject({ created: 4, failed: 0, pending: 0, attempt: 2 });
    expect(await count(server, `tempresa where emp_coding like 'reint%'`)).toBe(4);
    expect(await count(server, `tempresa_creacion where imp_hash = ?`, [hash])).toBe(4);
    // Nothing left: a third retry answers the import as it is.
    const third = await admin.graphql<{ retryCompanyImport: Import }>(RETRY, { hash });
    expect(third.data!.retryCompanyImport).toMatchObject({ state: 'FINISHED', attempt: 2, canRetry: false });
  });

  it('a row refused by its own data keeps what was uploaded and runs again with Reintentar', async () => {
    idleJob(server);
    const content = await workbook([goodRow('propia1'), goodRow('propia2')]);
    const hash = createHash('sha256').update(content).digest('hex');
    expect((await submit(admin, content)).errors).toBeUndefined();
    // Another company takes row 9's access code after the upload was checked.
    const [other] = await sql<{ emp_codigo: number; emp_coding: string }>(
      server,
      `select emp_codigo, emp_coding from tempresa where emp_coding not like 'propia%' order by emp_codigo limit 1`,
    );
    await sql(server, `update tempresa set emp_coding = 'propia2' where emp_codigo = ?`, [other.emp_codigo]);
    registerCreationJobs(server.services);
    const outcome = await runImport(server.services, hash, { id: `crea_empresa_excel.${hash}`, lastAttempt: true, progress: async () => {} }, 1);
    expect(outcome).toEqual({ created: 1, failed: 1 });
    const after = await readImport(admin, hash);
    expect(after).toMatchObject({ state: 'FINISHED', created: 1, failed: 1, pending: 0, canRetry: true });
    expect(after.rows[1]).toMatchObject({ row: 9, status: 'FAILED', field: 'ACCESO', message: 'el acceso ya ha sido asignado a otra empreasa' });
    expect(Object.fromEntries(after.rows[1].values.map((v) => [v.column, v.value]))).toMatchObject({
      ACCESO: 'propia2',
      RAZON_SOCIAL: 'COMERCIAL PROPIA2 S.A.',
    });
    expect(await count(server, `timportacion_fila where imp_hash = ? and imf_fila = 9 and imf_datos is not null`, [hash])).toBe(1);

    await sql(server, `update tempresa set emp_coding = ? where emp_codigo = ?`, [other.emp_coding, other.emp_codigo]);
    const retried = await admin.graphql<{ retryCompanyImport: Import }>(RETRY, { hash });
    expect(retried.errors).toBeUndefined();
    const done = await until(admin, hash, (i) => i.state === 'FINISHED' && i.pending === 0 && i.attempt === 2);
    expect(done).toMatchObject({ created: 2, failed: 0 });
    expect(await count(server, `tempresa where emp_coding like 'propia%'`)).toBe(2);
  });

  it('a connection terminated while a row is being created is retried and the row is created once', async () => {
    if (!available('PostgreSQL (DATABASE_URL) para terminar conexiones', !!DATABASE_URL)) return;
    const blocker = new pg.Client({ connectionString: server.services.config.databaseUrl });
    await blocker.connect();
    try {
      // Holds the row's insert into tempresa_creacion so its connection can be terminated mid-row.
      await blocker.query('begin');
      await blocker.query('lock table tempresa_creacion in exclusive mode');
      const content = await workbook([goodRow('corte1')]);
      const hash = createHash('sha256').update(content).digest('hex');
      expect((await submit(admin, content)).errors).toBeUndefined();
      let pid: number | undefined;
      for (let i = 0; i < 300 && !pid; i++) {
        // Inside a transaction the activity view is a snapshot: take a fresh one each time.
        await blocker.query('select pg_stat_clear_snapshot()');
        const waiting = await blocker.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query ilike '%insert into tempresa_creacion%'`,
        );
        pid = waiting.rows[0]?.pid;
        if (!pid) await sleep(100);
      }
      expect(pid).toBeTypeOf('number');
      const killed = await blocker.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid]);
      expect(killed.rows[0].ok).toBe(true);
      await blocker.query('commit');
      const done = await until(admin, hash, (i) => i.state === 'FINISHED');
      expect(done).toMatchObject({ created: 1, failed: 0, pending: 0 });
      expect(done.rows[0]).toMatchObject({ status: 'CREATED', message: 'Empresa creada' });
      expect(await count(server, `tempresa where emp_coding = 'corte1'`)).toBe(1);
      expect(await count(server, `information_schema.schemata where schema_name like 'emp_corte1%'`)).toBe(1);
      // The dropped connection went back to the pool (discarded), not kept checked out forever.
      const pool = await (server.services.orm.em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();
      expect(pool.totalCount - pool.idleCount).toBe(0);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await blocker.end();
    }
  });
});

describe('imports left running without a job', () => {
  let server: TestServer;
  let admin: ApiClient;
  // On Redis, a database index of its own: this test flushes it.
  const redisDb5 = REDIS_URL ? `${REDIS_URL.replace(/\/\d*$/, '')}/5` : undefined;

  beforeAll(async () => {
    server = await startTestServer({ overrides: { importReconcileSeconds: 1 }, env: redisDb5 ? { REDIS_URL: redisDb5 } : {} });
    admin = new ApiClient(server.url);
    await admin.login('admin', TEST_PASSWORD);
  });
  afterAll(async () => server?.close());

  it('are queued again by the periodic reconcile and finish, each row once', async () => {
    idleJob(server);
    const content = await workbook([goodRow('huerfana1'), goodRow('huerfana2'), goodRow('huerfana3')]);
    const hash = createHash('sha256').update(content).digest('hex');
    expect((await submit(admin, content)).errors).toBeUndefined();
    const stuck = await until(admin, hash, (i) => i.state === 'IN_PROGRESS');
    expect(stuck).toMatchObject({ pending: 3, attempt: 1 });
    // Redis loses the queue (a flush, or a restart without persistence).
    if (redisDb5) {
      const redis = new Redis(redisDb5);
      await redis.flushdb();
      redis.disconnect();
    }
    registerCreationJobs(server.services);
    await sql(server, `update timportacion_empresa set imp_actualizado = now() - interval '1 minute' where imp_hash = ?`, [hash]);
    const done = await until(admin, hash, (i) => i.state === 'FINISHED');
    expect(done).toMatchObject({ created: 3, failed: 0, pending: 0, attempt: 2 });
    expect(await count(server, `tempresa where emp_coding like 'huerfana%'`)).toBe(3);
  });

  it('fail the rows whose data is gone with a Spanish message instead of staying en proceso', async () => {
    idleJob(server);
    const content = await workbook([goodRow('sindatos1')]);
    const hash = createHash('sha256').update(content).digest('hex');
    expect((await submit(admin, content)).errors).toBeUndefined();
    await until(admin, hash, (i) => i.state === 'IN_PROGRESS');
    registerCreationJobs(server.services);
    await sql(server, `update timportacion_fila set imf_datos = null where imp_hash = ?`, [hash]);
    await sql(server, `update timportacion_empresa set imp_actualizado = now() - interval '1 minute', imp_intento = 5 where imp_hash = ?`, [hash]);
    const done = await until(admin, hash, (i) => i.state === 'FINISHED');
    expect(done).toMatchObject({ created: 0, failed: 1, pending: 0 });
    expect(done.rows[0]).toMatchObject({ status: 'FAILED', message: 'Los datos de esta fila ya no están disponibles; vuelva a cargar el archivo' });
  });
});

describe('uploads while the queue (Redis) is unreachable', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    server = await startTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${closed}` }, overrides: { runWorkers: false } });
    admin = new ApiClient(server.url);
    await admin.login('admin', TEST_PASSWORD);
  });
  afterAll(async () => server?.close());

  it('answers the Spanish refusal within the timeout and keeps the upload, pending, to be retried', async () => {
    const content = await workbook([goodRow('sincola1'), goodRow('sincola2')]);
    const hash = createHash('sha256').update(content).digest('hex');
    const result = await submit(admin, content);
    expect(result.data).toBeNull();
    expect(result.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[QUEUE_DOWN, 'CONFLICT']]);
    const kept = await readImport(admin, hash);
    expect(kept).toMatchObject({ state: 'PENDING', attempt: 1, created: 0, pending: 2, failure: QUEUE_DOWN, failureCode: 'QUEUE_UNAVAILABLE', canRetry: true });
    expect(Object.fromEntries(kept.rows[0].values.map((v) => [v.column, v.value]))).toMatchObject({ ACCESO: 'sincola1' });
    expect(await count(server, `timportacion_fila where imp_hash = ? and imf_datos is not null`, [hash])).toBe(2);
    // Reintentar while the queue is still down: the same refusal, the rows still kept.
    const retried = await admin.graphql<{ retryCompanyImport: Import }>(RETRY, { hash });
    expect(retried.errors?.map((e) => e.message)).toEqual([QUEUE_DOWN]);
    expect(await readImport(admin, hash)).toMatchObject({ state: 'PENDING', pending: 2, canRetry: true });
  });
});
