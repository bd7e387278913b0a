import type { RestRequest, RestRoute } from '../../rest/route.js';
import { fromLegacyMenu, legacy, legacyMenuIds, MENU_COLS, toLegacyMenu } from './menu-admin.legacy.js';
import { doneEnvelope, legacyPermisos } from '../../rest/envelope.js';
import { flag, looseNumber, pathId } from '../../rest/params.js';
import { deleteMenus, getMenu, listMenus, menuChildren, menuPermisos, saveMenu } from './menu-admin.service.js';

const P = '/menus/tmenubar/:id';
const route = (method: RestRoute['method'], action: string, handler: RestRoute['handler']): RestRoute => ({
  method,
  path: P,
  action,
  handler: (req) => legacy(() => handler(req)),
});

const companyOf = ({ body, query }: RestRequest) => looseNumber(body.emp_codigo ?? query.emp_codigo);

const search = (principalOnly: (req: RestRequest) => boolean) => async (req: RestRequest) => {
  const bar = await listMenus(req.ctx, companyOf(req), principalOnly(req));
  return {
    lst_menus: bar.items.map(toLegacyMenu),
    cols: MENU_COLS,
    permisos: legacyPermisos(bar.permisos),
    empresa: { emp_codigo: bar.company.id, emp_coding: bar.company.accessCode, emp_razons: bar.company.legalName },
  };
};

/** /rest/menus/tmenubar/{id} by opc (spec 001 §7 "Menu"). */
export const menuAdminRoutes: RestRoute[] = [
  route('GET', 'base', async ({ ctx }) => ({ cols: MENU_COLS, permisos: legacyPermisos(await menuPermisos(ctx)), uri: '/menu_admin' })),
  route(
    'GET',
    'search',
    search((req) => flag(req.query.filtprimary)),
  ),
  route(
    'GET',
    'get_parents',
    search(() => true),
  ),
  route('GET', 'get_menu', async (req) => ({
    menu: toLegacyMenu(await getMenu(req.ctx, companyOf(req), looseNumber(req.query.mb_codigo) ?? pathId(req.params.id))),
  })),
  route('GET', 'get_children', async (req) => ({
    lst_menus: (await menuChildren(req.ctx, companyOf(req), looseNumber(req.query.mb_parent) ?? pathId(req.params.id))).map(toLegacyMenu),
  })),
  route('POST', 'save_menu', async (req) => {
    const menu = (req.body.menu && typeof req.body.menu === 'object' ? req.body.menu : req.body) as Record<string, unknown>;
    const done = await saveMenu(req.ctx, companyOf(req) ?? looseNumber(menu.emp_codigo), fromLegacyMenu(menu));
    return doneEnvelope(done.message, { menu: toLegacyMenu(done.menu) });
  }),
  ...(['POST', 'DELETE'] as const).map((method) =>
    route(method, 'delete_menu', async (req) => {
      const done = await deleteMenus(req.ctx, companyOf(req), legacyMenuIds(req.body.lst_menu ?? req.query.lst_menu));
      return doneEnvelope(done.message, { eliminados: done.deletedIds });
    }),
  ),
];
