import type { EntityManager } from '@mikro-orm/core';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import type { AppContext } from '../../graphql/context.js';
import { enqueueWithin } from '../../jobs/queue.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../system/audit.service.js';
import { BackupState } from './backup-enums.js';
import { BACKUP_JOB, RESTORE_JOB, backupJobId, restoreJobId } from './backup.jobs.js';
import { BACKUP_COLUMNS, readBackup, readRestore, type BackupRow, type RestoreRow } from './backup-store.js';
import { dumpEngineFor } from './dump-engine.js';
import { BACKUP_MSG } from './messages.js';
import { companySchemas, type SchemaEntry } from './schema-list.js';
import { run } from '../../db/sql.js';
import { pagedRows, type PagedResult } from '../../graphql/paging.js';

/** The backup server of the spec's constant: the API's own database. */
export const DEFAULT_SERVER = 'localhost';

export interface BackupServerInfo {
  name: string;
  database: string;
  isDefault: boolean;
  schemas: SchemaEntry[];
}

export interface BackupRequest {
  schema: string;
  database?: string | null;
  server?: string | null;
  /** File name of the backup (name_replace); a generated one when empty. */
  name?: string | null;
  /** Overwrite a backup of the same name. */
  replace?: boolean | null;
}

export interface RestoreRequest {
  backupName: string;
  server?: string | null;
  /** Schema to restore into (ant). */
  schema: string;
  replace?: boolean | null;
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** Only administrators (and super users) back up or restore; refused before reading anything. */
export function requireAdministrator(ctx: AppContext): void {
  if (!ctx.user) throw AppError.unauthenticated();
  if (ctx.user.hierarchy < 1) throw AppError.forbidden(BACKUP_MSG.onlyAdmins);
}

function checkServer(ctx: AppContext, server: string | null | undefined, database?: string | null): void {
  const srv = (server ?? '').trim() || DEFAULT_SERVER;
  if (srv !== DEFAULT_SERVER) throw AppError.input('server', BACKUP_MSG.serverUnknown(srv));
  const bd = (database ?? '').trim();
  if (bd && bd !== ctx.services.config.tenantDbName) throw AppError.input('database', BACKUP_MSG.databaseUnknown(bd));
}

/** lst_servers: the servers a backup can be taken from, with their company schemas. */
export async function backupServers(ctx: AppContext): Promise<BackupServerInfo[]> {
  requireAdministrator(ctx);
  return [{ name: DEFAULT_SERVER, database: ctx.services.config.tenantDbName, isDefault: true, schemas: await companySchemas(ctx.em) }];
}

const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

async function schemaExists(em: EntityManager, schema: string): Promise<boolean> {
  const [row] = await run<{ n: number }>(em, 'select count(*)::int as n from pg_namespace where nspname = ?', [schema]);
  return row!.n > 0;
}

// A backup or restore still pending or running holds its schema for 6 hours at most: one lost
// with a crashed process does not block the schema for ever.
/** Queues a backup of one company schema; answers the record (its name is the spec's dest) and the job. */
export async function startBackup(ctx: AppContext, input: BackupRequest): Promise<{ backup: BackupRow; jobId: string }> {
  requireAdministrator(ctx);
  checkServer(ctx, input.server, input.database);
  const schema = (input.schema ?? '').trim();
  if (!schema) throw AppError.input('schema', BACKUP_MSG.schemaRequired);
  assertSchemaName(schema);
  const engine = dumpEngineFor(ctx.services.config, ctx.services.orm);
  let name = (input.name ?? '').trim();
  if (name && !NAME.test(name)) throw AppError.input('name', BACKUP_MSG.nameInvalid);
  if (!name) name = `${schema}_${stamp(new Date())}`;
  if (!name.endsWith(`.${engine.extension}`)) name = `${name}.${engine.extension}`;
  const actor = ctx.user!;
  const row = await ctx.em.fork().transactional(async (tx) => {
    if (!(await schemaExists(tx, schema))) throw AppError.input('schema', BACKUP_MSG.schemaMissing(schema));
    await run(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`respaldo:${schema}`]);
    const [busy] = await run<{ n: number }>(
      tx,
      `select count(*)::int as n from trespaldo where bak_esquema = ? and bak_estado in ('pendiente', 'en_proceso') and bak_fecha > now() - interval '6 hours'`,
      [schema],
    );
    if (busy!.n > 0) throw AppError.conflict(BACKUP_MSG.busy(schema), 'schema');
    const existing = await readBackup(tx, { name });
    if (existing && !input.replace) throw AppError.conflict(BACKUP_MSG.nameTaken(name), 'name');
    const [company] = await run<{ emp_codigo: number }>(tx, 'select emp_codigo from tempresa where emp_esquemadb = ? order by emp_codigo limit 1', [schema]);
    const values = [company?.emp_codigo ?? null, DEFAULT_SERVER, ctx.services.config.tenantDbName, schema, engine.format, actor.id, actor.name];
    const [saved] = existing
      ? await run<BackupRow>(
          tx,
          `update trespaldo set emp_codigo = ?, bak_servidor = ?, bak_basedatos = ?, bak_esquema = ?, bak_formato = ?, usr_codigo = ?, usr_nombre = ?,
             bak_estado = 'pendiente', bak_mensaje = null, bak_tamano = null, bak_checksum = null, bak_conteos = null, bak_filas = null,
             bak_fecha = clock_timestamp(), bak_terminado = null
           where bak_codigo = ? returning ${BACKUP_COLUMNS}`,
          [...values, existing.bak_codigo],
        )
      : await run<BackupRow>(
          tx,
          `insert into trespaldo (emp_codigo, bak_servidor, bak_basedatos, bak_esquema, bak_formato, usr_codigo, usr_nombre, bak_nombre)
           values (?, ?, ?, ?, ?, ?, ?, ?) returning ${BACKUP_COLUMNS}`,
          [...values, name],
        );
    recordAudit(tx, actor, existing ? 'backup_reemplazar' : 'backup', 'respaldos', saved!.bak_codigo, `esquema ${schema}, archivo ${name}`);
    await tx.flush();
    return saved!;
  });
  const jobId = await enqueue(ctx, BACKUP_JOB, { backupId: row.bak_codigo }, backupJobId(row), () =>
    run(ctx.services.orm.em.fork(), `update trespaldo set bak_estado = 'fallido', bak_mensaje = ? where bak_codigo = ?`, [
      BACKUP_MSG.backupFailed,
      row.bak_codigo,
    ]),
  );
  return { backup: row, jobId };
}

/** Queues the job; its progress is for the administrator who started it and the other administrators. */
async function enqueue(ctx: AppContext, name: string, data: unknown, jobId: string, onFail: () => Promise<unknown>): Promise<string> {
  const access = { ownerId: ctx.user!.id, right: { hierarchy: 1 } };
  try {
    return await enqueueWithin(ctx.services.jobs.add(name, data, { jobId, attempts: name === BACKUP_JOB ? 2 : 1, access }));
  } catch (error) {
    await onFail();
    throw error;
  }
}

/** Queues the restore of a finished backup into a new schema or over an existing one (replace). */
export async function startRestore(ctx: AppContext, input: RestoreRequest): Promise<{ restore: RestoreRow; jobId: string }> {
  requireAdministrator(ctx);
  checkServer(ctx, input.server);
  const target = (input.schema ?? '').trim();
  if (!target) throw AppError.input('schema', BACKUP_MSG.targetRequired);
  assertSchemaName(target);
  const name = (input.backupName ?? '').trim();
  const actor = ctx.user!;
  const row = await ctx.em.fork().transactional(async (tx) => {
    const backup = name ? await readBackup(tx, { name }) : null;
    if (!backup) throw AppError.input('backupName', BACKUP_MSG.backupMissing(name));
    if (backup.bak_estado !== BackupState.DONE) throw AppError.input('backupName', BACKUP_MSG.backupNotReady(name));
    await run(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`restaurar:${target}`]);
    if ((await schemaExists(tx, target)) && !input.replace) throw AppError.conflict(BACKUP_MSG.targetExists(target), 'schema');
    const [busy] = await run<{ n: number }>(
      tx,
      `select count(*)::int as n from trestauracion where res_esquema = ? and res_estado in ('pendiente', 'en_proceso') and res_fecha > now() - interval '6 hours'`,
      [target],
    );
    if (busy!.n > 0) throw AppError.conflict(BACKUP_MSG.busy(target), 'schema');
    const [saved] = await run<{ res_codigo: number }>(
      tx,
      'insert into trestauracion (bak_codigo, res_esquema, res_reemplaza, usr_codigo, usr_nombre) values (?, ?, ?, ?, ?) returning res_codigo',
      [backup.bak_codigo, target, Boolean(input.replace), actor.id, actor.name],
    );
    recordAudit(
      tx,
      actor,
      input.replace ? 'restaurar_reemplazar' : 'restaurar',
      'respaldos',
      saved!.res_codigo,
      `archivo ${backup.bak_nombre} en el esquema ${target}`,
    );
    await tx.flush();
    return (await readRestore(tx, saved!.res_codigo))!;
  });
  const jobId = await enqueue(ctx, RESTORE_JOB, { restoreId: row.res_codigo }, restoreJobId(row), () =>
    run(ctx.services.orm.em.fork(), `update trestauracion set res_estado = 'fallido', res_mensaje = ? where res_codigo = ?`, [
      BACKUP_MSG.restoreFailed,
      row.res_codigo,
    ]),
  );
  return { restore: row, jobId };
}

/** A page of backups, newest first by default. */
export async function listBackups(ctx: AppContext, page: number, pageSize: number, order: string, state: BackupState | null): Promise<PagedResult<BackupRow>> {
  requireAdministrator(ctx);
  const where = state ? 'where bak_estado = ?' : '';
  return pagedRows(
    ctx.em,
    { page, pageSize },
    {
      countSql: `select count(*)::int as n from trespaldo ${where}`,
      rowsSql: `select ${BACKUP_COLUMNS} from trespaldo ${where} order by ${order}`,
      params: state ? [state] : [],
    },
    (row: BackupRow) => row,
  );
}

export async function findBackup(ctx: AppContext, name: string): Promise<BackupRow | null> {
  requireAdministrator(ctx);
  return readBackup(ctx.em, { name });
}

export async function findRestore(ctx: AppContext, id: number): Promise<RestoreRow | null> {
  requireAdministrator(ctx);
  return readRestore(ctx.em, id);
}

/** Waits (REST answers synchronously) until the backup or restore ends; null past `ms`. */
export async function waitUntilEnded<T extends { state: BackupState }>(read: () => Promise<T | null>, ms: number): Promise<T | null> {
  const until = Date.now() + ms;
  for (;;) {
    const row = await read();
    if (row && (row.state === BackupState.DONE || row.state === BackupState.FAILED)) return row;
    if (Date.now() > until) return null;
    await new Promise((r) => setTimeout(r, 150));
  }
}
