import { legacyWrapper } from '../../rest/legacy-fields.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { checkPage } from '../../graphql/paging.js';
import { SupportBox } from './support-enums.js';
import { defaultListState, listSupportRequests, reviewSupportRequest, signedIn } from './support-read.service.js';
import { sendTechnicalMessage } from './support-technical.service.js';
import { changeSupportState, sendSupportRequest } from './support-write.service.js';
import type { SupportRequest, SupportTechnicalMessage } from './support.types.js';
import { flag, integerParam, objectParam, optionalText, truncatedInteger } from '../../rest/params.js';

const PATH = '/notificaciones/datos/:id';
/** GraphQL field names of refusals -> the legacy names of the bodies. */
const fields = legacyWrapper({
  message: 'not_mensaje',
  addressedTo: 'num_user',
  replyTo: 'not_respuesta',
  state: 'not_soporte_estado',
  screenshotId: 'not_archivo_adjunto',
  to: 'usuario',
  requestId: 'not_codigo',
  companyId: 'emp_codigo',
  page: 'pagina',
  pageSize: 'tamano',
});

const codeOf = ({ params, query, body }: RestRequest) =>
  truncatedInteger(params.id) || truncatedInteger(query.codigo) || truncatedInteger(body.not_codigo) || 0;

/** A request or reply with the legacy names (spec 002 §3 'Support request', 'Notification'). */
export function toLegacyRequest(r: SupportRequest) {
  return {
    not_codigo: r.id,
    not_tipo: 1,
    not_soporte_estado: r.state,
    not_mensaje: r.message,
    not_fenvio: r.sentAt.toISOString(),
    not_remite: r.senderId,
    nom_user: r.senderName,
    not_cla_nombre: r.senderName,
    not_destino: r.addressedTo,
    cla_nombre: r.addressedName ?? '',
    not_image: r.screenshotUrl ?? '',
    arc_codigo: r.screenshotId,
    not_msg_error: r.errorMessage ?? '',
    not_respuesta: r.replyTo,
    emp_codigo: r.companyId,
  };
}

const toLegacyMessage = (m: SupportTechnicalMessage) => ({
  remite: m.fromName,
  destino: m.toName,
  fecha: m.sentAt.toISOString(),
  mensaje: m.message,
  usr_remite: m.fromId,
  usr_destino: m.toId,
  modulos: m.modules ?? '',
});

/**
 * The support opc values of /rest/notificaciones/datos/{codigo} (spec 002 §7): the same services
 * as the GraphQL fields, answering with the legacy names.
 */
export const supportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: PATH,
    action: 'soporte_entrante',
    handler: (req) =>
      fields(async () => {
        const review = await reviewSupportRequest(req.ctx, codeOf(req));
        return { solicitud: toLegacyRequest(review.request), notificaciones: review.replies.map(toLegacyRequest) };
      }),
  },
  {
    method: 'GET',
    path: PATH,
    action: 'soporte_recib',
    handler: (req) =>
      fields(async () => {
        const user = signedIn(req.ctx);
        const tipo = truncatedInteger(req.query.tipo) ?? truncatedInteger(req.params.id);
        const estado =
          req.query.estado === 'todos'
            ? null
            : (truncatedInteger(req.query.estado) ?? truncatedInteger(req.query.not_soporte_estado) ?? defaultListState(user));
        const paging = checkPage(integerParam(req.query.pagina, 'pagina'), integerParam(req.query.tamano, 'tamano'));
        const page = await listSupportRequests(
          req.ctx,
          { box: tipo === 1 ? SupportBox.RECEIVED : SupportBox.SENT, state: estado },
          paging.page,
          paging.pageSize,
          null,
        );
        return { solicitudes: page.items.map(toLegacyRequest), total: page.totalCount, estado_filtro: estado, usr_soporte: user.isSupport ? 1 : 0 };
      }),
  },
  {
    method: 'GET',
    path: PATH,
    action: 'ver_soporte',
    handler: (req) =>
      fields(async () => {
        const review = await reviewSupportRequest(req.ctx, codeOf(req));
        return {
          soporte: toLegacyRequest(review.request),
          respuestas: review.replies.map((r) => ({ ...toLegacyRequest(r), res_select: false })),
          usuarios: review.usersToNotify.map((u) => ({ usr_codigo: u.id, usr_nombre: u.name, usr_email: u.email ?? '' })),
          lista_soporte: review.technicalMessages.map(toLegacyMessage),
          historial: review.history.map((h) => ({
            accion: h.action,
            usr_codigo: h.actorId,
            usr_nombre: h.actorName,
            fecha: h.at.toISOString(),
            estado_anterior: h.fromState,
            estado: h.toState,
            detalle: h.detail ?? '',
          })),
        };
      }),
  },
  {
    method: 'POST',
    path: PATH,
    action: 'soporte',
    handler: (req) => fields(async () => saveFromBody(req)),
  },
  {
    method: 'POST',
    path: PATH,
    action: 'responde_soporte',
    handler: (req) => fields(async () => saveFromBody(req)),
  },
  {
    method: 'POST',
    path: PATH,
    action: 'send_soporte_tecnico',
    handler: (req) =>
      fields(async () => {
        const b = req.body;
        const done = await sendTechnicalMessage(req.ctx, {
          requestId: truncatedInteger(b.not_codigo) ?? codeOf(req),
          message: optionalText(b.mensaje) ?? '',
          to: truncatedInteger(b.usuario) ?? 0,
          modules: Array.isArray(b.modulos) ? b.modulos.map(String).join(', ') : optionalText(b.modulos),
          notifyByEmail: flag(b.notif_email),
        });
        return { msg: done.message, lista_soporte: done.technicalMessages.map(toLegacyMessage), remite: done.sender, correo_en_cola: done.emailQueued };
      }),
  },
  {
    method: 'PUT',
    path: PATH,
    action: 'cambia_estado_soporte',
    handler: (req) =>
      fields(async () => {
        const soporte = { ...req.body, ...objectParam(req.body.soporte) };
        const done = await changeSupportState(req.ctx, truncatedInteger(soporte.not_codigo) ?? codeOf(req), truncatedInteger(soporte.not_soporte_estado) ?? -1);
        return { msg: done.message, soporte: toLegacyRequest(done.request) };
      }),
  },
];

/** The dialog's 'Support notification' body (spec 002 §3): a new request, or a reply when not_respuesta is set. */
async function saveFromBody(req: RestRequest) {
  const b = { ...req.body, ...objectParam(req.body.notificacion) };
  const done = await sendSupportRequest(req.ctx, {
    message: optionalText(b.not_mensaje) ?? '',
    addressedTo: truncatedInteger(b.num_user ?? b.not_user) ?? 0,
    replyTo: truncatedInteger(b.not_respuesta),
    state: truncatedInteger(b.not_soporte_estado) || null,
    errorMessage: optionalText(b.not_msg_error),
    screenshotId: truncatedInteger(b.not_archivo_adjunto ?? b.arc_codigo),
    companyId: truncatedInteger(b.emp_codigo ?? b.not_empcod),
  });
  return { msg: done.message, notificacion: toLegacyRequest(done.request) };
}
