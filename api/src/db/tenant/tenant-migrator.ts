import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { TENANT_MIGRATIONS, TENANT_ROLE_VERSION, latestTenantVersion, type TenantMigration } from './migrations/index.js';
import { run } from '../sql.js';
import { localCompanySql } from './tenant-registry.js';
import { confineSchema, type RunSql } from './tenant-role.js';

/**
 * Tenant migrations: the one path by which company schemas change.
 *
 * Each schema records the migrations applied to it in its own table `tmigracion` (one row per
 * version) and mirrors the list of applied versions in that table's comment ('1,10,20'), so the
 * start-up check of every schema is a single catalog query (no query per schema) and does nothing
 * more when all are current. A schema applies every version it has not recorded, in order, even
 * one lower than its highest (migrations written on parallel branches land in any order). Each schema migrates in its own transaction: a failure rolls back that schema only,
 * is reported (company, version, error) and the others go on. Running it again is a no-op.
 */

/** The version table inside every migrated tenant schema. */
export const VERSION_TABLE = 'tmigracion';

export interface TenantSchemaState {
  companyId: number;
  company: string;
  schema: string;
  /** Highest version recorded (0: none). */
  version: number;
  /** Every version recorded, as the table's comment lists them. */
  applied: ReadonlySet<number>;
}

export interface TenantMigrationFailure {
  companyId: number;
  company: string;
  schema: string;
  /** The migration that failed; the schema stays at the version it had. */
  version: number;
  error: string;
}

export interface TenantMigrationReport {
  latest: number;
  /** Tenant schemas found on this database. */
  schemas: number;
  migrated: { schema: string; from: number; to: number }[];
  failed: TenantMigrationFailure[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Company schemas that live on this database with their recorded version: one catalog query.
 * A schema shared by several companies is listed once, under the oldest company.
 */
export async function tenantSchemaStates(em: EntityManager, localDbName: string): Promise<TenantSchemaState[]> {
  type Row = { id: number; name: string; schema: string; version: string | null };
  const rows = await run<Row>(
    em,
    `select distinct on (e.emp_esquemadb) e.emp_codigo as id, e.emp_razons as name, e.emp_esquemadb as schema,
            obj_description(c.oid, 'pg_class') as version
       from tempresa e
       join pg_namespace n on n.nspname = e.emp_esquemadb
       left join pg_class c on c.relnamespace = n.oid and c.relname = '${VERSION_TABLE}' and c.relkind = 'r'
      where ${localCompanySql('e')}
      order by e.emp_esquemadb, e.emp_codigo`,
    [localDbName],
  );
  return rows.map((r: Row) => {
    const applied = parseApplied(r.version);
    return { companyId: r.id, company: r.name, schema: r.schema, version: Math.max(0, ...applied), applied };
  });
}

/** The versions a comment lists ('1,10,20'; an older comment holds only the highest, '20'). */
function parseApplied(comment: string | null): Set<number> {
  return new Set(/^\d+(,\d+)*$/.test(comment ?? '') ? comment!.split(',').map(Number) : []);
}

/** Versions of `migrations` the schema has not recorded, in order. */
export function pendingVersions(applied: ReadonlySet<number>, migrations: readonly TenantMigration[] = TENANT_MIGRATIONS): number[] {
  return migrations
    .map((m) => m.version)
    .filter((v) => !applied.has(v))
    .sort((a, b) => a - b);
}

/**
 * Applies, inside the caller's transaction, the migrations the schema has not recorded yet.
 * Reads the recorded version again under the transaction (another process may have moved it).
 * `onVersion` hears each version before it runs, so a caller can name the one that failed.
 */
export async function applyTenantMigrations(
  tx: EntityManager,
  schema: string,
  migrations: readonly TenantMigration[] = TENANT_MIGRATIONS,
  onVersion: (version: number) => void = () => undefined,
): Promise<{ from: number; to: number; ran: number }> {
  const step: RunSql = (sql, params = []) => run(tx, sql, params);
  // `set local`: a failure rolls the transaction back, and the search_path with it.
  await step(`set local search_path to ${quoteIdent(schema)}`);
  await step(`create table if not exists ${VERSION_TABLE} (
    mig_version int primary key,
    mig_nombre varchar(150) not null,
    mig_fecha timestamptz not null default now())`);
  const rows = (await step(`select mig_version::int as v from ${VERSION_TABLE}`)) as { v: number }[];
  const applied = new Set(rows.map((r) => r.v));
  const from = Math.max(0, ...applied);
  let ran = 0;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    onVersion(migration.version);
    for (const sql of migration.statements) await step(sql);
    await step(`insert into ${VERSION_TABLE} (mig_version, mig_nombre) values (?, ?)`, [migration.version, migration.name]);
    applied.add(migration.version);
    ran++;
  }
  const to = Math.max(0, ...applied);
  // Objects the batch created belong to the app user: hand them to the schema's role, which
  // scripts and report functions run as (and create the role the first time, version 70).
  if (ran > 0 && applied.has(TENANT_ROLE_VERSION)) await confineSchema(step, schema);
  // The catalog mirror read by tenantSchemaStates; integers only, so safe to inline.
  const listed = [...applied]
    .sort((a, b) => a - b)
    .map((v) => Math.trunc(v))
    .join(',');
  await step(`comment on table ${VERSION_TABLE} is '${listed}'`);
  await step('set local search_path to public');
  return { from, to, ran };
}

/** Brings every tenant schema of this database to the latest version; never throws for one schema. */
export async function migrateTenants(
  orm: MikroORM,
  localDbName: string,
  migrations: readonly TenantMigration[] = TENANT_MIGRATIONS,
): Promise<TenantMigrationReport> {
  const latest = latestTenantVersion(migrations);
  const states = await tenantSchemaStates(orm.em.fork(), localDbName);
  const report: TenantMigrationReport = { latest, schemas: states.length, migrated: [], failed: [] };
  for (const state of states) {
    const pending = pendingVersions(state.applied, migrations);
    if (pending.length === 0) continue;
    let version = pending[0]!;
    try {
      const result = await orm.em.fork().transactional((tx) =>
        applyTenantMigrations(tx, state.schema, migrations, (v) => {
          version = v;
        }),
      );
      if (result.ran > 0) report.migrated.push({ schema: state.schema, from: result.from, to: result.to });
    } catch (error) {
      report.failed.push({
        companyId: state.companyId,
        company: state.company,
        schema: state.schema,
        version,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return report;
}

/** One line per failed schema, in Spanish, for the log and the command. */
export function describeFailures(report: TenantMigrationReport): string[] {
  return report.failed.map(
    (f) => `Migración de esquemas: la empresa ${f.companyId} (${f.company}, esquema ${f.schema}) no pasó a la versión ${f.version}: ${f.error}`,
  );
}
