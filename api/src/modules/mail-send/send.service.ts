import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { businessDay } from '../../domain/dates.js';
import { fileMetas } from '../../files/files.service.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import { dispatchMails, queueMails, resultMessage, waitForMails, type MailState } from '../../send/mail-queue.js';
import { MAIL_FILES } from '../mail/file-owners.js';
import { auditRow } from './audit.js';
import { accountsForSender, isEmail, senderAccount, type SenderAccount } from './accounts.service.js';
import { isBlacklisted } from './blacklist.service.js';
import { SEND_MSG } from './messages.js';
import { renderTemplate, type RenderData } from './template-render.js';
import { checkAccountType } from './templates.service.js';

/** One recipient: the address and the values its placeholders read (a referente's or contact's columns). */
export interface SendRecipient {
  email: string;
  data?: RenderData | null;
  companyId?: number | null;
  contactId?: number | null;
}

export interface SendRequest {
  accountId: number | null;
  subject: string;
  /** The message (HTML, may hold `${…}` / `$[…]`); sanitized, then filled per recipient. */
  body: string;
  recipients: readonly SendRecipient[];
  /** Stored files (class ATTACHMENT, owner 'correo') uploaded by this user. */
  attachments?: readonly number[] | null;
  /** Idempotency key of the click: the same key twice sends once. */
  key?: string | null;
  /** Write each send in the company's log (bitácora) with the message and the result. */
  log?: boolean | null;
  /** Wait for the outcome (the modal, one recipient at a time) up to this many ms; 0 answers at once. */
  waitMs?: number | null;
}

export interface SendOutcome {
  email: string;
  state: MailState;
  message: string;
  blacklisted: boolean;
  mailId: number | null;
  logId: number | null;
}

export interface SendResponse {
  batchId: string;
  results: SendOutcome[];
}

/** The modal's longest wait for a recipient's outcome; past it the message stays queued and is retried. */
export const SEND_WAIT_MS = 20_000;

/** What the send modal opens with: the accounts this user may send from (of the type) — the spec's tmailnuevo. */
export async function newMail(ctx: AppContext, accountType: number | null): Promise<{ accounts: SenderAccount[]; message: string | null }> {
  checkAccountType(accountType);
  const accounts = await accountsForSender(ctx.em, ctx.user!, accountType);
  return { accounts, message: accounts.length ? null : SEND_MSG.noAccount };
}

/**
 * Sends a message to recipients through the job queue (one job per recipient). Checks the
 * spec's rules in order: account chosen and usable, message written, recipients chosen,
 * attachments the user's own. A blacklisted address is answered at once, without sending.
 */
export async function sendMail(ctx: AppContext, request: SendRequest): Promise<SendResponse> {
  const user = ctx.user!;
  const account = await senderAccount(ctx.em, user, request.accountId);
  const body = sanitizeHtml(request.body ?? '');
  if (!body.replace(/<(?!img)[^>]*>/g, '').trim()) throw AppError.input('mai_content', SEND_MSG.messageRequired);
  const recipients = request.recipients.map((r) => ({ ...r, email: r.email.trim() })).filter((r) => r.email);
  if (!recipients.length) throw AppError.input('recipients', SEND_MSG.recipientsRequired);
  for (const r of recipients) if (!isEmail(r.email)) throw AppError.input('mai_to', SEND_MSG.invalidEmail(r.email));
  const subject = request.subject.trim();
  if (!subject) throw AppError.input('mai_subject', SEND_MSG.subjectRequired);
  const attachmentIds = [...new Set(request.attachments ?? [])];
  const files = await fileMetas(ctx.em, attachmentIds);
  for (const id of attachmentIds) {
    const file = files.find((f) => f.id === id);
    if (!file || file.ownerKind !== MAIL_FILES || file.fileClass !== 'ATTACHMENT' || file.createdBy !== user.id)
      throw AppError.input('adjuntos', SEND_MSG.attachmentMissing(id));
  }

  // Blacklisted addresses are answered without a message row; the others are queued.
  const outcomes = new Map<number, SendOutcome>();
  const queued: { index: number; recipient: SendRecipient }[] = [];
  for (const [index, recipient] of recipients.entries()) {
    if (await isBlacklisted(ctx.em, recipient.email))
      outcomes.set(index, {
        email: recipient.email,
        state: 'rechazado',
        message: SEND_MSG.notSent(recipient.email),
        blacklisted: true,
        mailId: null,
        logId: null,
      });
    else queued.push({ index, recipient });
  }
  const today = businessDay();
  const { batchId, ids } = await ctx.em.transactional((tx) =>
    queueMails(tx, {
      accountId: account.id,
      key: request.key,
      userId: user.id,
      userName: user.name,
      mails: queued.map(({ recipient }) => {
        const data: RenderData = { fecha: today, usuario: user.name, clp_email: recipient.email, ...(recipient.data ?? {}) };
        return {
          to: recipient.email,
          subject: renderTemplate(subject, data, { html: false }),
          html: renderTemplate(body, data),
          attachments: attachmentIds,
          companyId: recipient.companyId ?? null,
          contactId: recipient.contactId ?? null,
        };
      }),
    }),
  );
  await dispatchMails(ctx.services, ids);
  const waitMs = Math.min(Math.max(request.waitMs ?? 0, 0), SEND_WAIT_MS);
  const rows = ids.length ? (waitMs > 0 ? await waitForMails(ctx.services, ids, waitMs) : await waitForMails(ctx.services, ids, 0)) : [];
  for (const [position, { index, recipient }] of queued.entries()) {
    const row = rows[position];
    const state = row?.mai_estado ?? 'pendiente';
    outcomes.set(index, {
      email: recipient.email,
      state,
      message: resultMessage(state, recipient.email, row?.mai_error ?? null),
      blacklisted: state === 'rechazado',
      mailId: row?.mai_codigo ?? null,
      logId: null,
    });
  }
  const results = recipients.map((_, index) => outcomes.get(index)!);
  if (request.log) {
    await ctx.em.transactional(async (tx) => {
      for (const [index, outcome] of results.entries()) {
        const companyId = recipients[index]!.companyId ?? null;
        outcome.logId = await auditRow(
          tx,
          user,
          'correo',
          'bitacora_empresa',
          companyId,
          `Cuenta: ${account.email}\nPara: ${outcome.email}\nAsunto: ${subject}\nResultado: ${outcome.message}\n\n${body}`,
        );
      }
    });
  }
  return { batchId, results };
}
