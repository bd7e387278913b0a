import type { EntityManager } from '@mikro-orm/core';
import { run } from '../../db/sql.js';

/** A company schema of the API's own database, with the company that uses it when one does. */
export interface SchemaEntry {
  schema: string;
  companyId: number | null;
  companyName: string | null;
}

/**
 * Every schema of the database that may hold a company's data (named like a tenant schema; not
 * public, the catalogs nor the migrator's), with the company registered on it, by name.
 */
export async function companySchemas(em: EntityManager): Promise<SchemaEntry[]> {
  const rows = await run<{
    schema: string;
    emp_codigo: number | null;
    emp_razons: string | null;
  }>(
    em,
    `select n.nspname as schema, e.emp_codigo, e.emp_razons
       from pg_namespace n
       left join lateral (select emp_codigo, emp_razons from tempresa t where t.emp_esquemadb = n.nspname order by emp_codigo limit 1) e on true
      where n.nspname ~ '^[a-z][a-z0-9_]{2,62}$' and n.nspname not like 'pg\\_%' and n.nspname not like 'bkp\\_aparte\\_%'
        and n.nspname not in ('public', 'information_schema', 'mikro_orm')
      order by n.nspname`,
  );
  return rows.map((r) => ({ schema: r.schema, companyId: r.emp_codigo, companyName: r.emp_razons }));
}
