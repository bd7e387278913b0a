import { AppError } from '../../shared/app-error.js';
import { CLOSING_TYPES, ENVIRONMENTS, ESTABLISHMENT_DEFAULTS, ESTABLISHMENT_TYPES, TAXPAYER_TYPES, isCode, type CodeLabel } from './establishment-catalog.js';
import type { EstablishmentInput } from './establishment.types.js';
import { ESTAB_MSG, FIELD_LABELS } from './messages.js';

const TEXT_FIELDS = [
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

type TextField = (typeof TEXT_FIELDS)[number];

/** Column sizes of talmacen (template v1): longer text is refused instead of failing in SQL. */
const MAX_LENGTH: Record<TextField, number> = {
  ruc: 13,
  number: 3,
  section: 60,
  legalName: 300,
  description: 60,
  city: 60,
  address: 300,
  phone: 30,
  legalRepresentative: 150,
  economicActivity: 300,
  email: 150,
  website: 150,
  mobile: 30,
  fax: 30,
  sector: 60,
  numericCode: 8,
  specialTaxpayerAuth: 20,
};

const TEXT_LABELS: Record<TextField, string> = {
  ...FIELD_LABELS,
  phone: 'Teléfono',
  legalRepresentative: 'Representante legal',
  economicActivity: 'Actividad económica',
  email: 'Correo',
  website: 'Sitio web',
  mobile: 'Celular',
  fax: 'Fax',
  sector: 'Sector',
  numericCode: 'Código numérico',
  specialTaxpayerAuth: 'Autorización de contribuyente especial',
};

/** alm_ruc, alm_nroest, alm_seccio, alm_razsoc, alm_descri, alm_provin, alm_ciudad, alm_direcc (spec 000 §5). */
export const REQUIRED_FIELDS = ['ruc', 'number', 'section', 'legalName', 'description', 'province', 'city', 'address'] as const;

/** The establishment's values after trimming, defaults and checks; ready to assign. */
export type EstablishmentValues = Omit<Required<{ [K in keyof EstablishmentInput]: NonNullable<EstablishmentInput[K]> | null }>, 'id'>;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const clean = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

function checkCode(field: keyof typeof FIELD_LABELS, list: readonly CodeLabel[], value: number | null) {
  if (value !== null && !isCode(list, value)) throw AppError.input(field, ESTAB_MSG.invalidCode(FIELD_LABELS[field], value));
}

/**
 * Checks an establishment and answers its clean values. For a new one, fields left out (null)
 * take the spec's defaults: section ALMACEN, number 001, description COMERCIO. Every missing
 * required field is named in one message; the first one is the field to focus.
 */
export function checkEstablishment(input: EstablishmentInput, isNew: boolean): EstablishmentValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, clean(input[f])])) as Record<TextField, string | null>;
  if (isNew) {
    if (input.section == null) text.section = ESTABLISHMENT_DEFAULTS.section;
    if (input.number == null) text.number = ESTABLISHMENT_DEFAULTS.number;
    if (input.description == null) text.description = ESTABLISHMENT_DEFAULTS.description;
  }
  const province = input.province ?? null;
  const missing = REQUIRED_FIELDS.filter((f) => (f === 'province' ? province === null : text[f] === null));
  if (missing.length) {
    throw AppError.input(missing[0]!, ESTAB_MSG.requiredFields(missing.map((f) => FIELD_LABELS[f])));
  }
  for (const field of TEXT_FIELDS) {
    const value = text[field];
    if (value !== null && value.length > MAX_LENGTH[field]) {
      throw AppError.input(field, `El campo ${TEXT_LABELS[field]} admite hasta ${MAX_LENGTH[field]} caracteres`);
    }
  }
  if (!/^\d{3}$/.test(text.number!)) throw AppError.input('number', ESTAB_MSG.numberFormat);
  if (!/^\d{13}$/.test(text.ruc!)) throw AppError.input('ruc', ESTAB_MSG.rucFormat);
  if (text.email !== null && !EMAIL.test(text.email)) throw AppError.input('email', ESTAB_MSG.emailFormat);
  if (text.numericCode !== null) {
    if (text.numericCode.length !== 8) throw AppError.input('numericCode', ESTAB_MSG.numericCodeLength);
    if (!/^\d+$/.test(text.numericCode)) throw AppError.input('numericCode', ESTAB_MSG.numericCodeDigits);
  }
  const type = input.type ?? 1;
  const closingType = input.closingType ?? 0;
  const environment = input.environment ?? 2;
  const taxpayerType = input.taxpayerType ?? null;
  checkCode('type', ESTABLISHMENT_TYPES, type);
  checkCode('closingType', CLOSING_TYPES, closingType);
  checkCode('environment', ENVIRONMENTS, environment);
  checkCode('taxpayerType', TAXPAYER_TYPES, taxpayerType);
  return { ...text, province, type, closingType, environment, taxpayerType, businessUnit: input.businessUnit ?? null };
}
