// Legacy (tempresa column) shapes of companies for the REST adapter, and the reverse mapping of
// a legacy save body onto the GraphQL input.
import { readAddOns, readLocation, readServices } from './company-json.js';
import type { CompanyRow } from './company-list.service.js';
import { companyStateView } from './company-state.js';
import type { Company } from './company.entity.js';
import type { CompanySaveInput } from './company.inputs.js';
import { flag, looseNumber, optionalText } from '../../rest/params.js';

/**
 * A company with the legacy column names; emp_clavedb is never part of it, and the connection
 * columns (emp_puertodb, emp_ipdb, emp_nombredb, emp_userdb) are null unless `showConnection`
 * (the caller administers the companies screen, see company-connection.ts).
 */
export function toLegacyCompany(c: Company | CompanyRow, showConnection: boolean) {
  const view = companyStateView(c.state, c.location);
  return {
    emp_codigo: c.id,
    emp_coding: c.accessCode,
    emp_razons: c.legalName,
    emp_ruc: c.ruc,
    emp_dir: c.address ?? null,
    emp_telf: c.phone ?? null,
    emp_puertodb: showConnection ? c.dbPort : null,
    emp_ipdb: showConnection ? c.dbHost : null,
    emp_nombredb: showConnection ? c.dbName : null,
    emp_esquemadb: c.dbSchema,
    emp_userdb: showConnection ? (c.dbUser ?? null) : null,
    emp_tema: c.theme ?? null,
    emp_tipoacces: c.accessType,
    emp_codpais: c.countryCode,
    tac_codigo: c.businessLine ?? null,
    tac_descrip: (c as CompanyRow).businessLineLabel ?? null,
    emp_activa: c.state,
    estado: view.label,
    estado_color: view.color,
    emp_ubica: c.location ?? null,
    emp_tiposerv: c.services ?? null,
    emp_modadc: c.addOns ?? null,
    fechafin: c.endDate ?? null,
    ver_codigo: c.versionId ?? null,
  };
}

/** emp_ubica, emp_tiposerv and emp_modadc read with their defaults (get_emp's empadc). */
export function legacyJson(c: Company) {
  const loc = readLocation(c.location);
  return {
    emp_ubica: { provincia: loc.province, ciudad: loc.city, ...(loc.readOnly ? { lectura: 'T' } : {}) },
    emp_tiposerv: readServices(c.services),
    emp_modadc: readAddOns(c.addOns),
  };
}

const str = (v: unknown) => optionalText(v) ?? undefined;
const int = (v: unknown) => looseNumber(v) ?? undefined;
const parseJson = (v: unknown): Record<string, unknown> | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'object') return v as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(v));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
const flagsOf = (obj: Record<string, unknown> | undefined, keys: readonly string[]) =>
  obj ? Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, flag(obj[k], 't')])) : undefined;

/** save_emp's body (empresa with legacy columns, logo, emp_codigo) as the service's input. */
export function fromLegacySave(body: Record<string, unknown>): CompanySaveInput {
  const e = (body.empresa && typeof body.empresa === 'object' ? body.empresa : body) as Record<string, unknown>;
  const id = int(body.emp_codigo ?? e.emp_codigo);
  const loc = parseJson(e.emp_ubica);
  const services = flagsOf(parseJson(e.emp_tiposerv), ['fe', 'sms', 'ced', 'email', 'bk', 'bka', 'bloq_aut']);
  return {
    id: id && id > 0 ? id : null,
    accessCode: str(e.emp_coding),
    legalName: str(e.emp_razons),
    ruc: str(e.emp_ruc),
    address: str(e.emp_dir),
    phone: str(e.emp_telf),
    // An emptied port is sent as '': it must be refused as empty, not kept.
    dbPort: e.emp_puertodb === '' ? Number.NaN : int(e.emp_puertodb),
    dbHost: str(e.emp_ipdb),
    dbName: str(e.emp_nombredb),
    dbSchema: str(e.emp_esquemadb),
    dbUser: str(e.emp_userdb),
    dbPassword: str(e.emp_clavedb),
    theme: str(e.emp_tema),
    accessType: int(e.emp_tipoacces),
    countryCode: int(e.emp_codpais),
    businessLine: int(e.tac_codigo),
    location: loc ? { province: int(loc.provincia), city: str(loc.ciudad), readOnly: 'lectura' in loc ? flag(loc.lectura, 't') : undefined } : undefined,
    services: services ? { ...services, bloqAut: services.bloq_aut } : undefined,
    addOns: flagsOf(parseJson(e.emp_modadc), ['pry', 'fol', 'orc', 'orp', 'bod', 'imp', 'ven', 'inv']),
    logo: str(body.logo ?? e.emp_logo),
  } as CompanySaveInput;
}

/** GraphQL input field → legacy column, for inputid of refusals. */
export const LEGACY_FIELD: Record<string, string> = {
  accessCode: 'emp_coding',
  legalName: 'emp_razons',
  ruc: 'emp_ruc',
  address: 'emp_dir',
  phone: 'emp_telf',
  dbPort: 'emp_puertodb',
  dbHost: 'emp_ipdb',
  dbName: 'emp_nombredb',
  dbSchema: 'emp_esquemadb',
  dbUser: 'emp_userdb',
  theme: 'emp_tema',
  accessType: 'emp_tipoacces',
  countryCode: 'emp_codpais',
  businessLine: 'tac_codigo',
  province: 'emp_ubica',
  city: 'emp_ubica',
  logo: 'logo',
  state: 'emp_activa',
  endDate: 'fechafin',
  companyIds: 'lst_emp',
  services: 'servicios',
  addOns: 'modadcs',
  mode: 'modo',
};
