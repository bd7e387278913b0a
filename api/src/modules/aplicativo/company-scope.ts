import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { run } from '../../db/sql.js';
import { assertSchemaName, schemaHasTable, useSchema } from '../../db/tenant/tenant-registry.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Action } from '../../shared/permissions.js';
import type { Company } from '../companies/company.entity.js';
import { findCompany } from '../companies/company.service.js';
import { APLICATIVO_MSG } from './messages.js';

export const RESOURCE = 'aplicativo';
/** Levels: reading 1; saving settings 2 (operate); clearing, fixing and restoring 3 (administrator). */
export const LEVEL = { read: 1, save: 2, destructive: 3 } as const;

export interface CompanyScope {
  tx: EntityManager;
  company: Company;
  schema: string;
  /** SQL on the company's schema (search_path is the schema, then public for the audit). */
  run<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** 'Falta empresa' unless the id names a company; the GraphQL/REST id of a company is emp_codigo. */
export function companyIdOf(id: number | null | undefined): number {
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) throw AppError.input('companyId', APLICATIVO_MSG.noCompany);
  return id;
}

/** Whether the company's schema is local and has the v2 accounting tables (decides the modules offered). */
export async function companyReady(em: EntityManager, ctx: AppContext, company: Company): Promise<boolean> {
  if (!ctx.services.tenants.isLocal(company)) return false;
  assertSchemaName(company.dbSchema);
  return schemaHasTable(em, company.dbSchema, 'tdiario');
}

/**
 * Runs `work` in one transaction on the company's schema after the permission check (the
 * server is the authority): `access` at `level` on the aplicativo resource.
 */
export async function inCompany<T>(
  ctx: AppContext,
  companyId: number | null | undefined,
  access: Action,
  level: number,
  work: (scope: CompanyScope) => Promise<T>,
): Promise<T> {
  const id = companyIdOf(companyId);
  await requirePermission(ctx.em, ctx.user!, RESOURCE, access, level);
  const company = await findCompany(ctx.em, id);
  if (!ctx.services.tenants.isLocal(company)) throw AppError.conflict(APLICATIVO_MSG.notLocal(company.legalName));
  return ctx.em.transactional(async (tx) => {
    if (!(await companyReady(tx, ctx, company))) throw AppError.conflict(APLICATIVO_MSG.notMigrated(company.legalName));
    await useSchema(tx, company.dbSchema, true);
    return work({ tx, company, schema: company.dbSchema, run: (sql, params) => run(tx, sql, params) });
  });
}

/** True for 'AAAA-MM-DD' naming a day that exists. */
export function validDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
