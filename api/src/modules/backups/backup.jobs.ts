import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Services } from '../../graphql/context.js';
import { JobFailure, JobReleased, type JobContext } from '../../jobs/queue.js';
import { log } from '../../shared/log.js';
import { BackupState } from './backup-enums.js';
import { countsOf, readBackup, readRestore, type BackupRow, type RestoreRow } from './backup-store.js';
import { dumpEngineFor } from './dump-engine.js';
import { BACKUP_MSG } from './messages.js';
import { run } from '../../db/sql.js';

export const BACKUP_JOB = 'respaldos.backup';
export const RESTORE_JOB = 'respaldos.restaurar';

/**
 * One job per request (a backup replaced later under the same name gets a new job), with a random
 * part: its progress goes to whoever names the id, so the id cannot be guessed from the row's.
 */
export const backupJobId = (row: Pick<BackupRow, 'bak_codigo'>) => `respaldo-${row.bak_codigo}-${randomUUID()}`;
export const restoreJobId = (row: Pick<RestoreRow, 'res_codigo'>) => `restaurar-${row.res_codigo}-${randomUUID()}`;

/** SHA-256 (hex) of a file, streamed. */
export async function fileChecksum(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 400);

/**
 * Dumps the schema to a temporary file, then moves it to its name with its size, checksum and row
 * counts: the record says 'terminado' only for a complete file. Running it again (a retry after a
 * crash) writes the file again; a finished backup is left as it is.
 */
export async function runBackup(services: Services, backupId: number, job: JobContext): Promise<{ name: string; rows: number }> {
  const em = services.orm.em.fork();
  const row = await readBackup(em, { id: backupId });
  if (!row) throw new JobFailure('NOT_FOUND', BACKUP_MSG.backupMissing(String(backupId)));
  if (row.bak_estado === BackupState.DONE) return { name: row.bak_nombre, rows: Number(row.bak_filas ?? 0) };
  const engine = dumpEngineFor(services.config, services.orm);
  const dir = services.config.backupDir;
  const file = join(dir, row.bak_nombre);
  const partial = `${file}.parcial`;
  try {
    await run(em, `update trespaldo set bak_estado = 'en_proceso', bak_mensaje = null where bak_codigo = ?`, [backupId]);
    await job.progress(1, `Respaldando el esquema ${row.bak_esquema}`);
    await mkdir(dir, { recursive: true });
    await rm(partial, { force: true });
    const counts = await engine.dump(row.bak_esquema, partial, (pct, msg) => job.progress(pct, msg));
    const checksum = await fileChecksum(partial);
    const { size } = await stat(partial);
    await rename(partial, file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    await run(
      em,
      `update trespaldo set bak_estado = 'terminado', bak_mensaje = ?, bak_tamano = ?, bak_checksum = ?, bak_conteos = ?::jsonb, bak_filas = ?, bak_terminado = clock_timestamp()
        where bak_codigo = ?`,
      [BACKUP_MSG.backupDone(row.bak_nombre), size, checksum, JSON.stringify(counts), rows, backupId],
    );
    await job.progress(100, BACKUP_MSG.backupDone(row.bak_nombre));
    return { name: row.bak_nombre, rows };
  } catch (error) {
    if (error instanceof JobReleased) throw error;
    log.failure({ event: 'respaldo', code: 'BACKUP', route: BACKUP_JOB, error, extra: { respaldo: backupId } });
    await rm(partial, { force: true }).catch(() => undefined);
    if (job.lastAttempt) {
      await run(em, `update trespaldo set bak_estado = 'fallido', bak_mensaje = ?, bak_terminado = clock_timestamp() where bak_codigo = ?`, [
        `${BACKUP_MSG.backupFailed}: ${detailOf(error)}`,
        backupId,
      ]).catch(() => undefined);
    }
    throw new JobFailure('JOB_FAILED', BACKUP_MSG.backupFailed, { cause: error });
  }
}

/**
 * Restores a backup: the file must still match its checksum; the engine restores it in one
 * transaction that fails unless every table has the backup's row count. Any failure leaves the
 * database as it was and answers the spec's message.
 */
export async function runRestore(services: Services, restoreId: number, job: JobContext): Promise<{ schema: string }> {
  const em = services.orm.em.fork();
  const restore = await readRestore(em, restoreId);
  if (!restore) throw new JobFailure('NOT_FOUND', BACKUP_MSG.restoreFailed);
  if (restore.res_estado === BackupState.DONE) return { schema: restore.res_esquema };
  try {
    await run(em, `update trestauracion set res_estado = 'en_proceso', res_mensaje = null where res_codigo = ?`, [restoreId]);
    await job.progress(1, `Restaurando ${restore.bak_nombre} en ${restore.res_esquema}`);
    const backup = (await readBackup(em, { id: restore.bak_codigo }))!;
    const file = join(services.config.backupDir, backup.bak_nombre);
    if (!existsSync(file)) throw new Error(BACKUP_MSG.fileMissing);
    if ((await fileChecksum(file)) !== backup.bak_checksum) throw new Error(BACKUP_MSG.checksum);
    const engine = dumpEngineFor(services.config, services.orm);
    await engine.restore(
      file,
      { source: backup.bak_esquema, target: restore.res_esquema, replace: restore.res_reemplaza, counts: countsOf(backup) },
      (pct, msg) => job.progress(pct, msg),
    );
    await run(em, `update trestauracion set res_estado = 'terminado', res_mensaje = ?, res_terminado = clock_timestamp() where res_codigo = ?`, [
      BACKUP_MSG.restoreDone(restore.res_esquema),
      restoreId,
    ]);
    await job.progress(100, BACKUP_MSG.restoreDone(restore.res_esquema));
    return { schema: restore.res_esquema };
  } catch (error) {
    if (error instanceof JobReleased) throw error;
    log.failure({ event: 'respaldo', code: 'RESTAURAR', route: RESTORE_JOB, error, extra: { restauracion: restoreId } });
    await run(em, `update trestauracion set res_estado = 'fallido', res_mensaje = ?, res_terminado = clock_timestamp() where res_codigo = ?`, [
      `${BACKUP_MSG.restoreFailed}: ${detailOf(error)}`,
      restoreId,
    ]).catch(() => undefined);
    throw new JobFailure('JOB_FAILED', BACKUP_MSG.restoreFailed, { cause: error });
  }
}

export function registerBackupJobs(services: Services): void {
  services.jobs.register<{ backupId: number }>(BACKUP_JOB, (data, job) => runBackup(services, data.backupId, job));
  services.jobs.register<{ restoreId: number }>(RESTORE_JOB, (data, job) => runRestore(services, data.restoreId, job));
}
