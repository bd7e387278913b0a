import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { companyTenant } from '../establishments/company-tenant.js';
import type { Company } from '../companies/company.entity.js';
import { run } from '../../db/sql.js';

/**
 * A company's tenant data for plain SQL: `quotedSchema` is the schema, quoted, as the tenant
 * registry checked it against the catalog (never text from the request), to qualify table names.
 */
export interface TenantQuery {
  company: Company;
  quotedSchema: string;
  all<T>(sql: string, params?: readonly unknown[], em?: EntityManager): Promise<T[]>;
}

/** Opens a company's data; refuses a missing or unknown company naming companyId. */
export async function tenantQuery(ctx: AppContext, companyId: number | null | undefined): Promise<TenantQuery> {
  const { company, schema } = await companyTenant(ctx, companyId);
  return {
    company,
    quotedSchema: `"${schema}"`,
    all: <T>(sql: string, params: readonly unknown[] = [], em: EntityManager = ctx.em) => run<T>(em, sql, params),
  };
}
