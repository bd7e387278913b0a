import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { recordEvent } from '../../events/outbox.js';
import { sanitizeHtml } from '../../html/sanitize.js';
import { AppError } from '../../shared/app-error.js';
import { InboxState, NotificationChannel } from './notification-enums.js';
import { NOTIF_MSG, PRODUCT_NAME } from './messages.js';
import { run } from '../../db/sql.js';
import { pagedRows } from '../../graphql/paging.js';
import type { UnreadCountBatch } from '../../graphql/pubsub.js';

/** Plain text of an HTML message (desktop notification body, lists). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export interface SystemNotification {
  userIds: readonly number[];
  /** HTML; sanitized here. */
  message: string;
  senderId?: number | null;
  planId?: number | null;
  companyId?: number | null;
  /** 0 system notification (default), 1 support request. */
  type?: 0 | 1;
}

/**
 * Delivers a notification to users' inboxes (state 0, unread) in the caller's transaction and
 * records the unread-counter event the header subscribes to, one naming every user: it reaches
 * every API instance once the transaction commits (the publisher polls every 300 ms; call
 * `services.outbox.nudge()` after the commit to publish at once). Returns the notification's code.
 */
export async function notifyUsers(em: EntityManager, n: SystemNotification): Promise<number> {
  const message = sanitizeHtml(n.message);
  const users = [...new Set(n.userIds)];
  const [row] = await run<{ not_codigo: number }>(
    em,
    `insert into tnotificacion (not_tipo, not_canal, not_mensaje, not_remite, emp_codigo, npl_codigo, not_destino)
     values (?, ?, ?, ?, ?, ?, ?) returning not_codigo`,
    [n.type ?? 0, NotificationChannel.SYSTEM, message, n.senderId ?? null, n.companyId ?? null, n.planId ?? null, users.length],
  );
  const id = row!.not_codigo;
  if (!users.length) return id;
  const text = plainText(message).slice(0, 300);
  // One statement for the inbox rows and one counter event naming every user with their count
  // (a fanned topic: one outbox row and one Redis message for 10,000 recipients). The users are
  // distinct and the notification is new, so no row can conflict; the counts are read in one
  // grouped pass before the insert is visible, hence the + 1.
  const list = `{${users.join(',')}}`;
  await run(
    em,
    `with ins as (insert into tnotificacion_usuario (not_codigo, usr_codigo) select ?, u from unnest(?::int[]) u)
     insert into tevento (topic, key, payload)
     select 'UNREAD_COUNT', null,
            jsonb_build_object('notificationId', ?::int, 'text', ?::text, 'at', ?::text,
              'byKey', jsonb_object_agg(u::text, jsonb_build_object('userId', u, 'unread', coalesce(c.n, 0) + 1)))
       from unnest(?::int[]) u
       left join (select usr_codigo, count(*)::int as n from tnotificacion_usuario
                   where usr_codigo = any(?::int[]) and not_estado = 0 group by usr_codigo) c on c.usr_codigo = u`,
    [id, list, id, text, new Date().toISOString(), list, list],
  );
  return id;
}

/** The counter event of one user (a notification read, deleted or marked unread again). */
const unreadEvent = (userId: number, unread: number): UnreadCountBatch => ({
  notificationId: null,
  text: null,
  at: new Date().toISOString(),
  byKey: { [userId]: { userId, unread } },
});

/** Unread notifications of a user (the header counter). */
export async function unreadCount(em: EntityManager, userId: number): Promise<number> {
  const [row] = await run<{ n: number }>(em, 'select count(*)::int as n from tnotificacion_usuario where usr_codigo = ? and not_estado = 0', [userId]);
  return row!.n;
}

export interface InboxItem {
  id: number;
  sentAt: Date;
  expiresAt: string | null;
  planTitle: string | null;
  message: string;
  state: InboxState;
  senderName: string;
  channel: NotificationChannel;
  readAt: Date | null;
}

const INBOX_SELECT = `select n.not_codigo, n.not_fenvio, n.not_fcaduca, p.npl_titulo, n.not_mensaje, nu.not_estado, coalesce(u.usr_nombre, '${PRODUCT_NAME}') as nom_user, n.not_canal, nu.not_leido
  from tnotificacion_usuario nu join tnotificacion n on n.not_codigo = nu.not_codigo
  left join tnotif_plan p on p.npl_codigo = n.npl_codigo left join tusuarios u on u.usr_codigo = n.not_remite`;

interface InboxRow {
  not_codigo: number;
  not_fenvio: Date;
  not_fcaduca: string | null;
  npl_titulo: string | null;
  not_mensaje: string;
  not_estado: number;
  nom_user: string;
  not_canal: number;
  not_leido: Date | null;
}

const toItem = (r: InboxRow): InboxItem => ({
  id: r.not_codigo,
  sentAt: new Date(r.not_fenvio),
  expiresAt: r.not_fcaduca ? String(r.not_fcaduca).slice(0, 10) : null,
  planTitle: r.npl_titulo,
  message: r.not_mensaje,
  state: r.not_estado as InboxState,
  senderName: r.nom_user,
  channel: r.not_canal as NotificationChannel,
  readAt: r.not_leido ? new Date(r.not_leido) : null,
});

/**
 * The signed-in user's inbox: system notifications (type 0), unread first then newest; with a
 * state, only that state; deleted ones only when asked for.
 */
export async function listInbox(
  ctx: AppContext,
  state: InboxState | null | undefined,
  page: number,
  pageSize: number,
): Promise<{ items: InboxItem[]; totalCount: number; unread: number }> {
  const user = ctx.user!;
  const where = `nu.usr_codigo = ? and n.not_tipo = 0 and ${state === null || state === undefined ? 'nu.not_estado in (0, 1)' : 'nu.not_estado = ?'}`;
  const params: unknown[] = state === null || state === undefined ? [user.id] : [user.id, state];
  const { items, totalCount } = await pagedRows(
    ctx.em,
    { page, pageSize },
    {
      rowsSql: `${INBOX_SELECT.replace('select ', 'select count(*) over ()::int as total, ')} where ${where} order by nu.not_estado, n.not_codigo desc`,
      countSql: `select count(*)::int as n from tnotificacion_usuario nu join tnotificacion n on n.not_codigo = nu.not_codigo where ${where}`,
      params,
      windowTotal: true,
    },
    toItem,
  );
  return { items, totalCount, unread: await unreadCount(ctx.em, user.id) };
}

/** One notification of the signed-in user's inbox; null when it is not theirs. */
export async function inboxItem(ctx: AppContext, id: number): Promise<InboxItem | null> {
  const [row] = await run<InboxRow>(ctx.em, `${INBOX_SELECT} where nu.usr_codigo = ? and nu.not_codigo = ?`, [ctx.user!.id, id]);
  return row ? toItem(row) : null;
}

/**
 * Sets the state of a notification in the user's inbox (1 read when opened, 2 deleted from the
 * review screen) and announces the new unread count to the user's sessions. Returns the item.
 */
export async function setInboxState(ctx: AppContext, id: number, state: InboxState): Promise<{ item: InboxItem; unread: number }> {
  const user = ctx.user!;
  if (state !== InboxState.READ && state !== InboxState.DELETED && state !== InboxState.UNREAD)
    throw AppError.input('not_estado', 'Estado de notificación no válido');
  const unread = await ctx.em.transactional(async (tx) => {
    const [changed] = await run<{ before: number }>(
      tx,
      `update tnotificacion_usuario nu set not_estado = ?, not_leido = case when ? > 0 then coalesce(nu.not_leido, now()) else null end
        from (select not_estado as before from tnotificacion_usuario where not_codigo = ? and usr_codigo = ? for update) old
       where nu.not_codigo = ? and nu.usr_codigo = ? returning old.before`,
      [state, state, id, user.id, id, user.id],
    );
    if (!changed) throw AppError.notFound(NOTIF_MSG.notificationNotFound(id));
    const count = await unreadCount(tx, user.id);
    if (changed.before !== state) await recordEvent(tx, 'UNREAD_COUNT', null, unreadEvent(user.id, count));
    return count;
  });
  ctx.services.outbox.nudge();
  return { item: (await inboxItem(ctx, id))!, unread };
}

export interface ReceivedRow {
  id: number;
  sentAt: Date;
  channel: NotificationChannel;
  message: string;
  state: InboxState;
  senderName: string;
  planTitle: string | null;
}

/** What one user received (rpt_notif_user): every system notification with its state, newest first. */
export async function receivedBy(em: EntityManager, userId: number, from: string | null, to: string | null): Promise<ReceivedRow[]> {
  const rows = await run<InboxRow>(
    em,
    `${INBOX_SELECT} where nu.usr_codigo = ? and n.not_tipo = 0
       and (?::date is null or n.not_fenvio >= (?::date)::timestamp at time zone 'America/Guayaquil')
       and (?::date is null or n.not_fenvio < ((?::date) + 1)::timestamp at time zone 'America/Guayaquil')
     order by n.not_codigo desc limit 5000`,
    [userId, from, from, to, to],
  );
  return rows.map((r) => ({
    id: r.not_codigo,
    sentAt: new Date(r.not_fenvio),
    channel: r.not_canal as NotificationChannel,
    message: r.not_mensaje,
    state: r.not_estado as InboxState,
    senderName: r.nom_user,
    planTitle: r.npl_titulo,
  }));
}
