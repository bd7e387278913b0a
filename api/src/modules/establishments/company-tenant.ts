import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { Company } from '../companies/company.entity.js';
import { ESTAB_MSG } from './messages.js';

/** The resource whose permisos govern establishments and emission points. */
export const RESOURCE = 'empresas';

export interface CompanyTenant {
  company: Company;
  /** The company's schema, already checked against the catalog by the registry. */
  schema: string;
}

/**
 * The company and its tenant schema. The schema is reached only through TenantRegistry, which
 * validates the name and checks it exists; callers then address tenant entities with
 * `{ schema }` on the request's own entity manager, so one transaction can span the central
 * table and the tenant's (both live in the same database: the registry refuses other servers).
 */
export async function companyTenant(ctx: AppContext, companyId: number | null | undefined): Promise<CompanyTenant> {
  if (companyId === null || companyId === undefined) throw AppError.input('companyId', ESTAB_MSG.companyRequired);
  const company = Number.isInteger(companyId) && companyId > 0 ? await ctx.em.findOne(Company, { id: companyId }) : null;
  if (!company) throw AppError.input('companyId', ESTAB_MSG.unknownCompany(companyId));
  return { company, schema: await ctx.services.tenants.schemaOf(company) };
}

/** emp_codigo of the company whose schema (emp_esquemadb) is `schema`: the legacy clients may send nombre_bd instead. */
export async function companyIdBySchema(ctx: AppContext, schema: string): Promise<number | null> {
  const company = schema.trim() ? await ctx.em.findOne(Company, { dbSchema: schema.trim() }) : null;
  return company?.id ?? null;
}

/** The company's service flags (emp_tiposerv), tolerating an empty or malformed value. */
export function servicesOf(company: Pick<Company, 'services'>): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(company.services ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** estadofele: electronic invoicing is active when the services flag fe is T. */
export const einvoicingActive = (company: Pick<Company, 'services'>) => servicesOf(company).fe === 'T';

/** Audit key of a tenant row: the same alm_codigo exists in every company. */
export const auditKey = (companyId: number, id: number) => `${companyId}/${id}`;
