/**
 * Tenant operations benchmark (issue 14):
 *  - tenant migrations: schemas/s over 200 schemas beside the same SQL run directly
 *    (tenant-migration-rate.ts, run first in its own process on its own throwaway database);
 *  - script administration: schemas/s of a `CREATE OR REPLACE FUNCTION` applied by the service
 *    (one transaction per schema, search_path and statement timeout, results stored and audited)
 *    beside the same statements run directly on one connection (ratio);
 *  - backup + restore of one company schema with BENCH_BACKUP_ROWS rows (1,000,000): rows/s of
 *    the service (pg_dump with the counts' snapshot, checksum, pg_restore into psql in one
 *    transaction with the row-count verification) beside pg_dump/pg_restore run directly
 *    (ratio; goal ≥ 0.8). The direct run needs PostgreSQL (DATABASE_URL).
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/tenants.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_tenants_<pid>` on that server, dropped at the
 * end. Unset: embedded PGlite in a temp folder (only the service's figures; use small sizes).
 * Overrides: BENCH_SCHEMAS (100), BENCH_BACKUP_ROWS (1000000; 50000 on PGlite).
 * Prints figures; nothing is asserted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { throwawayDatabase } from './bench-database.js';
import { positive } from './bench-options.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
// First the tenant migration rate, in its own process (it builds its own 200 schemas).
const rate = spawnSync(process.execPath, ['--import', '@swc-node/register/esm-register', join('tests', 'bench', 'tenant-migration-rate.ts')], {
  stdio: 'inherit',
  env: process.env,
});
if (rate.status !== 0) console.error(`tenant-migration-rate.ts failed (${rate.signal ?? `exit ${rate.status}`})`);

const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');
const { runScriptNow } = await import('../../api/src/modules/scripts/script.service.js');
const { startBackup, startRestore } = await import('../../api/src/modules/backups/backup.service.js');

const db = await throwawayDatabase('tenants', { ...process.env, REDIS_URL: '' });
const SCHEMAS = positive('BENCH_SCHEMAS', 100);
const ROWS = positive('BENCH_BACKUP_ROWS', db.onServer ? 1_000_000 : 50_000);
const backupDir = mkdtempSync(join(tmpdir(), 'bo-bench-backups-'));
const env = { ...db.env, SEED_DEMO: 'false', ADMIN_PASSWORD: 'admin', NODE_ENV: 'production', BACKUP_DIR: backupDir, QUEUE_PREFIX: `bo_bench_${process.pid}` };
const app = await startApp(loadConfig(env, { port: 0, host: '127.0.0.1' }));
const { services } = app;
const conn = () => services.orm.em.fork().getConnection();
const ctx = () =>
  ({
    em: services.orm.em.fork(),
    services,
    user: { id: 1, login: 'admin', name: 'Benchmark', email: null, hierarchy: 2, isSupport: false, profileId: null, sessionId: 'bench' },
  }) as never;
const fn = (v: number) => `create or replace function f_bench_total() returns bigint language sql as $$ select count(*) + ${v} from talmacen $$`;

try {
  console.log(`database: ${db.label}; schemas: ${SCHEMAS}; backup rows: ${ROWS}`);
  const schemas = Array.from({ length: SCHEMAS }, (_, i) => `emp_bench_${String(i).padStart(4, '0')}`);
  for (const s of schemas) await services.tenants.provision(s, 'v1');

  // Script administration through the service.
  let t = performance.now();
  const run = await runScriptNow(ctx(), { script: fn(1), schemas });
  const serviceSecs = (performance.now() - t) / 1000;
  const failed = (typeof run.sce_resultado === 'string' ? JSON.parse(run.sce_resultado) : (run.sce_resultado ?? [])).filter(
    (r: { ok: boolean }) => !r.ok,
  ).length;
  // The same statements directly on one connection.
  const timeout = services.config.scriptTimeoutMs;
  let rawSecs: number;
  if (db.onServer) {
    const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
    await client.connect();
    t = performance.now();
    for (const s of schemas) {
      await client.query(`begin; set local search_path to "${s}"; set local statement_timeout = ${timeout}; ${fn(2)}; commit;`);
    }
    rawSecs = (performance.now() - t) / 1000;
    await client.end();
  } else {
    const native = await (
      conn() as unknown as { getNativeClient(): Promise<{ transaction(f: (tx: { exec(s: string): Promise<unknown> }) => Promise<void>): Promise<void> }> }
    ).getNativeClient();
    t = performance.now();
    for (const s of schemas) await native.transaction(async (tx) => void (await tx.exec(`set local search_path to "${s}"; ${fn(2)}`)));
    rawSecs = (performance.now() - t) / 1000;
  }
  console.log(`script service: ${(SCHEMAS / serviceSecs).toFixed(1)} schemas/s (${failed} failed)`);
  console.log(`script direct : ${(SCHEMAS / rawSecs).toFixed(1)} schemas/s`);
  console.log(`ratio script ${(rawSecs / serviceSecs).toFixed(2)}`);

  // A company schema with ROWS rows.
  await services.tenants.provision('emp_bench_grande', 'v1');
  await conn().execute(
    `create table emp_bench_grande.tmovimiento (id bigserial primary key, fecha date not null, cuenta int not null, glosa text, debe numeric(14,2), haber numeric(14,2))`,
  );
  await conn().execute(
    `insert into emp_bench_grande.tmovimiento (fecha, cuenta, glosa, debe, haber)
     select date '2025-01-01' + (g % 365), 1000 + g % 250, 'Asiento de prueba ' || g, round((g % 997) * 1.37, 2), round((g % 991) * 1.41, 2) from generate_series(1, ${ROWS}) g`,
  );
  await conn().execute('analyze emp_bench_grande.tmovimiento');
  const wait = async (sql: string, id: number) => {
    for (;;) {
      const [row] = await conn().execute<{ s: string }[]>(sql, [id]);
      if (row!.s === 'terminado') return;
      if (row!.s === 'fallido') throw new Error(`falló: ${sql} ${id}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  t = performance.now();
  const backup = await startBackup(ctx(), { schema: 'emp_bench_grande', name: 'bench_grande' });
  await wait('select bak_estado as s from trespaldo where bak_codigo = ?', backup.backup.bak_codigo);
  const backupSecs = (performance.now() - t) / 1000;
  t = performance.now();
  const restore = await startRestore(ctx(), { backupName: backup.backup.bak_nombre, schema: 'emp_bench_copia' });
  await wait('select res_estado as s from trestauracion where res_codigo = ?', restore.restore.res_codigo);
  const restoreSecs = (performance.now() - t) / 1000;
  const [{ rows }] = await conn().execute<{ rows: string }[]>(`select bak_filas::text as rows from trespaldo where bak_codigo = ?`, [backup.backup.bak_codigo]);
  const total = Number(rows);
  const serviceRate = total / (backupSecs + restoreSecs);
  console.log(`backup service : ${backupSecs.toFixed(2)} s, restore service: ${restoreSecs.toFixed(2)} s, ${total} rows -> ${Math.round(serviceRate)} rows/s`);

  if (db.onServer) {
    const { libpqEnv } = await import('../../api/src/modules/backups/pg-engine.js');
    const penv = libpqEnv(db.env.DATABASE_URL!);
    const file = join(backupDir, 'directo.dump');
    const sh = (cmd: string, args: string[]) => {
      const r = spawnSync(cmd, args, { env: penv, stdio: ['ignore', 'ignore', 'pipe'] });
      if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr.toString()}`);
    };
    t = performance.now();
    sh('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-n', 'emp_bench_grande', '-f', file]);
    const dumpSecs = (performance.now() - t) / 1000;
    // pg_restore recreates the schema by its name: the live one steps aside (not timed).
    await conn().execute('alter schema emp_bench_grande rename to emp_bench_aparte');
    t = performance.now();
    sh('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '-d', penv.PGDATABASE!, file]);
    const pgRestoreSecs = (performance.now() - t) / 1000;
    await conn().execute('drop schema emp_bench_grande cascade');
    await conn().execute('alter schema emp_bench_aparte rename to emp_bench_grande');
    const directRate = total / (dumpSecs + pgRestoreSecs);
    console.log(`pg_dump direct : ${dumpSecs.toFixed(2)} s, pg_restore direct: ${pgRestoreSecs.toFixed(2)} s -> ${Math.round(directRate)} rows/s`);
    console.log(`ratio backup+restore ${(serviceRate / directRate).toFixed(2)} (goal >= 0.8)`);
  } else {
    console.log('pg_dump/pg_restore direct: n/a on the embedded database (set DATABASE_URL)');
  }
} finally {
  await app.close();
  await db.drop();
  rmSync(backupDir, { recursive: true, force: true });
}
