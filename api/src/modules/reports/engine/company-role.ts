import type { EntityManager } from '@mikro-orm/core';
import { confineSchema, isConfined, quoteIdent, tenantRoleName } from '../../../db/tenant/tenant-role.js';
import { run } from '../../../db/sql.js';

/**
 * Report functions run as the company's role (tenant-role.ts), read-only, inside a SECURITY
 * DEFINER reader owned by that role. `SET LOCAL ROLE` alone would not hold: a function with a
 * `SET role = ...` clause, or one that runs `RESET ROLE`, goes back to the app's own user
 * (a superuser in CI); inside a security-definer function PostgreSQL refuses any change of role.
 * The reader is created in the report's transaction, which always rolls back: nothing of it
 * stays, and nothing a function sets on the session either.
 */

/** The reader function created for one run in the company's schema. */
const READER = '_isy_leer_informe';

type Exec = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Makes sure the schema is confined before a report run (its role exists and owns everything in
 * the schema, the app user is a member): one catalog query, and a short committed transaction
 * only when an object was created outside the role (a restored backup, a copied function).
 */
export async function confineForReports(em: EntityManager, schema: string): Promise<void> {
  // Inside the caller's transaction when there is one (the embedded database has one connection).
  const ok = await isConfined((sql, params) => run(em, sql, params ?? []), schema);
  if (ok) return;
  await em.fork().transactional((tx) => confineSchema((sql, params) => run(tx, sql, params), schema));
}

/**
 * Creates the reader as the company role, inside the report's transaction and before it turns
 * read-only: `reader(query, values)` runs `query` with `values` as its `$1` (a text[]) and
 * answers each row as a text[].
 */
export async function prepareReader(run: Exec, schema: string): Promise<void> {
  await run(`set local role ${quoteIdent(tenantRoleName(schema))}`);
  await run(`create or replace function ${quoteIdent(schema)}.${READER}(consulta text, valores text[]) returns setof text[]
    language plpgsql security definer as $isy$ begin return query execute consulta using valores; end $isy$`);
  await run('reset role');
}

/**
 * Runs `query` (which reads its parameters as `($1)[n]`) as the company role through the reader;
 * answers the rows as arrays of cells. Session advisory locks a function took are released.
 */
export async function readAsCompany(run: Exec, schema: string, query: string, values: (string | null)[]): Promise<(string | null)[][]> {
  await run(`set local role ${quoteIdent(tenantRoleName(schema))}`);
  // The values travel as one JSON array (the ORM would spread a JS array into a list of parameters).
  const array = `array(select v from jsonb_array_elements_text(?::jsonb) with ordinality as e(v, i) order by i)`;
  const rows = (await run(`select r as cells from ${quoteIdent(schema)}.${READER}(?, ${array}) as r`, [query, JSON.stringify(values)])) as {
    cells: (string | null)[];
  }[];
  await run('reset role');
  await run('select pg_advisory_unlock_all()');
  return rows.map((r) => r.cells);
}
