import type { Services } from '../../graphql/context.js';
import { startPeriodic } from '../../jobs/periodic.js';
import { mailTransport } from './mail.transport.js';
import { dispatchPending, SEND_JOB } from './outbox.service.js';

interface MessageRow {
  cor_para: string;
  cor_asunto: string;
  cor_cuerpo: string;
  cor_estado: string;
  cor_intentos: number;
}

/**
 * Sends one outbox message. Idempotent: a message already sent or stored is left alone, and
 * the state changes only after SMTP accepted it. Without SMTP_URL the message is stored
 * ('guardado'). A failure is recorded on the row (attempts, error) and rethrown, so the queue
 * retries; the row stays 'pendiente' until the last attempt fails, then it is 'fallido' (only
 * then may a user resend it: a resend never races a retry).
 */
export async function sendOutboxMessage(services: Services, id: number, lastAttempt: boolean): Promise<string> {
  const conn = services.orm.em.fork().getConnection();
  const [row] = await conn.execute<MessageRow[]>('select cor_para, cor_asunto, cor_cuerpo, cor_estado, cor_intentos from tcorreo_salida where cor_codigo = ?', [id]);
  // Only a 'pendiente' row is sent: a sent or stored one is done, a 'fallido' one waits for a resend.
  if (!row || row.cor_estado !== 'pendiente') return row?.cor_estado ?? 'inexistente';
  const transport = mailTransport(services.config);
  if (!transport) {
    await conn.execute(`update tcorreo_salida set cor_estado = 'guardado' where cor_codigo = ? and cor_estado = 'pendiente'`, [id]);
    return 'guardado';
  }
  try {
    const info = await transport.sendMail({ from: services.config.mailFrom, to: row.cor_para, subject: row.cor_asunto, text: row.cor_cuerpo });
    await conn.execute(`update tcorreo_salida set cor_estado = 'enviado', cor_enviado = now(), cor_idmensaje = ?, cor_error = null, cor_intentos = cor_intentos + 1 where cor_codigo = ?`, [
      String(info.messageId ?? '').slice(0, 200),
      id,
    ]);
    return 'enviado';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await conn.execute(`update tcorreo_salida set cor_intentos = cor_intentos + 1, cor_error = ?, cor_estado = ? where cor_codigo = ?`, [message.slice(0, 2000), lastAttempt ? 'fallido' : 'pendiente', id]);
    throw error;
  }
}

export function registerMailJobs(services: Services): void {
  services.jobs.register<{ id: number }>(SEND_JOB, async (data, job) => {
    const state = await sendOutboxMessage(services, data.id, job.lastAttempt);
    await job.progress(100, state);
    return { state };
  });
}

/** Seconds between passes that queue mail left 'pendiente' (committed while the queue was down, or just before a crash). */
export const MAIL_RESUME_SECONDS = 60;

/** Where workers run: now and every minute, what was committed but never queued goes to the queue. */
export function startMailResume(services: Services): void {
  if (!services.config.runWorkers) return;
  startPeriodic(services, `${SEND_JOB}.pendientes`, MAIL_RESUME_SECONDS, () => dispatchPending(services));
}
