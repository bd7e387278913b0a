import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Action } from '../../shared/permissions.js';
import type { Company } from '../companies/company.entity.js';
import { findCompany } from '../companies/company.service.js';
import { REPORT_MSG } from './messages.js';

/** The permission resource of reports (menu 36 'Informes'). */
export const RESOURCE = 'informes';
/** Reading and running 1; saving definitions and charts 2; deleting, copying, mass changes 3. */
export const LEVEL = { read: 1, save: 2, admin: 3 } as const;

export interface ReportScope {
  tx: EntityManager;
  company: Company;
  schema: string;
  run<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** 'Debe seleccionar una empresa' unless the id names a company (emp_codigo). */
export function companyIdOf(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) throw AppError.input('companyId', REPORT_MSG.noCompany);
  return id;
}

/** Whether the schema has the report tables (tenant migration 10). */
async function hasReports(tx: EntityManager, schema: string): Promise<boolean> {
  const [row] = await tx.getConnection().execute<{ ok: boolean }[]>('select to_regclass(?) is not null as ok', [`"${schema}".tinforme`], 'all', tx.getTransactionContext());
  return row!.ok;
}

export interface ScopeOptions {
  /** A read-only transaction (report runs). */
  readOnly?: boolean;
  /** statement_timeout of the transaction in ms (report runs). */
  timeoutMs?: number;
}

/** Opens the company's schema for work on an already-found company (used per company by mass changes). */
export async function withCompany<T>(em: EntityManager, company: Company, options: ScopeOptions, work: (scope: ReportScope) => Promise<T>): Promise<T> {
  assertSchemaName(company.dbSchema);
  return em.fork().transactional(async (tx) => {
    const conn = tx.getConnection();
    const txCtx = tx.getTransactionContext();
    const run = <R>(sql: string, params: unknown[] = []) => conn.execute<R[]>(sql, params, 'all', txCtx);
    if (options.readOnly) await run('set transaction read only');
    if (!(await hasReports(tx, company.dbSchema))) throw AppError.conflict(REPORT_MSG.notMigrated(company.legalName));
    if (options.timeoutMs) await run(`set local statement_timeout = ${Math.max(1, Math.trunc(options.timeoutMs))}`);
    // Runs see the company's schema only; writes also reach public for the audit.
    await run(`set local search_path to "${company.dbSchema}"${options.readOnly ? '' : ', public'}`);
    return work({ tx, company, schema: company.dbSchema, run });
  });
}

/**
 * Runs `work` in one transaction on the company's schema after the permission check (the server
 * is the authority): `access` at `level` on the informes resource.
 */
export async function inReportCompany<T>(ctx: AppContext, companyId: number | null | undefined, access: Action, level: number, options: ScopeOptions, work: (scope: ReportScope) => Promise<T>): Promise<T> {
  const id = companyIdOf(companyId);
  await requirePermission(ctx.em, ctx.user!, RESOURCE, access, level);
  const company = await findCompany(ctx.em, id);
  if (!ctx.services.tenants.isLocal(company)) throw AppError.conflict(REPORT_MSG.notLocal(company.legalName));
  return withCompany(ctx.em, company, options, work);
}
