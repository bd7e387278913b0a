import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { HIERARCHY, isSuperUser } from '../staff/staff-rules.js';
import { recordAudit } from '../system/audit.service.js';
import { User } from '../users/user.entity.js';
import { AUTH_MSG } from './messages.js';
import { Session } from './session.entity.js';
import { SessionOrderField, type OpenSession, type SessionOrder } from './sessions.types.js';
import { SortDirection } from '../../graphql/ordering.js';

/** The users screen: listing or closing another user's sessions asks what deactivating asks. */
const USERS_SCREEN = 'usuarios';
const AUDIT_ENTITY = 'tusuarios';
const SESSION_ID = /^[0-9a-f]{64}$/;

const live = () => ({ revokedAt: null, expiresAt: { $gt: new Date() } });

const ORDER_PROPERTY: Record<SessionOrderField, 'lastSeenAt' | 'createdAt'> = { LAST_SEEN_AT: 'lastSeenAt', CREATED_AT: 'createdAt' };

/** The chosen order with the id as tie-breaker; without one, most recently used first. */
function sessionOrder(order: SessionOrder | null): Record<string, 'asc' | 'desc'> {
  if (!order) return { lastSeenAt: 'desc', createdAt: 'desc', id: 'desc' };
  const direction = order.direction === SortDirection.DESC ? 'desc' : 'asc';
  return { [ORDER_PROPERTY[order.field]]: direction, id: direction };
}

/**
 * The live sessions (not closed, not expired) of the signed-in user, or of another user for
 * someone allowed to deactivate users; most recently used first.
 */
export async function listSessions(ctx: AppContext, userId: number | null, order: SessionOrder | null = null): Promise<OpenSession[]> {
  const actor = ctx.user!;
  const target = userId ?? actor.id;
  if (target !== actor.id) await requirePermission(ctx.em, actor, USERS_SCREEN, 'eliminar');
  const sessions = await ctx.em.find(Session, { userId: target, ...live() }, { orderBy: sessionOrder(order) });
  return sessions.map((s) => ({
    id: s.id,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    ip: s.ip ?? null,
    userAgent: s.userAgent ?? null,
    current: s.id === actor.sessionId,
  }));
}

/**
 * Closes one session: one's own, or another user's by someone allowed to deactivate users (an
 * administrator's only by a super user). Audited on the session's user.
 */
export async function revokeSession(ctx: AppContext, id: string): Promise<string> {
  const actor = ctx.user!;
  const session = SESSION_ID.test(id) ? await ctx.em.findOne(Session, { id, ...live() }) : null;
  if (!session) throw AppError.notFound(AUTH_MSG.sessionNotFound);
  if (session.userId !== actor.id) {
    await requirePermission(ctx.em, actor, USERS_SCREEN, 'eliminar');
    const owner = await ctx.em.findOneOrFail(User, { id: session.userId });
    if (owner.hierarchy >= HIERARCHY.admin && !isSuperUser(actor)) throw AppError.forbidden(AUTH_MSG.onlySuperUserAdminSessions);
  }
  await ctx.em.transactional(async (tx) => {
    await tx.nativeUpdate(Session, { id, revokedAt: null }, { revokedAt: new Date() });
    const by = session.userId === actor.id ? '' : `; cerrada por ${actor.login}`;
    recordAudit(tx, actor, 'cerrar_sesion', AUDIT_ENTITY, session.userId, `${session.ip ?? 'sin dirección'}${by}`);
  });
  return AUTH_MSG.sessionClosed;
}

/** Closes every session of the signed-in user but this one; audited with the count. */
export async function revokeOtherSessions(ctx: AppContext): Promise<string> {
  const actor = ctx.user!;
  const closed = await ctx.em.transactional(async (tx) => {
    const count = await tx.nativeUpdate(Session, { userId: actor.id, id: { $ne: actor.sessionId }, revokedAt: null }, { revokedAt: new Date() });
    recordAudit(tx, actor, 'cerrar_sesiones', AUDIT_ENTITY, actor.id, AUTH_MSG.othersClosed(count));
    return count;
  });
  return AUTH_MSG.othersClosed(closed);
}
