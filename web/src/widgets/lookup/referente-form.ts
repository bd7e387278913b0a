import type { ReferenteDocumentType, ReferenteFieldsFragment, ReferenteIdType } from '../../generated/graphql';
import type { DocumentType } from '@domain/referente-id';

/** The API's identification type and the legacy code (clp_tipoid) the form keeps. */
const ID_TYPE_CODE: Record<ReferenteIdType, '05' | '04'> = { ID_CARD: '05', RUC: '04' };

/** The document type a screen requires (1 cédula, 2 RUC) as the API's enum. */
export const DOCUMENT_TYPE: Record<DocumentType, ReferenteDocumentType> = { 1: 'ID_CARD', 2: 'RUC' };

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
    idType: ID_TYPE_CODE[ref.idType] ?? '',
    name: ref.name,
    surname: ref.surname ?? '',
    address: ref.address ?? '',
    phone: ref.phone ?? '',
    email: ref.email ?? '',
    mobile: ref.mobile ?? '',
    userNumber: ref.userNumber,
  };
}
