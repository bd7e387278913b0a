import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { Company } from '../companies/company.entity.js';
import type { MenuBarEntry } from './menu-admin.types.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import { MenuOrderField, type MenuOrder } from './menu-admin.types.js';
import { MENU_MSG } from './messages.js';
import { run } from '../../db/sql.js';

export interface MenuTenant {
  company: Company;
  /** tmenubar of the company's schema, qualified with the name the tenant registry checked. */
  table: string;
}

export interface MenuRow {
  mb_codigo: number;
  mb_titulo: string;
  mb_url: string | null;
  mb_orden: number;
  mb_parent: number;
  nivel: number;
  parent_titulo: string | null;
  hijos: number;
}

/**
 * The chosen company and its menu table. No company chosen is the spec's refusal; a company
 * whose schema the registry cannot reach (other server, schema missing) answers the spec's
 * 'No se ha podido obtener menus'.
 */
export async function menuTenant(ctx: AppContext, companyId: number | null | undefined): Promise<MenuTenant> {
  if (companyId === null || companyId === undefined || Number.isNaN(companyId) || companyId === 0) throw AppError.input('companyId', MENU_MSG.companyRequired);
  const company = Number.isInteger(companyId) && companyId > 0 ? await ctx.em.findOne(Company, { id: companyId }) : null;
  if (!company) throw AppError.input('companyId', MENU_MSG.unknownCompany(companyId));
  let schema: string;
  try {
    schema = await ctx.services.tenants.schemaOf(company);
  } catch (error) {
    if (error instanceof AppError) throw AppError.notFound(MENU_MSG.menusUnavailable);
    throw error;
  }
  return { company, table: `"${schema}".tmenubar` };
}

// Each principal followed by its sub-menus, both by order: sub-menu orders sit above their
// parent's, but not always below the next principal's.
const POSITION = ['coalesce(p.mb_orden, m.mb_orden)', 'coalesce(p.mb_codigo, m.mb_codigo)', 'm.mb_parent <> 0', 'm.mb_orden', 'm.mb_codigo'];

/** ORDER BY of a menu list (trusted SQL): the position by default, or a column with the code as tie-breaker. */
export function menuOrderSql(order?: MenuOrder | null): string {
  if (!order || order.field === MenuOrderField.POSITION) {
    const direction = order?.direction === SortDirection.DESC ? ' desc' : '';
    return POSITION.map((column) => column + direction).join(', ');
  }
  return orderSql(
    order,
    { [MenuOrderField.POSITION]: 'm.mb_orden', [MenuOrderField.TITLE]: 'm.mb_titulo', [MenuOrderField.ID]: 'm.mb_codigo' },
    MenuOrderField.POSITION,
    'm.mb_codigo',
  );
}

/** Menus of the table matching `where`, by default in their position (see POSITION). */
export async function selectMenus(em: EntityManager, table: string, where = 'true', params: unknown[] = [], order?: MenuOrder | null): Promise<MenuBarEntry[]> {
  const rows = await run<MenuRow>(
    em,
    `select m.mb_codigo, m.mb_titulo, m.mb_url, m.mb_orden, m.mb_parent, m.nivel, p.mb_titulo as parent_titulo,
            (select count(*)::int from ${table} c where c.mb_parent = m.mb_codigo) as hijos
       from ${table} m left join ${table} p on p.mb_codigo = m.mb_parent
      where ${where}
      order by ${menuOrderSql(order)}`,
    params,
  );
  return rows.map(toEntry);
}

export function toEntry(r: MenuRow): MenuBarEntry {
  return {
    id: r.mb_codigo,
    title: r.mb_titulo,
    url: r.mb_url,
    order: r.mb_orden,
    parentId: r.mb_parent,
    level: r.nivel,
    parentTitle: r.parent_titulo,
    childCount: Number(r.hijos),
  };
}

/** One menu of the table, or null when there is none with that code. */
export async function lookupMenu(em: EntityManager, table: string, id: number): Promise<MenuBarEntry | null> {
  const [menu] = Number.isInteger(id) && id > 0 ? await selectMenus(em, table, 'm.mb_codigo = ?', [id]) : [];
  return menu ?? null;
}

/** One menu of the table or NOT_FOUND. */
export async function findMenu(em: EntityManager, table: string, id: number | null | undefined, field = 'id'): Promise<MenuBarEntry> {
  if (id === null || id === undefined || Number.isNaN(id) || id === 0) throw AppError.input(field, MENU_MSG.menuRequired);
  const [menu] = Number.isInteger(id) && id > 0 ? await selectMenus(em, table, 'm.mb_codigo = ?', [id]) : [];
  if (!menu) throw AppError.notFound(MENU_MSG.menuNotFound(id));
  return menu;
}
