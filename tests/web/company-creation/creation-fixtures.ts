import { HttpResponse } from 'msw';
import {
  CompanyCreationFormDocument,
  ProductVersionsDocument,
  type CompanyCreationFormQuery,
  type ProductVersionsQuery,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { mockMe } from '../render-app';

export const VERSIONS: ProductVersionsQuery['productVersions'] = [
  {
    __typename: 'ProductVersion',
    id: 1,
    name: 'Contable 2024',
    description: 'Contabilidad y facturación electrónica',
    template: 'v1',
    accessType: 'ACCOUNTING',
    maxLengths: [{ __typename: 'FieldMaxLength', field: 'alm_direcc', length: 300 }],
  },
  {
    __typename: 'ProductVersion',
    id: 2,
    name: 'Transporte 2024',
    description: 'Cooperativas de transporte y encomiendas',
    template: 'v1',
    accessType: 'TRANSPORT',
    maxLengths: [{ __typename: 'FieldMaxLength', field: 'alm_direcc', length: 250 }],
  },
];

export const FORM_DATA: CompanyCreationFormQuery['companyCreationForm'] = {
  __typename: 'CompanyCreationFormData',
  form: {
    __typename: 'CompanyFormDefaults',
    establishmentNumber: '001',
    pointNumber: '001',
    pointName: 'PtoElec001',
    taxpayerType: 'NOT_REQUIRED_TO_KEEP_ACCOUNTS',
    countryCode: 593,
    nationality: 'ECUATORIANA',
    pointType: 'ELECTRONIC',
  },
  taxpayerTypes: [
    { __typename: 'CodeOption', code: 0, label: 'No obligado a llevar contabilidad' },
    { __typename: 'CodeOption', code: 3, label: 'Sociedad' },
  ],
  economicActivities: ['SERVICIOS PROFESIONALES'],
  provinces: [
    { __typename: 'ProvinceOption', code: 11, name: 'Loja', cities: ['CATAMAYO', 'LOJA'] },
    { __typename: 'ProvinceOption', code: 17, name: 'Pichincha', cities: ['QUITO'] },
  ],
  businessLines: [
    { __typename: 'CodeOption', code: 1, label: 'Comercial' },
    { __typename: 'CodeOption', code: 4, label: 'Ferreterías' },
  ],
  allowsManualPoint: true,
};

/** Signed-in admin plus the versions and form data the screen loads. */
export function mockCreationScreen() {
  mockMe(adminUser());
  server.use(
    api.query(ProductVersionsDocument, () => HttpResponse.json({ data: { __typename: 'Query', productVersions: VERSIONS } })),
    api.query(CompanyCreationFormDocument, () => HttpResponse.json({ data: { __typename: 'Query', companyCreationForm: FORM_DATA } })),
  );
}
