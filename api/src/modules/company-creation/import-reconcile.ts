import { startPeriodic, stopPeriodic } from '../../jobs/periodic.js';
import { log } from '../../shared/log.js';
import type { Services } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { isStalled, STALL_GRACE_SECONDS, startAttempt } from './import-attempts.js';
import { IMPORT_JOB, importJobId, readBatch } from './import-store.js';
import { CREATION_MSG } from './messages.js';
import { run } from '../../db/sql.js';

const IMPORT_RECONCILE = `${IMPORT_JOB}.revision`;

export interface ReconcileOutcome {
  requeued: string[];
  failed: string[];
  finished: string[];
}

/**
 * Imports marked 'en_proceso' in PostgreSQL whose job the queue no longer has (Redis flushed or
 * restarted without persistence, a crash between the upload's commit and its enqueue): a new
 * attempt is queued for their pending rows. Rows whose data is gone fail with a Spanish message;
 * an import whose job failed without saying so (the database was down then) is marked 'fallida'.
 * Safe on several processes at once: starting an attempt only applies to the attempt read.
 */
export async function reconcileImports(services: Services): Promise<ReconcileOutcome> {
  const outcome: ReconcileOutcome = { requeued: [], failed: [], finished: [] };
  const em = services.orm.em.fork();
  const running = await run<{ imp_hash: string }>(
    em,
    `select imp_hash from timportacion_empresa where imp_estado = 'en_proceso' and imp_actualizado < now() - make_interval(secs => ?) order by imp_actualizado limit 50`,
    [STALL_GRACE_SECONDS],
  );
  for (const { imp_hash: hash } of running) {
    const batch = await readBatch(em, hash);
    if (!batch || !(await isStalled(services, batch))) continue;
    const job = await services.jobs.state(importJobId(hash, batch.imp_intento)).catch(() => null);
    if (job?.state === 'failed') {
      await run(
        em,
        `update timportacion_empresa set imp_estado = 'fallida', imp_codigo = 'JOB_FAILED', imp_mensaje = ?, imp_actualizado = now() where imp_hash = ? and imp_intento = ? and imp_estado = 'en_proceso'`,
        [CREATION_MSG.importStopped, hash, batch.imp_intento],
      );
      outcome.failed.push(hash);
      continue;
    }
    await run(
      em,
      `update timportacion_fila set imf_estado = 'fallida', imf_mensaje = ? where imp_hash = ? and imf_estado = 'pendiente' and imf_datos is null`,
      [CREATION_MSG.rowDataLost, hash],
    );
    const [left] = await run<{ n: number }>(em, `select count(*)::int as n from timportacion_fila where imp_hash = ? and imf_estado = 'pendiente'`, [hash]);
    if (left.n === 0) {
      await run(
        em,
        `update timportacion_empresa set imp_estado = 'terminada', imp_actualizado = now() where imp_hash = ? and imp_intento = ? and imp_estado = 'en_proceso'`,
        [hash, batch.imp_intento],
      );
      outcome.finished.push(hash);
      continue;
    }
    log.info('carga_reencolada', { carga: hash, intento: batch.imp_intento, pendientes: left.n });
    try {
      if (await startAttempt(services, batch)) outcome.requeued.push(hash);
    } catch (error) {
      // The queue is down: the import stays 'pendiente' with the reason until someone retries it.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return outcome;
}

/** Reconciles now and every `importReconcileSeconds` (0: only now), in the processes that run workers. */
export function startImportReconcile(services: Services): void {
  startPeriodic(services, IMPORT_RECONCILE, services.config.importReconcileSeconds, () => reconcileImports(services));
}

/** Stops the periodic reconcile and waits for a check under way (closing the services). */
export function stopImportReconcile(services: Services): Promise<void> {
  return stopPeriodic(services, IMPORT_RECONCILE);
}
