import { HttpResponse } from 'msw';
import {
  DeleteMenuBarEntriesDocument,
  MenuAdminCompaniesDocument,
  MenuBarDocument,
  SaveMenuBarEntryDocument,
  type DeleteMenuBarEntriesMutationVariables,
  type MenuBarEntryFieldsFragment,
  type SaveMenuBarEntryMutationVariables,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';

export const COMPANIES = [
  { __typename: 'MenuAdminCompany' as const, id: 1, accessCode: 'andina', legalName: 'COMERCIAL ANDINA S.A.', ruc: '1792456130001', state: 1 },
  {
    __typename: 'MenuAdminCompany' as const,
    id: 2,
    accessCode: 'pacifico',
    legalName: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
    ruc: '0991874520001',
    state: 1,
  },
  { __typename: 'MenuAdminCompany' as const, id: 3, accessCode: 'pacifico2', legalName: 'PACIFICO SUR S.A.', ruc: '0991874530001', state: 1 },
];

/** Factory: a menu entry as the API answers it. */
export function entry(id: number, title: string, order: number, parent?: { id: number; title: string }, childCount = 0): MenuBarEntryFieldsFragment {
  return {
    __typename: 'MenuBarEntry',
    id,
    title,
    url: parent ? `/${title.toLowerCase()}` : null,
    order,
    parentId: parent?.id ?? 0,
    level: parent ? 1 : 0,
    parentTitle: parent?.title ?? null,
    childCount,
  };
}

const VENTAS = { id: 10, title: 'Ventas' };
export const MENUS = [
  entry(10, 'Ventas', 1000, undefined, 2),
  entry(11, 'Facturación', 1001, VENTAS),
  entry(12, 'Clientes', 1002, VENTAS),
  entry(20, 'Reportes', 2000),
];

export interface MenuCalls {
  searches: (string | null | undefined)[];
  loads: number[];
  saves: SaveMenuBarEntryMutationVariables[];
  deletes: DeleteMenuBarEntriesMutationVariables[];
}

/** Answers the menu administrator's operations and records what the screen sent. */
export function mockMenuAdmin(options: { items?: MenuBarEntryFieldsFragment[]; permisos?: number } = {}): MenuCalls {
  const calls: MenuCalls = { searches: [], loads: [], saves: [], deletes: [] };
  const level = options.permisos ?? 4;
  server.use(
    api.query(MenuAdminCompaniesDocument, ({ variables }) => {
      calls.searches.push(variables.search);
      const text = (variables.search ?? '').toLowerCase();
      return HttpResponse.json({ data: { __typename: 'Query', menuAdminCompanies: COMPANIES.filter((c) => c.accessCode.startsWith(text)) } });
    }),
    api.query(MenuBarDocument, ({ variables }) => {
      calls.loads.push(variables.companyId!);
      const company = COMPANIES.find((c) => c.id === variables.companyId)!;
      const permisos = {
        __typename: 'ScreenPermission' as const,
        resource: 'menus',
        view: level,
        create: level >= 2 ? level : 0,
        edit: level >= 2 ? level : 0,
        delete: level >= 3 ? level : 0,
      };
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          menuBar: {
            __typename: 'MenuBar',
            company: { __typename: 'MenuAdminCompany', id: company.id, accessCode: company.accessCode, legalName: company.legalName },
            items: options.items ?? MENUS,
            permisos,
          },
        },
      });
    }),
    api.mutation(SaveMenuBarEntryDocument, ({ variables }) => {
      calls.saves.push(variables);
      const saved = entry(variables.input.id ?? 99, variables.input.title ?? '', variables.input.order ?? 0);
      return HttpResponse.json({
        data: { __typename: 'Mutation', saveMenuBarEntry: { __typename: 'MenuBarEntryResult', message: `Se creó el menú '${saved.title}'`, menu: saved } },
      });
    }),
    api.mutation(DeleteMenuBarEntriesDocument, ({ variables }) => {
      calls.deletes.push(variables);
      const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          deleteMenuBarEntries: { __typename: 'MenuBarDeleteResult', message: `Se eliminaron ${ids.length} menús`, deletedIds: ids },
        },
      });
    }),
  );
  return calls;
}
