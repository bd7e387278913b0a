import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { ACCOUNTS_RESOURCE } from '../mail/file-owners.js';
import { auditRow } from './audit.js';
import { isEmail } from './accounts.service.js';
import { SEND_MSG } from './messages.js';
import { run } from '../../db/sql.js';
import { pagedRows, type PagedResult } from '../../graphql/paging.js';

export type BlacklistSource = 'manual' | 'rechazo' | 'rebote';

export interface BlacklistEntry {
  id: number;
  email: string;
  reason: string;
  source: BlacklistSource;
  userName: string;
  createdAt: string;
}

interface Row {
  lnc_codigo: number;
  lnc_correo: string;
  lnc_motivo: string;
  lnc_origen: BlacklistSource;
  usr_nombre: string;
  lnc_fecha: Date | string;
  total?: number;
}

const toEntry = (r: Row): BlacklistEntry => ({
  id: r.lnc_codigo,
  email: r.lnc_correo,
  reason: r.lnc_motivo,
  source: r.lnc_origen,
  userName: r.usr_nombre,
  createdAt: new Date(r.lnc_fecha).toISOString(),
});

/** Is the address on the blacklist (case-insensitive)? */
export async function isBlacklisted(em: EntityManager, email: string): Promise<boolean> {
  const [row] = await run<{ n: number }>(em, 'select count(*)::int as n from tlistanegra_correo where lower(lnc_correo) = lower(?)', [email.trim()]);
  return row!.n > 0;
}

/** Adds an address (once; a second add keeps the first entry). Returns true when it was added now. */
export async function blacklist(em: EntityManager, email: string, source: BlacklistSource, reason: string, userName: string): Promise<boolean> {
  const rows = await run<{ lnc_codigo: number }>(
    em,
    `insert into tlistanegra_correo (lnc_correo, lnc_motivo, lnc_origen, usr_nombre) values (?, ?, ?, ?) on conflict ((lower(lnc_correo))) do nothing returning lnc_codigo`,
    [email.trim().slice(0, 300), reason.slice(0, 500), source, userName.slice(0, 150)],
  );
  return rows.length > 0;
}

/** A page of the blacklist, newest first, filtered by a text in the address. */
export async function listBlacklist(ctx: AppContext, text: string | null, page: number, pageSize: number): Promise<PagedResult<BlacklistEntry>> {
  await requirePermission(ctx.em, ctx.user!, ACCOUNTS_RESOURCE, 'ver');
  const where = text ? `where lower(lnc_correo) like ? escape '\\'` : '';
  const params = text ? [`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
  return pagedRows(
    ctx.em,
    { page, pageSize },
    {
      countSql: `select count(*)::int as n from tlistanegra_correo ${where}`,
      rowsSql: `select * from tlistanegra_correo ${where} order by lnc_codigo desc`,
      params,
    },
    toEntry,
  );
}

/** The entry of one address, or null (REST getEstln). */
export async function blacklistEntry(ctx: AppContext, email: string): Promise<BlacklistEntry | null> {
  const [row] = await run<Row>(ctx.em, 'select * from tlistanegra_correo where lower(lnc_correo) = lower(?)', [email.trim()]);
  return row ? toEntry(row) : null;
}

/** Adds an address by hand (level 2 on the accounts screen), audited. */
export async function addToBlacklist(ctx: AppContext, email: string, reason: string | null): Promise<{ added: boolean; message: string }> {
  await requirePermission(ctx.em, ctx.user!, ACCOUNTS_RESOURCE, 'crear', 2);
  const address = email.trim();
  if (!isEmail(address)) throw AppError.input('mai_to', SEND_MSG.invalidEmail(address));
  return ctx.em.transactional(async (tx) => {
    const added = await blacklist(tx, address, 'manual', reason?.trim() || 'Agregado manualmente', ctx.user!.name);
    if (added) await auditRow(tx, ctx.user!, 'agregar', 'lista_negra_correo', null, address);
    return { added, message: added ? SEND_MSG.blacklisted(address) : SEND_MSG.alreadyBlacklisted(address) };
  });
}

/** Takes an address off the blacklist (level 3), audited. */
export async function removeFromBlacklist(ctx: AppContext, email: string): Promise<string> {
  await requirePermission(ctx.em, ctx.user!, ACCOUNTS_RESOURCE, 'eliminar', 3);
  const address = email.trim();
  return ctx.em.transactional(async (tx) => {
    const rows = await run<{ lnc_codigo: number }>(tx, 'delete from tlistanegra_correo where lower(lnc_correo) = lower(?) returning lnc_codigo', [address]);
    if (!rows.length) throw new AppError('NOT_FOUND', SEND_MSG.notBlacklisted(address), 'mai_to', 'warning');
    await auditRow(tx, ctx.user!, 'quitar', 'lista_negra_correo', rows[0]!.lnc_codigo, address);
    return SEND_MSG.unblacklisted(address);
  });
}
