import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { levelFor, requirePermission } from '../../shared/permissions.js';
import { decryptSecret, encryptSecret } from '../../shared/secrets.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ACCOUNTS_RESOURCE } from '../mail/file-owners.js';
import { auditRow } from './audit.js';
import { isNonPublicLiteral } from './mail-host.js';
import { ACCOUNT_TYPES, SEND_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** A sender account as the browser may see it: never the password. */
export interface SenderAccount {
  id: number;
  email: string;
  name: string;
  type: number;
  typeLabel: string;
  disabled: boolean;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpSecure: boolean;
  username: string | null;
  /** Whether a password is stored (the password itself never leaves the server). */
  hasPassword: boolean;
  imapHost: string | null;
  imapPort: number | null;
  imapSecure: boolean;
  perMinute: number;
  userIds: number[];
}

/** What the delivery needs: the settings with the password decrypted. Server side only. */
export interface AccountSettings extends SenderAccount {
  password: string | null;
}

export interface AccountInput {
  id?: number | null;
  email: string;
  name?: string | null;
  type: number;
  disabled?: boolean | null;
  smtpHost?: string | null;
  smtpPort?: number | null;
  smtpSecure?: boolean | null;
  username?: string | null;
  /** New password; null or absent keeps the stored one, '' clears it. */
  password?: string | null;
  imapHost?: string | null;
  imapPort?: number | null;
  imapSecure?: boolean | null;
  perMinute?: number | null;
  userIds?: number[] | null;
}

interface AccountRow {
  mcf_codigo: number;
  mcf_correo: string;
  mcf_nombre: string;
  mcf_tipo: number;
  mcf_deshabilitado: boolean;
  mcf_smtp_host: string | null;
  mcf_smtp_puerto: number | null;
  mcf_smtp_seguro: boolean;
  mcf_usuario: string | null;
  mcf_clave: string | null;
  mcf_imap_host: string | null;
  mcf_imap_puerto: number | null;
  mcf_imap_seguro: boolean;
  mcf_por_minuto: number;
  usuarios: number[] | null;
}

const SELECT = `select c.*, (select array_agg(u.usr_codigo order by u.usr_codigo) from tconfigcorreos_usuario u where u.mcf_codigo = c.mcf_codigo) as usuarios from tconfigcorreos c`;

const toAccount = (r: AccountRow): SenderAccount => ({
  id: r.mcf_codigo,
  email: r.mcf_correo,
  name: r.mcf_nombre,
  type: r.mcf_tipo,
  typeLabel: ACCOUNT_TYPES[r.mcf_tipo]?.label ?? String(r.mcf_tipo),
  disabled: r.mcf_deshabilitado,
  smtpHost: r.mcf_smtp_host,
  smtpPort: r.mcf_smtp_puerto,
  smtpSecure: r.mcf_smtp_seguro,
  username: r.mcf_usuario,
  hasPassword: !!r.mcf_clave,
  imapHost: r.mcf_imap_host,
  imapPort: r.mcf_imap_puerto,
  imapSecure: r.mcf_imap_seguro,
  perMinute: r.mcf_por_minuto,
  userIds: (r.usuarios ?? []).map(Number),
});

/** Every account, for the accounts screen ('correo.cuentas'). */
export async function listAccounts(ctx: AppContext): Promise<SenderAccount[]> {
  await requirePermission(ctx.em, ctx.user!, ACCOUNTS_RESOURCE, 'ver');
  const rows = await run<AccountRow>(ctx.em, `${SELECT} order by c.mcf_tipo, lower(c.mcf_correo)`);
  return rows.map(toAccount);
}

/** May this user send from this account? Super users may use every enabled account; others the ones given to them. */
function mayUse(user: Pick<AuthUser, 'id' | 'hierarchy'>, account: SenderAccount): boolean {
  if (account.disabled) return false;
  return user.hierarchy >= 2 || account.userIds.includes(user.id);
}

/** The enabled accounts this user may send from, optionally of one type (mcf_tipo). */
export async function accountsForSender(em: EntityManager, user: AuthUser, type: number | null): Promise<SenderAccount[]> {
  const rows = await run<AccountRow>(
    em,
    `${SELECT} where not c.mcf_deshabilitado ${type ? 'and c.mcf_tipo = ?' : ''} order by c.mcf_tipo, lower(c.mcf_correo)`,
    type ? [type] : [],
  );
  return rows.map(toAccount).filter((a: SenderAccount) => mayUse(user, a));
}

/** The account with its decrypted password; null when it does not exist. */
export async function accountSettings(em: EntityManager, secretKey: Buffer, id: number): Promise<AccountSettings | null> {
  const [row] = await run<AccountRow>(em, `${SELECT} where c.mcf_codigo = ?`, [id]);
  if (!row) return null;
  return { ...toAccount(row), password: row.mcf_clave ? decryptSecret(secretKey, row.mcf_clave) : null };
}

/**
 * The account a user sends from: refused when none was chosen, when it does not exist, and —
 * with the spec's message — when it is disabled or not the user's.
 */
export async function senderAccount(em: EntityManager, user: AuthUser, id: number | null | undefined): Promise<SenderAccount> {
  if (!id) throw AppError.input('mcf_codigo', SEND_MSG.accountRequired);
  const [row] = await run<AccountRow>(em, `${SELECT} where c.mcf_codigo = ?`, [id]);
  if (!row) throw new AppError('NOT_FOUND', SEND_MSG.accountNotFound, 'mcf_codigo', 'warning');
  const account = toAccount(row);
  if (!mayUse(user, account)) throw AppError.forbidden(SEND_MSG.accountForbidden);
  return account;
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;
export const isEmail = (text: string) => text.length <= 300 && EMAIL.test(text);

/** Creates or updates an account (level 2 on 'correo.cuentas'); the password is stored encrypted. */
export async function saveAccount(ctx: AppContext, input: AccountInput): Promise<SenderAccount> {
  const user = ctx.user!;
  await requirePermission(ctx.em, user, ACCOUNTS_RESOURCE, input.id ? 'editar' : 'crear', 2);
  const email = input.email.trim();
  if (!isEmail(email)) throw AppError.input('email', SEND_MSG.invalidEmail(email));
  if (!ACCOUNT_TYPES[input.type]) throw AppError.input('type', SEND_MSG.accountTypeRequired);
  // An address written as such is refused here; a name is checked when it is resolved (mail-host.ts).
  if (!ctx.services.config.allowPrivateMailHosts) {
    if (input.smtpHost && isNonPublicLiteral(input.smtpHost)) throw AppError.input('smtpHost', SEND_MSG.privateHost('SMTP'));
    if (input.imapHost && isNonPublicLiteral(input.imapHost)) throw AppError.input('imapHost', SEND_MSG.privateHost('IMAP'));
  }
  const key = ctx.services.config.secretKey;
  const password = input.password === undefined || input.password === null ? undefined : input.password === '' ? null : encryptSecret(key, input.password);
  return ctx.em.transactional(async (tx) => {
    const [dup] = await run<{ mcf_codigo: number }>(tx, 'select mcf_codigo from tconfigcorreos where lower(mcf_correo) = lower(?) and mcf_codigo <> ?', [
      email,
      input.id ?? 0,
    ]);
    if (dup) throw AppError.conflict(SEND_MSG.accountDuplicate(email), 'email');
    const values = [
      email,
      input.name?.trim() ?? '',
      input.type,
      input.disabled ?? false,
      input.smtpHost?.trim() || null,
      input.smtpPort ?? null,
      input.smtpSecure ?? false,
      input.username?.trim() || null,
      input.imapHost?.trim() || null,
      input.imapPort ?? null,
      input.imapSecure ?? true,
      input.perMinute ?? 120,
    ];
    let id = input.id ?? null;
    if (id) {
      const rows = await run<{ mcf_codigo: number }>(
        tx,
        `update tconfigcorreos set mcf_correo = ?, mcf_nombre = ?, mcf_tipo = ?, mcf_deshabilitado = ?, mcf_smtp_host = ?, mcf_smtp_puerto = ?, mcf_smtp_seguro = ?, mcf_usuario = ?,
           mcf_imap_host = ?, mcf_imap_puerto = ?, mcf_imap_seguro = ?, mcf_por_minuto = ?${password !== undefined ? ', mcf_clave = ?' : ''} where mcf_codigo = ? returning mcf_codigo`,
        [...values, ...(password !== undefined ? [password] : []), id],
      );
      if (!rows.length) throw new AppError('NOT_FOUND', SEND_MSG.accountNotFound, 'id', 'warning');
    } else {
      const [row] = await run<{ mcf_codigo: number }>(
        tx,
        `insert into tconfigcorreos (mcf_correo, mcf_nombre, mcf_tipo, mcf_deshabilitado, mcf_smtp_host, mcf_smtp_puerto, mcf_smtp_seguro, mcf_usuario, mcf_imap_host, mcf_imap_puerto, mcf_imap_seguro, mcf_por_minuto, mcf_clave)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning mcf_codigo`,
        [...values, password ?? null],
      );
      id = row!.mcf_codigo;
    }
    if (input.userIds) {
      await run(tx, 'delete from tconfigcorreos_usuario where mcf_codigo = ?', [id]);
      const users = [...new Set(input.userIds)];
      if (users.length) {
        await run(
          tx,
          `insert into tconfigcorreos_usuario (mcf_codigo, usr_codigo) select ?, usr_codigo from tusuarios where usr_codigo in (${users.map(() => '?').join(', ')})`,
          [id, ...users],
        );
      }
    }
    await auditRow(
      tx,
      user,
      input.id ? 'editar' : 'crear',
      'cuenta_correo',
      id,
      `${email}${password !== undefined ? ' (clave cambiada)' : ''}${input.userIds ? `; usuarios: ${input.userIds.join(',') || 'ninguno'}` : ''}`,
    );
    const [saved] = await run<AccountRow>(tx, `${SELECT} where c.mcf_codigo = ?`, [id]);
    return toAccount(saved!);
  });
}

/** Deletes an account without mail (level 3); one with mail is refused (disable it instead). */
export async function deleteAccount(ctx: AppContext, id: number): Promise<void> {
  await requirePermission(ctx.em, ctx.user!, ACCOUNTS_RESOURCE, 'eliminar', 3);
  await ctx.em.transactional(async (tx) => {
    const [used] = await run<{ n: number }>(tx, 'select count(*)::int as n from tmail where mcf_codigo = ?', [id]);
    if (used!.n > 0) throw AppError.conflict(SEND_MSG.accountInUse);
    const rows = await run<{ mcf_correo: string }>(tx, 'delete from tconfigcorreos where mcf_codigo = ? returning mcf_correo', [id]);
    if (!rows.length) throw new AppError('NOT_FOUND', SEND_MSG.accountNotFound, 'id', 'warning');
    await auditRow(tx, ctx.user!, 'eliminar', 'cuenta_correo', id, rows[0]!.mcf_correo);
  });
}

/** Whether the user can manage accounts (for the web to show the screen's actions). */
export const accountsLevel = (ctx: AppContext) => levelFor(ctx.em, ctx.user!, ACCOUNTS_RESOURCE);
