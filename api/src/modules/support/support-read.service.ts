import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { orderSql } from '../../graphql/ordering.js';
import { fileUrl } from '../../files/files.service.js';
import { AppError } from '../../shared/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SUPPORT_MSG, SUPPORT_STATE_LABEL } from './messages.js';
import { SupportAction, SupportBox, SupportOrderField, SupportState } from './support-enums.js';
import { ADMINS_SQL, participants, REQUEST_COLUMNS, REQUEST_JOINS, run, visibleSql, type RequestRow } from './support-sql.js';
import { pagedRows } from '../../graphql/paging.js';
import type {
  SupportHistoryEntry,
  SupportRequest,
  SupportRequestFilter,
  SupportRequestOrder,
  SupportRequestPage,
  SupportReview,
  SupportTechnicalMessage,
  SupportUser,
} from './support.types.js';

export function signedIn(ctx: AppContext): AuthUser {
  if (!ctx.user) throw AppError.unauthenticated();
  return ctx.user;
}

export function toRequest(row: RequestRow): SupportRequest {
  const state = (row.not_soporte_estado ?? 0) as SupportState;
  return {
    id: Number(row.not_codigo),
    state,
    stateLabel: SUPPORT_STATE_LABEL[state] ?? String(state),
    message: row.not_mensaje,
    sentAt: new Date(row.not_fenvio),
    senderId: Number(row.not_remite),
    senderName: row.nom_user ?? '',
    addressedTo: Number(row.not_destino),
    addressedName: row.destino_nombre,
    errorMessage: row.not_msg_error,
    screenshotId: row.arc_codigo === null ? null : Number(row.arc_codigo),
    screenshotUrl: row.arc_codigo === null ? null : fileUrl(Number(row.arc_codigo)),
    companyId: row.emp_codigo === null ? null : Number(row.emp_codigo),
    replyTo: row.not_respuesta === null ? null : Number(row.not_respuesta),
  };
}

/** The state the /soporte list starts filtered by: 3 for a support-side user (usr_soporte 1), else 5. */
export function defaultListState(user: Pick<AuthUser, 'isSupport'>): SupportState {
  return user.isSupport ? SupportState.ISYPLUS : SupportState.TECHNICAL;
}

/** A request (not a reply) the user may see; NOT_FOUND when it does not exist, FORBIDDEN when it is someone else's. */
export async function visibleRequest(em: EntityManager, user: AuthUser, id: number): Promise<RequestRow> {
  const visible = visibleSql(user);
  const [row] = await run<RequestRow & { visible: boolean }>(
    em,
    `select ${REQUEST_COLUMNS}, ${visible.sql} as visible from tnotificacion n ${REQUEST_JOINS} where n.not_codigo = ? and n.not_tipo = 1 and n.not_respuesta is null`,
    [...visible.params, id],
  );
  if (!row) throw AppError.notFound(SUPPORT_MSG.notFound);
  if (!row.visible) throw AppError.forbidden(SUPPORT_MSG.notVisible);
  return row;
}

const ORDER_COLUMNS: Record<SupportOrderField, string> = {
  [SupportOrderField.SENT_AT]: 'n.not_fenvio',
  [SupportOrderField.STATE]: 'n.not_soporte_estado',
  [SupportOrderField.SENDER]: 'r.usr_nombre',
};

/** The /soporte lists: received ('Solicitudes') or sent ('Enviadas'), by state, newest first by default. */
export async function listSupportRequests(
  ctx: AppContext,
  filter: SupportRequestFilter | null,
  page: number,
  pageSize: number,
  order: SupportRequestOrder | null,
): Promise<SupportRequestPage> {
  const user = signedIn(ctx);
  const where: string[] = ['n.not_tipo = 1', 'n.not_respuesta is null'];
  const params: unknown[] = [];
  if ((filter?.box ?? SupportBox.SENT) === SupportBox.SENT) {
    where.push('n.not_remite = ?');
    params.push(user.id);
  } else {
    const visible = visibleSql(user);
    where.push('n.not_remite <> ?', visible.sql);
    params.push(user.id, ...visible.params);
  }
  if (filter?.state !== null && filter?.state !== undefined) {
    where.push('coalesce(n.not_soporte_estado, 0) = ?');
    params.push(filter.state);
  }
  const search = filter?.search?.trim();
  if (search) {
    where.push(`(n.not_mensaje ilike ? or r.usr_nombre ilike ?)`);
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(like, like);
  }
  const orderBy = order ? orderSql(order, ORDER_COLUMNS, SupportOrderField.SENT_AT, 'n.not_codigo') : 'n.not_fenvio desc, n.not_codigo desc';
  return pagedRows(
    ctx.em,
    { page, pageSize },
    {
      rowsSql: `select ${REQUEST_COLUMNS}, count(*) over ()::int as total from tnotificacion n ${REQUEST_JOINS}
      where ${where.join(' and ')} order by ${orderBy}`,
      countSql: `select count(*)::int as n from tnotificacion n ${REQUEST_JOINS} where ${where.join(' and ')}`,
      params,
      windowTotal: true,
    },
    toRequest,
  );
}

/** The administrators of the dialog's picker (0 = all of them is the screen's own option). */
export async function supportAdmins(ctx: AppContext): Promise<SupportUser[]> {
  signedIn(ctx);
  return (await run<SupportUser>(ctx.em, ADMINS_SQL)).map((u) => ({ ...u, id: Number(u.id) }));
}

export async function technicalMessages(em: EntityManager, requestId: number): Promise<SupportTechnicalMessage[]> {
  const rows = await run<{
    sme_codigo: number;
    sme_remite: number;
    remite: string;
    sme_destino: number;
    destino: string;
    sme_fecha: Date | string;
    sme_mensaje: string;
    sme_modulos: string | null;
    sme_email: boolean;
  }>(
    em,
    `select m.sme_codigo, m.sme_remite, a.usr_nombre as remite, m.sme_destino, b.usr_nombre as destino, m.sme_fecha, m.sme_mensaje, m.sme_modulos, m.sme_email
       from tsoporte_mensaje m join tusuarios a on a.usr_codigo = m.sme_remite join tusuarios b on b.usr_codigo = m.sme_destino
      where m.not_codigo = ? order by m.sme_codigo`,
    [requestId],
  );
  return rows.map((r) => ({
    id: Number(r.sme_codigo),
    fromId: Number(r.sme_remite),
    fromName: r.remite,
    toId: Number(r.sme_destino),
    toName: r.destino,
    sentAt: new Date(r.sme_fecha),
    message: r.sme_mensaje,
    modules: r.sme_modulos,
    emailed: r.sme_email,
  }));
}

async function history(em: EntityManager, requestId: number): Promise<SupportHistoryEntry[]> {
  const rows = await run<{
    sho_codigo: number;
    sho_accion: SupportAction;
    usr_codigo: number;
    usr_nombre: string;
    sho_fecha: Date | string;
    sho_estado_anterior: number | null;
    sho_estado: number | null;
    sho_detalle: string | null;
  }>(
    em,
    `select h.sho_codigo, h.sho_accion, h.usr_codigo, u.usr_nombre, h.sho_fecha, h.sho_estado_anterior, h.sho_estado, h.sho_detalle
       from tsoporte_historial h join tusuarios u on u.usr_codigo = h.usr_codigo where h.not_codigo = ? order by h.sho_codigo`,
    [requestId],
  );
  return rows.map((r) => ({
    id: Number(r.sho_codigo),
    action: r.sho_accion,
    actorId: Number(r.usr_codigo),
    actorName: r.usr_nombre,
    at: new Date(r.sho_fecha),
    fromState: r.sho_estado_anterior,
    toState: r.sho_estado,
    detail: r.sho_detalle,
  }));
}

/** 'Revisar solicitud de colaboración': refused (FORBIDDEN) for a request the user may not see. */
export async function reviewSupportRequest(ctx: AppContext, id: number): Promise<SupportReview> {
  const user = signedIn(ctx);
  const row = await visibleRequest(ctx.em, user, id);
  const replies = await run<RequestRow>(
    ctx.em,
    `select ${REQUEST_COLUMNS} from tnotificacion n ${REQUEST_JOINS} where n.not_respuesta = ? order by n.not_codigo`,
    [id],
  );
  const users = await participants(ctx.em, id);
  const notify = users.length
    ? await run<SupportUser>(
        ctx.em,
        `select usr_codigo as id, usr_nombre as name, usr_email as email, usr_soporte = 1 as support from tusuarios where usr_codigo in (${users.map(() => '?').join(', ')}) order by usr_nombre`,
        users,
      )
    : [];
  return {
    request: toRequest(row),
    replies: replies.map(toRequest),
    technicalMessages: await technicalMessages(ctx.em, id),
    usersToNotify: notify.map((u) => ({ ...u, id: Number(u.id) })),
    history: await history(ctx.em, id),
  };
}
