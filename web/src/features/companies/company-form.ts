import type { CompanyEditFieldsFragment, CompanySaveInput } from '../../generated/graphql';
import { ACCESS_TYPE_CODE, accessTypeOf } from './company-codes';

export const SERVICE_FLAGS = ['fe', 'sms', 'ced', 'email', 'bk', 'bka', 'bloqAut'] as const;
export const ADD_ON_FLAGS = ['pry', 'fol', 'orc', 'orp', 'bod', 'imp', 'ven', 'inv'] as const;

/** The edit form's values: texts as typed, flags as booleans. */
export interface CompanyFormValues {
  accessCode: string;
  legalName: string;
  ruc: string;
  address: string;
  phone: string;
  businessLine: number;
  accessType: number;
  theme: string;
  countryCode: number;
  dbHost: string;
  dbPort: string;
  dbName: string;
  dbSchema: string;
  dbUser: string;
  dbPassword: string;
  province: number;
  city: string;
  readOnly: boolean;
  services: Record<(typeof SERVICE_FLAGS)[number], boolean>;
  addOns: Record<(typeof ADD_ON_FLAGS)[number], boolean>;
}

/**
 * True when the API hid the company's database connection (server, port, database, user):
 * only administrators of the companies screen read it, and the server is never empty for them.
 */
export const connectionHidden = (c: Pick<CompanyEditFieldsFragment, 'dbHost'>): boolean => c.dbHost === null;

export function formValues(c: CompanyEditFieldsFragment): CompanyFormValues {
  const { __typename: _s, ...services } = c.serviceFlags;
  const { __typename: _a, ...addOns } = c.addOnFlags;
  return {
    accessCode: c.accessCode,
    legalName: c.legalName,
    ruc: c.ruc,
    address: c.address ?? '',
    phone: c.phone ?? '',
    businessLine: c.businessLine ?? -1,
    accessType: ACCESS_TYPE_CODE[c.accessType],
    theme: c.theme ?? '',
    countryCode: c.countryCode,
    dbHost: c.dbHost ?? '',
    dbPort: c.dbPort === null ? '' : String(c.dbPort),
    dbName: c.dbName ?? '',
    dbSchema: c.dbSchema,
    dbUser: c.dbUser ?? '',
    dbPassword: '',
    province: c.locationInfo.province,
    city: c.locationInfo.city,
    readOnly: c.locationInfo.readOnly,
    services,
    addOns,
  };
}

/** Spec 000 §5: port, access code, db ip, db name and legal name must not be empty (in that order). */
export const REQUIRED_FIELDS = ['dbPort', 'accessCode', 'dbHost', 'dbName', 'legalName'] as const;

const CONNECTION_FIELDS: ReadonlySet<string> = new Set(['dbPort', 'dbHost', 'dbName']);

/** The first required field left empty, or null; hidden connection fields are not on the form. */
export function firstEmptyRequired(v: CompanyFormValues, hidden = false): (typeof REQUIRED_FIELDS)[number] | null {
  return REQUIRED_FIELDS.find((field) => !(hidden && CONNECTION_FIELDS.has(field)) && v[field].trim() === '') ?? null;
}

/**
 * The save input. An empty password is sent as null: the stored one is kept (it is write-only and
 * never comes back to the form). The logo goes only when it changed: a data URL, or '' to remove.
 * With the connection hidden its fields go as null, which keeps what is stored.
 */
export function saveInput(id: number, v: CompanyFormValues, logo: string | null | undefined, hidden = false): CompanySaveInput {
  const port = Number(v.dbPort.trim());
  const input: CompanySaveInput = {
    id,
    accessCode: v.accessCode,
    legalName: v.legalName,
    ruc: v.ruc,
    address: v.address,
    phone: v.phone,
    businessLine: v.businessLine,
    accessType: accessTypeOf(v.accessType),
    theme: v.theme,
    countryCode: v.countryCode,
    dbHost: v.dbHost,
    dbPort: Number.isFinite(port) ? port : null,
    dbName: v.dbName,
    dbSchema: v.dbSchema,
    dbUser: v.dbUser,
    dbPassword: v.dbPassword === '' ? null : v.dbPassword,
    location: { province: v.province, city: v.city, readOnly: v.readOnly },
    services: v.services,
    addOns: v.addOns,
    logo: logo === undefined ? null : (logo ?? ''),
  };
  return hidden ? { ...input, dbHost: null, dbPort: null, dbName: null, dbUser: null, dbPassword: null } : input;
}

export const LOGO_MAX_BYTES = 300 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
