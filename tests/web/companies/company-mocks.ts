import { HttpResponse } from 'msw';
import {
  CompaniesDocument,
  CompanyEditDocument,
  CompanyFormOptionsDocument,
  type CompaniesQueryVariables,
  type CompanyEditFieldsFragment,
  type CompanyListFieldsFragment,
  type CompanyState,
} from '../../../web/src/generated/graphql';
import { api, server } from '../msw';

const NO_SERVICES = { __typename: 'CompanyServices', fe: true, sms: false, ced: true, email: true, bk: true, bka: false, bloqAut: false } as const;

type StateKey = 'ACTIVO' | 'LECTURA' | 'BLOQUEADO' | 'DEMO' | 'INACTIVO';
const STATES: Record<StateKey, { state: CompanyState; color: string; readOnly: boolean; actions: Array<[string, CompanyState]> }> = {
  ACTIVO: {
    state: 'ACTIVE',
    color: 'limegreen',
    readOnly: false,
    actions: [
      ['Bloquear', 'BLOCKED'],
      ['Desactivar Base', 'INACTIVE'],
    ],
  },
  LECTURA: { state: 'ACTIVE', color: 'cornflowerblue', readOnly: true, actions: [['Desactivar Base', 'INACTIVE']] },
  BLOQUEADO: {
    state: 'BLOCKED',
    color: 'crimson',
    readOnly: false,
    actions: [
      ['Desbloquear', 'ACTIVE'],
      ['Desactivar Base', 'INACTIVE'],
    ],
  },
  DEMO: { state: 'DEMO', color: 'gold', readOnly: false, actions: [] },
  INACTIVO: { state: 'INACTIVE', color: 'gray', readOnly: false, actions: [['Activar', 'ACTIVE']] },
};

/** Factory: a company of the list as the API answers it, with the actions the API offers for its state. */
export function listCompany(id: number, accessCode: string, legalName: string, label: StateKey): CompanyListFieldsFragment {
  const s = STATES[label];
  return {
    __typename: 'Company',
    id,
    accessCode,
    legalName,
    ruc: `17${String(id).padStart(8, '0')}001`,
    state: s.state,
    endDate: null,
    businessLine: 1,
    businessLineName: 'Comercial',
    dbHost: 'localhost',
    dbSchema: `emp_${accessCode}`,
    stateView: { __typename: 'CompanyStateView', label, color: s.color, readOnly: s.readOnly },
    stateActions: s.actions.map(([actionLabel, state]) => ({ __typename: 'CompanyStateAction', label: actionLabel, state })),
    locationInfo: { __typename: 'CompanyLocation', province: 17, city: 'QUITO', readOnly: s.readOnly },
    serviceFlags: NO_SERVICES,
  };
}

export const ANDINA = listCompany(1, 'andina', 'COMERCIAL ANDINA S.A.', 'ACTIVO');
export const SANMARCOS = listCompany(6, 'sanmarcos', 'UNIDAD EDUCATIVA PARTICULAR SAN MARCOS', 'DEMO');
export const LECTURA = listCompany(9, 'lectura', 'EMPRESA EN LECTURA S.A.', 'LECTURA');
export const COSTENA = listCompany(8, 'costena', 'RESTAURANTE LA COSTEÑA COSTERES S.A.', 'INACTIVO');

/** Answers the list with the given companies and records every request's variables. */
export function mockCompanies(items: CompanyListFieldsFragment[], calls: CompaniesQueryVariables[] = [], total = items.length) {
  server.use(
    api.query(CompaniesDocument, ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          companies: {
            __typename: 'CompanyPage',
            totalCount: total,
            page: variables.page ?? 1,
            pageSize: 50,
            items,
            permisos: { __typename: 'ScreenPermission', resource: 'empresas', view: 4, create: 4, edit: 4, delete: 4 },
          },
        },
      });
    }),
    api.query(CompanyFormOptionsDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          companyFormOptions: {
            __typename: 'CompanyFormOptions',
            businessLines: [
              { __typename: 'BusinessLine', code: 1, name: 'Comercial' },
              { __typename: 'BusinessLine', code: 8, name: 'Hotelería' },
            ],
            provinces: [{ __typename: 'CompanyProvince', code: 17, name: 'Pichincha', cities: ['Quito'] }],
            countries: [{ __typename: 'CompanyCountry', code: 593, name: 'Ecuador' }],
            states: [],
            services: [],
            addOns: [],
          },
        },
      }),
    ),
  );
  return calls;
}

export function editCompany(c: CompanyListFieldsFragment): CompanyEditFieldsFragment {
  return {
    __typename: 'Company',
    id: c.id,
    accessCode: c.accessCode,
    legalName: c.legalName,
    ruc: c.ruc,
    address: 'Av. Amazonas N34-120',
    phone: '02-2456789',
    dbPort: 5432,
    dbHost: 'localhost',
    dbName: 'isyplus',
    dbSchema: c.dbSchema,
    dbUser: 'isyplus_app',
    hasDbPassword: true,
    theme: null,
    accessType: 'ACCOUNTING',
    countryCode: 593,
    businessLine: 1,
    state: c.state,
    stateView: c.stateView,
    locationInfo: c.locationInfo,
    serviceFlags: c.serviceFlags,
    addOnFlags: { __typename: 'CompanyAddOns', pry: false, fol: false, orc: false, orp: false, bod: true, imp: false, ven: true, inv: true },
  };
}

export function mockCompanyEdit(c: CompanyListFieldsFragment) {
  server.use(api.query(CompanyEditDocument, () => HttpResponse.json({ data: { __typename: 'Query', company: editCompany(c), companyLogo: null } })));
}
