import type { AppContext } from '../../graphql/context.js';
import { loaderFor } from '../../graphql/loaders.js';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import { packagePermisos } from '../packages/package-list.service.js';
import { packagesOfRucs } from '../packages/package-read.js';
import { contactsOfRucs } from '../packages/notification.service.js';
import type { ConnectionPackage, ContractContact } from '../packages/package.types.js';
import { historiesOf, type HistoryRow } from './company.service.js';
import type { Company } from './company.entity.js';
import { run } from '../../db/sql.js';

/*
 * The relations of Company, each loaded for a whole page of companies at once (per-request
 * DataLoaders): the number of statements does not grow with the number of companies.
 */

type TenantOf = Pick<Company, 'id' | 'dbHost' | 'dbName' | 'dbSchema'>;

/** The schemas among `schemas` that exist and hold an establishment table (one catalog read). */
async function schemasWithEstablishments(ctx: AppContext, schemas: string[]): Promise<Set<string>> {
  if (!schemas.length) return new Set();
  const rows = await run<{ table_schema: string }>(
    ctx.em,
    `select table_schema from information_schema.tables where table_name = 'talmacen' and table_schema in (${schemas.map(() => '?').join(', ')})`,
    schemas,
  );
  return new Set(rows.map((r) => r.table_schema));
}

/**
 * Establishments of several companies: one catalog read and one UNION ALL over their schemas
 * (head office first, then by number). A company whose base is on another server, or whose
 * schema is missing, has none here.
 */
export async function establishmentsOf(ctx: AppContext, companies: readonly TenantOf[]): Promise<Establishment[][]> {
  const schemaOf = new Map<number, string>();
  for (const c of companies) {
    if (!ctx.services.tenants.isLocal(c)) continue;
    try {
      assertSchemaName(c.dbSchema);
      schemaOf.set(c.id, c.dbSchema);
    } catch {
      // A malformed schema name never reaches SQL.
    }
  }
  const existing = await schemasWithEstablishments(ctx, [...new Set(schemaOf.values())]);
  if (!existing.size) return companies.map(() => []);
  const meta = ctx.em.getMetadata().get(Establishment);
  const columns = meta.props.filter((p) => p.fieldNames?.length === 1 && p.persist !== false).map((p) => `t.${p.fieldNames[0]}`);
  // Schema names are checked identifiers (assertSchemaName) that exist in the catalog.
  const union = [...existing].map((schema) => `select '${schema}' as tenant_schema, ${columns.join(', ')} from "${schema}".talmacen t`).join('\n union all ');
  const rows = await run<Record<string, unknown> & { tenant_schema: string }>(
    ctx.em,
    `${union}\n order by tenant_schema, alm_matriz desc, alm_nroest, alm_codigo`,
  );
  const bySchema = new Map<string, Establishment[]>();
  for (const { tenant_schema: schema, ...row } of rows) {
    const list = bySchema.get(schema) ?? [];
    list.push(ctx.em.map(Establishment, row, { schema }));
    bySchema.set(schema, list);
  }
  return companies.map((c) => {
    const schema = schemaOf.get(c.id);
    return schema ? (bySchema.get(schema) ?? []) : [];
  });
}

export function establishmentsLoader(ctx: AppContext) {
  return loaderFor<TenantOf, Establishment[]>(ctx, 'Company.establishments', (companies) => establishmentsOf(ctx, companies));
}

/** Packages by RUC; the caller needs to see the packages screen (checked once per batch). */
export function packagesLoader(ctx: AppContext) {
  return loaderFor<string, ConnectionPackage[]>(ctx, 'Company.packages', async (rucs) => {
    await packagePermisos(ctx);
    return packagesOfRucs(ctx.em, rucs);
  });
}

/** Contract contacts by RUC; the same permission as the packages screen, where they are managed. */
export function contactsLoader(ctx: AppContext) {
  return loaderFor<string, ContractContact[]>(ctx, 'Company.contacts', async (rucs) => {
    await packagePermisos(ctx);
    return contactsOfRucs(ctx.em, rucs);
  });
}

export function historyLoader(ctx: AppContext) {
  return loaderFor<number, HistoryRow[]>(ctx, 'Company.history', (ids) => historiesOf(ctx.em, ids));
}
