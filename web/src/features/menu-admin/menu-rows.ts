import type { MenuBarEntryFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { MENU_ADMIN_TEXT as T } from './messages';

/** The same span the API checks: a sub-menu's order is above the parent's, at most + 999. */
export const SUBMENU_ORDER_SPAN = 999;

export const MENU_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'mb_titulo', di_descri: T.columns.title, type: 'text', width: 280 },
  { di_column: 'mb_url', di_descri: T.columns.url, type: 'text', width: 260 },
  // The order is a code (1000, 1001...), shown without thousands separators.
  { di_column: 'mb_orden', di_descri: T.columns.order, type: 'text', width: 100 },
  { di_column: 'parent_titulo', di_descri: T.columns.parent, type: 'text', width: 200 },
  { di_column: 'nivel_str', di_descri: T.columns.level, type: 'text', width: 120 },
];

/** A grid row; sub-menus are indented under their principal (the API sends them in that order). */
export function menuRow(m: MenuBarEntryFieldsFragment): ReportRow {
  return {
    mb_codigo: m.id,
    mb_titulo: m.parentId ? `↳ ${m.title}` : m.title,
    mb_url: m.url ?? '',
    mb_orden: String(m.order),
    parent_titulo: m.parentTitle ?? '',
    nivel_str: T.levels[m.parentId ? 1 : 0],
  };
}

export const menuKey = (row: ReportRow) => Number(row.mb_codigo);

/** Next free order for a new principal menu: a thousand after the last one. */
export function nextPrincipalOrder(items: readonly MenuBarEntryFieldsFragment[]): number {
  const principals = items.filter((m) => m.parentId === 0).map((m) => m.order);
  return principals.length ? Math.floor(Math.max(...principals) / 1000) * 1000 + 1000 : 1000;
}

/** Next order for a new sub-menu of `parent`: after its last sub-menu, within parent + 999. */
export function nextSubOrder(items: readonly MenuBarEntryFieldsFragment[], parent: MenuBarEntryFieldsFragment): number {
  const orders = items.filter((m) => m.parentId === parent.id).map((m) => m.order);
  return Math.min((orders.length ? Math.max(...orders) : parent.order) + 1, parent.order + SUBMENU_ORDER_SPAN);
}
