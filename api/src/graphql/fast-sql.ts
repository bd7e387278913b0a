import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Pool, QueryResultRow } from 'pg';

/** Statements prepared by name on each connection (beyond them, a text runs unprepared). */
const NAMED = 200;

interface Prepared {
  name: string | undefined;
  text: string;
}

type NativeConnection = { getNativeClient?: () => Promise<unknown> };

const pools = new WeakMap<object, Pool | null>();
const prepared = new Map<string, Prepared>();

/** MikroORM's `?` placeholders as pg's `$n` (the statements here have no `?` operator). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function preparedFor(sql: string): Prepared {
  let found = prepared.get(sql);
  if (!found) {
    const name = prepared.size < NAMED ? `bo_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}` : undefined;
    found = { name, text: numbered(sql) };
    if (name) prepared.set(sql, found);
  }
  return found;
}

async function poolOf(em: EntityManager): Promise<Pool | null> {
  const connection = em.getConnection() as unknown as NativeConnection & object;
  let pool = pools.get(connection);
  if (pool === undefined) {
    // PostgreSQL through `pg` has a pool; the embedded database does not.
    const native = typeof connection.getNativeClient === 'function' ? await connection.getNativeClient() : null;
    // By shape, not by class: MikroORM may load its own copy of `pg` (the embedded database's client has no pool counters).
    const candidate = native as Partial<Pool> | null;
    pool =
      candidate && typeof candidate.query === 'function' && typeof candidate.connect === 'function' && typeof candidate.totalCount === 'number'
        ? (candidate as Pool)
        : null;
    pools.set(connection, pool);
  }
  return pool;
}

/**
 * Rows of a statement that runs on every request (the session lookup, a list page), with
 * MikroORM's `?` placeholders: on PostgreSQL a named prepared statement on the ORM's own `pg`
 * pool (the same type parsers; parsed and planned once per connection, no query builder in
 * between); on the embedded database through MikroORM. Never inside a transaction: for reads
 * outside one, as `em.getConnection().execute` runs them.
 */
export async function hotRows<T extends QueryResultRow>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const pool = await poolOf(em);
  // Deliberately outside any transaction, like the pool path (reads outside one only, see above).
  if (!pool) return em.getConnection().execute<T[]>(sql, params as unknown[]);
  const { name, text } = preparedFor(sql);
  const result = await pool.query<T>({ name, text, values: params as unknown[] });
  return result.rows;
}

/** Named statements poolRows may prepare (beyond them, a text runs unnamed). */
const TENANT_NAMED = 64;
const tenantPrepared = new Map<string, string>();

/**
 * Rows of one parameterized statement on the ORM's `pg` pool; through MikroORM on the embedded
 * database. For statements whose text names a tenant schema (the invoice API's): they do not
 * use hotRows' named slots; up to TENANT_NAMED texts per process are prepared by name on each
 * connection (parsed and planned once), the rest run unnamed (one round trip all the same). Not
 * inside a transaction: a statement that writes commits on its own, all or nothing. A database
 * error keeps pg's `code` and `constraint`.
 */
export async function poolRows<T extends QueryResultRow>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const pool = await poolOf(em);
  const values = params.map((p) => (p === undefined ? null : p));
  // Deliberately outside any transaction, like the pool path (each statement commits on its own, see above).
  if (!pool) return em.getConnection().execute<T[]>(sql, values);
  let name = tenantPrepared.get(sql);
  if (!name && tenantPrepared.size < TENANT_NAMED) tenantPrepared.set(sql, (name = `bo_t_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`));
  const result = await pool.query<T>({ name, text: numbered(sql), values });
  return result.rows;
}
