import type { AppContext } from '../../graphql/context.js';
import { BALANCE_FILTERS, BALANCE_KEYS, PACKAGE_RULES, type BalanceClass } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Action } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import { PACKAGE_MSG } from './messages.js';
import { run, snapshotSql, toConnectionRow, todayIso, type SnapshotRow } from './package-sql.js';
import type { BalanceCount, ConnectionFilter, ConnectionPage, ConnectionRow, ConnectionSummary } from './package.types.js';

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
function searchSql(filter: ConnectionFilter | null | undefined): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
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

export function summarize(rows: readonly ConnectionRow[]): { summary: ConnectionSummary; counts: BalanceCount[] } {
  const summary: ConnectionSummary = { companies: rows.length, excedido: 0, porcompletar: 0, sinasignar: 0, disponible: 0, acquired: 0, used: 0, saldo: 0, excess: 0 };
  for (const r of rows) {
    summary[r.balance as BalanceClass]++;
    summary.acquired += r.acquired;
    summary.used += r.used;
    summary.saldo += r.saldo;
    summary.excess += r.excess;
  }
  return { summary, counts: BALANCE_FILTERS.map((f) => ({ key: f.key, label: f.label, color: f.color, count: summary[f.key] })) };
}

/** Every company matching the search (no quick filter), with its package in force. */
export async function searchRows(ctx: AppContext, filter: ConnectionFilter | null | undefined): Promise<ConnectionRow[]> {
  const { where, params } = searchSql(filter);
  const rows = await run<SnapshotRow>(ctx.em, snapshotSql(where), params);
  const today = todayIso();
  return rows.map((r) => toConnectionRow(r, today));
}

/**
 * One page of companies with their package in force, ordered by legal name. The summary and
 * the quick filters' counts cover the whole search; the quick filter (a balance class, computed
 * by the domain's one rule) then narrows the rows that are paged.
 */
export async function listConnections(ctx: AppContext, filter: ConnectionFilter | null | undefined, page = 1, pageSize = PAGE_SIZE_DEFAULT): Promise<ConnectionPage> {
  const permisos = await packagePermisos(ctx);
  const wanted = balanceFilter(filter);
  const size = Math.min(Math.max(Math.trunc(pageSize) || PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const all = await searchRows(ctx, filter);
  const { summary, counts } = summarize(all);
  const matching = wanted.size ? all.filter((r) => wanted.has(r.balance as BalanceClass)) : all;
  return { items: matching.slice((current - 1) * size, current * size), total: matching.length, page: current, pageSize: size, summary, balanceCounts: counts, permisos };
}
