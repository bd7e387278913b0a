import type { AppContext } from '../../graphql/context.js';
import { orderSql, type SortDirection } from '../../graphql/ordering.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { contractTypeLabel } from '../packages/package-sql.js';
import type { ContractType } from '../packages/package-enums.js';
import { SMS_MSG, UNLIMITED } from './messages.js';
import { SentSmsOrderField, SmsContractOrderField, SmsOutcome, type SmsState } from './sms-enums.js';
import { RESOURCE } from './sms-send.service.js';
import { availableOf, CONTRACT_COLUMNS, COUNTS_JOIN, FAILING, run, smsEnabled, SPENDING, type ContractRow } from './sms-sql.js';
import type { SentSms, SentSmsPage, SmsContract, SmsContractPage } from './sms.types.js';
import { BUSINESS_TIME_ZONE, businessDay } from '../../domain/dates.js';

/** Days of the 'Resumen SMS' are Ecuador's. */
export const TIME_ZONE = BUSINESS_TIME_ZONE;

const CONTRACT_ORDER: Record<SmsContractOrderField, string> = {
  [SmsContractOrderField.LEGAL_NAME]: 'e.emp_razons',
  [SmsContractOrderField.ACCESS_CODE]: 'e.emp_coding',
  [SmsContractOrderField.CONTRACTED]: 'c.sms_contratados',
  [SmsContractOrderField.ID]: 'c.sms_codigo',
};

const SENT_ORDER: Record<SentSmsOrderField, string> = {
  [SentSmsOrderField.CREATED_AT]: 's.sen_creado',
  [SentSmsOrderField.ID]: 's.sen_codigo',
};

export function toContract(row: ContractRow): SmsContract {
  const contracted = Number(row.sms_contratados);
  return {
    id: row.sms_codigo,
    companyId: row.emp_codigo,
    accessCode: row.emp_coding,
    legalName: row.emp_razons,
    ruc: row.emp_ruc,
    contracted,
    contractedLabel: contracted === UNLIMITED ? SMS_MSG.unlimitedLabel : `${contracted} - ${contractTypeLabel(row.tipo_contrato)}`,
    contractType: row.tipo_contrato as ContractType,
    used: row.usados,
    failed: row.fallidos,
    available: availableOf(row),
    smsEnabled: smsEnabled(row.emp_tiposerv),
    since: new Date(row.sms_fecha),
  };
}

const size = (pageSize: number) => Math.min(Math.max(Math.trunc(pageSize) || 50, 1), 500);

/** One page of the companies with an SMS package in force, with used, failed and available. */
export async function listSmsContracts(
  ctx: AppContext,
  search: string | null | undefined,
  page = 1,
  pageSize = 50,
  order?: { field: SmsContractOrderField; direction?: SortDirection | null } | null,
): Promise<SmsContractPage> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const text = (search ?? '').trim();
  const where = text ? `and (e.emp_razons ilike ? or e.emp_coding ilike ? or e.emp_ruc like ?)` : '';
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const params = text ? [like, like, like] : [];
  const limit = size(pageSize);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const rows = await run<ContractRow>(
    ctx.em,
    `select ${CONTRACT_COLUMNS} from (
       select c.* from tsms_contrato c join tempresa e on e.emp_codigo = c.emp_codigo
        where c.sms_estado = 1 ${where}
        order by ${orderSql(order, CONTRACT_ORDER, SmsContractOrderField.LEGAL_NAME, 'c.sms_codigo')} limit ? offset ?) c
     join tempresa e on e.emp_codigo = c.emp_codigo
     ${COUNTS_JOIN}
     order by ${orderSql(order, CONTRACT_ORDER, SmsContractOrderField.LEGAL_NAME, 'c.sms_codigo')}`,
    [...params, limit, (current - 1) * limit],
  );
  const [count] = await run<{ n: number }>(
    ctx.em,
    `select count(*)::int as n from tsms_contrato c join tempresa e on e.emp_codigo = c.emp_codigo where c.sms_estado = 1 ${where}`,
    params,
  );
  return { items: rows.map(toContract), totalCount: count!.n, page: current, pageSize: limit };
}

/** The SMS package in force of a company, or null when it has none. */
export async function findSmsContract(ctx: AppContext, companyId: number): Promise<SmsContract | null> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const [row] = await run<ContractRow>(
    ctx.em,
    `select ${CONTRACT_COLUMNS} from tsms_contrato c join tempresa e on e.emp_codigo = c.emp_codigo ${COUNTS_JOIN} where c.emp_codigo = ? and c.sms_estado = 1`,
    [companyId],
  );
  return row ? toContract(row) : null;
}

/**
 * Whether a company may send SMS and its package in force (null without one), for forms that
 * offer SMS (the notification wizard's params). The company is named by its code, or by its
 * database schema or access code (the legacy nombre_bd). Null when no company matches.
 */
export async function companySmsState(
  em: AppContext['em'],
  company: { id?: number | null; name?: string | null },
): Promise<{ companyId: number; enabled: boolean; contract: SmsContract | null } | null> {
  if (!company.id && !company.name) return null;
  const [found] = await run<{ emp_codigo: number; emp_tiposerv: string | null }>(
    em,
    `select emp_codigo, emp_tiposerv from tempresa where (?::int is not null and emp_codigo = ?::int) or (?::text is not null and (emp_esquemadb = ?::text or emp_coding = ?::text)) order by emp_codigo limit 1`,
    [company.id ?? null, company.id ?? null, company.name ?? null, company.name ?? null, company.name ?? null],
  );
  if (!found) return null;
  const [row] = await run<ContractRow>(
    em,
    `select ${CONTRACT_COLUMNS} from tsms_contrato c join tempresa e on e.emp_codigo = c.emp_codigo ${COUNTS_JOIN} where c.emp_codigo = ? and c.sms_estado = 1`,
    [found.emp_codigo],
  );
  return { companyId: found.emp_codigo, enabled: smsEnabled(found.emp_tiposerv), contract: row ? toContract(row) : null };
}

interface SentRow {
  sen_codigo: string;
  emp_codigo: number;
  emp_coding: string;
  emp_razons: string;
  clp_destino: string;
  clp_nombre: string | null;
  not_mensaje: string;
  sen_estado: string;
  sen_creado: string | Date;
  not_fenvio: string | Date | null;
  sen_error: string | null;
  sen_intentos: number;
  usr_nombre: string;
}

const toSent = (r: SentRow): SentSms => ({
  id: Number(r.sen_codigo),
  companyId: r.emp_codigo,
  accessCode: r.emp_coding,
  legalName: r.emp_razons,
  mobile: r.clp_destino,
  recipientName: r.clp_nombre,
  message: r.not_mensaje,
  state: r.sen_estado as SmsState,
  createdAt: new Date(r.sen_creado),
  sentAt: r.not_fenvio ? new Date(r.not_fenvio) : null,
  error: r.sen_error,
  attempts: r.sen_intentos,
  userName: r.usr_nombre,
});

export interface SentSmsFilterValues {
  from?: string | null;
  to?: string | null;
  outcome?: SmsOutcome | null;
  companyId?: number | null;
}

/**
 * One page of the SMS registered in a date range (Ecuador days, today by default): the sent
 * table (queued or accepted) or the failed one (refused, or stored without a gateway).
 */
export async function listSentSms(
  ctx: AppContext,
  filter: SentSmsFilterValues | null | undefined,
  page = 1,
  pageSize = 50,
  order?: { field: SentSmsOrderField; direction?: SortDirection | null } | null,
): Promise<SentSmsPage> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const from = filter?.from ?? businessDay();
  const to = filter?.to ?? businessDay();
  if (from > to) throw AppError.input('filter.from', SMS_MSG.dateRange);
  const states = (filter?.outcome ?? SmsOutcome.SENT) === SmsOutcome.FAILED ? FAILING : SPENDING;
  const conditions = [
    `s.sen_creado >= (?::date)::timestamp at time zone '${TIME_ZONE}'`,
    `s.sen_creado < (?::date + 1)::timestamp at time zone '${TIME_ZONE}'`,
    `s.sen_estado in (${states.map(() => '?').join(', ')})`,
  ];
  const params: unknown[] = [from, to, ...states];
  if (filter?.companyId) {
    conditions.push('s.emp_codigo = ?');
    params.push(filter.companyId);
  }
  const where = `where ${conditions.join(' and ')}`;
  const limit = size(pageSize);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const rows = await run<SentRow>(
    ctx.em,
    `select s.sen_codigo, s.emp_codigo, e.emp_coding, e.emp_razons, s.clp_destino, s.clp_nombre, s.not_mensaje, s.sen_estado, s.sen_creado, s.not_fenvio, s.sen_error, s.sen_intentos, s.usr_nombre
       from (select * from tsms_envio s ${where} order by ${orderSql(order, SENT_ORDER, SentSmsOrderField.CREATED_AT, 's.sen_codigo')} limit ? offset ?) s
       join tempresa e on e.emp_codigo = s.emp_codigo
      order by ${orderSql(order, SENT_ORDER, SentSmsOrderField.CREATED_AT, 's.sen_codigo')}`,
    [...params, limit, (current - 1) * limit],
  );
  const [count] = await run<{ n: number }>(ctx.em, `select count(*)::int as n from tsms_envio s ${where}`, params);
  return { items: rows.map(toSent), totalCount: count!.n, page: current, pageSize: limit };
}
