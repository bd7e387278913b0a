import type { AppContext } from '../../graphql/context.js';
import { PAYMENT_STATES } from '../../domain/contract-payments.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import { contractFilterSql } from './contract-filter.js';
import type { PaymentStateEnum } from './contract-enums.js';
import { contractPageSql, type ContractOrderInput, findContract, installmentsOf, jsonValue, run, toContractRow, type ContractSqlRow } from './contract-sql.js';
import type { ContractPaymentFilter, ContractPaymentPage, InstallmentHistory, PaymentStateCount } from './contract.types.js';
import { CONTRACT_MSG } from './messages.js';
import { businessDay } from '../../domain/dates.js';

/** The menu resource of /empresas/pagos_contrato (tmenu.mb_recurso). */
export const RESOURCE = 'pagos';
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;

/** The screen's permisos object; throws FORBIDDEN without read access to 'pagos'. */
export async function contractPermisos(ctx: AppContext): Promise<ScreenPermission> {
  const p = await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return { resource: RESOURCE, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar };
}

/**
 * One page of contract rows (one per contract) ordered by company name, with the count of each
 * payment state over the filter without its quick part, and the screen's permisos.
 */
export async function listContractPayments(
  ctx: AppContext,
  filter: ContractPaymentFilter | null | undefined,
  page = 1,
  pageSize = PAGE_SIZE_DEFAULT,
  order: ContractOrderInput = null,
): Promise<ContractPaymentPage> {
  const permisos = await contractPermisos(ctx);
  const { where, params, paymentStates } = contractFilterSql(filter);
  const size = Math.min(Math.max(Math.trunc(pageSize) || PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const rows = await run<ContractSqlRow>(ctx.em, contractPageSql(where, paymentStates.length, order), [
    businessDay(),
    ...params,
    ...paymentStates,
    size,
    (current - 1) * size,
  ]);
  const first = rows[0];
  const byState = (first ? jsonValue(first.conteos) : null) ?? {};
  const counts: PaymentStateCount[] = PAYMENT_STATES.map((s) => ({
    state: s.key as PaymentStateEnum,
    label: s.label,
    color: s.color,
    count: byState[s.key] ?? 0,
  }));
  const total = first ? Number(first.total) : 0;
  return {
    items: rows.filter((r) => r.fol_codigo !== null).map(toContractRow),
    total,
    totalCount: total,
    page: current,
    pageSize: size,
    counts,
    permisos,
  };
}

/**
 * The installments of a contract, by fol_codigo or by the company's RUC (the click on the
 * company name); null when there is no such contract (the GraphQL lookup).
 */
export async function findInstallmentHistory(
  ctx: AppContext,
  contractId: number | null | undefined,
  ruc: string | null | undefined,
): Promise<InstallmentHistory | null> {
  await contractPermisos(ctx);
  const rucText = (ruc ?? '').replace(/\s+/g, '');
  if (contractId !== null && contractId !== undefined) {
    if (!Number.isInteger(contractId) || contractId <= 0) throw AppError.input('contractId', CONTRACT_MSG.contractId);
  } else if (!rucText) throw AppError.input('contractId', CONTRACT_MSG.contractOrRuc);
  const contract =
    contractId !== null && contractId !== undefined ? await findContract(ctx.em, { id: contractId }) : await findContract(ctx.em, { ruc: rucText });
  return contract ? { contract, items: await installmentsOf(ctx.em, contract.contractId) } : null;
}

/**
 * findInstallmentHistory refused when there is no contract (the REST verHistorialCuotas answer):
 * NOT_FOUND by fol_codigo, and by RUC the info-level refusal the screen shows as is.
 */
export async function installmentHistory(ctx: AppContext, contractId: number | null | undefined, ruc: string | null | undefined): Promise<InstallmentHistory> {
  const history = await findInstallmentHistory(ctx, contractId, ruc);
  if (history) return history;
  if (contractId !== null && contractId !== undefined) throw AppError.notFound(CONTRACT_MSG.contractNotFound(contractId));
  throw new AppError('NOT_FOUND', CONTRACT_MSG.noContract, undefined, 'info');
}
