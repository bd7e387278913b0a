import { HttpResponse } from 'msw';
import { useState } from 'react';
import { EstablishmentListTab } from '../../../web/src/features/establishments/EstablishmentListTab';
import {
  EstablishmentFormDataDocument,
  EstablishmentsDocument,
  MeDocument,
  type EmissionPointFieldsFragment,
  type EstablishmentFieldsFragment,
} from '../../../web/src/generated/graphql';
import { adminUser } from '../fixtures';
import { api, server } from '../msw';
import { renderWithApi } from '../render-api';

/** Factory: an establishment as the API returns it. */
export function establishment(overrides: Partial<EstablishmentFieldsFragment> = {}): EstablishmentFieldsFragment {
  return {
    __typename: 'Establishment',
    id: 1,
    ruc: '1091765300001',
    number: '001',
    section: 'ALMACEN',
    legalName: 'UNIDAD EDUCATIVA PARTICULAR SAN MARCOS',
    description: 'COMERCIO',
    province: 10,
    city: 'IBARRA',
    address: 'Av. Teodoro Gómez de la Torre 9-52',
    phone: '06-2951478',
    legalRepresentative: null,
    economicActivity: null,
    email: 'colecturia@uesanmarcos.edu.ec',
    website: null,
    mobile: null,
    fax: null,
    sector: null,
    type: 'COMMERCIAL',
    headOffice: true,
    environment: 'PRODUCTION',
    numericCode: null,
    specialTaxpayerAuth: null,
    closingType: 'BY_DATE',
    businessUnit: null,
    taxpayerType: 'SOCIETY',
    ...overrides,
  };
}

export function point(overrides: Partial<EmissionPointFieldsFragment> = {}): EmissionPointFieldsFragment {
  return {
    __typename: 'EmissionPoint',
    id: 1,
    state: 'ACTIVE',
    stateLabel: 'ACTIVO',
    number: '001',
    name: 'PtoElec001',
    description: null,
    type: 'ELECTRONIC',
    establishmentNumber: '001',
    establishmentId: 1,
    address: 'Av. Teodoro Gómez de la Torre 9-52',
    ...overrides,
  };
}

export const HEAD = establishment();
export const BRANCH = establishment({
  id: 2,
  number: '002',
  description: 'SUCURSAL NORTE',
  headOffice: false,
  address: 'Calle Bolívar 1-23',
  email: null,
  taxpayerType: null,
});

const codes = (list: Array<[number, string]>) => list.map(([code, label]) => ({ __typename: 'CodeOption' as const, code, label }));

/** Answers me (administrator), the establishment list and the form data; returns how many times the list was asked. */
export function mockEstablishments(items = [HEAD, BRANCH], points = [point()]) {
  const calls = { list: 0 };
  server.use(
    api.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me: adminUser() } })),
    api.query(EstablishmentsDocument, () => {
      calls.list++;
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          establishments: { __typename: 'EstablishmentList', totalCount: items.length, einvoicing: false, items, electronicPoints: points },
        },
      });
    }),
    api.query(EstablishmentFormDataDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          establishmentOptions: {
            __typename: 'EstablishmentOptions',
            taxpayerTypes: codes([
              [0, 'No obligado a llevar contabilidad'],
              [1, 'Institución pública'],
              [2, 'Contribuyente especial'],
              [3, 'Sociedad'],
              [4, 'Persona natural obligada a llevar contabilidad'],
            ]),
            establishmentTypes: codes([
              [1, 'Comercial'],
              [5, 'Hoteles'],
              [10, 'Productores de ICE'],
            ]),
            closingTypes: codes([
              [0, 'Por fecha'],
              [1, 'Por turno'],
              [2, 'Jornada abierta'],
            ]),
            environments: codes([
              [1, 'Pruebas'],
              [2, 'Producción'],
            ]),
          },
          provinces: [{ __typename: 'Province', id: 10, name: 'Imbabura', cities: [{ __typename: 'City', id: 10, name: 'Ibarra' }] }],
        },
      }),
    ),
  );
  return calls;
}

/** The list tab as /empresas holds it: the selection lives in the parent. */
function Harness({ onEdit }: { onEdit: (id: number | null) => void }) {
  const [selected, setSelected] = useState<number | null>(null);
  return <EstablishmentListTab companyId={6} selectedId={selected} onSelect={setSelected} onEdit={onEdit} />;
}

export const renderList = (onEdit: (id: number | null) => void = () => {}) => renderWithApi(<Harness onEdit={onEdit} />);
