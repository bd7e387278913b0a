import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Services } from '../graphql/context.js';
import { startPeriodic } from '../jobs/periodic.js';
import { log } from '../shared/log.js';
import { blacklist, isBlacklisted } from '../modules/mail-send/blacklist.service.js';
import { SEND_MSG } from '../modules/mail-send/messages.js';
import type { DeliveryResult } from './channel.js';
import { sendRuntime } from './runtime.js';

/** The job of one e-mail to one recipient; its id is the message's idempotency key (mai_clave). */
export const MAIL_JOB = 'correo.envio';
/** Attempts of a temporary failure (4xx, network) before the message is 'fallido'; backoff 1 s, 2 s, 4 s… */
export const MAIL_ATTEMPTS = 5;

export type MailState = 'pendiente' | 'enviado' | 'fallido' | 'rechazado';

/** One message to queue. */
export interface QueuedMail {
  to: string;
  subject: string;
  html: string;
  text?: string;
  attachments?: readonly number[];
  companyId?: number | null;
  contactId?: number | null;
}

export interface QueuedBatch {
  accountId: number;
  /** Idempotency key of the whole request (the browser sends one per click); null: a new one. */
  key?: string | null;
  userId: number | null;
  userName: string;
  mails: readonly QueuedMail[];
}

export interface MailRow {
  mai_codigo: number;
  mai_clave: string;
  mai_lote: string;
  mai_orden: number;
  mcf_codigo: number;
  mai_to: string;
  mai_subject: string;
  mai_content: string;
  mai_estado: MailState;
  mai_error: string | null;
  mai_intentos: number;
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
  const conn = em.getConnection();
  const tc = em.getTransactionContext();
  const ids: number[] = [];
  // Rows in chunks: a 10,000-recipient batch is a few statements.
  for (let start = 0; start < batch.mails.length; start += 500) {
    const chunk = batch.mails.slice(start, start + 500);
    const rows = await conn.execute<{ mai_codigo: number; mai_orden: number }[]>(
      `insert into tmail (mai_clave, mai_lote, mai_orden, mcf_codigo, mai_to, mai_subject, mai_content, emp_codigo, clp_codigo, usr_codigo, usr_nombre)
       values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (mai_clave) do update set mai_clave = excluded.mai_clave returning mai_codigo, mai_orden`,
      chunk.flatMap((m, i) => [`m-${batchId}-${start + i}`, batchId, start + i, batch.accountId, m.to, m.subject, m.html, m.companyId ?? null, m.contactId ?? null, batch.userId, batch.userName.slice(0, 150)]),
      'all',
      tc,
    );
    const attachments = chunk.flatMap((m, i) => (m.attachments ?? []).map((file) => [rows.find((r: { mai_orden: number }) => r.mai_orden === start + i)!.mai_codigo, file]));
    if (attachments.length) {
      await conn.execute(`insert into tmail_adjunto (mai_codigo, arc_codigo) values ${attachments.map(() => '(?, ?)').join(', ')} on conflict do nothing`, attachments.flat(), 'run', tc);
    }
    ids.push(...rows.sort((a: { mai_orden: number }, b: { mai_orden: number }) => a.mai_orden - b.mai_orden).map((r: { mai_codigo: number }) => r.mai_codigo));
  }
  return { batchId, ids };
}

/** After the commit: one job per message, named by its key (adding it again, from any process, is a no-op). */
export async function dispatchMails(services: Services, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const conn = services.orm.em.fork().getConnection();
  for (let start = 0; start < ids.length; start += 1000) {
    const part = ids.slice(start, start + 1000);
    const rows = await conn.execute<{ mai_codigo: number; mai_clave: string }[]>(`select mai_codigo, mai_clave from tmail where mai_codigo in (${part.map(() => '?').join(', ')}) and mai_estado = 'pendiente' order by mai_codigo`, [...part]);
    for (const row of rows) {
      try {
        await services.jobs.add(MAIL_JOB, { id: row.mai_codigo }, { jobId: row.mai_clave, attempts: MAIL_ATTEMPTS });
      } catch (error) {
        // Committed as 'pendiente': the periodic pass queues it once the queue is back.
        log.failure({ event: 'correo', code: 'COLA', route: MAIL_JOB, error, throttle: true, extra: { id: row.mai_codigo } });
      }
    }
  }
}

/** Queues every message still 'pendiente' a while after it was written (committed just before a crash, say). */
export async function dispatchPendingMails(services: Services): Promise<number> {
  const rows = await services.orm.em.fork().getConnection().execute<{ mai_codigo: number }[]>(`select mai_codigo from tmail where mai_estado = 'pendiente' and mai_creado < now() - interval '20 seconds' order by mai_codigo limit 10000`);
  await dispatchMails(services, rows.map((r: { mai_codigo: number }) => r.mai_codigo));
  return rows.length;
}

const finalState = (result: DeliveryResult): MailState => (result.status === 'sent' ? 'enviado' : result.status === 'rejected' ? 'rechazado' : 'fallido');

/** The Spanish line of a message's outcome, as the send modal shows it. */
export function resultMessage(state: MailState, to: string, error: string | null): string {
  if (state === 'enviado') return SEND_MSG.sent(to);
  if (state === 'rechazado') return SEND_MSG.notSent(to);
  if (state === 'fallido') return SEND_MSG.failed(to, error ?? '');
  return SEND_MSG.queued(to);
}

/** Publishes the batch's progress (share of its messages no longer pending) on jobProgress(batchId). */
async function publishBatch(services: Services, row: MailRow, state: MailState, error: string | null): Promise<void> {
  const [count] = await services.orm.em
    .fork()
    .getConnection()
    .execute<{ total: number; done: number }[]>(`select count(*)::int as total, count(*) filter (where mai_estado <> 'pendiente')::int as done from tmail where mai_lote = ?`, [row.mai_lote]);
  const progress = count!.total ? Math.round((count!.done * 100) / count!.total) : 100;
  services.pubsub.publish('JOB_PROGRESS', row.mai_lote, {
    jobId: row.mai_lote,
    name: MAIL_JOB,
    progress,
    state: count!.done >= count!.total ? 'completed' : 'active',
    message: resultMessage(state, row.mai_to, error),
  });
}

/**
 * Sends one message. Idempotent: only a 'pendiente' row is sent and its state changes right after
 * the server's answer, so a retry or a restarted worker never sends an accepted message again
 * (a crash during the SMTP conversation leaves it unsent, and the retry sends it once).
 * A blacklisted address is not sent to. 5xx at RCPT: 'rechazado' at once and blacklisted; other
 * permanent failures 'fallido'; temporary ones are thrown so the queue retries with backoff,
 * and the last attempt leaves it 'fallido'.
 */
export async function sendQueuedMail(services: Services, id: number, lastAttempt: boolean): Promise<MailState | 'inexistente'> {
  const em = services.orm.em.fork();
  const conn = em.getConnection();
  const [row] = await conn.execute<(MailRow & { mcf_por_minuto: number })[]>(
    'select m.*, c.mcf_por_minuto from tmail m join tconfigcorreos c on c.mcf_codigo = m.mcf_codigo where m.mai_codigo = ?',
    [id],
  );
  if (!row) return 'inexistente';
  if (row.mai_estado !== 'pendiente') return row.mai_estado;
  const runtime = sendRuntime(services);
  let result: DeliveryResult;
  if (await isBlacklisted(em, row.mai_to)) {
    result = { status: 'rejected', reason: 'La dirección está en la lista negra' };
  } else {
    await runtime.limiter.acquire(`correo-${row.mcf_codigo}`, row.mcf_por_minuto);
    const attachments = await conn.execute<{ arc_codigo: number }[]>('select arc_codigo from tmail_adjunto where mai_codigo = ? order by arc_codigo', [id]);
    result = await runtime.channels.get('email')!.deliver({ address: row.mai_to }, {
      key: row.mai_clave,
      subject: row.mai_subject,
      html: row.mai_content,
      text: '',
      attachments: attachments.map((a: { arc_codigo: number }) => a.arc_codigo),
      account: row.mcf_codigo,
    });
  }
  if (result.status === 'temporary' && !lastAttempt) {
    await conn.execute('update tmail set mai_intentos = mai_intentos + 1, mai_error = ? where mai_codigo = ?', [result.reason.slice(0, 2000), id]);
    throw new Error(result.reason);
  }
  const state = finalState(result);
  const error = result.status === 'sent' ? null : result.reason.slice(0, 2000);
  await em.transactional(async (tx) => {
    await tx.getConnection().execute(
      `update tmail set mai_estado = ?, mai_error = ?, mai_intentos = mai_intentos + 1, mai_enviado = case when ? then now() else null end, mai_idmensaje = ? where mai_codigo = ? and mai_estado = 'pendiente'`,
      [state, error, state === 'enviado', result.status === 'sent' ? (result.providerId ?? '').slice(0, 200) : null, id],
      'run',
      tx.getTransactionContext(),
    );
    if (result.status === 'rejected') await blacklist(tx, row.mai_to, 'rechazo', result.reason, 'sistema');
  });
  await publishBatch(services, row, state, error).catch(() => undefined);
  return state;
}

export function registerSendJobs(services: Services): void {
  services.jobs.register<{ id: number }>(MAIL_JOB, async (data, job) => {
    const state = await sendQueuedMail(services, data.id, job.lastAttempt);
    return { state };
  });
}

/** Seconds between passes that queue mail left 'pendiente'. */
export const SEND_RESUME_SECONDS = 30;

export function startSendResume(services: Services): void {
  if (!services.config.runWorkers) return;
  startPeriodic(services, `${MAIL_JOB}.pendientes`, SEND_RESUME_SECONDS, () => dispatchPendingMails(services));
}

/** Waits until the messages are no longer 'pendiente' (or `timeoutMs` passes); returns their rows in order. */
export async function waitForMails(services: Services, ids: readonly number[], timeoutMs: number): Promise<MailRow[]> {
  const conn = services.orm.em.fork().getConnection();
  const deadline = Date.now() + timeoutMs;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const rows = await conn.execute<MailRow[]>(`select * from tmail where mai_codigo in (${ids.map(() => '?').join(', ')}) order by mai_orden`, [...ids]);
    if (rows.every((r: MailRow) => r.mai_estado !== 'pendiente') || Date.now() >= deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
