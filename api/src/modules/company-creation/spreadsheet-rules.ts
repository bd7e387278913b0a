import { isValidRuc } from '../../domain/identity.js';
import { normalizeAccessCode, type NewPoint } from './company-factory.js';
import { ACCESS_CODE, type CompanyDraft, type DraftUser, taxpayerTypeFor, THREE_DIGITS } from './form-rules.js';
import { CREATION_MSG } from './messages.js';
import type { VersionRow } from './reference.service.js';
import type { SheetColumn, SheetRow } from './spreadsheet-columns.js';

export interface RowProblem {
  field: SheetColumn;
  message: string;
}

export type RowCheck = { ok: true; draft: CompanyDraft } | { ok: false; problems: RowProblem[] };

/** Upper case without accents: 'Sí' and 'SI' are the same answer, 'Bolívar' matches 'BOLIVAR'. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();

/** Province code by name (accents and case ignored) or by its number. */
export function provinceLookup(provinces: ReadonlyArray<{ code: number; name: string }>): (text: string) => number | null {
  const byName = new Map(provinces.map((p) => [fold(p.name), p.code]));
  const codes = new Set(provinces.map((p) => p.code));
  return (text) => {
    if (/^\d{1,2}$/.test(text)) return codes.has(Number(text)) ? Number(text) : null;
    return byName.get(fold(text)) ?? null;
  };
}

/**
 * Every rule of spec 000 §5 'Create company (spreadsheet)' on one row: all problems are
 * collected (each naming its column), or the row becomes a draft with its defaults applied.
 */
export function checkRow(v: SheetRow, version: VersionRow, provinceOf: (text: string) => number | null): RowCheck {
  const problems: RowProblem[] = [];
  const fail = (field: SheetColumn, message: string) => problems.push({ field, message });
  const over = (field: SheetColumn, n: number) => {
    if (v[field].length <= n) fail(field, v[field] ? CREATION_MSG.cellOver(field, n) : CREATION_MSG.cellRequired(field));
  };
  const yesNo = (field: SheetColumn): boolean => {
    const answer = fold(v[field]);
    if (answer !== 'SI' && answer !== 'NO') fail(field, CREATION_MSG.cellYesNo(field));
    return answer === 'SI';
  };
  const digits3 = (field: SheetColumn) => {
    if (!THREE_DIGITS.test(v[field])) fail(field, CREATION_MSG.cellDigits(field));
  };

  if (v.RUC.length !== 13) fail('RUC', CREATION_MSG.cellLength('RUC', 13));
  else if (!isValidRuc(v.RUC)) fail('RUC', CREATION_MSG.rucInvalid);
  over('RAZON_SOCIAL', 3);
  over('NOMBRE_COMERCIAL', 3);
  const keepsAccounts = yesNo('CONTABILIDAD');
  const rimpe = yesNo('RIMPE');
  const withholdingAgent = yesNo('AG_RETENCION');
  digits3('ESTABLECIMIENTO');
  digits3('PUNTO');
  over('DIRECCION', 1);
  over('EMAIL', 3);
  over('PROVINCIA', 3);
  const provinceCode = v.PROVINCIA.length > 3 ? provinceOf(v.PROVINCIA) : null;
  if (v.PROVINCIA.length > 3 && provinceCode === null) fail('PROVINCIA', CREATION_MSG.provinceNotFound);
  over('CIUDAD', 3);
  const accessCode = normalizeAccessCode(v.ACCESO);
  if (accessCode.length <= 3) fail('ACCESO', accessCode ? CREATION_MSG.cellOver('ACCESO', 3) : CREATION_MSG.cellRequired('ACCESO'));
  else if (!ACCESS_CODE.test(accessCode)) fail('ACCESO', CREATION_MSG.accessChars);
  if (!v.USUARIO) fail('USUARIO', CREATION_MSG.cellRequired('USUARIO'));
  if (!v.CLAVE) fail('CLAVE', CREATION_MSG.cellRequired('CLAVE'));
  if (v.PUNTO2) {
    digits3('ESTAB2');
    digits3('PUNTO2');
  }
  if (v.USUARIO_CONTADORA) {
    const n = v.USUARIO_CONTADORA.length;
    if (n < 4 || n > 20) fail('USUARIO_CONTADORA', CREATION_MSG.cellBetween('USUARIO_CONTADORA', 4, 20));
    else if (v.USUARIO_CONTADORA.toLowerCase() === v.USUARIO.toLowerCase()) fail('USUARIO_CONTADORA', CREATION_MSG.assistantSameUser);
    over('CLAVE_CONTADORA', 3);
    over('APENOM_CONTADORA', 3);
    over('CED_CONTADORA', 3);
    if (v.CED_CONTADORA.length > 13) fail('CED_CONTADORA', CREATION_MSG.assistantIdRequired);
    over('EMAIL_CONTADORA', 3);
  }
  const countryCode = v.COD_PAIS ? Number(v.COD_PAIS) : 593;
  if (!Number.isInteger(countryCode) || countryCode <= 0 || countryCode > 9999) fail('COD_PAIS', CREATION_MSG.cellDigits('COD_PAIS'));
  if (problems.length) return { ok: false, problems };

  const points: NewPoint[] = [
    { number: v.PUNTO, name: v.PUNTO_NOMBRE || `PtoElec${v.PUNTO}`, address: v.DIRECCION, establishment: v.ESTABLECIMIENTO, type: 4 },
  ];
  if (v.PUNTO2) {
    points.push({ number: v.PUNTO2, name: v.PUNTO2_NOMBRE || `PtoElec${v.PUNTO2}`, address: v.DIRECCION2 || v.DIRECCION, establishment: v.ESTAB2, type: 4 });
  }
  // The owner takes the taxpayer's data, as in the form with reusarcontrib.
  const users: DraftUser[] = [{ login: v.USUARIO, name: v.RAZON_SOCIAL, idNumber: v.RUC, email: v.EMAIL, mobile: null, password: v.CLAVE, hierarchy: 1 }];
  if (v.USUARIO_CONTADORA) {
    users.push({
      login: v.USUARIO_CONTADORA,
      name: v.APENOM_CONTADORA,
      idNumber: v.CED_CONTADORA,
      email: v.EMAIL_CONTADORA,
      mobile: v.CELULAR_CONTADORA || null,
      password: v.CLAVE_CONTADORA,
      hierarchy: 0,
    });
  }
  return {
    ok: true,
    draft: {
      version,
      accessCode,
      ruc: v.RUC,
      legalName: v.RAZON_SOCIAL,
      tradeName: v.NOMBRE_COMERCIAL,
      establishmentNumber: v.ESTABLECIMIENTO,
      taxAddress: v.DIRECCION,
      email: v.EMAIL,
      phone: v.TELEFONO || null,
      provinceCode: provinceCode!,
      city: v.CIUDAD.toUpperCase(),
      sector: v.SECTOR || null,
      legalRepresentative: v.REPRESENTANTE || v.RAZON_SOCIAL,
      economicActivity: v.ACTIVIDAD || null,
      taxpayerType: taxpayerTypeFor(v.RUC, keepsAccounts),
      keepsAccounts,
      rimpe,
      withholdingAgent,
      nationality: v.NACION || null,
      countryCode,
      points,
      users,
      origin: 'excel',
    },
  };
}
