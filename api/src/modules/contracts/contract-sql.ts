import type { EntityManager } from '@mikro-orm/core';
import { contractMonthLabel, INSTALLMENT_STATE, PAYMENT_STATE, paymentStateColor } from '../../domain/contract-payments.js';
import { NOT_NOTIFIED_LABEL, NOTIFIED_LABEL } from '../../domain/package-balance.js';
import { companyStateView } from '../companies/company-state.js';
import { orderSql, type SortDirection } from '../../graphql/ordering.js';
import { moneyText } from '../../graphql/scalars.js';
import type { ContractState } from '../packages/package-enums.js';
import { CONTRACT_STATE_SQL } from './contract-filter.js';
import { ContractPaymentOrderField, type InstallmentStateEnum, type PaymentStateEnum } from './contract-enums.js';
import type { ContractPaymentRow, Installment, InstallmentContract } from './contract.types.js';
import { run } from '../../db/sql.js';
import { businessDay } from '../../domain/dates.js';
export { run } from '../../db/sql.js';

/** Today 'YYYY-MM-DD' (UTC, as the rest of the packages area): the day installments fall due against. */

/**
 * The company of a contract's RUC: several databases may share one RUC, so the first one that is
 * not inactive, then the oldest, stands for it (one row per contract, never one per company).
 */
const COMPANY_OF_RUC = `left join lateral (
    select emp_codigo, emp_razons, emp_activa, emp_ubica, emp_tiposerv, tac_codigo from tempresa
     where emp_ruc = k.emp_ruc order by (emp_activa = 0), emp_codigo limit 1) e on true`;

/**
 * Every contract row matching `where`, with the payment state computed from its installments
 * against `h.hoy`, its last paid installment's invoice, its contacts (json_agg) and the state of
 * the company's package in force: one statement, nothing per row. The payment state is the
 * domain's rule (contract-payments.ts): INACTIVO, PAGADO, VENCIDO, otherwise AL DÍA.
 */
export function contractRowsSql(where: string): string {
  return `select k.fol_codigo, k.emp_ruc, k.clp_email, to_char(k.fol_fecha, 'YYYY-MM-DD') as fol_fecha, k.fol_meses, k.fol_cuota, k.fol_activo,
      e.emp_codigo, coalesce(e.emp_razons, cl.clp_apenom, k.emp_ruc) as emp_razons, e.emp_activa, e.emp_ubica, e.tac_codigo, t.tac_descrip,
      cl.clp_apenom, ${CONTRACT_STATE_SQL} as estado_contrato,
      exists (select 1 from tconexiones c join tconexion_notificacion n on n.con_codigo = c.con_codigo
               where c.rucempresa = k.emp_ruc and c.estado = 1) as notificado,
      q.pagadas, q.pendientes, q.vencidas, q.valor_vencido,
      (extract(year from age(h.hoy, k.fol_fecha)) * 12 + extract(month from age(h.hoy, k.fol_fecha)))::int as meses_transcurridos,
      f.trn_codigo, f.trn_compro, to_char(f.trn_fecreg, 'YYYY-MM-DD') as trn_fecreg,
      ct.contactos,
      case when k.fol_activo = 'F' then '${PAYMENT_STATE.inactive}'
           when q.pendientes = 0 then '${PAYMENT_STATE.paid}'
           when q.vencidas > 0 then '${PAYMENT_STATE.overdue}'
           else '${PAYMENT_STATE.upToDate}' end as estado
    from tcontrato k
    cross join (select ?::date as hoy) h
    ${COMPANY_OF_RUC}
    left join ttipoactividad t on t.tac_codigo = e.tac_codigo
    left join tcliente cl on cl.clp_codigo = k.clp_codigo
    left join lateral (
      select count(*) filter (where cuo_pagada is not null)::int as pagadas,
             count(*) filter (where cuo_pagada is null)::int as pendientes,
             count(*) filter (where cuo_pagada is null and cuo_vence < h.hoy)::int as vencidas,
             coalesce(sum(cuo_valor) filter (where cuo_pagada is null and cuo_vence < h.hoy), 0) as valor_vencido
        from tcontrato_cuota where fol_codigo = k.fol_codigo) q on true
    left join lateral (
      select trn_codigo from tcontrato_cuota where fol_codigo = k.fol_codigo and cuo_pagada is not null
       order by cuo_pagada desc, cuo_numero desc limit 1) lp on true
    left join tfactura f on f.trn_codigo = lp.trn_codigo
    left join lateral (
      select coalesce(json_agg(json_build_object('fad_codigo', fad_codigo, 'fad_nomcontacto', fad_nomcontacto, 'fad_cargo', fad_cargo,
               'fad_mailcontacto', fad_mailcontacto) order by fad_codigo), '[]'::json) as contactos
        from tcontrato_contacto where fol_codigo = k.fol_codigo) ct on true
    ${where}`;
}

/** Sortable columns of the contract rows (the `base` statement's columns), inside the page and over it (`p`). */
const ORDER_INSIDE: Record<ContractPaymentOrderField, string> = {
  LEGAL_NAME: 'emp_razons',
  RUC: 'emp_ruc',
  // 'YYYY-MM-DD' text sorts as the date does.
  START_DATE: 'fol_fecha',
  AMOUNT_DUE: 'valor_vencido',
  CONTRACT_ID: 'fol_codigo',
};
const ORDER_OUTSIDE = Object.fromEntries(Object.entries(ORDER_INSIDE).map(([k, v]) => [k, `p.${v}`])) as Record<ContractPaymentOrderField, string>;

export type ContractOrderInput = { field: ContractPaymentOrderField; direction?: SortDirection | null } | null | undefined;

/**
 * One page of contract rows: the matched rows, their count by payment state (before the quick
 * filter, so each chip shows how many it holds), the quick filter, the total and the page; one
 * statement. The count row comes alone, with empty contract columns, when the page is empty.
 */
export function contractPageSql(where: string, quickStates: number, order: ContractOrderInput = null): string {
  const inside = orderSql(order, ORDER_INSIDE, ContractPaymentOrderField.LEGAL_NAME, 'fol_codigo');
  const outside = orderSql(order, ORDER_OUTSIDE, ContractPaymentOrderField.LEGAL_NAME, 'p.fol_codigo');
  const quick = quickStates ? `where estado in (${Array.from({ length: quickStates }, () => '?').join(', ')})` : '';
  return `with base as (${contractRowsSql(where)}),
      by_state as (select estado, count(*)::int as n from base group by estado),
      matched as (select * from base ${quick}),
      counted as (select count(*)::int as n from matched),
      paged as (select * from matched order by ${inside} limit ? offset ?)
    select p.*, p.fol_cuota::text as cuota_texto, p.valor_vencido::text as vencido_texto, counted.n as total, (select coalesce(json_object_agg(estado, n), '{}'::json) from by_state) as conteos
      from counted left join paged p on true
     order by ${outside}`;
}

export interface ContactJson {
  fad_codigo: number;
  fad_nomcontacto: string;
  fad_cargo: string;
  fad_mailcontacto: string | null;
}

export interface ContractSqlRow {
  fol_codigo: number | null;
  emp_ruc: string;
  clp_email: string | null;
  fol_fecha: string;
  fol_meses: number;
  fol_cuota: string;
  /** fol_cuota as exact text. */
  cuota_texto: string;
  fol_activo: string;
  emp_codigo: number | null;
  emp_razons: string;
  emp_activa: number | null;
  emp_ubica: string | null;
  tac_codigo: number | null;
  tac_descrip: string | null;
  clp_apenom: string | null;
  estado_contrato: string;
  notificado: boolean;
  pagadas: number;
  pendientes: number;
  vencidas: number;
  valor_vencido: string;
  /** valor_vencido as exact text. */
  vencido_texto: string;
  meses_transcurridos: number;
  trn_codigo: number | null;
  trn_compro: string | null;
  trn_fecreg: string | null;
  contactos: ContactJson[] | string | null;
  estado: string;
  total: number;
  conteos: Record<string, number> | string;
}

/** json columns come parsed from pg and PGlite; text is parsed just in case a driver leaves it. */
export const jsonValue = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The GraphQL row of a contract: the company's shown state and the contract month computed here. */
export function toContractRow(r: ContractSqlRow): ContractPaymentRow {
  const view = r.emp_activa === null ? { label: '', color: '' } : companyStateView(r.emp_activa, r.emp_ubica);
  const month = Math.min(Math.max(r.meses_transcurridos + 1, 1), r.fol_meses);
  return {
    contractId: r.fol_codigo!,
    ruc: r.emp_ruc,
    companyId: r.emp_codigo,
    legalName: r.emp_razons,
    companyState: r.emp_activa,
    location: r.emp_ubica,
    paymentState: r.estado as PaymentStateEnum,
    paymentStateColor: paymentStateColor(r.estado),
    contractState: r.estado_contrato as ContractState,
    notificationState: r.notificado ? NOTIFIED_LABEL : NOT_NOTIFIED_LABEL,
    notified: Boolean(r.notificado),
    accessState: view.label,
    accessStateColor: view.color,
    contractMonth: contractMonthLabel(month, r.fol_meses),
    businessLine: r.tac_codigo,
    businessLineName: r.tac_descrip,
    invoiceId: r.trn_codigo,
    invoiceNumber: r.trn_compro,
    invoiceDate: r.trn_fecreg,
    email: r.clp_email,
    clientName: r.clp_apenom,
    startDate: r.fol_fecha,
    months: r.fol_meses,
    fee: moneyText(r.cuota_texto),
    active: r.fol_activo === 'T',
    paidCount: r.pagadas,
    unpaidCount: r.pendientes,
    amountDue: moneyText(r.vencido_texto),
    contacts: (jsonValue(r.contactos) ?? []).map((c) => ({ id: c.fad_codigo, name: c.fad_nomcontacto, role: c.fad_cargo, email: c.fad_mailcontacto })),
  };
}

interface ContractHeadRow {
  fol_codigo: number;
  emp_ruc: string;
  emp_razons: string;
  clp_apenom: string | null;
  fol_fecha: string;
  fol_meses: number;
  fol_cuota: string;
  fol_activo: string;
}

/**
 * The contract the history shows: by fol_codigo, or by RUC (the company's, or its client's by
 * cédula/RUC) preferring an active contract, then the newest. Null when there is none.
 */
export async function findContract(em: EntityManager, by: { id: number } | { ruc: string }): Promise<InstallmentContract | null> {
  const where =
    'id' in by
      ? 'where k.fol_codigo = ?'
      : `where k.emp_ruc = ? or k.clp_codigo in (select clp_codigo from tcliente where clp_cedruc = ?)
         order by (k.fol_activo = 'T') desc, k.fol_codigo desc limit 1`;
  const [row] = await run<ContractHeadRow>(
    em,
    `select k.fol_codigo, k.emp_ruc, coalesce(e.emp_razons, cl.clp_apenom, k.emp_ruc) as emp_razons, cl.clp_apenom,
            to_char(k.fol_fecha, 'YYYY-MM-DD') as fol_fecha, k.fol_meses, k.fol_cuota::text as fol_cuota, k.fol_activo
       from tcontrato k ${COMPANY_OF_RUC} left join tcliente cl on cl.clp_codigo = k.clp_codigo ${where}`,
    'id' in by ? [by.id] : [by.ruc, by.ruc],
  );
  if (!row) return null;
  return {
    contractId: row.fol_codigo,
    ruc: row.emp_ruc,
    legalName: row.emp_razons,
    clientName: row.clp_apenom,
    startDate: row.fol_fecha,
    months: row.fol_meses,
    fee: moneyText(row.fol_cuota),
    active: row.fol_activo === 'T',
  };
}

interface InstallmentSqlRow {
  cuo_numero: number;
  cuo_vence: string;
  cuo_valor: string;
  cuo_pagada: string | null;
  trn_codigo: number | null;
  trn_compro: string | null;
}

/** The installments of a contract by number; VENCIDA when unpaid and due before `today`. */
export async function installmentsOf(em: EntityManager, contractId: number, today = businessDay()): Promise<Installment[]> {
  const rows = await run<InstallmentSqlRow>(
    em,
    `select q.cuo_numero, to_char(q.cuo_vence, 'YYYY-MM-DD') as cuo_vence, q.cuo_valor::text as cuo_valor, to_char(q.cuo_pagada, 'YYYY-MM-DD') as cuo_pagada,
            q.trn_codigo, f.trn_compro
       from tcontrato_cuota q left join tfactura f on f.trn_codigo = q.trn_codigo
      where q.fol_codigo = ? order by q.cuo_numero`,
    [contractId],
  );
  return rows.map((r) => ({
    number: r.cuo_numero,
    dueDate: r.cuo_vence,
    amount: moneyText(r.cuo_valor),
    paidDate: r.cuo_pagada,
    state: (r.cuo_pagada ? INSTALLMENT_STATE.paid : r.cuo_vence < today ? INSTALLMENT_STATE.overdue : INSTALLMENT_STATE.pending) as InstallmentStateEnum,
    invoiceId: r.trn_codigo,
    invoiceNumber: r.trn_compro,
  }));
}
