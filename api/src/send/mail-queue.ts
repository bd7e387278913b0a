import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Services } from '../graphql/context.js';
import { deliver, dispatch, dispatchStale, registerDeliveryJobs, registerLedger, startDeliveryResume } from './deliveries.js';
import { mailLedger, type MailRow, type MailState } from './mail-ledger.js';
import { run } from '../db/sql.js';

export { MAIL_ATTEMPTS, mailJobId, resultMessage, type MailRow, type MailState } from './mail-ledger.js';

/** The job name e-mail used before every channel shared one (jobs still queued under it run the same way). */
export const MAIL_JOB = 'correo.envio';

registerLedger(mailLedger);

/** One message to queue. */
export interface QueuedMail {
  to: string;
  subject: string;
  /** HTML, or plain text with `format: 'texto'`. */
  html: string;
  format?: 'html' | 'texto';
  attachments?: readonly number[];
  companyId?: number | null;
  contactId?: number | null;
  /** The area that wrote a system message ('conexiones'), for the outbox. */
  source?: string | null;
  /** The record the message is about within its area ('paquete:12'). */
  reference?: string | null;
}

export interface QueuedBatch {
  /** The sender account; null: a system message from MAIL_FROM over SMTP_URL. */
  accountId: number | null;
  /** Idempotency key of the whole request (the browser sends one per click); null: a new one. */
  key?: string | null;
  userId: number | null;
  userName: string;
  mails: readonly QueuedMail[];
}

/** BullMQ refuses ':' in custom ids; keys are [A-Za-z0-9_-]. */
const cleanKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60);

/**
 * Writes one tmail row per recipient in the caller's transaction (state 'pendiente'), keyed by
 * the request key and the recipient's position: the same request twice writes nothing new.
 * Returns the batch id and the rows in order.
 */
export async function queueMails(em: EntityManager, batch: QueuedBatch): Promise<{ batchId: string; ids: number[] }> {
  const batchId = cleanKey(batch.key ?? '') || randomUUID().replace(/-/g, '');
  const ids: number[] = [];
  // Rows in chunks: a 10,000-recipient batch is a few statements.
  for (let start = 0; start < batch.mails.length; start += 500) {
    const chunk = batch.mails.slice(start, start + 500);
    const rows = await run<{ mai_codigo: number; mai_orden: number }>(
      em,
      `insert into tmail (mai_clave, mai_lote, mai_orden, mcf_codigo, mai_to, mai_subject, mai_content, mai_formato, emp_codigo, clp_codigo, usr_codigo, usr_nombre, mai_origen, mai_referencia)
       values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (mai_clave) do update set mai_clave = excluded.mai_clave returning mai_codigo, mai_orden`,
      chunk.flatMap((m, i) => [
        `m-${batchId}-${start + i}`,
        batchId,
        start + i,
        batch.accountId,
        m.to,
        m.subject,
        m.html,
        m.format ?? 'html',
        m.companyId ?? null,
        m.contactId ?? null,
        batch.userId,
        batch.userName.slice(0, 150),
        m.source ?? null,
        m.reference ?? null,
      ]),
    );
    const byOrder = new Map<number, number>(rows.map((r: { mai_codigo: number; mai_orden: number }) => [r.mai_orden, r.mai_codigo]));
    const attachments = chunk.flatMap((m, i) => (m.attachments ?? []).map((file) => [byOrder.get(start + i)!, file]));
    if (attachments.length) {
      await run(
        em,
        `insert into tmail_adjunto (mai_codigo, arc_codigo) values ${attachments.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
        attachments.flat(),
      );
    }
    ids.push(...chunk.map((_, i) => byOrder.get(start + i)!));
  }
  return { batchId, ids };
}

/** After the commit: one job per message, named by its key (adding it again, from any process, is a no-op). */
export function dispatchMails(services: Services, ids: readonly number[]): Promise<void> {
  return dispatch(services, mailLedger.name, ids);
}

/** Queues every message still 'pendiente' a while after it was written (committed just before a crash, say). */
export function dispatchPendingMails(services: Services): Promise<number> {
  return dispatchStale(services, mailLedger.name);
}

/**
 * Sends one message (the job's work). Idempotent: only a 'pendiente' row is sent and its state
 * changes right after the server's answer, so a retry or a restarted worker never sends an
 * accepted message again (a crash during the SMTP conversation leaves it unsent, and the retry
 * sends it once). Temporary failures are thrown so the queue retries; the last one is 'fallido'.
 */
export async function sendQueuedMail(services: Services, id: number, lastAttempt: boolean): Promise<MailState | 'inexistente'> {
  return (await deliver(services, mailLedger.name, id, lastAttempt)) as MailState | 'inexistente';
}

/** The send service's jobs: the shared delivery job, and the e-mail job name of before. */
export function registerSendJobs(services: Services): void {
  registerDeliveryJobs(services);
  services.jobs.register<{ id: number }>(MAIL_JOB, async (data, job) => ({ state: await sendQueuedMail(services, data.id, job.lastAttempt) }));
}

/** Seconds between passes that queue messages left 'pendiente' (every channel). */
export { RESUME_SECONDS as SEND_RESUME_SECONDS } from './deliveries.js';

export function startSendResume(services: Services): void {
  startDeliveryResume(services);
}

/** Waits until the messages are no longer 'pendiente' (or `timeoutMs` passes); returns their rows in order. */
export async function waitForMails(services: Services, ids: readonly number[], timeoutMs: number): Promise<MailRow[]> {
  const em = services.orm.em.fork();
  const deadline = Date.now() + timeoutMs;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const rows = await run<MailRow>(em, `select * from tmail where mai_codigo in (${ids.map(() => '?').join(', ')}) order by mai_orden`, [...ids]);
    if (rows.every((r: MailRow) => r.mai_estado !== 'pendiente') || Date.now() >= deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
