import type { Services } from '../../graphql/context.js';
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
 * ('guardado'). A failure marks the row 'fallido' with the error and is rethrown, so the queue
 * retries it (a retry sends a 'fallido' row again).
 */
export async function sendOutboxMessage(services: Services, id: number): Promise<string> {
  const conn = services.orm.em.fork().getConnection();
  const [row] = await conn.execute<MessageRow[]>('select cor_para, cor_asunto, cor_cuerpo, cor_estado, cor_intentos from tcorreo_salida where cor_codigo = ?', [id]);
  if (!row || row.cor_estado === 'enviado' || row.cor_estado === 'guardado') return row?.cor_estado ?? 'inexistente';
  const transport = mailTransport(services.config);
  if (!transport) {
    await conn.execute(`update tcorreo_salida set cor_estado = 'guardado' where cor_codigo = ? and cor_estado in ('pendiente', 'fallido')`, [id]);
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
    await conn.execute(`update tcorreo_salida set cor_intentos = cor_intentos + 1, cor_error = ?, cor_estado = 'fallido' where cor_codigo = ?`, [message.slice(0, 2000), id]);
    throw error;
  }
}

export function registerMailJobs(services: Services): void {
  services.jobs.register<{ id: number }>(SEND_JOB, async (data, job) => {
    const state = await sendOutboxMessage(services, data.id);
    await job.progress(100, state);
    return { state };
  });
}

/** At start, where workers run: what was committed but never sent goes to the queue. */
export async function resumePendingMail(services: Services): Promise<void> {
  if (!services.config.runWorkers) return;
  try {
    await dispatchPending(services);
  } catch (error) {
    console.error('[correo] no se pudieron reanudar los envíos pendientes', error);
  }
}
