import { log } from '../../shared/log.js';
import type { EntityManager } from '@mikro-orm/core';
import type { Services } from '../../graphql/context.js';

/** One message to one recipient. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The area that writes it ('conexiones'), for the outbox filter. */
  source: string;
  reference?: string | null;
  userName: string;
}

export const SEND_JOB = 'correo.enviar';
/** The job of a message's n-th queueing (cor_envios); BullMQ refuses custom ids with a colon. */
export const jobIdOf = (id: number, round = 0) => `correo-${id}-${round}`;

/** Inserts the messages as 'pendiente' in the caller's transaction; returns their cor_codigo in order. */
export async function queueEmails(em: EntityManager, emails: readonly OutgoingEmail[]): Promise<number[]> {
  if (!emails.length) return [];
  const rows = await em.getConnection().execute<{ cor_codigo: number }[]>(
    `insert into tcorreo_salida (cor_para, cor_asunto, cor_cuerpo, cor_origen, cor_referencia, usr_nombre)
     values ${emails.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')} returning cor_codigo`,
    emails.flatMap((e) => [e.to, e.subject, e.text, e.source, e.reference ?? null, e.userName]),
    'all',
    em.getTransactionContext(),
  );
  return rows.map((r: { cor_codigo: number }) => r.cor_codigo);
}

/**
 * After the caller's commit: one job per message, named by the message and its queueing round
 * (cor_envios), so adding it twice, from any process, sends it once.
 */
export async function dispatchEmails(services: Services, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await services.orm.em
    .fork()
    .getConnection()
    .execute<{ cor_codigo: number; cor_envios: number }[]>(`select cor_codigo, cor_envios from tcorreo_salida where cor_codigo in (${ids.map(() => '?').join(', ')})`, [...ids]);
  for (const row of rows) {
    try {
      await services.jobs.add(SEND_JOB, { id: row.cor_codigo }, { jobId: jobIdOf(row.cor_codigo, row.cor_envios), attempts: 3 });
    } catch (error) {
      // The message is committed as 'pendiente': the periodic pass queues it once the queue is back.
      log.failure({ event: 'correo', code: 'COLA', route: SEND_JOB, error, throttle: true, extra: { id: row.cor_codigo } });
    }
  }
}

/** Enqueues every message still 'pendiente' (committed just before a crash, say). */
export async function dispatchPending(services: Services): Promise<number> {
  const rows = await services.orm.em.fork().getConnection().execute<{ cor_codigo: number }[]>(`select cor_codigo from tcorreo_salida where cor_estado = 'pendiente' order by cor_codigo`);
  await dispatchEmails(services, rows.map((r: { cor_codigo: number }) => r.cor_codigo));
  return rows.length;
}
