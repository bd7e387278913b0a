import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { Company } from '../companies/company.entity.js';
import { REFERENTE_MSG } from './messages.js';
import { checkReferenteId, type DocumentType } from '../../domain/referente-id.js';
import { orderSql, type SortDirection } from '../../graphql/ordering.js';
import { ReferenteOrderField, ReferenteSearchMode, type ReferenteIdType, type Referente, type ReferenteLookup } from './referente.types.js';
import { run } from '../../db/sql.js';

/** Referentes are part of a client company's data: reading them needs read access to companies. */
const RESOURCE = 'empresas';

export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;

export interface LookupInput {
  companyId: number | null | undefined;
  mode: ReferenteSearchMode;
  search: string | null | undefined;
  documentType?: number | null;
}

export interface SearchInput {
  companyId: number | null | undefined;
  text: string | null | undefined;
  limit?: number | null;
  order?: { field: ReferenteOrderField; direction?: SortDirection | null } | null;
}

/** GraphQL: a limit out of range is refused naming it, never silently changed. */
export function checkSearchLimit(limit: number | null | undefined): void {
  if (limit !== null && limit !== undefined && (limit < 1 || limit > SEARCH_LIMIT_MAX))
    throw AppError.input('limit', REFERENTE_MSG.limitRange(SEARCH_LIMIT_MAX));
}

interface ReferenteRow {
  clp_codigo: number;
  clp_cedruc: string;
  clp_tipoid: string;
  clp_nombre: string;
  clp_apelli: string | null;
  clp_direcc: string | null;
  clp_telefo: string | null;
  clp_email: string | null;
  clp_movil: string | null;
  num_user: number | null;
}

const COLUMNS = 'clp_codigo, clp_cedruc, clp_tipoid, clp_nombre, clp_apelli, clp_direcc, clp_telefo, clp_email, clp_movil, num_user';
// The same expressions as the template's prefix indexes, so the planner can use them.
const NAME_SURNAME = "lower(clp_nombre || coalesce(' ' || clp_apelli, ''))";
const SURNAME_NAME = "lower(coalesce(clp_apelli || ' ', '') || clp_nombre)";
/**
 * Spanish alphabetical order of surname and name: accents do not count (Á with A) and Ñ is a
 * letter of its own after N. Neither PGlite nor every PostgreSQL server has a Spanish ICU
 * collation, so the key is spelt out: vowels lose their accents, ñ becomes 'n~' ('~' sorts
 * after every letter), and the bytes are compared under "C", the same on every server.
 */
const SPANISH_ORDER = `replace(translate(${SURNAME_NAME}, 'áàâäéèêëíìîïóòôöúùûü', 'aaaaeeeeiiiioooouuuu'), 'ñ', 'n~') collate "C"`;
const ORDER_COLUMNS: Record<ReferenteOrderField, string> = {
  [ReferenteOrderField.NAME]: SPANISH_ORDER,
  [ReferenteOrderField.ID_NUMBER]: 'clp_cedruc',
  [ReferenteOrderField.ID]: 'clp_codigo',
};

function toReferente(row: ReferenteRow): Referente {
  return {
    id: row.clp_codigo,
    idNumber: row.clp_cedruc,
    idType: row.clp_tipoid.trim() as ReferenteIdType,
    name: row.clp_nombre,
    surname: row.clp_apelli,
    fullName: row.clp_apelli ? `${row.clp_apelli} ${row.clp_nombre}` : row.clp_nombre,
    address: row.clp_direcc,
    phone: row.clp_telefo,
    email: row.clp_email,
    mobile: row.clp_movil,
    userNumber: row.num_user,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The company's referentes table, schema-qualified with the schema of the entity manager the
 * tenant registry hands out: it has checked that name's form and found it in the catalog, so
 * no other spelling of it ever reaches the SQL text.
 */
async function referentesOf(ctx: AppContext, companyId: number | null | undefined): Promise<{ em: EntityManager; table: string }> {
  // NaN is what a legacy client's unreadable emp_codigo becomes: no company was chosen.
  if (companyId === null || companyId === undefined || Number.isNaN(companyId)) throw AppError.input('companyId', REFERENTE_MSG.companyRequired);
  const company = Number.isInteger(companyId) && companyId > 0 ? await ctx.em.findOne(Company, { id: companyId }) : null;
  if (!company) throw AppError.input('companyId', REFERENTE_MSG.unknownCompany(companyId));
  const em = await ctx.services.tenants.em(company);
  return { em, table: `"${em.schema}".tclipro` };
}

function parseDocumentType(value: number | null | undefined): DocumentType | null {
  if (value === null || value === undefined) return null;
  if (value === 1 || value === 2) return value;
  throw AppError.input('documentType', REFERENTE_MSG.documentTypeInvalid);
}

/**
 * Finds one referente of a company by cédula/RUC (byced) or by code (byid). Answers estado 1
 * with the referente, or estado 2 when it is not registered; malformed input is refused with
 * the spec's message before the company is read.
 */
export async function lookupReferente(ctx: AppContext, input: LookupInput): Promise<ReferenteLookup> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const search = (input.search ?? '').trim();
  const byIdNumber = input.mode === ReferenteSearchMode.BYCED;
  if (!search) throw AppError.input('search', byIdNumber ? REFERENTE_MSG.idNumberRequired : REFERENTE_MSG.codeRequired);
  let where: string;
  let param: string | number;
  if (byIdNumber) {
    const check = checkReferenteId(search, parseDocumentType(input.documentType));
    if (!check.valid) throw AppError.input('search', check.message);
    where = 'clp_cedruc = ?';
    param = search;
  } else {
    if (!/^\d{1,9}$/.test(search)) throw AppError.input('search', REFERENTE_MSG.codeNotNumeric);
    where = 'clp_codigo = ?';
    param = Number(search);
  }
  const { em, table } = await referentesOf(ctx, input.companyId);
  const [row] = await run<ReferenteRow>(em, `select ${COLUMNS} from ${table} where ${where}`, [param]);
  return row ? { estado: 1, ref: toReferente(row) } : { estado: 2, ref: null };
}

/**
 * Referentes whose names (surname first or name first) or cédula/RUC start with the text,
 * ignoring case; in Spanish alphabetical order of surname and name, at most `limit` (default 10, up to 50).
 */
export async function searchReferentes(ctx: AppContext, input: SearchInput): Promise<Referente[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const text = (input.text ?? '').trim();
  if (!text) throw AppError.input('text', REFERENTE_MSG.searchTextRequired);
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? SEARCH_LIMIT_DEFAULT), 1), SEARCH_LIMIT_MAX);
  const { em, table } = await referentesOf(ctx, input.companyId);
  const prefix = `${escapeLike(text)}%`;
  const rows = await run<ReferenteRow>(
    em,
    `select ${COLUMNS} from ${table}
      where ${NAME_SURNAME} like lower(?) or ${SURNAME_NAME} like lower(?) or clp_cedruc like ?
      order by ${orderSql(input.order, ORDER_COLUMNS, ReferenteOrderField.NAME, 'clp_codigo')}
      limit ?`,
    [prefix, prefix, prefix, limit],
  );
  return rows.map(toReferente);
}
