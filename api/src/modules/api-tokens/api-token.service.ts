import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import { checkPage, pagedRows } from '../../graphql/paging.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import {
  ApiTokenOrderField,
  ApiTokenState,
  type ApiToken,
  type ApiTokenCompany,
  type ApiTokenFilter,
  type ApiTokenOrder,
  type ApiTokenPage,
  type CreatedApiToken,
  type RevokedApiToken,
} from './api-token.types.js';
import { TOKEN_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** The screen resource (menu 55, /tokens_api). */
export const TOKEN_RESOURCE = 'apitokens';
const TOKEN_PREFIX = 'isy_';

/** SHA-256 of a token, hex: the only form kept at rest (the token carries 256 random bits). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  tok_codigo: number;
  emp_codigo: number;
  emp_razons: string;
  tok_nombre: string;
  tok_prefijo: string;
  tok_fecreg: Date;
  creador: string | null;
  tok_ultuso: Date | null;
  tok_revocado: Date | null;
  revoca: string | null;
}

const SELECT = `select t.tok_codigo, t.emp_codigo, e.emp_razons, t.tok_nombre, t.tok_prefijo, t.tok_fecreg, c.usr_nombre as creador,
       t.tok_ultuso, t.tok_revocado, r.usr_nombre as revoca
  from tapitoken t join tempresa e on e.emp_codigo = t.emp_codigo
  left join tusuarios c on c.usr_codigo = t.usr_codigo left join tusuarios r on r.usr_codigo = t.usr_revoca`;

const ORDER: Record<ApiTokenOrderField, string> = {
  [ApiTokenOrderField.CREATED_AT]: 't.tok_fecreg',
  [ApiTokenOrderField.COMPANY]: 'e.emp_razons',
  [ApiTokenOrderField.NAME]: 't.tok_nombre',
  [ApiTokenOrderField.LAST_USED_AT]: 't.tok_ultuso',
};

const toToken = (r: TokenRow): ApiToken => ({
  id: r.tok_codigo,
  companyId: r.emp_codigo,
  companyName: r.emp_razons,
  name: r.tok_nombre,
  prefix: r.tok_prefijo,
  state: r.tok_revocado ? ApiTokenState.REVOKED : ApiTokenState.ACTIVE,
  createdAt: new Date(r.tok_fecreg),
  createdBy: r.creador,
  lastUsedAt: r.tok_ultuso ? new Date(r.tok_ultuso) : null,
  revokedAt: r.tok_revocado ? new Date(r.tok_revocado) : null,
  revokedBy: r.revoca,
});

async function readToken(em: EntityManager, id: number): Promise<ApiToken | null> {
  const [row] = await run<TokenRow>(em, `${SELECT} where t.tok_codigo = ?`, [id]);
  return row ? toToken(row) : null;
}

/** A page of tokens (never their text), newest first unless another order is asked. */
export async function listApiTokens(
  ctx: AppContext,
  filter: ApiTokenFilter | null,
  orderBy: ApiTokenOrder | null,
  page: number | null,
  pageSize: number | null,
): Promise<ApiTokenPage> {
  await requirePermission(ctx.em, ctx.user!, TOKEN_RESOURCE, 'ver');
  const paging = checkPage(page, pageSize);
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter?.companyId) {
    where.push('t.emp_codigo = ?');
    params.push(filter.companyId);
  }
  if (filter?.state) where.push(filter.state === ApiTokenState.REVOKED ? 't.tok_revocado is not null' : 't.tok_revocado is null');
  const text = (filter?.text ?? '').trim().toLowerCase();
  if (text) {
    where.push(`(strpos(lower(t.tok_nombre), ?) > 0 or strpos(lower(t.tok_prefijo), ?) > 0 or strpos(lower(e.emp_razons), ?) > 0)`);
    params.push(text, text, text);
  }
  const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
  const order = orderSql(
    orderBy ?? { field: ApiTokenOrderField.CREATED_AT, direction: SortDirection.DESC },
    ORDER,
    ApiTokenOrderField.CREATED_AT,
    't.tok_codigo',
  );
  return pagedRows(
    ctx.em,
    paging,
    {
      countSql: `select count(*)::int as n from tapitoken t join tempresa e on e.emp_codigo = t.emp_codigo${whereSql}`,
      rowsSql: `${SELECT}${whereSql} order by ${order}`,
      params,
    },
    toToken,
  );
}

/** Companies a token can be created for, by name (the token form's list). */
export async function listTokenCompanies(ctx: AppContext): Promise<ApiTokenCompany[]> {
  await requirePermission(ctx.em, ctx.user!, TOKEN_RESOURCE, 'ver');
  type Row = { emp_codigo: number; emp_razons: string; emp_coding: string };
  const rows = await run<Row>(ctx.em, 'select emp_codigo, emp_razons, emp_coding from tempresa order by emp_razons, emp_codigo', []);
  return rows.map((r: Row) => ({ id: r.emp_codigo, name: r.emp_razons, accessCode: r.emp_coding }));
}

/** Creates a token for a company: answers its text once; only its hash is stored. Audited. */
export async function createApiToken(ctx: AppContext, companyId: number | null | undefined, name: string | null | undefined): Promise<CreatedApiToken> {
  await requirePermission(ctx.em, ctx.user!, TOKEN_RESOURCE, 'crear');
  if (!companyId) throw AppError.input('companyId', TOKEN_MSG.companyRequired);
  const label = (name ?? '').trim();
  if (!label || label.length > 100) throw AppError.input('name', TOKEN_MSG.nameRequired);
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return ctx.em.transactional(async (tx) => {
    const [company] = await run<{ emp_codigo: number }>(tx, 'select emp_codigo from tempresa where emp_codigo = ?', [companyId]);
    if (!company) throw AppError.input('companyId', TOKEN_MSG.companyMissing(companyId));
    const [row] = await run<{ tok_codigo: number }>(
      tx,
      'insert into tapitoken (emp_codigo, tok_nombre, tok_prefijo, tok_hash, usr_codigo) values (?, ?, ?, ?, ?) returning tok_codigo',
      [companyId, label, token.slice(0, 12), tokenHash(token), ctx.user!.id],
    );
    recordAudit(tx, ctx.user, 'crear', 'tapitoken', row!.tok_codigo, `${companyId} ${label} ${token.slice(0, 12)}…`);
    return { token, apiToken: (await readToken(tx, row!.tok_codigo))!, message: TOKEN_MSG.created(label) };
  });
}

/** Revokes a token: the invoice API refuses it from the next request. Audited. */
export async function revokeApiToken(ctx: AppContext, id: number): Promise<RevokedApiToken> {
  await requirePermission(ctx.em, ctx.user!, TOKEN_RESOURCE, 'eliminar');
  return ctx.em.transactional(async (tx) => {
    const [row] = await run<{ tok_nombre: string; tok_revocado: Date | null; emp_codigo: number }>(
      tx,
      'select tok_nombre, tok_revocado, emp_codigo from tapitoken where tok_codigo = ? for update',
      [id],
    );
    if (!row) throw AppError.notFound(TOKEN_MSG.notFound(id));
    if (row.tok_revocado) throw AppError.conflict(TOKEN_MSG.alreadyRevoked);
    await run(tx, 'update tapitoken set tok_revocado = now(), usr_revoca = ? where tok_codigo = ?', [ctx.user!.id, id]);
    recordAudit(tx, ctx.user, 'revocar', 'tapitoken', id, `${row.emp_codigo} ${row.tok_nombre}`);
    return { apiToken: (await readToken(tx, id))!, message: TOKEN_MSG.revoked(row.tok_nombre) };
  });
}

/** The bearer token of a request's Authorization header (or its X-Api-Token header); null when absent. */
export function bearerToken(authorization: string | undefined | null, apiTokenHeader?: string | null): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? ((apiTokenHeader ?? '').trim() || null);
}

/** The token columns a request checks (statement text over `tapitoken t`): see checkApiToken. */
export const TOKEN_CHECK_COLUMNS = `t.tok_codigo, t.emp_codigo, t.tok_revocado, coalesce(t.tok_ultuso > now() - interval '1 minute', false) as reciente`;

/** A row of TOKEN_CHECK_COLUMNS (all null when no token has the hash). */
export interface TokenCheckRow {
  tok_codigo: number | null;
  emp_codigo: number | null;
  tok_revocado: Date | null;
  reciente: boolean | null;
}

/**
 * Refuses a request whose token row (read by the caller, possibly inside a statement that reads
 * more) is missing, revoked or of another company; writes the last use at most once a minute.
 */
export async function checkApiToken(em: EntityManager, row: TokenCheckRow | undefined, companyId: number): Promise<{ tokenId: number }> {
  if (!row?.tok_codigo) throw AppError.unauthenticated(TOKEN_MSG.invalid);
  if (row.tok_revocado) throw AppError.unauthenticated(TOKEN_MSG.revokedUse);
  if (row.emp_codigo !== companyId) throw AppError.forbidden(TOKEN_MSG.otherCompany(companyId));
  if (!row.reciente) await run(em, 'update tapitoken set tok_ultuso = now() where tok_codigo = ?', [row.tok_codigo]);
  return { tokenId: row.tok_codigo };
}

/**
 * Authenticates an integrator for one company: the token must exist, be active and belong to
 * that company. One indexed lookup; the last use is written at most once a minute.
 */
export async function authenticateApiToken(em: EntityManager, token: string | null | undefined, companyId: number): Promise<{ tokenId: number }> {
  if (!token) throw AppError.unauthenticated(TOKEN_MSG.missing);
  const [row] = await run<TokenCheckRow>(em, `select ${TOKEN_CHECK_COLUMNS} from tapitoken t where t.tok_hash = ?`, [tokenHash(token)]);
  return checkApiToken(em, row, companyId);
}

/** True when the token is one of a company's active tokens (introspection for integrators' tools). */
export async function isActiveApiToken(em: EntityManager, token: string): Promise<boolean> {
  const [row] = await run<{ ok: boolean }>(em, 'select exists (select 1 from tapitoken where tok_hash = ? and tok_revocado is null) as ok', [tokenHash(token)]);
  return !!row?.ok;
}
