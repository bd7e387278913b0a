import type { ReferenteFieldsFragment } from '../../../web/src/generated/graphql';

/** Factory: a referente as the API returns it. */
export function referente(overrides: Partial<ReferenteFieldsFragment> = {}): ReferenteFieldsFragment {
  const name = overrides.name ?? 'MARÍA JOSÉ';
  const surname = overrides.surname === undefined ? 'ÑANDÚ QUISHPE' : overrides.surname;
  return {
    __typename: 'Referente',
    id: 15,
    idNumber: '1710034065',
    idType: 'ID_CARD',
    address: 'Av. Amazonas N21-45 y Roca, Quito',
    phone: '02-2541236',
    email: 'maria.nandu@gmail.com',
    mobile: '0987654321',
    userNumber: 1,
    ...overrides,
    name,
    surname,
    fullName: overrides.fullName ?? (surname ? `${surname} ${name}` : name),
  };
}
