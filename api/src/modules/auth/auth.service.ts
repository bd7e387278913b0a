import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../shared/app-error.js';
import { MSG } from '../../shared/messages.js';
import { loadGrants, permisosForLevel } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { MenuItem } from '../users/menu.entity.js';
import { hierarchyOf } from '../users/hierarchy.js';
import { User } from '../users/user.entity.js';
import type { AuthUser, AuthUserRow } from './auth-user.js';
import { CurrentUser, type ChangePasswordInput, type LoginInput, type ScreenPermission } from './auth.types.js';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle.js';
import { AUTH_MSG } from './messages.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import { hotRows } from '../../graphql/fast-sql.js';
import type { FailureLog } from '../../shared/log.js';
import { listenForAuthChanges, SessionCache, type ChangeListener } from './session-cache.js';

export const HOME_URI = '/administracion';
const TOUCH_INTERVAL_MS = 60_000;

interface SessionRow extends AuthUserRow {
  ses_ultimo: Date | string;
  ses_expira: Date | string;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Sign-in, sessions and passwords of staff users. */
export class AuthService {
  private readonly throttle: LoginThrottle;
  /** Sessions checked in the last seconds (on only while PostgreSQL's change notices are heard). */
  readonly sessions = new SessionCache<SessionRow>();
  private listener: ChangeListener | null = null;

  constructor(
    private readonly idleMinutes: number,
    throttle: LoginThrottleOptions,
  ) {
    this.throttle = new LoginThrottle(throttle);
  }

  /**
   * Checks the credentials and opens a session; the token goes to the client once, only its hash
   * is stored. An unknown user, a wrong password and an inactive account answer alike (same
   * message, one argon2 check each, counted as a failure): the answer never tells that a
   * password is right unless it opens a session.
   */
  async login(em: EntityManager, input: LoginInput, meta: ClientMeta): Promise<{ token: string; user: AuthUser; uri: string }> {
    const username = (input.username ?? '').trim();
    const password = input.password ?? '';
    if (!username) throw AppError.input('username', AUTH_MSG.usernameRequired);
    if (!password) throw AppError.input('password', AUTH_MSG.passwordRequired);
    const check = await this.throttle.attempt(username, meta.ip);
    if (check.blocked) throw AppError.rateLimited(MSG.tooManyLogins);
    if (check.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, check.delayMs));

    const user = await em.findOne(User, { login: username, isProfile: 'F' });
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok || user.active !== 'T') {
      await this.throttle.fail(username);
      throw new AppError('UNAUTHENTICATED', AUTH_MSG.badCredentials, 'password', 'warning');
    }
    await this.throttle.succeed(username, meta.ip);

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const session = em.create(Session, {
      id: tokenHash(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiry(now),
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    recordAudit(em, user, 'login', 'tusuarios', user.id);
    await em.flush();
    return { token, user: toAuthUser(user, session.id), uri: HOME_URI };
  }

  /**
   * The user of a live session token, or null; slides the expiry forward on use. Runs on every
   * request, so session and user come back in one query.
   */
  async resolve(em: EntityManager, token: string | undefined): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const id = tokenHash(token);
    const now = new Date();
    let row = this.sessions.get(id, now.getTime());
    if (!row || new Date(row.ses_expira).getTime() <= now.getTime()) {
      const stamp = this.sessions.stamp();
      // A named prepared statement on PostgreSQL (graphql/fast-sql.ts): it runs on every request.
      const rows = await hotRows<SessionRow>(
        em,
        `select s.ses_ultimo, s.ses_expira, u.usr_codigo, u.usr_id, u.usr_nombre, u.usr_email, u.usr_jerarq, u.usr_soporte, u.usr_perfil
           from tsesion s join tusuarios u on u.usr_codigo = s.usr_codigo
          where s.ses_codigo = ? and s.ses_revocada is null and s.ses_expira > now() and u.usr_activo = 'T'`,
        [id],
      );
      row = rows[0];
      if (!row) return null;
      this.sessions.set(id, row, stamp, now.getTime());
    }
    if (now.getTime() - new Date(row.ses_ultimo).getTime() > TOUCH_INTERVAL_MS) {
      const expiresAt = this.expiry(now);
      await em.nativeUpdate(Session, { id }, { lastSeenAt: now, expiresAt });
      row.ses_ultimo = now;
      row.ses_expira = expiresAt;
    }
    return {
      id: row.usr_codigo,
      login: row.usr_id,
      name: row.usr_nombre,
      email: row.usr_email,
      hierarchy: row.usr_jerarq,
      isSupport: row.usr_soporte === 1,
      profileId: row.usr_perfil,
      sessionId: id,
    };
  }

  /**
   * Keeps checked sessions for a few seconds while PostgreSQL's change notices are heard on a
   * connection of its own (session-cache.ts says why that is safe). Not on the embedded database.
   */
  listenForChanges(databaseUrl: string, log?: FailureLog): void {
    this.listener ??= listenForAuthChanges(databaseUrl, this.sessions as SessionCache<unknown>, log);
  }

  /** Lets go of the sign-in counters' store connection and of the change notices. */
  async close(): Promise<void> {
    this.throttle.close();
    await this.listener?.close();
    this.listener = null;
  }

  /** Ends the session of the given user. */
  async logout(em: EntityManager, user: AuthUser): Promise<void> {
    await em.nativeUpdate(Session, { id: user.sessionId }, { revokedAt: new Date() });
  }

  /** Changes the user's own password; the other sessions of the user are closed. */
  async changePassword(em: EntityManager, actor: AuthUser, input: ChangePasswordInput): Promise<void> {
    if (!input.currentPassword) throw AppError.input('currentPassword', AUTH_MSG.currentRequired);
    if (!input.newPassword) throw AppError.input('newPassword', AUTH_MSG.newRequired);
    if (!input.confirmation) throw AppError.input('confirmation', AUTH_MSG.confirmationRequired);
    if (input.newPassword.length < 8) throw AppError.input('newPassword', AUTH_MSG.tooShort);
    if (input.newPassword !== input.confirmation) throw AppError.input('confirmation', AUTH_MSG.mismatch);
    if (input.newPassword === input.currentPassword) throw AppError.input('newPassword', AUTH_MSG.sameAsCurrent);
    const user = await em.findOneOrFail(User, { id: actor.id });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw AppError.input('currentPassword', AUTH_MSG.wrongCurrent);
    }
    const hash = await hashPassword(input.newPassword);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash: hash, passwordChangedAt: new Date() });
      await tx.nativeUpdate(Session, { userId: user.id, id: { $ne: actor.sessionId }, revokedAt: null }, { revokedAt: new Date() });
      recordAudit(tx, actor, 'cambio_clave', 'tusuarios', user.id);
    });
  }

  /**
   * An administrator sets another user's password (no current password): every session of that
   * user is closed and the change is audited. The caller has checked who may reset whose.
   */
  async resetPassword(em: EntityManager, actor: AuthUser, targetId: number, input: Pick<ChangePasswordInput, 'newPassword' | 'confirmation'>): Promise<void> {
    if (!input.newPassword) throw AppError.input('newPassword', AUTH_MSG.newRequired);
    if (!input.confirmation) throw AppError.input('confirmation', AUTH_MSG.confirmationRequired);
    if (input.newPassword.length < 8) throw AppError.input('newPassword', AUTH_MSG.tooShort);
    if (input.newPassword !== input.confirmation) throw AppError.input('confirmation', AUTH_MSG.mismatch);
    const hash = await hashPassword(input.newPassword);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: targetId }, { passwordHash: hash, passwordChangedAt: new Date() });
      await tx.nativeUpdate(Session, { userId: targetId, revokedAt: null }, { revokedAt: new Date() });
      recordAudit(tx, actor, 'cambio_clave', 'tusuarios', targetId, `restablecida por ${actor.login}`);
    });
  }

  /** The signed-in user as GraphQL shows it; profile, menus and permisos resolve on request. */
  currentUser(user: AuthUser): CurrentUser {
    return Object.assign(new CurrentUser(), {
      id: user.id,
      login: user.login,
      name: user.name,
      email: user.email,
      hierarchy: hierarchyOf(user.hierarchy),
      isSupport: user.isSupport,
      homeUri: HOME_URI,
      auth: user,
    });
  }

  /** Name of the user's profile, if any. */
  async profileName(em: EntityManager, user: AuthUser): Promise<string | null> {
    const profile = user.profileId ? await em.findOne(User, { id: user.profileId }) : null;
    return profile?.name ?? null;
  }

  /** Resource → level for the user; loaded once per CurrentUser however many fields need it. */
  grants(em: EntityManager, me: CurrentUser): Promise<Map<string, number>> {
    me.grants ??= loadGrants(em, me.auth);
    return me.grants;
  }

  /** The menus the granted screens reach, with the principal menus above them, in order. */
  async menus(em: EntityManager, grants: Map<string, number>): Promise<MenuItem[]> {
    const all = await em.find(MenuItem, {}, { orderBy: { order: 'asc' } });
    const allowedLeaves = all.filter((m) => m.resource && (grants.get(m.resource) ?? 0) > 0);
    const parentIds = new Set(allowedLeaves.map((m) => m.parentId));
    return all.filter((m) => allowedLeaves.includes(m) || parentIds.has(m.id));
  }

  /** The permisos object of every granted screen. */
  permissions(grants: Map<string, number>): ScreenPermission[] {
    return [...grants.entries()].map(([resource, level]) => {
      const p = permisosForLevel(level);
      return { resource, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar };
    });
  }

  private expiry(from: Date): Date {
    return new Date(from.getTime() + this.idleMinutes * 60_000);
  }
}

function toAuthUser(user: User, sessionId: string): AuthUser {
  return {
    id: user.id,
    login: user.login,
    name: user.name,
    email: user.email ?? null,
    hierarchy: user.hierarchy,
    isSupport: user.support === 1,
    profileId: user.profileId ?? null,
    sessionId,
  };
}
