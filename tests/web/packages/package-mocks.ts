import { HttpResponse } from 'msw';
import {
  BlockAuthorizationDocument,
  ConnectionPackagesDocument,
  type BalanceClass,
  type BlockAuthorizationMutationVariables,
  type ConnectionPackagesQueryVariables,
  type ConnectionRowFieldsFragment,
} from '../../../web/src/generated/graphql';
import { adminUser, menu } from '../fixtures';
import { api, server } from '../msw';

/** Factory: a company of the packages list as the API answers it. */
export function packageRow(id: number, accessCode: string, legalName: string, over: Partial<ConnectionRowFieldsFragment> = {}): ConnectionRowFieldsFragment {
  return {
    __typename: 'ConnectionRow',
    companyId: id,
    accessCode,
    legalName,
    ruc: `17${String(id).padStart(8, '0')}001`,
    companyState: 'ACTIVE',
    companyStateLabel: 'ACTIVO',
    companyStateColor: 'limegreen',
    express: false,
    packageId: 100 + id,
    purchaseDate: '2026-01-10',
    endDate: '2027-01-10',
    packageSize: 500,
    acquired: 500,
    used: 100,
    saldo: 400,
    excess: 0,
    contractType: 'POR_PAQUETE',
    contractTypeLabel: 'Por paquete',
    notifyPercentage: 15,
    block: true,
    notificationState: 'Sin notificación',
    notifiedAt: null,
    contractState: 'ACTIVO',
    balance: 'DISPONIBLE',
    balanceColor: '#92C755',
    invoiceId: 7,
    invoiceNumber: '001-001-000000007',
    billedRuc: null,
    billedName: null,
    related: false,
    note: null,
    email: `info@${accessCode}.ec`,
    ...over,
  };
}

export const ANDINA = packageRow(1, 'andina', 'COMERCIAL ANDINA S.A.');
export const MITAD = packageRow(5, 'mitadmundo', 'HOTEL MITAD DEL MUNDO HOTMIMUN S.A.', {
  used: 200,
  acquired: 200,
  saldo: 0,
  balance: 'EXCEDIDO',
  balanceColor: '#F55145',
  notificationState: 'Notificado...',
});
export const COSTENA = packageRow(8, 'costena', 'RESTAURANTE LA COSTEÑA COSTERES S.A.', {
  packageId: null,
  acquired: 0,
  used: 0,
  saldo: 0,
  balance: 'SIN_ASIGNAR',
  balanceColor: '#5c5c5c',
  contractType: null,
  contractTypeLabel: null,
  packageSize: null,
  purchaseDate: null,
  endDate: null,
  invoiceNumber: null,
  invoiceId: null,
});

/** The signed-in administrator with the packages screen granted at the given create level. */
export function packagesUser(create = 4) {
  return adminUser({
    menus: [menu(1, 'Empresas', null, 0, 1), menu(4, 'Paquetes de conexión', '/empresas/conexiones', 1, 3)],
    permissions: [{ __typename: 'ScreenPermission', resource: 'conexiones', view: create, create, edit: create, delete: create > 2 ? create : 0 }],
  });
}

const COUNTS = [
  ['EXCEDIDO', 'Excedido', '#F55145'],
  ['POR_COMPLETAR', 'Por completar', '#FFB80F'],
  ['SIN_ASIGNAR', 'Sin asignar', '#5c5c5c'],
  ['DISPONIBLE', 'Disponible', '#92C755'],
] as const;

/** Answers the list with the rows (narrowed by the quick filter like the API) and records the variables. */
export function mockPackages(rows: ConnectionRowFieldsFragment[], calls: ConnectionPackagesQueryVariables[] = [], create = 4) {
  server.use(
    api.query(ConnectionPackagesDocument, ({ variables }) => {
      calls.push(variables);
      const wanted = variables.filter?.balance ?? [];
      const items = wanted.length ? rows.filter((r) => wanted.includes(r.balance)) : rows;
      const count = (key: BalanceClass) => rows.filter((r) => r.balance === key).length;
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          connectionPackages: {
            __typename: 'ConnectionPage',
            totalCount: items.length,
            page: 1,
            pageSize: 50,
            items,
            summary: {
              __typename: 'ConnectionSummary',
              companies: rows.length,
              excedido: count('EXCEDIDO'),
              porcompletar: count('POR_COMPLETAR'),
              sinasignar: count('SIN_ASIGNAR'),
              disponible: count('DISPONIBLE'),
              acquired: 1234,
              used: 567,
              saldo: 667,
              excess: 0,
            },
            balanceCounts: COUNTS.map(([key, label, color]) => ({ __typename: 'BalanceCount', key, label, color, count: count(key) })),
            permisos: { __typename: 'ScreenPermission', view: create, create, edit: create, delete: create > 2 ? create : 0 },
          },
        },
      });
    }),
  );
}

export function mockBlock(answers: Array<Record<string, unknown>>, calls: BlockAuthorizationMutationVariables[]) {
  server.use(
    api.mutation(BlockAuthorizationDocument, ({ variables }) => {
      calls.push(variables);
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          blockAuthorization: {
            __typename: 'AuthorizationResult',
            needsConfirmation: false,
            companyIds: [],
            expressAccessCodes: [],
            withoutEmail: [],
            count: 0,
            ...answer,
          },
        },
      });
    }),
  );
}
