import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { liveEvents } from '../../events/live.js';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import type { UnreadCountPayload } from '../../graphql/pubsub.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { inboxItem, listInbox, receivedBy, setInboxState, unreadCount } from './inbox.service.js';
import { DESKTOP_CLOSE_MS, NOTIF_MSG, NOTIF_SUBJECT, RESOURCE, SMS_LIMIT } from './messages.js';
import { InboxState, NotificationChannel, RecipientKind } from './notification-enums.js';
import { februaryDays } from './plan.service.js';
import { companyChoices, notSendableReason, searchRecipients } from './recipients.service.js';
import { reportFunctions } from './report-attachments.js';
import { sendNotification } from './send.service.js';
import {
  InboxNotification,
  InboxPage,
  InboxStateResult,
  NotificationCompany,
  NotificationParams,
  NotificationRecipient,
  NotificationSendInput,
  NotificationSendResult,
  ReceivedNotification,
  UnreadCountEvent,
} from './notification.types.js';

@Resolver()
export class NotificationResolver {
  @Query(() => NotificationParams, {
    description: 'Parámetros del asistente y de las planificaciones: funciones de reporte, días de febrero, asunto y límites',
  })
  async notificationParams(@Ctx() ctx: AppContext): Promise<NotificationParams> {
    await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
    return {
      functions: await reportFunctions(ctx.em),
      februaryDays: februaryDays(),
      subject: NOTIF_SUBJECT,
      smsLimit: SMS_LIMIT,
      desktopCloseMs: DESKTOP_CLOSE_MS,
    };
  }

  @Query(() => [NotificationCompany], { description: 'Empresas a las que se puede enviar (not_empresa)' })
  async notificationCompanies(@Ctx() ctx: AppContext): Promise<NotificationCompany[]> {
    await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
    return companyChoices(ctx.em);
  }

  @Query(() => [NotificationRecipient], {
    description:
      'Paso 2: referentes de una empresa que coinciden con un criterio (obligatorio) o usuarios del sistema (sin criterio); cada uno dice si se le puede enviar por el canal',
  })
  async notificationRecipients(
    @Arg('kind', () => RecipientKind, { description: 'REFERENTES o USERS' }) kind: RecipientKind,
    @Arg('channel', () => NotificationChannel, { description: 'Canal del envío: decide quién se puede enviar' }) channel: NotificationChannel,
    @Arg('companyId', () => Int, { nullable: true, description: 'Empresa de los referentes (empresa)' }) companyId: number | null,
    @Arg('criterion', () => String, { nullable: true, description: 'Texto a buscar (criterio)' }) criterion: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationRecipient[]> {
    await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
    const found = await searchRecipients(ctx, kind, companyId, criterion);
    return found.map((r) => ({ ...r, notSendableReason: notSendableReason(r, channel) }));
  }

  @Mutation(() => NotificationSendResult, {
    description:
      "Envía una notificación ahora por correo (asunto 'Notificación ISYPLUS', con los reportes adjuntos en PDF y hoja de cálculo), SMS o al sistema. Exige crear sobre 'notificaciones.envio'",
  })
  sendNotification(
    @Arg('input', () => NotificationSendInput, { description: 'Canal, mensaje y destinatarios' }) input: NotificationSendInput,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationSendResult> {
    return sendNotification(ctx, input);
  }

  @Query(() => InboxPage, { description: "Bandeja 'Notificaciones' del usuario: sin leer primero, luego las más nuevas; con estado, solo ese" })
  myNotifications(
    @Arg('state', () => InboxState, { nullable: true, description: 'Estado a mostrar; sin él, nuevas y leídas' }) state: InboxState | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página desde 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Notificaciones por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<InboxPage> {
    const paging = checkPage(page, pageSize);
    return listInbox(ctx, state, paging.page, paging.pageSize);
  }

  @Query(() => InboxNotification, { nullable: true, description: 'Una notificación de la bandeja del usuario; null si no es suya' })
  myNotification(
    @Arg('id', () => Int, { description: 'Código de la notificación (not_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<InboxNotification | null> {
    return inboxItem(ctx, id);
  }

  @Query(() => Int, { description: 'Notificaciones sin leer del usuario (el contador del encabezado)' })
  unreadNotifications(@Ctx() ctx: AppContext): Promise<number> {
    return unreadCount(ctx.em, ctx.user!.id);
  }

  @Mutation(() => InboxStateResult, {
    description: 'Guarda el estado de una notificación de la bandeja (revisado): READ al abrirla, DELETED desde la revisión; el contador se actualiza en vivo',
  })
  setNotificationState(
    @Arg('id', () => Int, { description: 'Código de la notificación (not_codigo)' }) id: number,
    @Arg('state', () => InboxState, { description: 'Nuevo estado' }) state: InboxState,
    @Ctx() ctx: AppContext,
  ): Promise<InboxStateResult> {
    return setInboxState(ctx, id, state).then((r) => ({ notification: r.item, unread: r.unread }));
  }

  @Query(() => [ReceivedNotification], { description: "Notificaciones que recibió un usuario (rpt_notif_user); exige ver sobre 'notificaciones.envio'" })
  async notificationsReceived(
    @Arg('userId', () => Int, { description: 'Usuario que las recibió (usr_codigo)' }) userId: number,
    @Arg('from', () => LocalDateScalar, { nullable: true, description: 'Desde (hora de Ecuador)' }) from: string | null,
    @Arg('to', () => LocalDateScalar, { nullable: true, description: 'Hasta (hora de Ecuador)' }) to: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReceivedNotification[]> {
    await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
    if (from && to && from > to) throw AppError.input('desde', NOTIF_MSG.rangeInvalid);
    return receivedBy(ctx.em, userId, from, to);
  }

  @Subscription(() => UnreadCountEvent, {
    description: 'El contador de notificaciones sin leer del usuario, en vivo (entre instancias de la API); cada notificación que llega trae su texto',
    subscribe: async ({ context, args }) => {
      const ctx = context as AppContext;
      if (!ctx.user) throw AppError.unauthenticated();
      return liveEvents<UnreadCountPayload>(ctx.services, 'UNREAD_COUNT', String(ctx.user.id), (args as { afterEventId?: string | null }).afterEventId);
    },
  })
  unreadNotificationsChanged(
    @Root() payload: UnreadCountPayload,
    @Arg('afterEventId', () => ID, { nullable: true, description: 'Entrega primero los cambios perdidos después de este evento' })
    _afterEventId?: string | null,
  ): UnreadCountEvent {
    return { eventId: payload.eventId ?? null, unread: payload.unread, notificationId: payload.notificationId, text: payload.text, at: new Date(payload.at) };
  }
}
