import { randomBytes } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Services } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { encryptSecret } from '../../shared/secrets.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Company, CompanyState } from '../companies/company.entity.js';
import { recordAudit } from '../system/audit.service.js';
import { CREATION_MSG } from './messages.js';
import type { TruncatedField, VersionRow } from './reference.service.js';
import { run } from '../../db/sql.js';

export interface NewPoint {
  number: string;
  name: string;
  address: string;
  /** Establishment number the point belongs to; another number than the head office's opens a branch. */
  establishment: string;
  type: 3 | 4;
}

export interface NewUser {
  login: string;
  name: string;
  idNumber: string | null;
  email: string | null;
  mobile: string | null;
  passwordHash: string;
  /** 1 the owner (company administrator), 0 the assistant. */
  hierarchy: number;
}

/** Everything a new company is made of, already validated and with its defaults applied. */
export interface NewCompany {
  version: VersionRow;
  accessCode: string;
  ruc: string;
  legalName: string;
  tradeName: string;
  establishmentNumber: string;
  taxAddress: string;
  email: string;
  phone: string | null;
  provinceCode: number;
  city: string;
  sector: string | null;
  legalRepresentative: string;
  economicActivity: string | null;
  taxpayerType: number;
  keepsAccounts: boolean;
  rimpe: boolean;
  withholdingAgent: boolean;
  nationality: string | null;
  countryCode: number;
  /** Tipo de empresa (tac_codigo); null: sin tipo. */
  businessLine?: number | null;
  points: NewPoint[];
  users: NewUser[];
  origin: 'formulario' | 'excel';
  /** The spreadsheet row this company comes from: makes bulk creation idempotent. */
  importRow?: { hash: string; row: number };
}

/** New-company services: ced T, the others F, bk T (spec 000 §9). */
export const NEW_COMPANY_SERVICES = { fe: 'F', sms: 'F', ced: 'T', email: 'F', bk: 'T', bka: 'F', bloq_aut: 'F' } as const;
export const NEW_COMPANY_ADDONS = { pry: 'F', fol: 'F', orc: 'F', orp: 'F', bod: 'F', imp: 'F', ven: 'F', inv: 'F' } as const;

/** Cuts a value to a length; the version's limits apply to the establishment columns. */
export function cut(value: string | null | undefined, length: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  return length && length > 0 ? value.slice(0, length) : value;
}

const limit = (version: VersionRow, field: TruncatedField, value: string | null | undefined) => cut(value, version.maxLengths[field]);

/** Access codes carry no spaces (spec 000 §3). */
export const normalizeAccessCode = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '');

/** A schema name for an access code: emp_ + lower-case letters, digits and underscores. */
export function schemaBaseName(accessCode: string): string {
  const slug = accessCode
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 50);
  return `emp_${slug}`;
}

/** True when another company already holds the access code (case ignored). */
export async function accessCodeTaken(tx: EntityManager, accessCode: string): Promise<boolean> {
  const rows = await run<{ n: number }>(tx, 'select count(*)::int as n from tempresa where lower(emp_coding) = lower(?)', [accessCode]);
  return rows[0].n > 0;
}

async function freeSchemaName(tx: EntityManager, services: Pick<Services, 'tenants'>, accessCode: string): Promise<string> {
  const base = schemaBaseName(accessCode);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await services.tenants.schemaExists(candidate, tx))) return candidate;
  }
}

async function insertEstablishment(tx: EntityManager, schema: string, spec: NewCompany, number: string, address: string, headOffice: boolean): Promise<number> {
  const v = spec.version;
  const [row] = await run<{ alm_codigo: number }>(
    tx,
    `insert into "${schema}".talmacen (alm_razsoc, alm_direcc, alm_ruc, alm_fono1, alm_descri, alm_repleg, alm_acteco, alm_email, alm_nroest, alm_provin, alm_ciudad, alm_sector, alm_matriz, cnt_codigo)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning alm_codigo`,
    [
      cut(spec.legalName, 300),
      limit(v, 'alm_direcc', address),
      spec.ruc,
      limit(v, 'alm_fono1', spec.phone),
      limit(v, 'alm_descri', spec.tradeName),
      limit(v, 'alm_repleg', spec.legalRepresentative),
      limit(v, 'alm_acteco', spec.economicActivity),
      limit(v, 'alm_email', spec.email),
      number,
      spec.provinceCode,
      limit(v, 'alm_ciudad', spec.city),
      limit(v, 'alm_sector', spec.sector),
      headOffice ? 1 : 0,
      spec.taxpayerType,
    ],
  );
  return row.alm_codigo;
}

/**
 * Creates a company inside the caller's transaction: the tempresa row, its schema from the
 * version's template, the head office (alm_matriz 1), a branch for a point of another
 * establishment number, the emission points, the users, the creation record and the audit
 * entry. Any failure throws and the caller's rollback removes all of it, schema included.
 */
export async function createCompany(
  tx: EntityManager,
  services: Pick<Services, 'config' | 'tenants'>,
  spec: NewCompany,
  actor: Pick<AuthUser, 'id' | 'name'> | null,
): Promise<Company> {
  try {
    return await createCompanyRows(tx, services, spec, actor);
  } catch (error) {
    // Two creations of the same access code at once: the unique index refuses the second.
    if (error instanceof UniqueConstraintViolationException && /emp_coding/.test(String(error.message)))
      throw AppError.conflict(CREATION_MSG.accessTaken, 'acceso');
    throw error;
  }
}

async function createCompanyRows(
  tx: EntityManager,
  services: Pick<Services, 'config' | 'tenants'>,
  spec: NewCompany,
  actor: Pick<AuthUser, 'id' | 'name'> | null,
): Promise<Company> {
  if (!tx.isInTransaction()) throw new Error('createCompany necesita una transacción');
  if (await accessCodeTaken(tx, spec.accessCode)) throw AppError.conflict(CREATION_MSG.accessTaken, 'acceso');
  const schema = await freeSchemaName(tx, services, spec.accessCode);
  const company = tx.create(Company, {
    accessCode: spec.accessCode,
    legalName: cut(spec.legalName, 300)!,
    ruc: spec.ruc,
    address: cut(spec.taxAddress, 300),
    phone: cut(spec.phone, 60),
    dbHost: 'localhost',
    dbPort: 5432,
    dbName: services.config.tenantDbName,
    dbSchema: schema,
    dbUser: 'isyplus_app',
    dbPasswordEncrypted: encryptSecret(services.config.secretKey, randomBytes(18).toString('base64url')),
    accessType: spec.version.accessType,
    countryCode: spec.countryCode,
    state: CompanyState.active,
    location: JSON.stringify({ provincia: spec.provinceCode, ciudad: spec.city }),
    services: JSON.stringify(NEW_COMPANY_SERVICES),
    addOns: JSON.stringify(NEW_COMPANY_ADDONS),
    versionId: spec.version.id,
    businessLine: spec.businessLine ?? null,
  });
  await tx.flush();

  await services.tenants.provision(schema, spec.version.template, tx);
  const establishments = new Map<string, number>();
  establishments.set(spec.establishmentNumber, await insertEstablishment(tx, schema, spec, spec.establishmentNumber, spec.taxAddress, true));
  for (const point of spec.points) {
    if (!establishments.has(point.establishment)) {
      establishments.set(point.establishment, await insertEstablishment(tx, schema, spec, point.establishment, point.address, false));
    }
    await run(
      tx,
      `insert into "${schema}".tpuntoventa (tdv_numero, tdv_nombre, tdv_descri, tdv_tipo, tdv_nroestab, alm_codigo, direccion) values (?, ?, ?, ?, ?, ?, ?)`,
      [
        point.number,
        cut(point.name, 60),
        cut(point.name, 150),
        point.type,
        point.establishment,
        establishments.get(point.establishment),
        cut(point.address, 300),
      ],
    );
  }
  for (const user of spec.users) {
    await run(
      tx,
      `insert into "${schema}".tusuarios (usr_id, usr_nombre, usr_cedruc, usr_email, usr_celular, usr_clave, usr_jerarq) values (?, ?, ?, ?, ?, ?, ?)`,
      [user.login, cut(user.name, 150), user.idNumber, cut(user.email, 150), cut(user.mobile, 20), user.passwordHash, user.hierarchy],
    );
  }
  await run(
    tx,
    `insert into tempresa_creacion (emp_codigo, ver_codigo, ecr_origen, ecr_contabilidad, ecr_rimpe, ecr_agenteret, ecr_nacion, usr_codigo, usr_nombre, imp_hash, imp_fila)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      company.id,
      spec.version.id,
      spec.origin,
      spec.keepsAccounts ? 'T' : 'F',
      spec.rimpe ? 'T' : 'F',
      spec.withholdingAgent ? 'T' : 'F',
      cut(spec.nationality, 60),
      actor?.id ?? null,
      actor?.name ?? 'sistema',
      spec.importRow?.hash ?? null,
      spec.importRow?.row ?? null,
    ],
  );
  recordAudit(
    tx,
    actor,
    'crear',
    'tempresa',
    company.id,
    `Creación de la empresa ${spec.accessCode} (${spec.origin}, versión ${spec.version.name}, esquema ${schema})`,
  );
  await tx.flush();
  return company;
}
