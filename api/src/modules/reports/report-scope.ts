import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { run } from '../../db/sql.js';
import { assertSchemaName, schemaHasTable, useSchema } from '../../db/tenant/tenant-registry.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Action } from '../../shared/permissions.js';
import type { Company } from '../companies/company.entity.js';
import { findCompany } from '../companies/company.service.js';
import { REPORT_MSG } from './messages.js';
import { confineForReports, prepareReader, readAsCompany } from './engine/company-role.js';

/** The permission resource of reports (menu 36 'Informes'). */
export const RESOURCE = 'informes';
/** Reading and running 1; saving definitions and charts 2; deleting, copying, mass changes 3. */
export const LEVEL = { read: 1, save: 2, admin: 3 } as const;

export interface ReportScope {
  tx: EntityManager;
  company: Company;
  schema: string;
  run<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Only with the companyRole option: runs a query as the company role (engine/company-role.ts). */
  readAsCompany(query: string, values: (string | null)[]): Promise<(string | null)[][]>;
}

/** 'Debe seleccionar una empresa' unless the id names a company (emp_codigo). */
export function companyIdOf(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) throw AppError.input('companyId', REPORT_MSG.noCompany);
  return id;
}

export interface ScopeOptions {
  /** A read-only transaction (report runs). */
  readOnly?: boolean;
  /** statement_timeout of the transaction in ms (report runs). */
  timeoutMs?: number;
  /**
   * Report function runs: the scope can read as the company's role (scope.readAsCompany), and
   * the transaction always rolls back (engine/company-role.ts).
   */
  companyRole?: boolean;
}

/** Ends a company-role scope: its transaction rolls back after the work answered. */
class RolledBack extends Error {}

/** Opens the company's schema for work on an already-found company (used per company by mass changes). */
export async function withCompany<T>(em: EntityManager, company: Company, options: ScopeOptions, work: (scope: ReportScope) => Promise<T>): Promise<T> {
  assertSchemaName(company.dbSchema);
  const schema = company.dbSchema;
  if (options.companyRole) await confineForReports(em, schema);
  const inTransaction = async (tx: EntityManager) => {
    const inTx = <R>(sql: string, params: unknown[] = []) => run<R>(tx, sql, params);
    // The reader is created before the transaction turns read-only (a read-only one creates nothing).
    // Tenant migration 10 created the report tables.
    const migrated = await schemaHasTable(tx, schema, 'tinforme');
    if (options.companyRole && migrated) await prepareReader(inTx, schema);
    if (options.readOnly) await inTx('set transaction read only');
    if (!migrated) throw AppError.conflict(REPORT_MSG.notMigrated(company.legalName));
    if (options.timeoutMs) await inTx(`set local statement_timeout = ${Math.max(1, Math.trunc(options.timeoutMs))}`);
    // Runs see the company's schema only; writes also reach public for the audit.
    await useSchema(tx, schema, !options.readOnly);
    const readAs = (query: string, values: (string | null)[]) => {
      if (!options.companyRole) throw new Error('readAsCompany necesita la opción companyRole');
      return readAsCompany(inTx, schema, query, values);
    };
    return work({ tx, company, schema, run: inTx, readAsCompany: readAs });
  };
  if (!options.companyRole) return em.fork().transactional(inTransaction);
  const answer: { value?: T } = {};
  try {
    await em.fork().transactional(async (tx) => {
      answer.value = await inTransaction(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return answer.value as T;
}

/**
 * Runs `work` in one transaction on the company's schema after the permission check (the server
 * is the authority): `access` at `level` on the informes resource.
 */
export async function inReportCompany<T>(
  ctx: AppContext,
  companyId: number | null | undefined,
  access: Action,
  level: number,
  options: ScopeOptions,
  work: (scope: ReportScope) => Promise<T>,
): Promise<T> {
  const id = companyIdOf(companyId);
  await requirePermission(ctx.em, ctx.user!, RESOURCE, access, level);
  const company = await findCompany(ctx.em, id);
  if (!ctx.services.tenants.isLocal(company)) throw AppError.conflict(REPORT_MSG.notLocal(company.legalName));
  return withCompany(ctx.em, company, options, work);
}
