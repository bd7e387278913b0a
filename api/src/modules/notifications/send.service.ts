import type { AppContext } from '../../graphql/context.js';
import { businessDay } from '../../domain/dates.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import { dispatchMails, queueMails } from '../../send/mail-queue.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { accountsForSender, senderAccount } from '../mail-send/accounts.service.js';
import { SEND_MSG } from '../mail-send/messages.js';
import { sendSms } from '../sms/sms-send.service.js';
import { recordAudit } from '../system/audit.service.js';
import { notifyUsers, plainText } from './inbox.service.js';
import { NOTIF_AUDIT, NOTIF_MSG, NOTIF_SUBJECT, RESOURCE, SMS_LIMIT } from './messages.js';
import { CHANNEL_LABEL, NotificationChannel, RecipientKind } from './notification-enums.js';
import { notSendableReason, resolveRecipients, type Recipient, type RecipientRef } from './recipients.service.js';
import { reportAttachments, reportFunctions } from './report-attachments.js';
import { run } from '../../db/sql.js';

/** Most recipients of one send (a plan to every referente of several companies included). */
export const MAX_RECIPIENTS = 20_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface NotificationSendValues {
  channel: NotificationChannel;
  message?: string | null;
  /** Report functions attached to an e-mail (tfn_codigo). */
  functionIds?: readonly number[] | null;
  kind: RecipientKind;
  recipients?: readonly RecipientRef[] | null;
  /** Companies whose referentes all receive (kind COMPANIES). */
  companyIds?: readonly number[] | null;
  /** Sender mail account; the user's first usable one when absent. */
  accountId?: number | null;
  /** Date range of the attached reports; today (Ecuador) when absent. */
  from?: string | null;
  to?: string | null;
}

export interface SendLine {
  name: string;
  address: string | null;
  companyName: string | null;
  reason: string | null;
}

export interface NotificationSendResult {
  message: string;
  sent: SendLine[];
  notSent: SendLine[];
  notificationId: number | null;
}

/** Today in Ecuador, AAAA-MM-DD. */

/**
 * The rules of steps 1 and 2 (spec 002 §5), in the wizard's order; the first broken one is
 * refused with its message, naming the field. Returns the cleaned message.
 */
export function checkSendValues(v: NotificationSendValues): string {
  if (!Object.values(NotificationChannel).includes(v.channel)) throw AppError.input('enviar_por', 'Seleccione el canal de envío');
  const functions = v.functionIds ?? [];
  const raw = v.message ?? '';
  const message = v.channel === NotificationChannel.SMS ? raw.trim() : sanitizeHtml(raw);
  const empty = v.channel === NotificationChannel.SMS ? !message : !plainText(message) && !/<img/i.test(message);
  if (functions.length && v.channel !== NotificationChannel.EMAIL) throw AppError.input('funciones', NOTIF_MSG.functionsOnlyEmail);
  if (empty && (v.channel !== NotificationChannel.EMAIL || !functions.length)) {
    throw AppError.input('mensaje', v.channel === NotificationChannel.EMAIL ? NOTIF_MSG.messageOrFunction : NOTIF_MSG.messageRequired);
  }
  if (v.channel === NotificationChannel.SMS && [...message].length > SMS_LIMIT) throw AppError.input('mensaje', NOTIF_MSG.smsLimit);
  if (v.kind === RecipientKind.COMPANIES) {
    if (!(v.companyIds ?? []).length) throw AppError.input('empresas', NOTIF_MSG.companyRequired);
  } else if (!(v.recipients ?? []).length) throw AppError.input('usuarios', NOTIF_MSG.recipientsRequired);
  for (const [field, value] of [
    ['desde', v.from],
    ['hasta', v.to],
  ] as const)
    if (value && !DATE.test(value)) throw AppError.input(field, `Fecha no válida: ${value}`);
  if (v.from && v.to && v.from > v.to) throw AppError.input('desde', NOTIF_MSG.rangeInvalid);
  return message;
}

const line = (r: Recipient, address: string | null, reason: string | null): SendLine => ({ name: r.name, address, companyName: r.companyName, reason });

/**
 * Sends a notification now: e-mail (one job per recipient through the send service, subject
 * 'Notificación ISYPLUS', report functions run for each recipient's company and attached as
 * PDF and spreadsheet), SMS (through the SMS packages of each company) or system (the users'
 * inboxes and their live counters). Recipients without an address are answered as not sent,
 * with the reason. Used by the wizard and by plan runs (planId).
 */
export async function sendNotification(
  ctx: AppContext,
  values: NotificationSendValues,
  options: { planId?: number | null } = {},
): Promise<NotificationSendResult> {
  const user = ctx.user!;
  if (!options.planId) await requirePermission(ctx.em, user, RESOURCE.send, 'crear');
  const message = checkSendValues(values);
  const functions =
    values.channel === NotificationChannel.EMAIL && values.functionIds?.length ? await reportFunctions(ctx.em, [...new Set(values.functionIds)]) : [];
  const recipients = await resolveRecipients(ctx.services, ctx.em, values.kind, values.recipients ?? [], values.companyIds ?? []);
  if (!recipients.length) throw AppError.input('usuarios', NOTIF_MSG.recipientsRequired);
  if (recipients.length > MAX_RECIPIENTS) throw AppError.input('usuarios', NOTIF_MSG.tooManyRecipients(MAX_RECIPIENTS));
  const sent: SendLine[] = [];
  const notSent: SendLine[] = [];
  const sendable: Recipient[] = [];
  for (const r of recipients) {
    const reason = notSendableReason(r, values.channel);
    if (reason) notSent.push(line(r, values.channel === NotificationChannel.SMS ? r.mobile : r.email, reason));
    else sendable.push(r);
  }
  let notificationId: number | null = null;
  if (values.channel === NotificationChannel.SYSTEM && sendable.length) {
    notificationId = await ctx.em.transactional(async (tx) => {
      const id = await notifyUsers(tx, { userIds: sendable.map((r) => r.userId!), message, senderId: user.id, planId: options.planId ?? null });
      recordAudit(tx, user, NOTIF_AUDIT.send, NOTIF_AUDIT.entity, id, `${CHANNEL_LABEL[values.channel]} a ${sendable.length} usuarios`);
      return id;
    });
    ctx.services.outbox.nudge();
    sent.push(...sendable.map((r) => line(r, r.idNumber, null)));
  } else if (values.channel === NotificationChannel.SMS) {
    const byCompany = new Map<number, Recipient[]>();
    for (const r of sendable) byCompany.set(r.companyId!, [...(byCompany.get(r.companyId!) ?? []), r]);
    for (const [companyId, list] of byCompany) {
      try {
        await sendSms(ctx, { companyId, message, recipients: list.map((r) => ({ mobile: r.mobile, name: r.name, referenteId: r.referenteId })) });
        sent.push(...list.map((r) => line(r, r.mobile, null)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notSent.push(...list.map((r) => line(r, r.mobile, error.message)));
      }
    }
  } else if (values.channel === NotificationChannel.EMAIL && sendable.length) {
    await sendEmails(ctx, values, message, functions, sendable, sent, notSent);
  }
  return { message: NOTIF_MSG.sent, sent, notSent, notificationId };
}

async function sendEmails(
  ctx: AppContext,
  values: NotificationSendValues,
  message: string,
  functions: Awaited<ReturnType<typeof reportFunctions>>,
  sendable: Recipient[],
  sent: SendLine[],
  notSent: SendLine[],
): Promise<void> {
  const user = ctx.user!;
  const account = values.accountId
    ? await senderAccount(ctx.em, user, values.accountId)
    : (await accountsForSender(ctx.em, user, null)).find((a) => !a.disabled);
  if (!account) throw AppError.conflict(NOTIF_MSG.noMailAccount, 'mcf_codigo');
  const range = { desde: values.from || businessDay(), hasta: values.to || values.from || businessDay() };
  const body = plainText(message) || /<img/i.test(message) ? message : `<p>Se adjuntan los reportes: ${functions.map((f) => f.title).join(', ')}.</p>`;
  const attachmentsOf = new Map<number, number[] | string>();
  const mails: { to: string; subject: string; html: string; attachments: number[]; companyId: number | null; contactId: number | null }[] = [];
  const queued: Recipient[] = [];
  const blacklisted = await blacklistedOf(
    ctx,
    sendable.map((r) => r.email!),
  );
  for (const r of sendable) {
    if (blacklisted.has(r.email!.toLowerCase())) {
      notSent.push(line(r, r.email, SEND_MSG.notSent(r.email!)));
      continue;
    }
    let attachments: number[] = [];
    if (functions.length && r.companyId) {
      if (!attachmentsOf.has(r.companyId)) {
        // A report the company cannot run (not migrated, refused): its recipients are answered with the reason.
        attachmentsOf.set(
          r.companyId,
          await reportAttachments(ctx, r.companyId, functions, range).catch((error: unknown) => {
            if (error instanceof AppError) return error.message;
            throw error;
          }),
        );
      }
      const files = attachmentsOf.get(r.companyId)!;
      if (typeof files === 'string') {
        notSent.push(line(r, r.email, files));
        continue;
      }
      attachments = files;
    }
    mails.push({ to: r.email!, subject: NOTIF_SUBJECT, html: body, attachments, companyId: r.companyId, contactId: r.referenteId });
    queued.push(r);
  }
  if (!mails.length) return;
  const { ids } = await ctx.em.transactional(async (tx) => {
    const done = await queueMails(tx, { accountId: account.id, userId: user.id, userName: user.name, mails });
    recordAudit(tx, user, NOTIF_AUDIT.send, NOTIF_AUDIT.entity, null, `${CHANNEL_LABEL[NotificationChannel.EMAIL]} a ${mails.length} destinatarios`);
    return done;
  });
  await dispatchMails(ctx.services, ids);
  sent.push(...queued.map((r) => line(r, r.email, null)));
}

/** The addresses on the mail blacklist among these (lower case), in one statement. */
async function blacklistedOf(ctx: AppContext, emails: readonly string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await run<{ email: string }>(
    ctx.em,
    'select distinct lower(lnc_correo) as email from tlistanegra_correo where lower(lnc_correo) = any(?::text[])',
    [textArray(emails.map((e) => e.trim().toLowerCase()))],
  );
  return new Set(rows.map((r: { email: string }) => r.email));
}

/** A PostgreSQL text[] literal: every element quoted, backslashes and quotes escaped. */
const textArray = (list: readonly string[]) => `{${list.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
