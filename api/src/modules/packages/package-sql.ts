import type { EntityManager } from '@mikro-orm/core';
import { balanceClass, BALANCE_FILTERS, CONTRACT_TYPES, NOT_NOTIFIED_LABEL, NOTIFIED_LABEL, type BalanceClass } from '../../domain/package-balance.js';
import { readServices } from '../companies/company-json.js';
import { companyStateView } from '../companies/company-state.js';
import type { CompanyRow } from '../clients/client-sql.js';
import { NOTE_MAX } from '../../shared/field-limits.js';
import { BalanceClassEnum, ContractState, type ContractType } from './package-enums.js';
import type { ConnectionRow } from './package.types.js';
import { run } from '../../db/sql.js';
import { businessDay } from '../../domain/dates.js';
export { run } from '../../db/sql.js';

/**
 * Express-type companies: the e-invoicing-only product (business line 10, "Facturación
 * electrónica"). Their authorization is blocked by access code, so they travel in a list apart.
 */
export const EXPRESS_BUSINESS_LINE = 10;

export const COLOR_OF = new Map(BALANCE_FILTERS.map((f) => [f.key, f.color]));
export const contractTypeLabel = (type: number) => CONTRACT_TYPES.find((t) => t.value === type)?.label ?? String(type);

/** A company with its package in force, as one SQL row. */
export interface SnapshotRow extends CompanyRow {
  emp_tiposerv: string | null;
  tac_codigo: number | null;
  con_codigo: number | null;
  fechacompra: string | null;
  fechafin: string | null;
  paquete: number | null;
  conexadquiridas: number | null;
  tipo_contrato: number | null;
  notificar_porcentaje: number | null;
  bloquear: string | null;
  observacion: string | null;
  relacionado: string | null;
  usadas: number;
  excedente: number;
  trn_codigo: number | null;
  trn_compro: string | null;
  ruc_fac: string | null;
  name_fac: string | null;
  notificado: string | Date | null;
  email: string | null;
  updated_at: string | Date | null;
}

/**
 * Every company with its package in force (estado 1) and what the ledger says of it: units
 * allocated to it and units beyond it, the last notification, the contract (or client) e-mail.
 * `where` filters tempresa `e` and the packages `c`; no query runs per company.
 */
export function snapshotSql(where: string): string {
  return `${SNAPSHOT_SELECT}
    ${where}
    order by e.emp_razons, e.emp_codigo`;
}

/** When any package of the company `e` last changed (tconexiones_ruc_updated_at answers it). */
export const PACKAGES_UPDATED_AT = '(select max(x.updated_at) from tconexiones x where x.rucempresa = e.emp_ruc)';

/** The snapshot's columns and joins over tempresa `e`, without where or order. */
export const SNAPSHOT_SELECT = `select e.emp_codigo, e.emp_coding, e.emp_razons, e.emp_ruc, e.emp_activa, e.emp_ubica, e.emp_tiposerv, e.tac_codigo,
      c.con_codigo, to_char(c.fechacompra, 'YYYY-MM-DD') as fechacompra, to_char(c.fechafin, 'YYYY-MM-DD') as fechafin, c.paquete,
      c.conexadquiridas, c.tipo_contrato, c.notificar_porcentaje, c.bloquear, left(c.observacion, ${NOTE_MAX}) as observacion, c.relacionado,
      coalesce(u.usadas, 0)::int as usadas, coalesce(u.excedente, 0)::int as excedente,
      f.trn_codigo, f.trn_compro, f.trn_ruc as ruc_fac, f.trn_nombre as name_fac, n.notificado,
      coalesce(nullif(trim(k.clp_email), ''), nullif(trim(cl.clp_email), '')) as email,
      ${PACKAGES_UPDATED_AT} as updated_at
    from tempresa e
    left join tconexiones c on c.rucempresa = e.emp_ruc and c.estado = 1
    left join lateral (
      select sum(uso_cantidad) filter (where uso_excedente = 'F') as usadas, sum(uso_cantidad) filter (where uso_excedente = 'T') as excedente
        from tconexion_uso where con_codigo = c.con_codigo) u on true
    left join tfactura f on f.trn_codigo = c.trn_codigo
    left join lateral (select max(ntf_fecha) as notificado from tconexion_notificacion where con_codigo = c.con_codigo) n on true
    left join lateral (select clp_email from tcontrato where emp_ruc = e.emp_ruc and fol_activo = 'T' order by fol_codigo desc limit 1) k on true
    left join tcliente cl on cl.clp_cedruc = e.emp_ruc`;

/** The GraphQL row of a snapshot: saldo, balance class and the shown states computed once here. */
export function toConnectionRow(r: SnapshotRow, today = businessDay()): ConnectionRow {
  const hasPackage = r.con_codigo !== null;
  const acquired = r.conexadquiridas ?? 0;
  const saldo = Math.max(0, acquired - r.usadas);
  const balance: BalanceClass = balanceClass({
    hasPackage,
    acquired,
    saldo,
    excess: r.excedente,
    notifyPercentage: r.notificar_porcentaje ?? 15,
    endDate: r.fechafin,
    today,
  });
  const view = companyStateView(r.emp_activa, r.emp_ubica);
  const notified = r.notificado === null ? null : new Date(r.notificado).toISOString();
  const services = readServices(r.emp_tiposerv);
  return {
    companyId: r.emp_codigo,
    accessCode: r.emp_coding,
    legalName: r.emp_razons,
    ruc: r.emp_ruc,
    companyState: r.emp_activa,
    companyStateLabel: view.label,
    companyStateColor: view.color,
    express: r.tac_codigo === EXPRESS_BUSINESS_LINE,
    packageId: r.con_codigo,
    purchaseDate: r.fechacompra,
    endDate: r.fechafin,
    packageSize: r.paquete,
    acquired,
    used: r.usadas,
    saldo,
    excess: r.excedente,
    contractType: r.tipo_contrato as ContractType | null,
    contractTypeLabel: r.tipo_contrato === null ? null : contractTypeLabel(r.tipo_contrato),
    notifyPercentage: r.notificar_porcentaje,
    block: r.bloquear !== 'F',
    notificationState: notified ? NOTIFIED_LABEL : NOT_NOTIFIED_LABEL,
    notified: notified !== null,
    notifiedAt: notified,
    contractState: services.bloq_aut === 'T' ? ContractState.BLOQUEADO : ContractState.ACTIVO,
    balance: balance as BalanceClassEnum,
    balanceColor: COLOR_OF.get(balance)!,
    invoiceId: r.trn_codigo,
    invoiceNumber: r.trn_compro,
    billedRuc: r.ruc_fac,
    billedName: r.name_fac,
    related: r.relacionado === 'T',
    note: r.observacion,
    email: r.email,
    updatedAt: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
  };
}

/** Snapshot rows of some companies (emp_codigo), in the list's order. */
export async function snapshotOf(em: EntityManager, companyIds: readonly number[]): Promise<ConnectionRow[]> {
  if (!companyIds.length) return [];
  const rows = await run<SnapshotRow>(em, snapshotSql(`where e.emp_codigo in (${companyIds.map(() => '?').join(', ')})`), [...companyIds]);
  return rows.map((r) => toConnectionRow(r));
}

/** Serialises every package change and usage record of one RUC until the transaction ends. */
export async function lockRuc(tx: EntityManager, ruc: string): Promise<void> {
  await run(tx, `select pg_advisory_xact_lock(hashtext(?))`, [`tconexiones:${ruc}`]);
}
