import { readServices } from '../companies/company-json.js';
import { UNLIMITED } from './messages.js';
import { SmsState } from './sms-enums.js';
export { run } from '../../db/sql.js';

/** States that spend a unit of the package: queued or accepted by the gateway. */
export const SPENDING = [SmsState.PENDIENTE, SmsState.ENVIADO] as const;
/** States counted as failed: refused by the gateway or stored without a gateway. */
export const FAILING = [SmsState.FALLIDO, SmsState.NO_ENVIADO] as const;
const list = (states: readonly string[]) => states.map((s) => `'${s}'`).join(', ');

/** used and failed of the contract `c`, counted from the ledger (one index range each). */
export const COUNTS_JOIN = `left join lateral (
    select count(*) filter (where s.sen_estado in (${list(SPENDING)}))::int as usados,
           count(*) filter (where s.sen_estado in (${list(FAILING)}))::int as fallidos
      from tsms_envio s where s.sms_codigo = c.sms_codigo) u on true`;

/** A company's SMS contract in force with its counts, as one SQL row. */
export interface ContractRow {
  sms_codigo: number;
  emp_codigo: number;
  emp_coding: string;
  emp_razons: string;
  emp_ruc: string;
  emp_tiposerv: string | null;
  sms_contratados: number;
  tipo_contrato: number;
  sms_fecha: string | Date;
  usados: number;
  fallidos: number;
}

export const CONTRACT_COLUMNS = `c.sms_codigo, e.emp_codigo, e.emp_coding, e.emp_razons, e.emp_ruc, e.emp_tiposerv,
  c.sms_contratados, c.tipo_contrato, c.sms_fecha, coalesce(u.usados, 0)::int as usados, coalesce(u.fallidos, 0)::int as fallidos`;

/** True when the company has the SMS service enabled (emp_tiposerv sms 'T'). */
export const smsEnabled = (services: string | null) => readServices(services).sms === 'T';

/**
 * SMS the company may still send: contracted − used when SMS is enabled ('T'), 0 when it is not,
 * null for an unlimited package (-1).
 */
export function availableOf(row: Pick<ContractRow, 'sms_contratados' | 'usados' | 'emp_tiposerv'>): number | null {
  if (!smsEnabled(row.emp_tiposerv)) return 0;
  if (row.sms_contratados === UNLIMITED) return null;
  return Math.max(row.sms_contratados - row.usados, 0);
}
