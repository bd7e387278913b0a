import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { liveEvents } from '../../events/live.js';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import type { SupportEventPayload } from '../../graphql/pubsub.js';
import { AppError } from '../../shared/app-error.js';
import { SupportState } from './support-enums.js';
import { deliversTo } from './support-events.js';
import { defaultListState, listSupportRequests, reviewSupportRequest, signedIn, supportAdmins } from './support-read.service.js';
import { sendTechnicalMessage } from './support-technical.service.js';
import { changeSupportState, sendSupportRequest } from './support-write.service.js';
import {
  SupportEvent,
  SupportRequestFilter,
  SupportRequestInput,
  SupportRequestOrder,
  SupportRequestPage,
  SupportReview,
  SupportSendResult,
  SupportStateResult,
  SupportTechnicalInput,
  SupportTechnicalResult,
  SupportUser,
} from './support.types.js';

/** Only the events meant for this user (and, when asked, of one request). */
async function* forUser(
  events: AsyncGenerator<SupportEventPayload>,
  user: { id: number; isSupport: boolean },
  requestId: number | null,
): AsyncGenerator<SupportEventPayload> {
  try {
    for await (const event of events) if (deliversTo(event, user) && (requestId === null || event.requestId === requestId)) yield event;
  } finally {
    await events.return(undefined);
  }
}

@Resolver()
export class SupportResolver {
  @Query(() => SupportRequestPage, {
    description: "Listas de /soporte: recibidas ('Solicitudes') o enviadas ('Enviadas'); cada usuario ve solo las suyas, el rol de soporte todas",
  })
  supportRequests(
    @Arg('filter', () => SupportRequestFilter, { nullable: true, description: 'Lista, estado y texto; sin él, todas las enviadas' })
    filter: SupportRequestFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Solicitudes por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Arg('orderBy', () => SupportRequestOrder, { nullable: true, description: 'Orden de la lista; por omisión la más reciente primero' })
    orderBy: SupportRequestOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<SupportRequestPage> {
    const paging = checkPage(page, pageSize);
    return listSupportRequests(ctx, filter, paging.page, paging.pageSize, orderBy);
  }

  @Query(() => SupportState, {
    description: 'Estado con el que abre el filtro de /soporte: Soporte Isyplus (3) para un usuario de soporte (usr_soporte 1), si no Soporte Técnico (5)',
  })
  supportDefaultState(@Ctx() ctx: AppContext): SupportState {
    return defaultListState(signedIn(ctx));
  }

  @Query(() => SupportReview, {
    description: "'Revisar solicitud de colaboración'; se niega (FORBIDDEN) si la solicitud no es del usuario ni va dirigida a él",
  })
  supportRequest(@Arg('id', () => Int, { description: 'Código de la solicitud (not_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<SupportReview> {
    return reviewSupportRequest(ctx, id);
  }

  @Query(() => [SupportUser], { description: 'Administradores a los que se puede dirigir una solicitud (el diálogo ofrece además 0 = a todos)' })
  supportAdmins(@Ctx() ctx: AppContext): Promise<SupportUser[]> {
    return supportAdmins(ctx);
  }

  @Mutation(() => SupportSendResult, {
    description:
      "Envía una solicitud de soporte o una respuesta; se niega con 'Ingrese por favor alguna indicación que ayude a resolver su solicitud.' si el mensaje queda vacío",
  })
  sendSupportRequest(
    @Arg('input', () => SupportRequestInput, { description: 'Mensaje, destinatario, captura, error y, en una respuesta, la solicitud y el estado' })
    input: SupportRequestInput,
    @Ctx() ctx: AppContext,
  ): Promise<SupportSendResult> {
    return sendSupportRequest(ctx, input);
  }

  @Mutation(() => SupportStateResult, {
    description: 'Cambia el estado de una solicitud con el selector (cambia_estado_soporte); queda en el historial con quién y cuándo',
  })
  changeSupportState(
    @Arg('id', () => Int, { description: 'Código de la solicitud (not_codigo)' }) id: number,
    @Arg('state', () => SupportState, { description: 'Estado nuevo: En análisis, Soporte Isyplus, Resueltas o Soporte Técnico' }) state: SupportState,
    @Ctx() ctx: AppContext,
  ): Promise<SupportStateResult> {
    return changeSupportState(ctx, id, state);
  }

  @Mutation(() => SupportTechnicalResult, {
    description: 'Envía un mensaje del hilo de soporte técnico (send_soporte_tecnico); deja la solicitud en Soporte Técnico (5) y puede avisar por correo',
  })
  sendSupportTechnicalMessage(
    @Arg('input', () => SupportTechnicalInput, { description: 'Solicitud, destinatario, mensaje y aviso por correo' }) input: SupportTechnicalInput,
    @Ctx() ctx: AppContext,
  ): Promise<SupportTechnicalResult> {
    return sendTechnicalMessage(ctx, input);
  }

  @Subscription(() => SupportEvent, {
    description:
      'Eventos del flujo de soporte en vivo, solo los dirigidos al usuario de la sesión: solicitudes nuevas, respuestas, mensajes de soporte técnico y cambios de estado',
    subscribe: async ({ context, args }) => {
      const ctx = context as AppContext;
      if (!ctx.user) throw AppError.unauthenticated();
      const { afterEventId, requestId } = args as { afterEventId?: string | null; requestId?: number | null };
      const events = await liveEvents<SupportEventPayload>(ctx.services, 'SUPPORT_EVENT', null, afterEventId);
      return forUser(events, { id: ctx.user.id, isSupport: ctx.user.isSupport }, requestId ?? null);
    },
  })
  supportEvents(
    @Root() payload: SupportEventPayload,
    @Ctx() ctx: AppContext,
    @Arg('afterEventId', () => ID, { nullable: true, description: 'Entrega primero los eventos perdidos después de este (hasta 500, de la última hora)' })
    _afterEventId?: string | null,
    @Arg('requestId', () => Int, { nullable: true, description: 'Solo los eventos de esta solicitud (not_codigo)' }) _requestId?: number | null,
  ): SupportEvent {
    return {
      eventId: payload.eventId ?? null,
      kind: payload.kind as SupportEvent['kind'],
      requestId: payload.requestId,
      userName: payload.userName,
      senderId: payload.senderId,
      userId: ctx.user?.id ?? 0,
      message: payload.message,
      state: payload.state as SupportState,
      at: new Date(payload.at),
    };
  }
}
