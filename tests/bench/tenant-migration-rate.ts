// Tenant migrations: how fast every company schema is brought to the latest version by the
// runner (api/src/db/tenant/tenant-migrator.ts), beside the same SQL run directly on the same
// connection (one transaction per schema, search_path set, the statements, commit) without the
// runner's bookkeeping (catalog query, tmigracion table and rows, comment). Prints figures,
// asserts nothing.
//
//   BENCH_SCHEMAS   schemas per side (200)
//   DATABASE_URL    a PostgreSQL server (a throwaway database is created there); else embedded PGlite
import 'reflect-metadata';
import { closeServices, createServices } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { TENANT_MIGRATIONS, latestTenantVersion } from '../../api/src/db/tenant/migrations/index.js';
import { TEMPLATE_V1 } from '../../api/src/db/tenant/template-v1.js';
import { migrateTenants } from '../../api/src/db/tenant/tenant-migrator.js';
import { throwawayDatabase } from './bench-database.js';

const N = Number(process.env.BENCH_SCHEMAS ?? 200);
const db = await throwawayDatabase('tmig', process.env);
const config = loadConfig({ ...db.env, SEED_DEMO: 'false', ADMIN_PASSWORD: 'admin', REDIS_URL: '', NODE_ENV: 'production' }, { port: 0 });
const services = await createServices(config);
const { orm } = services;
const conn = orm.em.getConnection();

/** Schemas as version 0 (template only), created outside the measurement. */
async function templateSchemas(prefix: string): Promise<string[]> {
  const names = Array.from({ length: N }, (_, i) => `${prefix}_${String(i).padStart(4, '0')}`);
  for (const name of names) {
    await orm.em.fork().transactional(async (tx) => {
      const c = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await c.execute(`create schema "${name}"`, [], 'run', ctx);
      await c.execute(`set local search_path to "${name}"`, [], 'run', ctx);
      for (const sql of TEMPLATE_V1) await c.execute(sql, [], 'run', ctx);
    });
  }
  return names;
}

try {
  console.log(
    `Base: ${db.label}; ${N} esquemas por lado; versión ${latestTenantVersion()} (${TENANT_MIGRATIONS.reduce((n, m) => n + m.statements.length, 0)} sentencias)`,
  );
  const managed = await templateSchemas('bench_mig');
  await conn.execute(
    `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb)
     select s, upper(s), '1790016919001', 'localhost', ?, s from json_array_elements_text(?::json) as s`,
    [config.tenantDbName, JSON.stringify(managed)],
  );
  const raw = await templateSchemas('bench_raw');

  let started = performance.now();
  const report = await migrateTenants(orm, config.tenantDbName);
  const runnerSeconds = (performance.now() - started) / 1000;
  if (report.failed.length || report.migrated.length !== N) throw new Error(`migración incompleta: ${JSON.stringify(report.failed.slice(0, 3))}`);

  started = performance.now();
  for (const name of raw) {
    await orm.em.fork().transactional(async (tx) => {
      const c = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await c.execute(`set local search_path to "${name}"`, [], 'run', ctx);
      for (const m of TENANT_MIGRATIONS) for (const sql of m.statements) await c.execute(sql, [], 'run', ctx);
    });
  }
  const rawSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const again = await migrateTenants(orm, config.tenantDbName);
  const noopMs = performance.now() - started;

  const runnerRate = N / runnerSeconds;
  const rawRate = N / rawSeconds;
  console.log(`migración con el runner: ${runnerRate.toFixed(1)} esquemas/s (${runnerSeconds.toFixed(2)} s)`);
  console.log(`mismo SQL directo:       ${rawRate.toFixed(1)} esquemas/s (${rawSeconds.toFixed(2)} s)`);
  console.log(`razón runner/directo:    ${(runnerRate / rawRate).toFixed(2)}`);
  console.log(`segunda pasada (nada pendiente, ${again.schemas} esquemas): ${noopMs.toFixed(1)} ms, migrados ${again.migrated.length}`);
} finally {
  await closeServices(services);
  await db.drop();
}
