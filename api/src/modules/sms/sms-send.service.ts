import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../graphql/context.js';
import { AppError, type InputProblem } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { SMS_AUDIT, SMS_MAX_LENGTH, SMS_MSG, UNLIMITED } from './messages.js';
import { dispatchSms } from './sms.jobs.js';
import { availableOf, COUNTS_JOIN, run, smsEnabled } from './sms-sql.js';

export const RESOURCE = 'sms';
/** Most recipients of one request. */
export const MAX_RECIPIENTS = 1000;
const MOBILE = /^\+?\d{7,15}$/;
const KEY = /^[A-Za-z0-9_-]{1,60}$/;

export interface SmsRecipient {
  mobile?: string | null;
  name?: string | null;
  referenteId?: number | null;
}

export interface SmsSendValues {
  companyId: number;
  message: string;
  recipients: readonly SmsRecipient[];
  /** Idempotency key of the request: the same key sends nothing new. */
  requestKey?: string | null;
}

export interface SmsSendResult {
  message: string;
  queued: number;
  ids: number[];
  contracted: number;
  used: number;
  available: number | null;
  duplicate: boolean;
}

/** The mobile as the gateway receives it: spaces, dashes, dots and brackets removed. */
export const normalizeMobile = (mobile: string) => mobile.replace(/[\s\-.()]/g, '');

function checkInput(values: SmsSendValues): { message: string; recipients: Array<{ mobile: string; name: string | null; referenteId: number | null }> } {
  if (!Number.isInteger(values.companyId) || values.companyId <= 0) throw AppError.input('companyId', SMS_MSG.companyId);
  const message = (values.message ?? '').trim();
  if (!message) throw AppError.input('message', SMS_MSG.emptyMessage);
  if ([...message].length > SMS_MAX_LENGTH || message.length > SMS_MAX_LENGTH) throw AppError.input('message', SMS_MSG.tooLong);
  if (values.requestKey != null && !KEY.test(values.requestKey)) throw AppError.input('requestKey', SMS_MSG.requestKey);
  const list = values.recipients ?? [];
  if (!list.length) throw AppError.input('recipients', SMS_MSG.noRecipients);
  if (list.length > MAX_RECIPIENTS) throw AppError.input('recipients', `Se puede enviar a ${MAX_RECIPIENTS} destinatarios por vez como máximo`);
  const problems: InputProblem[] = [];
  const recipients = list.map((r, i) => {
    const mobile = normalizeMobile(r.mobile ?? '');
    if (!mobile) problems.push({ field: `recipients.${i}.mobile`, message: SMS_MSG.noMobile });
    else if (!MOBILE.test(mobile)) problems.push({ field: `recipients.${i}.mobile`, message: SMS_MSG.badMobile(r.mobile!) });
    const name = (r.name ?? '').trim().slice(0, 300) || null;
    return { mobile, name, referenteId: r.referenteId ?? null };
  });
  if (problems.length) throw AppError.inputs(problems);
  return { message, recipients };
}

/**
 * Sends one SMS per recipient of a company. Under a lock on the company's contract in force, the
 * used units are counted from the ledger and the rows inserted as 'pendiente' (each spends a
 * unit) only if every recipient fits: parallel senders wait for each other, so none spends a unit
 * another one counted. After the commit, one job per SMS delivers it. With a requestKey the call
 * is idempotent: a key already used answers what it queued then.
 */
export async function sendSms(ctx: AppContext, values: SmsSendValues): Promise<SmsSendResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear');
  const { message, recipients } = checkInput(values);
  const requestKey = values.requestKey ?? randomUUID();
  const result = await ctx.em.transactional(async (tx) => {
    const [company] = await run<{ emp_codigo: number; emp_tiposerv: string | null }>(tx, 'select emp_codigo, emp_tiposerv from tempresa where emp_codigo = ?', [
      values.companyId,
    ]);
    if (!company) throw AppError.input('companyId', SMS_MSG.companyNotFound(values.companyId));
    const [contract] = await run<{ sms_codigo: number; sms_contratados: number }>(
      tx,
      'select sms_codigo, sms_contratados from tsms_contrato where emp_codigo = ? and sms_estado = 1 for update',
      [company.emp_codigo],
    );
    if (!contract || !smsEnabled(company.emp_tiposerv)) throw AppError.conflict(SMS_MSG.noPackage, 'companyId');
    const counted = async () =>
      (
        await run<{ usados: number }>(tx, `select coalesce(u.usados, 0)::int as usados from tsms_contrato c ${COUNTS_JOIN} where c.sms_codigo = ?`, [
          contract.sms_codigo,
        ])
      )[0]!.usados;
    const earlier = await run<{ sen_codigo: string }>(tx, 'select sen_codigo from tsms_envio where sen_solicitud = ? order by sen_codigo', [requestKey]);
    if (earlier.length) {
      const used = await counted();
      const available = availableOf({ sms_contratados: contract.sms_contratados, usados: used, emp_tiposerv: company.emp_tiposerv });
      return {
        message: SMS_MSG.sent,
        queued: earlier.length,
        ids: earlier.map((e) => Number(e.sen_codigo)),
        contracted: contract.sms_contratados,
        used,
        available,
        duplicate: true,
      };
    }
    const used = await counted();
    if (contract.sms_contratados !== UNLIMITED) {
      const available = Math.max(contract.sms_contratados - used, 0);
      if (recipients.length > available) throw AppError.conflict(SMS_MSG.available(available), 'recipients');
    }
    const rows = await run<{ sen_codigo: string }>(
      tx,
      `insert into tsms_envio (sms_codigo, emp_codigo, clp_codigo, clp_nombre, clp_destino, not_mensaje, sen_solicitud, sen_clave, usr_nombre)
       values ${recipients.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')} returning sen_codigo`,
      recipients.flatMap((r, i) => [
        contract.sms_codigo,
        company.emp_codigo,
        r.referenteId,
        r.name,
        r.mobile,
        message,
        requestKey,
        `${requestKey}:${i}`,
        ctx.user!.name,
      ]),
    );
    recordAudit(tx, ctx.user, SMS_AUDIT.send, SMS_AUDIT.entity, contract.sms_codigo, `${recipients.length} SMS`);
    const nowUsed = used + recipients.length;
    return {
      message: SMS_MSG.sent,
      queued: rows.length,
      ids: rows.map((r) => Number(r.sen_codigo)),
      contracted: contract.sms_contratados,
      used: nowUsed,
      available: availableOf({ sms_contratados: contract.sms_contratados, usados: nowUsed, emp_tiposerv: company.emp_tiposerv }),
      duplicate: false,
    };
  });
  await dispatchSms(ctx.services, result.ids);
  return result;
}
