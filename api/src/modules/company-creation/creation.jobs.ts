import type { EntityManager } from '@mikro-orm/core';
import { isTransientError, withRetry } from '../../db/transient.js';
import type { Services } from '../../graphql/context.js';
import { JobFailure, JobReleased, type JobContext } from '../../jobs/queue.js';
import { AppError } from '../../shared/app-error.js';
import { MSG } from '../../shared/messages.js';
import { decryptSecret } from '../../shared/secrets.js';
import { createCompany, type NewCompany } from './company-factory.js';
import { hashDraft } from './creation.service.js';
import type { CompanyDraft } from './form-rules.js';
import { IMPORT_JOB, readBatch } from './import-store.js';
import { CREATION_MSG } from './messages.js';
import { readVersion } from './reference.service.js';
import { log } from '../../shared/log.js';
import { run } from '../../db/sql.js';

// Rows hashed ahead at once: argon2 runs on libuv's thread pool while the database works.
const CHUNK = 8;

type Actor = { id: number; name: string };

/** Runs `fn` again with backoff while the database fails transiently (connection lost, deadlock...). */
function retrying<T>(hash: string, fn: () => Promise<T>): Promise<T> {
  return withRetry(fn, {
    onRetry: (error, n) => log.failure({ event: 'carga', code: 'REINTENTO', route: IMPORT_JOB, error, extra: { carga: hash, intento: n } }),
  });
}

/**
 * Creates one row's company and marks the row 'creada' in one transaction. The row is locked
 * first and only a 'pendiente' one is worked on, so two jobs of the same import (a retry racing
 * a stalled one) never create a company twice nor overwrite each other's outcome.
 */
async function createRow(services: Services, hash: string, spec: NewCompany, actor: Actor): Promise<boolean> {
  const row = spec.importRow!.row;
  return services.orm.em.fork().transactional(async (tx: EntityManager) => {
    const [state] = await run<{ imf_estado: string }>(tx, 'select imf_estado from timportacion_fila where imp_hash = ? and imf_fila = ? for update', [
      hash,
      row,
    ]);
    if (state?.imf_estado !== 'pendiente') return false;
    const [already] = await run<{ emp_codigo: number }>(tx, 'select emp_codigo from tempresa_creacion where imp_hash = ? and imp_fila = ?', [hash, row]);
    const companyId = already?.emp_codigo ?? (await createCompany(tx, services, spec, actor)).id;
    // The passwords are used: the encrypted row goes; what was uploaded (imf_valores) stays.
    await run(
      tx,
      `update timportacion_fila set imf_estado = 'creada', emp_codigo = ?, imf_campo = null, imf_mensaje = ?, imf_datos = null where imp_hash = ? and imf_fila = ?`,
      [companyId, CREATION_MSG.rowCreated, hash, row],
    );
    return true;
  });
}

/** A row refused by its own data: 'fallida' with the reason, its uploaded data kept for a retry. */
async function failRow(services: Services, hash: string, row: number, field: string | null, message: string): Promise<void> {
  await run(
    services.orm.em.fork(),
    `update timportacion_fila set imf_estado = 'fallida', imf_campo = ?, imf_mensaje = ? where imp_hash = ? and imf_fila = ? and imf_estado = 'pendiente'`,
    [field, message, hash, row],
  );
}

/** What subscribers and the import are told when the job stops: Spanish with a code; the detail only in the log. */
function toFailure(hash: string, error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  log.failure({ event: 'carga', code: 'DETENIDA', route: IMPORT_JOB, error, extra: { carga: hash } });
  return isTransientError(error)
    ? new JobFailure('DATABASE_UNAVAILABLE', CREATION_MSG.databaseUnavailable, { cause: error })
    : new JobFailure('JOB_FAILED', CREATION_MSG.importStopped, { cause: error });
}

async function createRows(services: Services, hash: string, job: JobContext, attempt: number | undefined): Promise<{ created: number; failed: number }> {
  const em = services.orm.em.fork();
  const batch = await retrying(hash, () => readBatch(em, hash));
  // A job of an earlier attempt (the queue retrying it after a new one started) leaves the work to the new one.
  if (!batch || (attempt !== undefined && attempt < batch.imp_intento)) return { created: 0, failed: 0 };
  const current = batch.imp_intento;
  await retrying(hash, () =>
    run(
      em,
      `update timportacion_empresa set imp_estado = 'en_proceso', imp_codigo = null, imp_mensaje = null, imp_actualizado = now() where imp_hash = ? and imp_intento = ?`,
      [hash, current],
    ),
  );
  const version = await retrying(hash, () => readVersion(em, batch.ver_codigo));
  const actor = { id: batch.usr_codigo ?? 0, name: batch.usr_nombre };
  const pending = await retrying(hash, () =>
    run<{ imf_fila: number; imf_datos: string | null }>(
      em,
      `select imf_fila, imf_datos from timportacion_fila where imp_hash = ? and imf_estado = 'pendiente' order by imf_fila`,
      [hash],
    ),
  );
  const total = batch.imp_validas;
  let done = total - pending.length;
  let created = 0;
  let failed = 0;
  const report = () => job.progress(total ? (done / total) * 100 : 100, `${done} de ${total} filas procesadas`);
  await report();

  for (let i = 0; i < pending.length; i += CHUNK) {
    const chunk = pending.slice(i, i + CHUNK);
    const specs = await Promise.all(
      chunk.map(async ({ imf_fila, imf_datos }): Promise<NewCompany | number> => {
        if (!imf_datos) return imf_fila;
        const draft = JSON.parse(decryptSecret(services.config.secretKey, imf_datos)) as Omit<CompanyDraft, 'version'>;
        return hashDraft({ ...draft, version, importRow: { hash, row: imf_fila } });
      }),
    );
    for (const spec of specs) {
      if (typeof spec === 'number') {
        await retrying(hash, () => failRow(services, hash, spec, null, CREATION_MSG.rowDataLost));
        failed++;
      } else {
        const row = spec.importRow!.row;
        try {
          // Transient errors run the whole row again; past the retries the job stops and the row stays pending.
          if (await retrying(hash, () => createRow(services, hash, spec, actor))) created++;
        } catch (error) {
          if (isTransientError(error)) throw error;
          const field = error instanceof AppError ? (error.field === 'acceso' ? 'ACCESO' : (error.field ?? null)) : null;
          if (!(error instanceof AppError)) log.failure({ event: 'carga', code: 'FILA', route: IMPORT_JOB, error, extra: { carga: hash, fila: row } });
          await retrying(hash, () => failRow(services, hash, row, field, error instanceof AppError ? error.message : MSG.internal));
          failed++;
        }
      }
      done++;
      await report();
    }
  }
  await retrying(hash, () =>
    run(
      em,
      `update timportacion_empresa set imp_estado = 'terminada', imp_actualizado = now() where imp_hash = ? and imp_intento = ?
         and not exists (select 1 from timportacion_fila where imp_hash = ? and imf_estado = 'pendiente')`,
      [hash, current, hash],
    ),
  );
  return { created, failed };
}

/**
 * Creates the pending companies of an import, one transaction per row. A row's state changes
 * in the same transaction as its company, so a retry after a crash continues where it stopped
 * and never creates a company twice. Only a row's own data fails it; when the database stays
 * unavailable past the retries the job stops (its rows stay pending) and, on its last attempt,
 * the import is marked 'fallida' with the Spanish reason.
 */
export async function runImport(services: Services, hash: string, job: JobContext, attempt?: number): Promise<{ created: number; failed: number }> {
  try {
    return await createRows(services, hash, job, attempt);
  } catch (error) {
    // Released by a worker's shutdown: the rows done stay done, another worker continues.
    if (error instanceof JobReleased) throw error;
    const failure = toFailure(hash, error);
    if (job.lastAttempt) {
      await retrying(hash, () =>
        run(
          services.orm.em.fork(),
          `update timportacion_empresa set imp_estado = 'fallida', imp_codigo = ?, imp_mensaje = ?, imp_actualizado = now()
            where imp_hash = ? and imp_estado = 'en_proceso' and (?::int is null or imp_intento = ?::int)`,
          [failure.code, failure.message, hash, attempt ?? null, attempt ?? null],
        ),
      ).catch((reason: unknown) => log.failure({ event: 'carga', code: 'SIN_MARCAR', route: IMPORT_JOB, error: reason, extra: { carga: hash } }));
    }
    throw failure;
  }
}

/** Registers the spreadsheet import job. */
export function registerCreationJobs(services: Services): void {
  services.jobs.register<{ hash: string; attempt?: number }>(IMPORT_JOB, (data, job) => runImport(services, data.hash, job, data.attempt));
}
