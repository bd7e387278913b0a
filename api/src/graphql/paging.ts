import type { EntityManager } from '@mikro-orm/core';
import { run } from '../db/sql.js';
import { AppError } from '../shared/app-error.js';

/**
 * Page arguments of every GraphQL list: out-of-range values are refused with the limit named,
 * never silently changed (the REST adapter keeps its documented clamping in the services).
 */
export interface PageLimits {
  /** Page size when the argument is omitted. */
  defaultSize: number;
  /** Largest page size accepted. */
  maxSize: number;
}

export const LIST_PAGE: PageLimits = { defaultSize: 50, maxSize: 500 };

export function checkPage(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  limits: PageLimits = LIST_PAGE,
): { page: number; pageSize: number } {
  const size = pageSize ?? limits.defaultSize;
  if (size < 1 || size > limits.maxSize) throw AppError.input('pageSize', `El tamaño de página (pageSize) debe estar entre 1 y ${limits.maxSize}`);
  const current = page ?? 1;
  if (current < 1) throw AppError.input('page', 'La página (page) debe ser 1 o mayor');
  return { page: current, pageSize: size };
}

/** One page of a list: the shape every GraphQL page type (see page.ts) is built from. */
export interface PagedResult<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The two statements of a paged list, sharing the filter parameters. */
export interface PagedSql {
  /** `select count(*)::int as n from … where …`: the rows matching the filter on every page. */
  countSql: string;
  /**
   * `select … from … where … order by …` without limit/offset: `limit ? offset ?` is appended.
   * With `windowTotal` it also selects `count(*) over ()::int as total`, and the count statement
   * runs only for a page past the end (one statement for every page that has rows).
   */
  rowsSql: string;
  /** Parameters of the filter, bound to both statements. */
  params?: readonly unknown[];
  windowTotal?: boolean;
}

/** Runs a statement and answers its rows: a tenant's `all` (TenantQuery) is one. */
export type SqlReader = <R>(sql: string, params: readonly unknown[]) => Promise<R[]>;

/**
 * Runs the count and the page of a list through `run` (or a tenant's reader) and maps each row; a page past the end
 * returns no items but still the real totalCount.
 */
export async function pagedRows<R, T>(
  source: EntityManager | SqlReader,
  paging: { page: number; pageSize: number },
  sql: PagedSql,
  toItem: (row: R) => T,
): Promise<PagedResult<T>> {
  const params = sql.params ?? [];
  const read: SqlReader = typeof source === 'function' ? source : (text, values) => run(source, text, values);
  const rows = await read<R & { total?: number | string }>(`${sql.rowsSql} limit ? offset ?`, [
    ...params,
    paging.pageSize,
    (paging.page - 1) * paging.pageSize,
  ]);
  const windowed = sql.windowTotal && (rows.length > 0 || paging.page === 1);
  const totalCount = windowed ? Number(rows[0]?.total ?? 0) : Number((await read<{ n: number | string }>(sql.countSql, params))[0]?.n ?? 0);
  return { items: rows.map(toItem), totalCount, page: paging.page, pageSize: paging.pageSize };
}
