import { CONTRACT_STATE_LABELS } from '../../domain/package-balance.js';
import { parsePaymentState, type PaymentState } from '../../domain/contract-payments.js';
import { AppError } from '../../shared/app-error.js';
import { fold } from '../clients/client-sql.js';
import type { ContractPaymentFilter } from './contract.types.js';
import { CONTRACT_MSG, FILTER_LABELS } from './messages.js';

const MAX_TEXT = 100;
const COMPANY_STATES = new Set([0, 1, 2, 3]);
/** The business-line selector's 'No asignar': companies without a type (as the company list). */
const NO_BUSINESS_LINE = -1;
const CONTRACT_STATES = new Set<string>(Object.values(CONTRACT_STATE_LABELS));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * The contract state (estado_contrato) of the row's company, read from emp_tiposerv without a
 * jsonb cast: an old row holding invalid JSON must not break the whole list (readServices reads
 * it as tolerantly).
 */
export const CONTRACT_STATE_SQL = `case when coalesce(e.emp_tiposerv, '') ~ '"bloq_aut"\\s*:\\s*("[Tt1]"|true|1)' then '${CONTRACT_STATE_LABELS.blocked}' else '${CONTRACT_STATE_LABELS.active}' end`;

/** A day 'AAAA-MM-DD' that exists, or null when empty; refused naming the field otherwise. */
function isoDay(value: string | null | undefined, field: string, label: string): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== text) throw AppError.input(field, CONTRACT_MSG.startDate(label));
  return text;
}

export interface ContractFilterSql {
  /** Conditions on the contract `k`, its company `e` and client `cl` (the search part). */
  where: string;
  params: unknown[];
  /** The quick filter: payment states the rows must be in (empty: every state). */
  paymentStates: PaymentState[];
}

/** Checks every value of the filter (Spanish refusals naming the field) and turns it into SQL. */
export function contractFilterSql(filter: ContractPaymentFilter | null | undefined): ContractFilterSql {
  const parts: string[] = [];
  const params: unknown[] = [];
  const text = (filter?.text ?? '').trim();
  if (text.length > MAX_TEXT) throw AppError.input('text', CONTRACT_MSG.textTooLong);
  if (text) {
    parts.push(`(k.emp_ruc like ? or ${fold("coalesce(e.emp_razons, cl.clp_apenom, '')")} like ${fold('?')})`);
    params.push(`${escapeLike(text)}%`, `%${escapeLike(text.toLowerCase())}%`);
  }
  const states = filter?.companyStates ?? [];
  for (const s of states) if (!COMPANY_STATES.has(s)) throw AppError.input('companyStates', CONTRACT_MSG.companyState(s));
  if (states.length) {
    parts.push(`e.emp_activa in (${marks(states.length)})`);
    params.push(...states);
  }
  const lines = filter?.businessLines ?? [];
  for (const l of lines) if (!Number.isInteger(l) || (l <= 0 && l !== NO_BUSINESS_LINE)) throw AppError.input('businessLines', CONTRACT_MSG.businessLine(l));
  if (lines.length) {
    const real = lines.filter((l) => l !== NO_BUSINESS_LINE);
    const alternatives = real.length ? [`e.tac_codigo in (${marks(real.length)})`] : [];
    params.push(...real);
    if (lines.includes(NO_BUSINESS_LINE)) alternatives.push('e.tac_codigo is null');
    parts.push(`(${alternatives.join(' or ')})`);
  }
  const contractStates = (filter?.contractStates ?? []).map((s) => s.trim().toUpperCase());
  for (const s of contractStates) if (!CONTRACT_STATES.has(s)) throw AppError.input('contractStates', CONTRACT_MSG.contractState(s));
  if (contractStates.length) {
    parts.push(`${CONTRACT_STATE_SQL} in (${marks(contractStates.length)})`);
    params.push(...contractStates);
  }
  const from = isoDay(filter?.startFrom, 'startFrom', FILTER_LABELS.from);
  const to = isoDay(filter?.startTo, 'startTo', FILTER_LABELS.to);
  if (from && to && from > to) throw AppError.input('startFrom', CONTRACT_MSG.startRange);
  if (from) {
    parts.push('k.fol_fecha >= ?::date');
    params.push(from);
  }
  if (to) {
    parts.push('k.fol_fecha <= ?::date');
    params.push(to);
  }
  const paymentStates = (filter?.paymentStates ?? []).map((s) => {
    const state = parsePaymentState(s);
    if (!state) throw AppError.input('paymentStates', CONTRACT_MSG.unknownPaymentState(s));
    return state;
  });
  return { where: parts.length ? `where ${parts.join(' and ')}` : '', params, paymentStates: [...new Set(paymentStates)] };
}
