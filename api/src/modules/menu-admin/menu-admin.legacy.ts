import type { MenuBarEntry, MenuBarEntryInput } from './menu-admin.types.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { looseNumber } from '../../rest/params.js';

/** GraphQL field names of refusals -> the legacy names a REST client sent (inputid). */
const LEGACY_FIELD: Record<string, string> = {
  companyId: 'emp_codigo',
  id: 'mb_codigo',
  title: 'mb_titulo',
  url: 'mb_url',
  order: 'mb_orden',
  parentId: 'mb_parent',
  ids: 'lst_menu',
  search: 'emp_coding',
};

/** Runs a service call and renames a refused field to the legacy column. */
export const legacy = legacyWrapper(LEGACY_FIELD);

/** The grid columns of the legacy screen (cols). */
export const MENU_COLS = [
  { di_column: 'mb_codigo', di_descri: 'Código', type: 'number', di_decima: 0 },
  { di_column: 'mb_titulo', di_descri: 'Título', type: 'string' },
  { di_column: 'mb_url', di_descri: 'Url', type: 'string' },
  { di_column: 'mb_orden', di_descri: 'Orden', type: 'number', di_decima: 0 },
  { di_column: 'mb_parent', di_descri: 'Menú padre', type: 'number', di_decima: 0 },
  { di_column: 'nivel', di_descri: 'Nivel', type: 'number', di_decima: 0 },
];

export function toLegacyMenu(m: MenuBarEntry) {
  return {
    mb_codigo: m.id,
    mb_titulo: m.title,
    mb_url: m.url,
    mb_orden: m.order,
    mb_parent: m.parentId,
    nivel: m.level,
    parent_titulo: m.parentTitle,
    hijos: m.childCount,
  };
}

/** The menu object of save_menu. */
export function fromLegacyMenu(menu: Record<string, unknown>): MenuBarEntryInput {
  return {
    id: looseNumber(menu.mb_codigo),
    title: typeof menu.mb_titulo === 'string' ? menu.mb_titulo : null,
    url: typeof menu.mb_url === 'string' ? menu.mb_url : null,
    order: looseNumber(menu.mb_orden),
    parentId: looseNumber(menu.mb_parent),
  };
}

/** lst_menu of delete_menu: codes, or menu objects with mb_codigo. */
export function legacyMenuIds(list: unknown): number[] {
  const items = Array.isArray(list) ? list : list === undefined || list === null || list === '' ? [] : String(list).split(',');
  return items.map((item) => Number(item && typeof item === 'object' ? (item as Record<string, unknown>).mb_codigo : item));
}
