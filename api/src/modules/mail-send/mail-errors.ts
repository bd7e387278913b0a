import type { DeliveryResult } from '../../send/channel.js';
import { log } from '../../shared/log.js';
import { MailHostBlocked } from './mail-host.js';
import { MAIL_FAILURE } from './messages.js';

/**
 * The user's words for a failed connection to an account's mail server (MAIL_FAILURE), with the
 * library's detail (host, port, errno) written to the server's log only. A user who may edit an
 * account chooses its host and port: were the answer the library's text, 'ECONNREFUSED' against
 * a timeout or a TLS error would tell which ports of a host are open.
 */

interface MailLibraryError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
  authenticationFailed?: unknown;
  message?: unknown;
}

/** Where the failure happened, for the log line (never shown). */
export interface MailFailureContext {
  protocol: 'SMTP' | 'IMAP';
  accountId: number | null;
  host: string | null;
  port: number | null;
}

function logDetail(context: MailFailureContext, shown: string, error: unknown): void {
  log.failure({
    event: 'correo',
    code: `${context.protocol}_FALLO`,
    route: `cuenta ${context.accountId ?? 'del sistema'}`,
    error,
    extra: { servidor: context.host, puerto: context.port, respuesta: shown },
    throttle: true,
  });
}

const isAuthFailure = (e: MailLibraryError) =>
  e.code === 'EAUTH' || e.authenticationFailed === true || (typeof e.command === 'string' && /^AUTH\b/i.test(e.command) && Number(e.responseCode) >= 500);

/**
 * The SMTP outcome to record: `classified` (classifySmtpError's status) with a reason the user
 * may read. A reply of the server (4xx/5xx with its text) keeps the server's own words; a
 * refused sign-in, a blocked address and anything below SMTP (refused, unreachable, DNS, TLS,
 * an answer that is not SMTP) read one fixed sentence each.
 */
export function smtpFailure(error: unknown, classified: DeliveryResult, context: MailFailureContext): DeliveryResult {
  const e = (error ?? {}) as MailLibraryError;
  let reason: string;
  let status = classified.status;
  if (error instanceof MailHostBlocked) {
    reason = MAIL_FAILURE.blocked('SMTP');
    status = 'failed';
  } else if (isAuthFailure(e)) {
    reason = MAIL_FAILURE.auth('SMTP');
    status = 'failed';
  } else if (Number(e.responseCode) >= 400 && Number(e.responseCode) < 600 && typeof e.response === 'string' && e.code !== 'EPROTOCOL') {
    reason = MAIL_FAILURE.replied(e.response.slice(0, 500));
  } else if (classified.status === 'rejected') {
    reason = MAIL_FAILURE.recipient;
  } else {
    reason = MAIL_FAILURE.connect('SMTP');
    status = 'temporary';
  }
  if (status === 'sent' || status === 'stored') return classified;
  logDetail(context, reason, error);
  return { status, reason };
}

/** The IMAP failure's sentence (after 'No se pudo revisar el buzón de la cuenta: '), logged with its detail. */
export function imapFailure(error: unknown, connected: boolean, context: MailFailureContext): string {
  const e = (error ?? {}) as MailLibraryError;
  const reason =
    error instanceof MailHostBlocked
      ? MAIL_FAILURE.blocked('IMAP')
      : isAuthFailure(e)
        ? MAIL_FAILURE.auth('IMAP')
        : connected
          ? MAIL_FAILURE.mailbox
          : MAIL_FAILURE.connect('IMAP');
  logDetail(context, reason, error);
  return reason;
}
