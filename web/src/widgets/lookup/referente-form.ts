import type { ReferenteFieldsFragment } from '../../generated/graphql';

/** The referente fields a screen's form holds (spec: clp_codigo, clp_cedruc, clp_tipoid, ...). */
export interface ReferenteForm {
  id: number | null;
  idNumber: string;
  /** '05' cédula, '04' RUC, '' while unknown. */
  idType: '05' | '04' | '';
  name: string;
  surname: string;
  address: string;
  phone: string;
  email: string;
  mobile: string;
  userNumber: number | null;
}

export const EMPTY_REFERENTE: ReferenteForm = {
  id: null,
  idNumber: '',
  idType: '',
  name: '',
  surname: '',
  address: '',
  phone: '',
  email: '',
  mobile: '',
  userNumber: null,
};

export function formFromReferente(ref: ReferenteFieldsFragment): ReferenteForm {
  return {
    id: ref.id,
    idNumber: ref.idNumber,
    idType: ref.idType === '05' || ref.idType === '04' ? ref.idType : '',
    name: ref.name,
    surname: ref.surname ?? '',
    address: ref.address ?? '',
    phone: ref.phone ?? '',
    email: ref.email ?? '',
    mobile: ref.mobile ?? '',
    userNumber: ref.userNumber,
  };
}
