import type { EntityManager } from '@mikro-orm/core';

/**
 * Rows of raw SQL with MikroORM's `?` placeholders, inside the entity manager's transaction when
 * it has one (the embedded PGlite has a single connection). An `undefined` parameter (an omitted
 * GraphQL argument, a missing body field) is bound as null: the driver would otherwise write it
 * into the statement as an identifier.
 */
export function run<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<T[]> {
  const bound = params.map((p) => (p === undefined ? null : p));
  return em.getConnection().execute<T[]>(text, bound, 'all', em.getTransactionContext()) as Promise<T[]>;
}
