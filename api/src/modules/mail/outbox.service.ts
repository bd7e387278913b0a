import type { EntityManager } from '@mikro-orm/core';
import type { Services } from '../../graphql/context.js';
import { dispatchMails, dispatchPendingMails, queueMails } from '../../send/mail-queue.js';

/** One system message (no sender account) to one recipient, in plain text. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The area that writes it ('conexiones'), for the outbox filter. */
  source: string;
  reference?: string | null;
  userName: string;
}

/**
 * System mail on the send service: one tmail row per message (no account: MAIL_FROM over
 * SMTP_URL, 'guardado' without SMTP), written in the caller's transaction; returns the
 * mai_codigo in order. The outbox lists these rows by their source.
 */
export async function queueEmails(em: EntityManager, emails: readonly OutgoingEmail[]): Promise<number[]> {
  if (!emails.length) return [];
  const { ids } = await queueMails(em, {
    accountId: null,
    userId: null,
    userName: emails[0]!.userName,
    mails: emails.map((e) => ({ to: e.to, subject: e.subject, html: e.text, format: 'texto' as const, source: e.source, reference: e.reference ?? null })),
  });
  return ids;
}

/** After the caller's commit: one job per message (idempotent by the message's key). */
export function dispatchEmails(services: Services, ids: readonly number[]): Promise<void> {
  return dispatchMails(services, ids);
}

/** Enqueues every message left 'pendiente' a while ago (committed just before a crash, say). */
export function dispatchPending(services: Services): Promise<number> {
  return dispatchPendingMails(services);
}
