import { isValidRuc } from '@domain/identity';
import type { CompanyCreationInput, EmissionPointType, EstablishmentTaxpayerType } from '../../generated/graphql';
import { creationMessages as m } from './messages';

/** Text fields of the form, named like the API's field paths so its refusals land on them. */
export const TEXT_FIELDS = [
  'infocontrib.ruc',
  'infocontrib.razonsocial',
  'infocontrib.nombrecomercial',
  'infocontrib.nroestab',
  'infocontrib.direccion',
  'infocontrib.email',
  'ptoemision.numero',
  'ptoemision.nombre',
  'ptoemision.direccion',
  'ptoemision.establecimiento',
  'infoadc.telefono',
  'infoadc.provcod',
  'infoadc.ciudad',
  'infoadc.sector',
  'infoadc.reprelegal',
  'infoadc.activeconomica',
  'infoadc.nacion',
  'infoadc.codpais',
  'infoadc.tipo',
  'usuario.usuario',
  'usuario.password',
  'usuario.passwordconf',
  'usuario.apenom',
  'usuario.cedruc',
  'usuario.email',
  'usuario.celular',
  'ptoemision2.numero',
  'ptoemision2.nombre',
  'ptoemision2.direccion',
  'ptoemision2.establecimiento',
  'usuario2.usuario',
  'usuario2.password',
  'usuario2.passwordconf',
  'usuario2.apenom',
  'usuario2.cedruc',
  'usuario2.email',
  'usuario2.celular',
  'acceso',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Fields the form always requires (checkForm and the server refuse them empty): marked with an asterisk. */
export const REQUIRED_FIELDS: ReadonlySet<TextField> = new Set<TextField>([
  'infocontrib.ruc',
  'infocontrib.razonsocial',
  'infocontrib.nroestab',
  'infocontrib.direccion',
  'infocontrib.email',
  'ptoemision.numero',
  'usuario.usuario',
  'usuario.password',
  'usuario.passwordconf',
  'acceso',
]);

export interface FormValues {
  text: Record<TextField, string>;
  taxpayerType: EstablishmentTaxpayerType;
  /** Electronic by default; manual when the server allows it. */
  pointType: EmissionPointType;
  rimpe: boolean;
  withholdingAgent: boolean;
  reuseTaxpayer: boolean;
  secondPoint: boolean;
  assistant: boolean;
}

export type FieldErrors = Partial<Record<TextField, string>>;

export function emptyForm(defaults?: {
  establishmentNumber: string;
  pointNumber: string;
  pointName: string;
  taxpayerType: EstablishmentTaxpayerType;
  countryCode: number;
  nationality: string;
}): FormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  text['infocontrib.nroestab'] = defaults?.establishmentNumber ?? '001';
  text['ptoemision.numero'] = defaults?.pointNumber ?? '001';
  text['ptoemision.nombre'] = defaults?.pointName ?? 'PtoElec001';
  text['ptoemision.establecimiento'] = defaults?.establishmentNumber ?? '001';
  text['infoadc.nacion'] = defaults?.nationality ?? 'ECUATORIANA';
  text['infoadc.codpais'] = String(defaults?.countryCode ?? 593);
  text['ptoemision2.numero'] = '002';
  text['ptoemision2.establecimiento'] = defaults?.establishmentNumber ?? '001';
  return {
    text,
    taxpayerType: defaults?.taxpayerType ?? 'NOT_REQUIRED_TO_KEEP_ACCOUNTS',
    pointType: 'ELECTRONIC',
    rimpe: false,
    withholdingAgent: false,
    reuseTaxpayer: true,
    secondPoint: false,
    assistant: false,
  };
}

const THREE_DIGITS = /^\d{3}$/;
const ID_NUMBER = /^\d{10}(\d{3})?$/;

/** The API's rules, checked before sending so each message shows beside its field. */
export function checkForm(v: FormValues): FieldErrors {
  const t = (f: TextField) => v.text[f].trim();
  const e: FieldErrors = {};
  if (t('infocontrib.ruc').length !== 13 || !isValidRuc(t('infocontrib.ruc'))) e['infocontrib.ruc'] = m.rucInvalid;
  if (!t('infocontrib.razonsocial')) e['infocontrib.razonsocial'] = m.legalNameRequired;
  if (!THREE_DIGITS.test(t('infocontrib.nroestab'))) e['infocontrib.nroestab'] = m.establishmentNumber;
  if (!t('infocontrib.direccion')) e['infocontrib.direccion'] = m.taxAddressRequired;
  if (!t('infocontrib.email')) e['infocontrib.email'] = m.emailRequired;
  if (!THREE_DIGITS.test(t('ptoemision.numero'))) e['ptoemision.numero'] = m.pointNumber;
  if (t('ptoemision.establecimiento') && !THREE_DIGITS.test(t('ptoemision.establecimiento'))) e['ptoemision.establecimiento'] = m.pointEstablishment;
  if (!t('infoadc.provcod')) e['infoadc.provcod'] = m.provinceRequired;
  if (!t('infoadc.ciudad')) e['infoadc.ciudad'] = m.cityRequired;
  if (!t('usuario.usuario')) e['usuario.usuario'] = m.userRequired;
  if (!v.text['usuario.password']) e['usuario.password'] = m.passwordRequired;
  else if (!v.text['usuario.passwordconf']) e['usuario.passwordconf'] = m.confirmationRequired;
  else if (v.text['usuario.password'] !== v.text['usuario.passwordconf']) e['usuario.passwordconf'] = m.passwordMismatch;
  if (!v.reuseTaxpayer) {
    if (!t('usuario.apenom')) e['usuario.apenom'] = m.ownerNameRequired;
    if (!ID_NUMBER.test(t('usuario.cedruc'))) e['usuario.cedruc'] = m.ownerIdRequired;
  }
  if (v.secondPoint) {
    if (!THREE_DIGITS.test(t('ptoemision2.numero'))) e['ptoemision2.numero'] = m.pointNumber;
    if (!THREE_DIGITS.test(t('ptoemision2.establecimiento'))) e['ptoemision2.establecimiento'] = m.pointEstablishment;
  }
  if (v.assistant) {
    const login = t('usuario2.usuario');
    if (login.length < 4 || login.length > 20) e['usuario2.usuario'] = m.assistantUserLength;
    else if (login.toLowerCase() === t('usuario.usuario').toLowerCase()) e['usuario2.usuario'] = m.assistantSameUser;
    if (!v.text['usuario2.password']) e['usuario2.password'] = m.passwordRequired;
    else if (v.text['usuario2.password'] !== v.text['usuario2.passwordconf']) e['usuario2.passwordconf'] = m.passwordMismatch;
    if (!t('usuario2.apenom')) e['usuario2.apenom'] = m.assistantNameRequired;
    if (!ID_NUMBER.test(t('usuario2.cedruc'))) e['usuario2.cedruc'] = m.assistantIdRequired;
    if (!t('usuario2.email')) e['usuario2.email'] = m.assistantEmailRequired;
  }
  const access = v.text.acceso.replace(/\s+/g, '');
  if (!access) e.acceso = m.accessRequired;
  else if (!/^[A-Za-z0-9._-]{1,60}$/.test(access)) e.acceso = m.accessChars;
  return e;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The mutation's input from the form. */
export function toInput(v: FormValues, versionId: number, provinceName: string | null): CompanyCreationInput {
  const t = v.text;
  const user = (p: 'usuario' | 'usuario2') => ({
    username: orNull(t[`${p}.usuario`]),
    password: t[`${p}.password`] || null,
    passwordConfirmation: t[`${p}.passwordconf`] || null,
    fullName: orNull(t[`${p}.apenom`]),
    idNumber: orNull(t[`${p}.cedruc`]),
    email: orNull(t[`${p}.email`]),
    mobile: orNull(t[`${p}.celular`]),
  });
  const point = (p: 'ptoemision' | 'ptoemision2') => ({
    type: p === 'ptoemision' ? v.pointType : ('ELECTRONIC' as const),
    number: orNull(t[`${p}.numero`]),
    name: orNull(t[`${p}.nombre`]),
    address: orNull(t[`${p}.direccion`]),
    establishment: orNull(t[`${p}.establecimiento`]),
  });
  return {
    versionId,
    taxpayer: {
      ruc: orNull(t['infocontrib.ruc']),
      legalName: orNull(t['infocontrib.razonsocial']),
      tradeName: orNull(t['infocontrib.nombrecomercial']),
      establishmentNumber: orNull(t['infocontrib.nroestab']),
      address: orNull(t['infocontrib.direccion']),
      email: orNull(t['infocontrib.email']),
      taxpayerType: v.taxpayerType,
      rimpe: v.rimpe,
      withholdingAgent: v.withholdingAgent,
    },
    emissionPoint: point('ptoemision'),
    additional: {
      phone: orNull(t['infoadc.telefono']),
      provinceCode: t['infoadc.provcod'] ? Number(t['infoadc.provcod']) : null,
      province: provinceName,
      city: orNull(t['infoadc.ciudad']),
      sector: orNull(t['infoadc.sector']),
      legalRepresentative: orNull(t['infoadc.reprelegal']),
      economicActivity: orNull(t['infoadc.activeconomica']),
      nationality: orNull(t['infoadc.nacion']),
      countryCode: t['infoadc.codpais'] ? Number(t['infoadc.codpais']) : null,
      businessLine: t['infoadc.tipo'] ? Number(t['infoadc.tipo']) : null,
    },
    user: { ...user('usuario'), reuseTaxpayer: v.reuseTaxpayer },
    secondPoint: v.secondPoint ? point('ptoemision2') : null,
    assistant: v.assistant ? user('usuario2') : null,
    accessCode: orNull(t.acceso),
  };
}
