import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import { AppError } from '../../shared/app-error.js';
import { encryptSecret } from '../../shared/secrets.js';
import { mergeFlags, newCompanyServices, readAddOns, readLocation, readServices, writeLocation, type Location } from './company-json.js';
import type { Company } from './company.entity.js';
import type { CompanySaveInput } from './company.inputs.js';
import { COMPANY_FIELD_LABELS as LABEL, COMPANY_MSG } from './messages.js';

/** Logo limits: a small raster image; SVG is refused because it can carry scripts. */
export const LOGO_MAX_BYTES = 300 * 1024;
const LOGO_TYPES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Checks a logo data URL: declared type allowed, content of that type, at most LOGO_MAX_BYTES. */
export function checkLogo(dataUrl: string): string {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  const check = match ? LOGO_TYPES[match[1]] : undefined;
  if (!match || !check) throw AppError.input('logo', COMPANY_MSG.logoType);
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw AppError.input('logo', COMPANY_MSG.logoSize(LOGO_MAX_BYTES / 1024));
  if (!check(bytes)) throw AppError.input('logo', COMPANY_MSG.logoType);
  return `data:${match[1]};base64,${match[2]}`;
}

/** Text of an input field: undefined/null keeps the stored value, anything else is trimmed. */
const given = (value: string | null | undefined) => (value === undefined || value === null ? undefined : value.trim());

const MAX_LENGTH: Partial<Record<keyof typeof LABEL, number>> = {
  accessCode: 60,
  legalName: 300,
  ruc: 13,
  address: 300,
  phone: 60,
  dbHost: 100,
  dbName: 100,
  dbSchema: 63,
  dbUser: 100,
  theme: 40,
  city: 80,
};

function checkLength(field: keyof typeof LABEL, value: string | null | undefined): void {
  const max = MAX_LENGTH[field];
  if (max && value && value.length > max) throw AppError.input(field, COMPANY_MSG.tooLong(LABEL[field], max));
}

/** The values a save writes, every rule of spec 000 §5 applied; `existing` null for a new company. */
export interface CompanyChanges {
  values: Partial<Company>;
  /** The stored password to write, or undefined to keep it. */
  dbPasswordEncrypted?: string;
}

/**
 * Applies a save input over the stored company (or the new-company defaults) and checks it:
 * required fields in the spec's order (port, access, db ip, db name, legal name) with
 * 'Existen campos obligatorios vacíos' naming the field, then formats and lengths.
 */
export function companyChanges(input: CompanySaveInput, existing: Company | null, secretKey: Buffer): CompanyChanges {
  const text = {
    accessCode: given(input.accessCode)?.replace(/\s+/g, ''),
    legalName: given(input.legalName),
    ruc: given(input.ruc),
    address: given(input.address),
    phone: given(input.phone),
    dbHost: given(input.dbHost),
    dbName: given(input.dbName),
    dbSchema: given(input.dbSchema),
    dbUser: given(input.dbUser),
    theme: given(input.theme),
  };
  const pick = <K extends keyof typeof text>(key: K): string | null | undefined =>
    text[key] !== undefined ? text[key] : (existing?.[key as keyof Company] as string | null | undefined);
  const dbPort = input.dbPort ?? existing?.dbPort ?? 5432;

  const required: Array<[keyof typeof LABEL, unknown]> = [
    ['dbPort', dbPort],
    ['accessCode', pick('accessCode')],
    ['dbHost', pick('dbHost')],
    ['dbName', pick('dbName')],
    ['legalName', pick('legalName')],
    ['ruc', pick('ruc')],
    ['dbSchema', pick('dbSchema')],
  ];
  for (const [field, value] of required) {
    if (value === undefined || value === null || value === '' || Number.isNaN(value)) throw AppError.input(field, COMPANY_MSG.requiredFields);
  }
  if (!Number.isInteger(dbPort) || dbPort < 1 || dbPort > 65535) throw AppError.input('dbPort', COMPANY_MSG.invalidPort);
  for (const key of Object.keys(text) as Array<keyof typeof text>) checkLength(key, text[key]);
  // The schema name reaches SQL as an identifier when the tenant is opened: same rule as the registry.
  if (text.dbSchema !== undefined) {
    try {
      assertSchemaName(text.dbSchema);
    } catch {
      throw AppError.input('dbSchema', COMPANY_MSG.schemaInvalid(text.dbSchema));
    }
  }
  const accessType = input.accessType ?? existing?.accessType ?? 1;
  if (accessType !== 1 && accessType !== 2) throw AppError.input('accessType', COMPANY_MSG.invalidAccessType);
  const countryCode = input.countryCode ?? existing?.countryCode ?? 593;
  if (!Number.isInteger(countryCode) || countryCode <= 0) throw AppError.input('countryCode', COMPANY_MSG.invalidCountry);

  const stored: Location = readLocation(existing?.location);
  const location: Location = {
    province: input.location?.province ?? stored.province,
    city: given(input.location?.city)?.toUpperCase() ?? stored.city,
    readOnly: input.location?.readOnly ?? stored.readOnly,
  };
  checkLength('city', location.city);
  const services = mergeFlags(
    existing ? readServices(existing.services) : newCompanyServices(),
    input.services ? { ...input.services, bloq_aut: input.services.bloqAut } : null,
  );
  const addOns = mergeFlags(readAddOns(existing?.addOns), input.addOns);

  const values: Partial<Company> = {
    accessCode: pick('accessCode')!,
    legalName: pick('legalName')!,
    ruc: pick('ruc')!,
    address: pick('address') || null,
    phone: pick('phone') || null,
    dbPort,
    dbHost: pick('dbHost')!,
    dbName: pick('dbName')!,
    dbSchema: pick('dbSchema')!,
    dbUser: pick('dbUser') || null,
    theme: pick('theme') || null,
    accessType,
    countryCode,
    businessLine: input.businessLine === -1 ? null : (input.businessLine ?? existing?.businessLine ?? null),
    location: writeLocation(location),
    services: JSON.stringify(services),
    addOns: JSON.stringify(addOns),
  };
  if (input.logo !== undefined && input.logo !== null) values.logo = input.logo.trim() === '' ? null : checkLogo(input.logo);
  const password = input.dbPassword ?? '';
  return { values, dbPasswordEncrypted: password ? encryptSecret(secretKey, password) : undefined };
}
