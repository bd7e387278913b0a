import type { Services } from '../../graphql/context.js';
import { JobFailure } from '../../jobs/queue.js';
import { startPeriodic } from '../../jobs/periodic.js';
import { log } from '../../shared/log.js';
import { SMS_MSG } from './messages.js';
import { SmsState } from './sms-enums.js';
import type { Channel } from '../../send/channel.js';
import { smsChannel } from './sms-gateway.js';

export const SMS_JOB = 'sms.enviar';
/** The job of one SMS row; BullMQ refuses custom ids with a colon. */
export const smsJobId = (id: number) => `sms-${id}`;

interface SmsRow {
  clp_destino: string;
  not_mensaje: string;
  sen_estado: string;
  sen_clave: string;
}

/**
 * Delivers one SMS row. Only a 'pendiente' row is delivered; its state changes after the gateway
 * answered. The gateway receives the row's key as Idempotency-Key, so a retry after a crash
 * between its answer and the update is not sent twice. A permanent refusal (4xx) marks the row
 * 'fallido' at once; a temporary one (5xx, timeout) is retried by the queue and marks it
 * 'fallido' on the last attempt. Without a gateway the row is stored as 'no_enviado' with the
 * reason. A failed or stored row no longer spends a unit of the package.
 */
export async function deliverSms(services: Services, id: number, lastAttempt: boolean, channel: Channel | null = smsChannel(services.config)): Promise<string> {
  const conn = services.orm.em.fork().getConnection();
  const [row] = await conn.execute<SmsRow[]>('select clp_destino, not_mensaje, sen_estado, sen_clave from tsms_envio where sen_codigo = ?', [id]);
  if (!row || row.sen_estado !== SmsState.PENDIENTE) return row?.sen_estado ?? 'inexistente';
  if (!channel) {
    await conn.execute(`update tsms_envio set sen_estado = ?, sen_error = ? where sen_codigo = ? and sen_estado = 'pendiente'`, [SmsState.NO_ENVIADO, SMS_MSG.noGateway, id]);
    return SmsState.NO_ENVIADO;
  }
  const result = await channel.deliver({ address: row.clp_destino }, { key: row.sen_clave, text: row.not_mensaje });
  if (result.status === 'sent') {
    await conn.execute(
      `update tsms_envio set sen_estado = ?, not_fenvio = now(), sen_idproveedor = ?, sen_error = null, sen_intentos = sen_intentos + 1 where sen_codigo = ? and sen_estado = 'pendiente'`,
      [SmsState.ENVIADO, result.providerId ?? null, id],
    );
    return SmsState.ENVIADO;
  }
  // Anything but a temporary failure is final (a refusal of the number, or a failure that is not its own).
  const final = result.status !== 'temporary' || lastAttempt;
  await conn.execute(`update tsms_envio set sen_intentos = sen_intentos + 1, sen_error = ?, sen_estado = ? where sen_codigo = ? and sen_estado = 'pendiente'`, [
    result.reason.slice(0, 500),
    final ? SmsState.FALLIDO : SmsState.PENDIENTE,
    id,
  ]);
  if (final) return SmsState.FALLIDO;
  throw new JobFailure('JOB_FAILED', result.reason);
}

/** Jobs added at once: one request to many recipients does not wait for each add in turn. */
const DISPATCH_BATCH = 50;

/** After the caller's commit: one job per SMS row, named by the row, so adding it twice sends it once. */
export async function dispatchSms(services: Services, ids: readonly number[]): Promise<void> {
  for (let from = 0; from < ids.length; from += DISPATCH_BATCH) {
    await Promise.all(
      ids.slice(from, from + DISPATCH_BATCH).map(async (id) => {
        try {
          await services.jobs.add(SMS_JOB, { id }, { jobId: smsJobId(id), attempts: 3 });
        } catch (error) {
          // The row is committed as 'pendiente': the periodic pass queues it once the queue is back.
          log.failure({ event: 'sms', code: 'COLA', route: SMS_JOB, error, throttle: true, extra: { id } });
        }
      }),
    );
  }
}

/** Enqueues every SMS still 'pendiente' (committed just before a crash or while the queue was down). */
export async function dispatchPendingSms(services: Services): Promise<number> {
  const rows = await services.orm.em.fork().getConnection().execute<{ sen_codigo: string }[]>(`select sen_codigo from tsms_envio where sen_estado = 'pendiente' order by sen_codigo`);
  await dispatchSms(services, rows.map((r: { sen_codigo: string }) => Number(r.sen_codigo)));
  return rows.length;
}

export function registerSmsJobs(services: Services): void {
  // No progress report of its own: the queue announces the job's end, and one SMS is one step.
  services.jobs.register<{ id: number }>(SMS_JOB, async (data, job) => ({ state: await deliverSms(services, data.id, job.lastAttempt) }));
}

/** Seconds between passes that queue SMS left 'pendiente'. */
export const SMS_RESUME_SECONDS = 60;

/** Where workers run: now and every minute, what was committed but never queued goes to the queue. */
export function startSmsResume(services: Services): void {
  if (!services.config.runWorkers) return;
  startPeriodic(services, `${SMS_JOB}.pendientes`, SMS_RESUME_SECONDS, () => dispatchPendingSms(services));
}
