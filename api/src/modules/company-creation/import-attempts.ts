import type { EntityManager } from '@mikro-orm/core';
import { withRetry } from '../../db/transient.js';
import type { Services } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { IMPORT_JOB, importJobId, rowsToRetry, type BatchRow } from './import-store.js';
import { CREATION_MSG } from './messages.js';
import { RESOURCE } from './reference.service.js';
import { log } from '../../shared/log.js';
import { run } from '../../db/sql.js';

/**
 * Seconds an import may stay 'en_proceso' without a live job before it counts as stalled: the
 * upload marks it before queueing its job, and a retry must not race that.
 */
export const STALL_GRACE_SECONDS = 15;

/** True when the import's current job is waiting or running; null when the queue cannot tell. */
async function jobIsLive(services: Services, batch: BatchRow): Promise<boolean | null> {
  try {
    const state = await services.jobs.state(importJobId(batch.imp_hash, batch.imp_intento));
    return state !== null && (state.state === 'waiting' || state.state === 'active');
  } catch {
    return null;
  }
}

/** An import marked running whose job is gone, failed or ended with rows left. */
export async function isStalled(services: Services, batch: BatchRow): Promise<boolean> {
  if (batch.imp_estado !== 'en_proceso' || batch.imp_quieto < STALL_GRACE_SECONDS) return false;
  return (await jobIsLive(services, batch)) === false;
}

/** Whether a retry may start a new attempt now (the rows it would run are counted apart). */
export async function retryAllowed(services: Services, batch: BatchRow): Promise<boolean> {
  return batch.imp_estado === 'en_proceso' ? isStalled(services, batch) : true;
}

/**
 * Queues the job of an attempt. When the queue does not take it in time the import stays
 * 'pendiente' with the reason (its rows and data are kept, so it can be retried) and the caller
 * gets the Spanish refusal; the detail goes to the log only.
 */
export async function enqueueAttempt(services: Services, hash: string, attempt: number): Promise<void> {
  try {
    // Followed by whoever may read the import (companyImport): the same rows its progress is about.
    await services.jobs.add(
      IMPORT_JOB,
      { hash, attempt },
      { jobId: importJobId(hash, attempt), access: { ownerId: null, right: { resource: RESOURCE, action: 'ver' } } },
    );
  } catch (error) {
    log.failure({ event: 'carga', code: 'COLA', route: IMPORT_JOB, error, throttle: true, extra: { carga: hash, intento: attempt } });
    await withRetry(() =>
      run(
        services.orm.em.fork(),
        `update timportacion_empresa set imp_estado = 'pendiente', imp_codigo = 'QUEUE_UNAVAILABLE', imp_mensaje = ?, imp_actualizado = now()
          where imp_hash = ? and imp_intento = ? and imp_estado = 'en_proceso'`,
        [CREATION_MSG.queueUnavailable, hash, attempt],
      ),
    ).catch((reason: unknown) => log.failure({ event: 'carga', code: 'SIN_MARCAR', route: IMPORT_JOB, error: reason, extra: { carga: hash } }));
    throw new AppError('CONFLICT', CREATION_MSG.queueUnavailable);
  }
}

/**
 * Starts the next attempt of an import: moves it to 'en_proceso' with attempt + 1 and its failed
 * rows that still hold their data back to 'pendiente', then queues the attempt's job. The update
 * only applies to the attempt that was read, so of two retries at once only one starts anything.
 * Rows already created stay as they are: each row's state commits with its company.
 */
export async function startAttempt(services: Services, batch: BatchRow): Promise<boolean> {
  const next = await services.orm.em.fork().transactional(async (tx: EntityManager) => {
    const [updated] = await run<{ imp_intento: number }>(
      tx,
      `update timportacion_empresa set imp_intento = imp_intento + 1, imp_estado = 'en_proceso', imp_codigo = null, imp_mensaje = null, imp_actualizado = now()
        where imp_hash = ? and imp_intento = ? returning imp_intento`,
      [batch.imp_hash, batch.imp_intento],
    );
    if (!updated) return null;
    await run(
      tx,
      `update timportacion_fila set imf_estado = 'pendiente', imf_campo = null, imf_mensaje = null where imp_hash = ? and imf_estado = 'fallida' and imf_datos is not null`,
      [batch.imp_hash],
    );
    return updated.imp_intento;
  });
  if (next === null) return false;
  await enqueueAttempt(services, batch.imp_hash, next);
  return true;
}

/** Starts a new attempt when the import has rows to run and no live job; false when nothing was started. */
export async function retryBatch(services: Services, em: EntityManager, batch: BatchRow): Promise<boolean> {
  if (!(await rowsToRetry(em, batch.imp_hash))) return false;
  if (!(await retryAllowed(services, batch))) return false;
  return startAttempt(services, batch);
}
