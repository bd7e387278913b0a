import type { AppContext } from '../../graphql/context.js';
import { BALANCE_FILTERS, BALANCE_KEYS, PACKAGE_RULES, type BalanceClass } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { grantColumnsSql, requireFromColumns, requirePermission, type Action, type GrantColumns } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import { PACKAGE_MSG } from './messages.js';
import { connectionPageSql, type ConnectionOrderInput, type PageRow } from './package-page-sql.js';
import type { BalanceClassEnum } from './package-enums.js';
import { run, toConnectionRow } from './package-sql.js';
import type { ConnectionFilter, ConnectionPage, ConnectionSummary } from './package.types.js';
import { businessDay } from '../../domain/dates.js';

export const RESOURCE = 'conexiones';
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;

/** The screen's permisos object; throws FORBIDDEN below `action`. */
export async function packagePermisos(ctx: AppContext, action: Action = 'ver', minLevel = 1): Promise<ScreenPermission> {
  const p = await requirePermission(ctx.em, ctx.user!, RESOURCE, action, minLevel);
  return { resource: RESOURCE, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where clause of the search part of a filter (text, RUC, billed to another name, company states). */
function searchSql(filter: ConnectionFilter | null | undefined, updatedSince: Date | null | undefined): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (updatedSince) {
    // A company whose packages changed since then (tconexiones_updated_at): a created, edited,
    // replaced or cancelled package, a usage record or a balance notice.
    parts.push('exists (select 1 from tconexiones x where x.rucempresa = e.emp_ruc and x.updated_at >= ?)');
    params.push(updatedSince.toISOString());
  }
  const text = (filter?.text ?? '').trim();
  const ruc = (filter?.ruc ?? '').replace(/\s+/g, '');
  if (filter?.billedToOtherName) {
    if (!ruc) throw AppError.input('ruc', PACKAGE_RULES.rucForOtherName);
    // Companies with a package (in force or not, never cancelled) billed to that RUC under another name.
    parts.push(`exists (select 1 from tconexiones o join tfactura fo on fo.trn_codigo = o.trn_codigo
      where o.rucempresa = e.emp_ruc and o.con_anulado is null and fo.trn_ruc = ? and fo.trn_ruc <> o.rucempresa)`);
    params.push(ruc);
  } else if (ruc) {
    parts.push('e.emp_ruc like ?');
    params.push(`${escapeLike(ruc)}%`);
  }
  if (text) {
    const contains = `%${escapeLike(text.toLowerCase())}%`;
    parts.push('(lower(e.emp_coding) like ? or e.emp_ruc like ? or lower(e.emp_razons) like ?)');
    params.push(contains, `${escapeLike(text)}%`, contains);
  }
  const states = filter?.companyStates ?? [];
  if (states.length) {
    parts.push(`e.emp_activa in (${states.map(() => '?').join(', ')})`);
    params.push(...states);
  }
  return { where: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

function balanceFilter(filter: ConnectionFilter | null | undefined): Set<BalanceClass> {
  const keys = filter?.balance ?? [];
  for (const key of keys) if (!BALANCE_KEYS.includes(key as BalanceClass)) throw AppError.input('balance', PACKAGE_MSG.unknownBalance(key));
  if (keys.length && (filter?.ruc ?? '').trim()) throw AppError.input('balance', PACKAGE_MSG.quickFilterWithRuc);
  return new Set(keys as BalanceClass[]);
}

/**
 * One page of companies with their package in force, ordered by legal name. The summary and
 * the quick filters' counts cover the whole search; the quick filter (a balance class, the
 * domain's one rule) then narrows the rows that are paged. One statement: the summary is summed
 * in SQL and only the page's rows come back (package-page-sql.ts).
 */
export interface ConnectionListOptions {
  order?: ConnectionOrderInput;
  /** Only companies whose packages changed at or after this time. */
  updatedSince?: Date | null;
}

export async function listConnections(
  ctx: AppContext,
  filter: ConnectionFilter | null | undefined,
  page = 1,
  pageSize = PAGE_SIZE_DEFAULT,
  options: ConnectionListOptions = {},
): Promise<ConnectionPage> {
  const size = Math.min(Math.max(Math.trunc(pageSize) || PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const today = businessDay();
  let statement: { sql: string; params: unknown[] };
  let wanted: Set<BalanceClass>;
  try {
    wanted = balanceFilter(filter);
    const { where, params } = searchSql(filter, options.updatedSince);
    statement = connectionPageSql(where, params, [...wanted], today, size, (current - 1) * size, grantColumnsSql(ctx.user!, RESOURCE), options.order);
  } catch (error) {
    // A bad filter is refused after the permission, as every other operation orders them.
    await packagePermisos(ctx);
    throw error;
  }
  const rows = await run<PageRow & GrantColumns>(ctx.em, statement.sql, statement.params);
  const head = rows[0]!;
  const p = requireFromColumns(ctx.user!, RESOURCE, head, 'ver');
  const permisos: ScreenPermission = { resource: RESOURCE, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar };
  const summary: ConnectionSummary = {
    companies: head.s_companies,
    excedido: head.s_excedido,
    porcompletar: head.s_porcompletar,
    sinasignar: head.s_sinasignar,
    disponible: head.s_disponible,
    acquired: head.s_acquired,
    used: head.s_used,
    saldo: head.s_saldo,
    excess: head.s_excess,
  };
  const counts = BALANCE_FILTERS.map((f) => ({ key: f.key as BalanceClassEnum, label: f.label, color: f.color, count: summary[f.key] }));
  const total = wanted.size ? [...wanted].reduce((n, key) => n + summary[key], 0) : summary.companies;
  const items = rows.filter((r) => r.emp_codigo !== null).map((r) => toConnectionRow(r, today));
  return { items, total, totalCount: total, page: current, pageSize: size, summary, balanceCounts: counts, permisos };
}
