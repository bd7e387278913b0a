import type { EstablishmentFieldsFragment, EstablishmentInput } from '../../generated/graphql';
import { CLOSING_CODE, codeText, ENVIRONMENT_CODE, enumOf, TAXPAYER_CODE, TYPE_CODE } from './establishment-codes';
import { ESTAB_TEXT, FIELD_LABEL } from './messages';

const TEXT_KEYS = [
  'ruc',
  'number',
  'section',
  'legalName',
  'description',
  'city',
  'address',
  'phone',
  'legalRepresentative',
  'economicActivity',
  'email',
  'website',
  'mobile',
  'fax',
  'sector',
  'numericCode',
  'specialTaxpayerAuth',
] as const;
const NUMBER_KEYS = ['province', 'businessUnit'] as const;
/** Coded fields: the select holds the code, the API the enum. */
type CodedKey = 'type' | 'environment' | 'closingType' | 'taxpayerType';

type TextKey = (typeof TEXT_KEYS)[number];
type NumberKey = (typeof NUMBER_KEYS)[number];

/** The edit form: every value as the text the input holds. */
export type EstablishmentForm = Record<TextKey | NumberKey | CodedKey, string>;

/** alm_ruc, alm_nroest, alm_seccio, alm_razsoc, alm_descri, alm_provin, alm_ciudad, alm_direcc. */
export const REQUIRED: ReadonlyArray<keyof EstablishmentForm> = ['ruc', 'number', 'section', 'legalName', 'description', 'province', 'city', 'address'];

/** A new establishment: section ALMACEN, number 001, description COMERCIO (spec 000 §9). */
export const NEW_ESTABLISHMENT: EstablishmentForm = {
  ruc: '',
  number: '001',
  section: 'ALMACEN',
  legalName: '',
  description: 'COMERCIO',
  city: '',
  address: '',
  phone: '',
  legalRepresentative: '',
  economicActivity: '',
  email: '',
  website: '',
  mobile: '',
  fax: '',
  sector: '',
  numericCode: '',
  specialTaxpayerAuth: '',
  province: '',
  type: '1',
  environment: '2',
  closingType: '0',
  businessUnit: '',
  taxpayerType: '',
};

export function formFromEstablishment(e: EstablishmentFieldsFragment): EstablishmentForm {
  const form = { ...NEW_ESTABLISHMENT };
  for (const key of TEXT_KEYS) form[key] = e[key] ?? '';
  for (const key of NUMBER_KEYS) form[key] = e[key] === null || e[key] === undefined ? '' : String(e[key]);
  form.type = codeText(TYPE_CODE, e.type);
  form.environment = codeText(ENVIRONMENT_CODE, e.environment);
  form.closingType = codeText(CLOSING_CODE, e.closingType);
  form.taxpayerType = codeText(TAXPAYER_CODE, e.taxpayerType);
  return form;
}

export function inputFromForm(form: EstablishmentForm, id: number | null): EstablishmentInput {
  const input: EstablishmentInput = { id };
  for (const key of TEXT_KEYS) input[key] = form[key].trim();
  for (const key of NUMBER_KEYS) input[key] = form[key].trim() === '' ? null : Number(form[key]);
  input.type = enumOf(TYPE_CODE, form.type);
  input.environment = enumOf(ENVIRONMENT_CODE, form.environment);
  input.closingType = enumOf(CLOSING_CODE, form.closingType);
  input.taxpayerType = enumOf(TAXPAYER_CODE, form.taxpayerType);
  return input;
}

/** The first problem of the form (the field to focus and the message), or null. */
export function checkEstablishmentForm(form: EstablishmentForm): { field: keyof EstablishmentForm; message: string } | null {
  const missing = REQUIRED.filter((key) => form[key].trim() === '');
  if (missing.length) return { field: missing[0]!, message: ESTAB_TEXT.requiredFields(missing.map((key) => FIELD_LABEL[key])) };
  if (!/^\d{3}$/.test(form.number.trim())) return { field: 'number', message: ESTAB_TEXT.numberFormat };
  return null;
}
