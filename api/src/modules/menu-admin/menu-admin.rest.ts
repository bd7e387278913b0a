import type { RestRequest, RestRoute } from '../../rest/route.js';
import { fromLegacyMenu, legacy, legacyMenuIds, MENU_COLS, toLegacyMenu } from './menu-admin.legacy.js';
import { deleteMenus, getMenu, listMenus, menuChildren, menuPermisos, saveMenu } from './menu-admin.service.js';

const P = '/menus/tmenubar/:id';
const route = (method: RestRoute['method'], action: string, handler: RestRoute['handler']): RestRoute => ({ method, path: P, action, handler: (req) => legacy(async () => handler(req)) });

const int = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : Number(v));
const yes = (v: unknown) => v === true || v === 'T' || v === 'true' || v === '1' || v === 1;
const companyOf = ({ body, query }: RestRequest) => int(body.emp_codigo ?? query.emp_codigo);
const legacyPermisos = (p: { view: number; create: number; edit: number; delete: number }) => ({ ver: p.view, crear: p.create, editar: p.edit, eliminar: p.delete });

const search = (principalOnly: (req: RestRequest) => boolean) => async (req: RestRequest) => {
  const bar = await listMenus(req.ctx, companyOf(req), principalOnly(req));
  return { lst_menus: bar.items.map(toLegacyMenu), cols: MENU_COLS, permisos: legacyPermisos(bar.permisos), empresa: { emp_codigo: bar.company.id, emp_coding: bar.company.accessCode, emp_razons: bar.company.legalName } };
};

/** /rest/menus/tmenubar/{id} by opc (spec 001 §7 "Menu"). */
export const menuAdminRoutes: RestRoute[] = [
  route('GET', 'base', async ({ ctx }) => ({ cols: MENU_COLS, permisos: legacyPermisos(await menuPermisos(ctx)), uri: '/menu_admin' })),
  route('GET', 'search', search((req) => yes(req.query.filtprimary))),
  route('GET', 'get_parents', search(() => true)),
  route('GET', 'get_menu', async (req) => ({ menu: toLegacyMenu(await getMenu(req.ctx, companyOf(req), int(req.query.mb_codigo) ?? (Number(req.params.id) || null))) })),
  route('GET', 'get_children', async (req) => ({ lst_menus: (await menuChildren(req.ctx, companyOf(req), int(req.query.mb_parent) ?? (Number(req.params.id) || null))).map(toLegacyMenu) })),
  route('POST', 'save_menu', async (req) => {
    const menu = (req.body.menu && typeof req.body.menu === 'object' ? req.body.menu : req.body) as Record<string, unknown>;
    const done = await saveMenu(req.ctx, companyOf(req) ?? int(menu.emp_codigo), fromLegacyMenu(menu));
    return { cod: 1, msj: done.message, msg: done.message, menu: toLegacyMenu(done.menu) };
  }),
  ...(['POST', 'DELETE'] as const).map((method) =>
    route(method, 'delete_menu', async (req) => {
      const done = await deleteMenus(req.ctx, companyOf(req), legacyMenuIds(req.body.lst_menu ?? req.query.lst_menu));
      return { cod: 1, msj: done.message, msg: done.message, eliminados: done.deletedIds };
    }),
  ),
];
