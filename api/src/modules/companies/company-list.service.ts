import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { grantColumnsSql, requireFromColumns, requirePermission, type GrantColumns, type Permisos } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import { ADD_ON_KEYS, SERVICE_KEYS } from '../../domain/company-flags.js';
import { Company } from './company.entity.js';
import type { CompanyListFilter, CompanyOrder } from './company.inputs.js';
import { COMPANY_ORDER_COLUMNS, CompanyOrderField } from './company-enums.js';
import { orderSql } from '../../graphql/ordering.js';
import { COMPANY_MSG } from './messages.js';
import { hotRows } from '../../graphql/fast-sql.js';
import { run } from '../../db/sql.js';

export const RESOURCE = 'empresas';
/** Spec 000 §9: the company list shows 50 per page. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;

/** A company read by the list query; `hasPassword` stands in for the never-selected emp_clavedb. */
export type CompanyRow = Company & { hasPassword?: boolean; businessLineLabel?: string | null };

interface ListRow {
  emp_codigo: number;
  emp_coding: string;
  emp_razons: string;
  emp_ruc: string;
  emp_dir: string | null;
  emp_telf: string | null;
  emp_puertodb: number;
  emp_ipdb: string;
  emp_nombredb: string;
  emp_esquemadb: string;
  emp_userdb: string | null;
  emp_tema: string | null;
  emp_tipoacces: number;
  emp_codpais: number;
  tac_codigo: number | null;
  tac_descrip: string | null;
  emp_activa: number;
  emp_ubica: string | null;
  emp_tiposerv: string | null;
  emp_modadc: string | null;
  fechafin: string | Date | null;
  ver_codigo: number | null;
  has_password: boolean;
  updated_at: Date | string;
  total: string | number;
}

/** Every column of a list row, by the name it is read back with. */
const COLUMN_SQL: Record<keyof Omit<ListRow, 'total'>, string> = {
  emp_codigo: 'e.emp_codigo',
  emp_coding: 'e.emp_coding',
  emp_razons: 'e.emp_razons',
  emp_ruc: 'e.emp_ruc',
  emp_dir: 'e.emp_dir',
  emp_telf: 'e.emp_telf',
  emp_puertodb: 'e.emp_puertodb',
  emp_ipdb: 'e.emp_ipdb',
  emp_nombredb: 'e.emp_nombredb',
  emp_esquemadb: 'e.emp_esquemadb',
  emp_userdb: 'e.emp_userdb',
  emp_tema: 'e.emp_tema',
  emp_tipoacces: 'e.emp_tipoacces',
  emp_codpais: 'e.emp_codpais',
  tac_codigo: 'e.tac_codigo',
  tac_descrip: 't.tac_descrip',
  emp_activa: 'e.emp_activa',
  emp_ubica: 'e.emp_ubica',
  emp_tiposerv: 'e.emp_tiposerv',
  emp_modadc: 'e.emp_modadc',
  fechafin: "to_char(e.fechafin, 'YYYY-MM-DD') as fechafin",
  ver_codigo: 'e.ver_codigo',
  has_password: '(e.emp_clavedb is not null) as has_password',
  updated_at: 'e.updated_at',
};
type ColumnName = keyof typeof COLUMN_SQL;
const ALL_COLUMNS = Object.keys(COLUMN_SQL) as ColumnName[];
const COLUMNS = ALL_COLUMNS.map((c) => COLUMN_SQL[c]).join(', ');

/**
 * The columns each GraphQL field of Company reads from a list row. A field not listed here
 * (relations, anything added later) makes the page read every column.
 */
const FIELD_COLUMNS: Record<string, readonly ColumnName[]> = {
  __typename: [],
  id: ['emp_codigo'],
  accessCode: ['emp_coding'],
  legalName: ['emp_razons'],
  ruc: ['emp_ruc'],
  address: ['emp_dir'],
  phone: ['emp_telf'],
  dbPort: ['emp_puertodb'],
  dbHost: ['emp_ipdb'],
  dbName: ['emp_nombredb'],
  dbSchema: ['emp_esquemadb'],
  dbUser: ['emp_userdb'],
  theme: ['emp_tema'],
  accessType: ['emp_tipoacces'],
  countryCode: ['emp_codpais'],
  businessLine: ['tac_codigo'],
  businessLineName: ['tac_codigo', 'tac_descrip'],
  state: ['emp_activa'],
  stateView: ['emp_activa', 'emp_ubica'],
  stateActions: ['emp_activa', 'emp_ubica'],
  location: ['emp_ubica'],
  locationInfo: ['emp_ubica'],
  services: ['emp_tiposerv'],
  serviceFlags: ['emp_tiposerv'],
  addOns: ['emp_modadc'],
  addOnFlags: ['emp_modadc'],
  endDate: ['fechafin'],
  versionId: ['ver_codigo'],
  hasDbPassword: ['has_password'],
  updatedAt: ['updated_at'],
};
const ORDER_FIELD_COLUMNS: Record<CompanyOrderField, ColumnName> = {
  NAME: 'emp_razons',
  ACCESS_CODE: 'emp_coding',
  RUC: 'emp_ruc',
  ID: 'emp_codigo',
  STATE: 'emp_activa',
  END_DATE: 'fechafin',
  UPDATED: 'updated_at',
};
const projections = new WeakMap<ReadonlySet<string>, Map<string, string>>();

/**
 * The select list for the Company fields a caller asked for (null: all of them), always with
 * the key and the columns the page is ordered by (the outer query orders by them).
 */
export function projectionSql(fields: ReadonlySet<string> | null | undefined, order: CompanyOrder | null | undefined): string {
  if (!fields) return COLUMNS;
  const orderKey = order ? `${order.field}` : '';
  let byOrder = projections.get(fields);
  const known = byOrder?.get(orderKey);
  if (known) return known;
  const wanted = new Set<ColumnName>(['emp_codigo', 'emp_razons', ...(order ? [ORDER_FIELD_COLUMNS[order.field]] : [])]);
  let sql = COLUMNS;
  if ([...fields].every((f) => f in FIELD_COLUMNS)) {
    for (const field of fields) for (const column of FIELD_COLUMNS[field]!) wanted.add(column);
    sql = ALL_COLUMNS.filter((c) => wanted.has(c))
      .map((c) => COLUMN_SQL[c])
      .join(', ');
  }
  if (!byOrder) projections.set(fields, (byOrder = new Map()));
  byOrder.set(orderKey, sql);
  return sql;
}

/**
 * A list row as a Company without running the entity's constructor or MikroORM's property
 * setters: the fields are own data properties set first, then the prototype. type-graphql hands
 * every field resolver of Company an instance of it, and builds a new one from anything else —
 * one per field per row.
 */
function toCompany(row: ListRow): CompanyRow {
  return Object.setPrototypeOf(
    {
      id: row.emp_codigo,
      accessCode: row.emp_coding,
      legalName: row.emp_razons,
      ruc: row.emp_ruc,
      address: row.emp_dir,
      phone: row.emp_telf,
      dbPort: row.emp_puertodb,
      dbHost: row.emp_ipdb,
      dbName: row.emp_nombredb,
      dbSchema: row.emp_esquemadb,
      dbUser: row.emp_userdb,
      theme: row.emp_tema,
      accessType: row.emp_tipoacces,
      countryCode: row.emp_codpais,
      businessLine: row.tac_codigo,
      businessLineLabel: row.tac_descrip,
      state: row.emp_activa,
      location: row.emp_ubica,
      services: row.emp_tiposerv,
      addOns: row.emp_modadc,
      endDate: row.fechafin === null || row.fechafin === undefined ? null : String(row.fechafin),
      versionId: row.ver_codigo,
      hasPassword: row.has_password,
      updatedAt: typeof row.updated_at === 'string' ? new Date(row.updated_at) : row.updated_at,
    },
    Company.prototype,
  ) as CompanyRow;
}

/** The same columns as read back from the page (the lateral subquery p). */
const PAGE_ORDER_COLUMNS = Object.fromEntries(Object.entries(COMPANY_ORDER_COLUMNS).map(([field, column]) => [field, column.replace(/^e\./, 'p.')])) as Record<
  CompanyOrderField,
  string
>;

const LECTURA = "(coalesce(e.emp_ubica, '{}')::jsonb ->> 'lectura') = 'T'";
/** The shown states as conditions: ACTIVO is active without the lectura flag, LECTURA with it. */
const LABEL_SQL: Record<string, string> = {
  INACTIVO: 'e.emp_activa = 0',
  ACTIVO: `(e.emp_activa = 1 and not coalesce(${LECTURA}, false))`,
  LECTURA: `(e.emp_activa = 1 and coalesce(${LECTURA}, false))`,
  DEMO: 'e.emp_activa = 2',
  BLOQUEADO: 'e.emp_activa = 3',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** What GraphQL's companies adds to the screen's filter: chosen ids and incremental sync. */
export interface CompanySelection {
  /** Only these companies (emp_codigo). */
  ids?: readonly number[] | null;
  /** Only companies changed at or after this time (tempresa.updated_at). */
  updatedSince?: Date | null;
  /** Sort order; legal name (the tempresa_razons index) by default. */
  order?: CompanyOrder | null;
  /** The Company fields the caller reads (selection.ts): only their columns are read; all when absent. */
  fields?: ReadonlySet<string> | null;
}

/** Where clause and parameters of a filter; flag names are checked against the known keys. */
export function filterSql(filter: CompanyListFilter | null | undefined, selection: CompanySelection = {}): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (selection.ids) {
    // An empty list selects nothing (never everything).
    const ids = [...new Set(selection.ids)];
    parts.push(ids.length ? `e.emp_codigo in (${marks(ids.length)})` : 'false');
    params.push(...ids);
  }
  if (selection.updatedSince) {
    parts.push('e.updated_at >= ?::timestamptz');
    params.push(selection.updatedSince.toISOString());
  }
  const text = (filter?.text ?? '').trim();
  const mode = (filter?.mode ?? '').trim();
  if (mode && mode !== 'bycoding' && mode !== 'byruc') throw AppError.input('mode', COMPANY_MSG.searchModeInvalid);
  if (text) {
    const contains = `%${escapeLike(text.toLowerCase())}%`;
    const prefix = `${escapeLike(text)}%`;
    if (mode === 'bycoding') {
      parts.push('lower(e.emp_coding) like ?');
      params.push(contains);
    } else if (mode === 'byruc') {
      parts.push('e.emp_ruc like ?');
      params.push(prefix);
    } else {
      parts.push('(lower(e.emp_coding) like ? or e.emp_ruc like ? or lower(e.emp_razons) like ?)');
      params.push(contains, prefix, contains);
    }
  }
  const lines = filter?.businessLines ?? [];
  if (lines.length) {
    const real = lines.filter((c) => c !== -1);
    const alternatives = [];
    if (real.length) {
      alternatives.push(`e.tac_codigo in (${marks(real.length)})`);
      params.push(...real);
    }
    if (lines.includes(-1)) alternatives.push('e.tac_codigo is null');
    parts.push(`(${alternatives.join(' or ')})`);
  }
  const states = filter?.states ?? [];
  if (states.length) {
    parts.push(`e.emp_activa in (${marks(states.length)})`);
    params.push(...states);
  }
  if (filter?.readOnly !== undefined && filter?.readOnly !== null) {
    parts.push(`(coalesce(e.emp_ubica, '{}')::jsonb ->> 'lectura') ${filter.readOnly ? "= 'T'" : "is distinct from 'T'"}`);
  }
  for (const [column, value] of [
    ['e.emp_ipdb', filter?.dbHost],
    ['e.emp_nombredb', filter?.dbName],
  ] as const) {
    if (!value?.trim()) continue;
    parts.push(`${column} = ?`);
    params.push(value.trim());
  }
  const labels = filter?.stateLabels ?? [];
  if (labels.length) {
    const alternatives = labels.map((label) => {
      const sqlFor = LABEL_SQL[label];
      if (!sqlFor) throw AppError.input('stateLabels', `Estado desconocido: ${label}`);
      return sqlFor;
    });
    parts.push(`(${alternatives.join(' or ')})`);
  }
  for (const key of filter?.services ?? []) {
    if (!(SERVICE_KEYS as readonly string[]).includes(key)) throw AppError.input('services', `Servicio desconocido: ${key}`);
    // bk counts as T when unset (spec 000 §9).
    parts.push(`coalesce(coalesce(e.emp_tiposerv, '{}')::jsonb ->> '${key}', '${key === 'bk' ? 'T' : 'F'}') = 'T'`);
  }
  for (const key of filter?.addOns ?? []) {
    if (!(ADD_ON_KEYS as readonly string[]).includes(key)) throw AppError.input('addOns', `Módulo desconocido: ${key}`);
    parts.push(`(coalesce(e.emp_modadc, '{}')::jsonb ->> '${key}') = 'T'`);
  }
  return { where: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

export function toScreenPermission(permisos: Permisos): ScreenPermission {
  return { resource: RESOURCE, view: permisos.ver, create: permisos.crear, edit: permisos.editar, delete: permisos.eliminar };
}

export interface CompanyPageResult {
  items: CompanyRow[];
  total: number;
  page: number;
  pageSize: number;
  permisos: ScreenPermission;
}

/**
 * The statement of one page and the total: the page is read in index order (tempresa_razons on
 * emp_razons, emp_codigo) with its limit, so PostgreSQL stops after the page instead of sorting
 * every match; the total is a separate count in the same statement (one round trip, one
 * snapshot), and so is the caller's grant on the screen when `grant` is given. The count row
 * comes alone, with empty company columns, when the page is empty.
 */
export function companyPageSql(
  filter: CompanyListFilter | null | undefined,
  page: number,
  size: number,
  grant: { sql: string; params: unknown[] } = { sql: 'null as grant_level, false as grant_known', params: [] },
  selection: CompanySelection = {},
): { sql: string; params: unknown[] } {
  const { where, params } = filterSql(filter, selection);
  const inner = orderSql(selection.order, COMPANY_ORDER_COLUMNS, CompanyOrderField.NAME, 'e.emp_codigo');
  const outer = orderSql(selection.order, PAGE_ORDER_COLUMNS, CompanyOrderField.NAME, 'p.emp_codigo');
  const sql = `select counted.n as total, ${grant.sql}, p.*
     from (select count(*)::int as n from tempresa e ${where}) counted
     left join lateral (
       select ${projectionSql(selection.fields, selection.order)}
         from tempresa e left join ttipoactividad t on t.tac_codigo = e.tac_codigo
         ${where}
        order by ${inner}
        limit ? offset ?) p on true
    order by ${outer}`;
  return { sql, params: [...grant.params, ...params, ...params, size, (page - 1) * size] };
}

/**
 * One page of companies matching the filter, ordered by legal name, with the total; the
 * permission check rides in the same statement (a refused caller gets FORBIDDEN, never rows).
 */
export async function listCompanies(
  ctx: AppContext,
  filter: CompanyListFilter | null | undefined,
  page = 1,
  pageSize = PAGE_SIZE_DEFAULT,
  selection: CompanySelection = {},
): Promise<CompanyPageResult> {
  const size = Math.min(Math.max(Math.trunc(pageSize) || PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
  const current = Math.max(Math.trunc(page) || 1, 1);
  let statement: { sql: string; params: unknown[] };
  try {
    statement = companyPageSql(filter, current, size, grantColumnsSql(ctx.user!, RESOURCE), selection);
  } catch (error) {
    // A bad filter is refused after the permission, as every other operation orders them.
    await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
    throw error;
  }
  // A named prepared statement on PostgreSQL (graphql/fast-sql.ts), without forking an entity manager.
  const rows = await hotRows<ListRow & GrantColumns>(ctx.services.orm.em, statement.sql, statement.params);
  const permisos = requireFromColumns(ctx.user!, RESOURCE, rows[0], 'ver');
  const total = rows.length ? Number(rows[0]!.total) : 0;
  const items = rows.filter((r: ListRow) => r.emp_codigo !== null).map(toCompany);
  return { items, total, page: current, pageSize: size, permisos: toScreenPermission(permisos) };
}

/** Every company of a simple condition (legacy lists: demos, transport), ordered by name. */
/** A simple lookup of companies by one column (the legacy routes' lists and code resolution). */
export type CompanyLookup = { accessType: number } | { state: number } | { accessCode: string } | { id: number };

/** The SQL condition of a lookup; its value always travels as a bound parameter. */
function lookupWhere(lookup: CompanyLookup): [string, unknown] {
  if ('accessType' in lookup) return ['e.emp_tipoacces = ?', lookup.accessType];
  if ('state' in lookup) return ['e.emp_activa = ?', lookup.state];
  if ('accessCode' in lookup) return ['lower(e.emp_coding) = lower(?)', lookup.accessCode];
  return ['e.emp_codigo = ?', lookup.id];
}

/** The companies of a lookup, by legal name. */
export async function companiesWhere(em: EntityManager, lookup: CompanyLookup): Promise<CompanyRow[]> {
  const [where, value] = lookupWhere(lookup);
  const rows = await run<ListRow>(
    em,
    `select ${COLUMNS}, 0 as total from tempresa e left join ttipoactividad t on t.tac_codigo = e.tac_codigo where ${where} order by e.emp_razons, e.emp_codigo`,
    [value],
  );
  return rows.map(toCompany);
}

/** The databases the companies live in (server, port, name) and how many companies each holds. */
export async function companyDatabases(em: EntityManager): Promise<unknown[]> {
  return run(
    em,
    'select emp_ipdb, emp_puertodb, emp_nombredb, count(*)::int as empresas from tempresa group by emp_ipdb, emp_puertodb, emp_nombredb order by emp_ipdb, emp_nombredb',
  );
}

export async function permisosOf(ctx: AppContext): Promise<ScreenPermission> {
  return toScreenPermission(await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver'));
}
