import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Action } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import { Company } from '../companies/company.entity.js';
import { recordAudit } from '../system/audit.service.js';
import type { MenuAdminCompany, MenuBar, MenuBarEntry, MenuBarEntryInput, MenuBarEntryResult, MenuBarDeleteResult, MenuOrder } from './menu-admin.types.js';
import { checkMenuInput, subOrderFits } from './menu-rules.js';
import { findMenu, lookupMenu, menuTenant, selectMenus } from './menu-tenant.js';
import { MENU_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** The menu resource of /menu_admin (tmenu.mb_recurso). */
export const RESOURCE = 'menus';
export const COMPANY_SEARCH_LIMIT = 20;

/** The screen's permisos; throws FORBIDDEN unless the user reaches `action` on 'menus'. */
export async function menuPermisos(ctx: AppContext, action: Action = 'ver'): Promise<ScreenPermission> {
  const p = await requirePermission(ctx.em, ctx.user!, RESOURCE, action);
  return { resource: RESOURCE, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar };
}

const toCompany = (c: Company): MenuAdminCompany => ({ id: c.id, accessCode: c.accessCode, legalName: c.legalName, ruc: c.ruc, state: c.state });
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Companies whose access code (emp_coding) starts with the typed text, ignoring case; exact match first. */
export async function searchMenuCompanies(ctx: AppContext, text: string | null | undefined): Promise<MenuAdminCompany[]> {
  await menuPermisos(ctx);
  const search = (text ?? '').trim();
  if (!search) throw AppError.input('search', MENU_MSG.searchRequired);
  const companies = await ctx.em.find(
    Company,
    { accessCode: { $ilike: `${escapeLike(search)}%` } },
    { orderBy: { accessCode: 'asc' }, limit: COMPANY_SEARCH_LIMIT },
  );
  const exact = search.toLowerCase();
  return companies.sort((a, b) => Number(b.accessCode.toLowerCase() === exact) - Number(a.accessCode.toLowerCase() === exact)).map(toCompany);
}

/** A company's menus (search): each principal followed by its sub-menus; only principals with `principalOnly`. */
export async function listMenus(ctx: AppContext, companyId: number | null | undefined, principalOnly = false, order?: MenuOrder | null): Promise<MenuBar> {
  const permisos = await menuPermisos(ctx);
  const { company, table } = await menuTenant(ctx, companyId);
  const items = await selectMenus(ctx.em, table, principalOnly ? 'm.mb_parent = 0' : 'true', [], order);
  return { company: toCompany(company), items, totalCount: items.length, permisos };
}

/** One menu of a company (get_menu). */
export async function getMenu(ctx: AppContext, companyId: number | null | undefined, id: number | null | undefined): Promise<MenuBarEntry> {
  await menuPermisos(ctx);
  const { table } = await menuTenant(ctx, companyId);
  return findMenu(ctx.em, table, id);
}

/** One menu of a company, or null when the company has none with that code (GraphQL lookup). */
export async function lookupCompanyMenu(ctx: AppContext, companyId: number, id: number): Promise<MenuBarEntry | null> {
  await menuPermisos(ctx);
  const { table } = await menuTenant(ctx, companyId);
  return lookupMenu(ctx.em, table, id);
}

/** The sub-menus of a principal menu, by order (get_children). */
export async function menuChildren(ctx: AppContext, companyId: number | null | undefined, parentId: number | null | undefined): Promise<MenuBarEntry[]> {
  await menuPermisos(ctx);
  const { table } = await menuTenant(ctx, companyId);
  const parent = await findMenu(ctx.em, table, parentId, 'parentId');
  return selectMenus(ctx.em, table, 'm.mb_parent = ?', [parent.id]);
}

/**
 * Creates (no id) or edits a menu. A sub-menu hangs from a principal menu (two levels) with an
 * order above the parent's and at most the parent's + 999; a principal's new order must keep
 * its sub-menus in that range, and a principal with sub-menus cannot become one.
 */
export async function saveMenu(ctx: AppContext, companyId: number | null | undefined, input: MenuBarEntryInput): Promise<MenuBarEntryResult> {
  const isNew = input.id === null || input.id === undefined || input.id === 0;
  await menuPermisos(ctx, isNew ? 'crear' : 'editar');
  const { table } = await menuTenant(ctx, companyId);
  const values = checkMenuInput(input);
  const menu = await ctx.em.transactional(async (tx) => {
    const existing = isNew ? null : await findMenu(tx, table, input.id);
    if (values.parentId > 0) {
      if (existing && existing.id === values.parentId) throw AppError.input('parentId', MENU_MSG.parentIsSelf);
      const [parent] = await selectMenus(tx, table, 'm.mb_codigo = ?', [values.parentId]);
      if (!parent) throw AppError.input('parentId', MENU_MSG.parentNotFound(values.parentId));
      if (parent.parentId !== 0) throw AppError.input('parentId', MENU_MSG.parentNotPrincipal);
      if (!subOrderFits(values.order, parent.order)) throw AppError.input('order', MENU_MSG.subOrderRange(parent.order));
      if (existing && existing.childCount > 0) throw AppError.input('parentId', MENU_MSG.hasChildren(existing.title, existing.childCount));
    } else if (existing && existing.childCount > 0) {
      const [out] = await run<{ n: number }>(tx, `select count(*)::int as n from ${table} where mb_parent = ? and (mb_orden <= ? or mb_orden > ?)`, [
        existing.id,
        values.order,
        values.order + 999,
      ]);
      if (out.n > 0) throw AppError.input('order', MENU_MSG.childrenOutOfRange(existing.title));
    }
    const level = values.parentId > 0 ? 1 : 0;
    let id: number;
    if (existing) {
      await run(tx, `update ${table} set mb_titulo = ?, mb_url = ?, mb_orden = ?, mb_parent = ?, nivel = ? where mb_codigo = ?`, [
        values.title,
        values.url,
        values.order,
        values.parentId,
        level,
        existing.id,
      ]);
      id = existing.id;
    } else {
      const [row] = await run<{ mb_codigo: number }>(
        tx,
        `insert into ${table} (mb_titulo, mb_url, mb_orden, mb_parent, nivel) values (?, ?, ?, ?, ?) returning mb_codigo`,
        [values.title, values.url, values.order, values.parentId, level],
      );
      id = row.mb_codigo;
    }
    recordAudit(
      tx,
      ctx.user,
      isNew ? 'crear' : 'editar',
      'tmenubar',
      `${companyId}/${id}`,
      `${values.title} (orden ${values.order}, padre ${values.parentId})`,
    );
    return findMenu(tx, table, id);
  });
  return { message: isNew ? MENU_MSG.created(menu.title) : MENU_MSG.saved(menu.title), menu };
}

/**
 * Deletes the chosen menus together; a principal menu goes only when all its sub-menus are
 * among them, so no sub-menu is left without its parent.
 */
export async function deleteMenus(ctx: AppContext, companyId: number | null | undefined, ids: readonly number[]): Promise<MenuBarDeleteResult> {
  await menuPermisos(ctx, 'eliminar');
  const { table } = await menuTenant(ctx, companyId);
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw AppError.input('ids', MENU_MSG.deleteNone);
  const bad = unique.find((id) => !Number.isInteger(id) || id <= 0);
  if (bad !== undefined) throw AppError.notFound(MENU_MSG.menuNotFound(bad));
  return ctx.em.transactional(async (tx) => {
    const marks = unique.map(() => '?').join(', ');
    const menus = await selectMenus(tx, table, `m.mb_codigo in (${marks})`, unique);
    const missing = unique.find((id) => !menus.some((m) => m.id === id));
    if (missing !== undefined) throw AppError.notFound(MENU_MSG.menuNotFound(missing));
    for (const menu of menus.filter((m) => m.childCount > 0)) {
      const [left] = await run<{ n: number }>(tx, `select count(*)::int as n from ${table} where mb_parent = ? and mb_codigo not in (${marks})`, [
        menu.id,
        ...unique,
      ]);
      if (left.n > 0) throw AppError.conflict(MENU_MSG.deleteWithChildren(menu.title, menu.childCount));
    }
    await run(tx, `delete from ${table} where mb_codigo in (${marks})`, unique);
    for (const menu of menus) recordAudit(tx, ctx.user, 'eliminar', 'tmenubar', `${companyId}/${menu.id}`, menu.title);
    const deletedIds = menus.map((m) => m.id);
    return { message: MENU_MSG.deleted(deletedIds.length), deletedIds };
  });
}
