import { isValidRuc } from '../../domain/identity.js';
import { AppError } from '../../shared/app-error.js';
import type { NewCompany, NewPoint } from './company-factory.js';
import { normalizeAccessCode } from './company-factory.js';
import type { CompanyCreationInput, CompanyUserInput, EmissionPointInput } from './creation.types.js';
import { CREATION_MSG } from './messages.js';
import type { VersionRow } from './reference.service.js';

/** A user still holding the plain password: the service hashes it before the transaction. */
export interface DraftUser {
  login: string;
  name: string;
  idNumber: string | null;
  email: string | null;
  mobile: string | null;
  password: string;
  hierarchy: number;
}

export type CompanyDraft = Omit<NewCompany, 'users'> & { users: DraftUser[] };

const text = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => text(value) || null;
export const THREE_DIGITS = /^\d{3}$/;
export const ACCESS_CODE = /^[A-Za-z0-9._-]{1,60}$/;
const ID_NUMBER = /^\d{10}(\d{3})?$/;

/** Taxpayer type from the RUC when the form does not say: companies 3, public bodies 1, people 0. */
export function taxpayerTypeFor(ruc: string, keepsAccounts: boolean): number {
  if (ruc[2] === '9') return 3;
  if (ruc[2] === '6') return 1;
  return keepsAccounts ? 4 : 0;
}

function point(input: EmissionPointInput, prefix: string, defaults: { address: string; establishment: string }): NewPoint {
  const number = text(input.number);
  if (!THREE_DIGITS.test(number)) throw AppError.input(`${prefix}.numero`, CREATION_MSG.pointNumber);
  const establishment = text(input.establishment) || defaults.establishment;
  if (!THREE_DIGITS.test(establishment)) throw AppError.input(`${prefix}.establecimiento`, CREATION_MSG.pointEstablishment);
  const type = input.type ?? 4;
  if (type !== 3 && type !== 4) throw AppError.input(`${prefix}.tipo`, CREATION_MSG.pointTypeInvalid);
  return { number, name: text(input.name) || `PtoElec${number}`, address: text(input.address) || defaults.address, establishment, type };
}

function passwords(user: CompanyUserInput, prefix: string): string {
  const password = user.password ?? '';
  if (!password) throw AppError.input(`${prefix}.password`, CREATION_MSG.passwordRequired);
  if (!user.passwordConfirmation) throw AppError.input(`${prefix}.passwordconf`, CREATION_MSG.confirmationRequired);
  if (password !== user.passwordConfirmation) throw AppError.input(`${prefix}.passwordconf`, CREATION_MSG.passwordMismatch);
  return password;
}

function assistant(input: CompanyUserInput, ownerLogin: string): DraftUser {
  const login = text(input.username);
  if (login.length < 4 || login.length > 20) throw AppError.input('usuario2.usuario', CREATION_MSG.assistantUserLength);
  if (login.toLowerCase() === ownerLogin.toLowerCase()) throw AppError.input('usuario2.usuario', CREATION_MSG.assistantSameUser);
  const password = passwords(input, 'usuario2');
  const name = text(input.fullName);
  if (!name) throw AppError.input('usuario2.apenom', CREATION_MSG.assistantNameRequired);
  const idNumber = text(input.idNumber);
  if (!ID_NUMBER.test(idNumber)) throw AppError.input('usuario2.cedruc', CREATION_MSG.assistantIdRequired);
  const email = text(input.email);
  if (!email) throw AppError.input('usuario2.email', CREATION_MSG.assistantEmailRequired);
  return { login, name, idNumber, email, mobile: orNull(input.mobile), password, hierarchy: 0 };
}

/**
 * Every rule of spec 000 §5 'Create company (form)', in the order of the form; the first
 * broken one is refused with its message and the field path (infocontrib.ruc, ...).
 */
export function validateForm(input: CompanyCreationInput, version: VersionRow, provinces: ReadonlyMap<number, string>): CompanyDraft {
  const t = input.taxpayer ?? {};
  const ruc = text(t.ruc);
  if (ruc.length !== 13 || !isValidRuc(ruc)) throw AppError.input('infocontrib.ruc', CREATION_MSG.rucInvalid);
  const legalName = text(t.legalName);
  if (!legalName) throw AppError.input('infocontrib.razonsocial', CREATION_MSG.legalNameRequired);
  const establishmentNumber = text(t.establishmentNumber);
  if (!THREE_DIGITS.test(establishmentNumber)) throw AppError.input('infocontrib.nroestab', CREATION_MSG.establishmentNumber);
  const taxAddress = text(t.address);
  if (!taxAddress) throw AppError.input('infocontrib.direccion', CREATION_MSG.taxAddressRequired);
  const email = text(t.email);
  if (!email) throw AppError.input('infocontrib.email', CREATION_MSG.emailRequired);
  if (t.taxpayerType !== null && t.taxpayerType !== undefined && ![0, 1, 2, 3, 4].includes(t.taxpayerType)) {
    throw AppError.input('infocontrib.contribuyente', CREATION_MSG.taxpayerType);
  }

  const first = point(input.emissionPoint ?? {}, 'ptoemision', { address: taxAddress, establishment: establishmentNumber });

  const a = input.additional ?? {};
  if (a.provinceCode === null || a.provinceCode === undefined) throw AppError.input('infoadc.provcod', CREATION_MSG.provinceRequired);
  // The description comes from the list, never from what the browser sent.
  if (!provinces.has(a.provinceCode)) throw AppError.input('infoadc.provcod', CREATION_MSG.provinceNotFound);
  const city = text(a.city).toUpperCase();
  if (!city) throw AppError.input('infoadc.ciudad', CREATION_MSG.cityRequired);

  const u = input.user ?? {};
  const login = text(u.username);
  if (!login) throw AppError.input('usuario.usuario', CREATION_MSG.userRequired);
  const password = passwords(u, 'usuario');
  const reuse = u.reuseTaxpayer === true;
  const ownerName = reuse ? legalName : text(u.fullName);
  if (!ownerName) throw AppError.input('usuario.apenom', CREATION_MSG.ownerNameRequired);
  const ownerId = reuse ? ruc : text(u.idNumber);
  if (!ID_NUMBER.test(ownerId)) throw AppError.input('usuario.cedruc', CREATION_MSG.ownerIdRequired);

  const points = [first];
  if (input.secondPoint && (text(input.secondPoint.number) || text(input.secondPoint.establishment))) {
    points.push(point(input.secondPoint, 'ptoemision2', { address: taxAddress, establishment: establishmentNumber }));
  }
  const users: DraftUser[] = [
    { login, name: ownerName, idNumber: ownerId, email: reuse ? email : (orNull(u.email) ?? email), mobile: orNull(u.mobile), password, hierarchy: 1 },
  ];
  if (input.assistant && text(input.assistant.username)) users.push(assistant(input.assistant, login));

  const accessCode = normalizeAccessCode(input.accessCode);
  if (!accessCode) throw AppError.input('acceso', CREATION_MSG.accessRequired);
  if (!ACCESS_CODE.test(accessCode)) throw AppError.input('acceso', CREATION_MSG.accessChars);

  const taxpayerType = t.taxpayerType ?? taxpayerTypeFor(ruc, false);
  return {
    version,
    accessCode,
    ruc,
    legalName,
    tradeName: text(t.tradeName) || legalName,
    establishmentNumber,
    taxAddress,
    email,
    phone: orNull(a.phone),
    provinceCode: a.provinceCode,
    city,
    sector: orNull(a.sector),
    legalRepresentative: text(a.legalRepresentative) || legalName,
    economicActivity: orNull(a.economicActivity),
    taxpayerType,
    keepsAccounts: taxpayerType !== 0,
    rimpe: t.rimpe === true,
    withholdingAgent: t.withholdingAgent === true,
    nationality: orNull(a.nationality),
    countryCode: a.countryCode ?? 593,
    businessLine: a.businessLine ?? null,
    points,
    users,
    origin: 'formulario',
  };
}
