import { legacyWrapper, withLegacyFields } from '../../rest/legacy-fields.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { listInbox, receivedBy, setInboxState, type InboxItem } from './inbox.service.js';
import { DESKTOP_CLOSE_MS, NOTIF_MSG, NOTIF_SUBJECT, RESOURCE, SMS_LIMIT } from './messages.js';
import { InboxState, NotificationChannel, PlanFrequency, RecipientKind } from './notification-enums.js';
import { cancelPlan, februaryDays, listPlans, savePlan, type Plan } from './plan.service.js';
import { notSendableReason, type Recipient, type RecipientRef } from './recipients.service.js';
import { sendNotification } from './send.service.js';
import { sendableCompanies, sendableReferentes, sendableUsers, sendFormData } from './send-form.service.js';
import { flag, isoDay, objectParam, text, truncatedId, truncatedInteger } from '../../rest/params.js';

/** GraphQL field names of refusals -> the legacy names of the body. */
const legacy = legacyWrapper({
  channel: 'enviar_por',
  message: 'mensaje',
  recipients: 'usuarios',
  companyIds: 'empresas',
  functionIds: 'funciones',
  title: 'npl_titulo',
});

const ints = (v: unknown): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
    .map((x) =>
      typeof x === 'object' && x
        ? ((x as Record<string, unknown>).tfn_codigo ?? (x as Record<string, unknown>).emp_codigo ?? (x as Record<string, unknown>).id)
        : x,
    )
    .map(truncatedInteger)
    .filter((n): n is number => n !== null);

const recipientRow = (r: Recipient, channel: NotificationChannel | null) => ({
  emp_codigo: r.companyId,
  emp_coding: r.companyCode,
  emp_razons: r.companyName,
  clp_codigo: r.referenteId ?? r.userId,
  usr_codigo: r.userId,
  clp_nombre: r.name,
  clp_cedruc: r.idNumber,
  clp_email: r.email,
  clp_movil: r.mobile,
  perfil: r.profile,
  ref_select: false,
  ...(channel ? { no_enviable: notSendableReason(r, channel) } : {}),
});

const inboxRow = (n: InboxItem) => ({
  not_codigo: n.id,
  not_fenvio: n.sentAt.toISOString(),
  not_fcaduca: n.expiresAt,
  npl_titulo: n.planTitle,
  not_mensaje: n.message,
  not_estado: n.state,
  nom_user: n.senderName,
});

const planRow = (p: Plan) => ({
  npl_codigo: p.id,
  npl_titulo: p.title,
  npl_mensaje: p.message,
  npl_frecuencia: p.frequency,
  npl_fcaduca: p.expiresOn,
  npl_opc_envio: p.channel,
  npl_envia_a: p.kind,
  npl_msjadjunto: p.functionIds.join(','),
  npl_estado: p.state,
  frecuencia: p.frequencyLabel,
  envia_a: p.kindLabel,
  envia_por: p.channelLabel,
  plandet: { npd_fenvio: p.firstDate, npd_hora: p.time, dias: p.weekdays, meses: p.months },
});

/** The recipients of a legacy body: usuarios (referentes or users, with emp_codigo/clp_codigo/usr_codigo). */
function refsOf(kind: RecipientKind, list: unknown): RecipientRef[] {
  return (Array.isArray(list) ? list : []).map((raw) => {
    const r = objectParam(raw);
    return kind === RecipientKind.USERS
      ? { userId: truncatedInteger(r.usr_codigo ?? r.clp_codigo) }
      : { companyId: truncatedInteger(r.emp_codigo), referenteId: truncatedInteger(r.clp_codigo) };
  });
}

/** opc=guardar: opcion 1 sends now; 4 saves the plan (form_plan, plandet in form/dias/meses). */
async function guardar({ ctx, body }: RestRequest) {
  const form = objectParam(body.form);
  const channel = (truncatedInteger(body.enviar_por) ?? truncatedInteger(form.enviar_por) ?? 0) as NotificationChannel;
  const all = flag(body.send_all, 'one') || body.usuarios_all === true;
  const kind = all
    ? RecipientKind.COMPANIES
    : ((truncatedInteger(body.tipo_transac) ?? truncatedInteger(form.envia_a) ?? RecipientKind.REFERENTES) as RecipientKind);
  const datos = objectParam(body.datos_envio);
  const common = {
    channel,
    message: text(datos.mensaje ?? body.mensaje),
    functionIds: ints(body.funciones),
    kind,
    recipients: refsOf(kind, body.usuarios),
    companyIds: ints(body.empresas),
    accountId: truncatedInteger(body.mcf_codigo),
    from: text(body.desde) || null,
    to: text(body.hasta) || null,
  };
  if (truncatedInteger(body.opcion) === 4) {
    const plan = objectParam(body.form_plan);
    const det = objectParam(plan.plandet ?? body.plan);
    const days = Array.isArray(body.dias)
      ? body.dias
          .filter((d) => objectParam(d).selec)
          .map((d) => truncatedInteger(objectParam(d).id))
          .filter((n): n is number => n !== null)
      : undefined;
    const months = Array.isArray(body.meses)
      ? body.meses.map((m, i) => (objectParam(m).selec ? (truncatedInteger(objectParam(m).id) ?? i + 1) : null)).filter((n): n is number => n !== null)
      : undefined;
    const saved = await savePlan(ctx, {
      ...common,
      id: truncatedInteger(plan.npl_codigo),
      title: text(plan.npl_titulo),
      message: text(plan.npl_mensaje) || common.message,
      frequency: (truncatedInteger(body.pln_tipo) ?? truncatedInteger(plan.npl_frecuencia) ?? PlanFrequency.WEEKLY) as PlanFrequency,
      expiresOn: text(plan.npl_fcaduca).slice(0, 10) || null,
      firstDate: text(det.npd_fenvio).slice(0, 10) || null,
      time: text(det.npd_hora) || null,
      weekdays: days,
      months,
    });
    return { msg: saved.message, plan: planRow(saved.plan), enviados: [], no_enviados: [] };
  }
  const done = await sendNotification(ctx, common);
  const lines = (l: typeof done.sent) => l.map((x) => ({ clp_nombre: x.name, destino: x.address, emp_razons: x.companyName, motivo: x.reason }));
  return { msg: done.message, enviados: lines(done.sent), no_enviados: lines(done.notSent), not_codigo: done.notificationId };
}

/**
 * /rest/notificaciones/datos/0 (spec 002 §7): params, lista, del_plan, not_empresa, receptores,
 * rpt_notif_user, guardar, revisado; /rest/param/notificacion/0 (referentes by criterio and
 * empresa). The same services as GraphQL (the referente by code, /rest/referentes/tclipro/{refcod}?opc=cod,
 * is the categories module's).
 */
export const notificationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'params',
    handler: async ({ ctx, query }) => {
      // SMS of the company the form is for (emp_codigo, or nombre_bd: its schema or access code).
      const { functions, smsEnabled, contract } = await sendFormData(ctx, () => ({
        id: truncatedId(query.emp_codigo, 'emp_codigo'),
        name: text(query.nombre_bd).trim().slice(0, 100) || null,
      }));
      return {
        notificacion: { asunto: NOTIF_SUBJECT, limite_sms: SMS_LIMIT, cierre_ms: DESKTOP_CLOSE_MS, pln_tipo: PlanFrequency.WEEKLY },
        dias_febrero: februaryDays(),
        funciones: functions.map((f) => ({ tfn_codigo: f.id, tfn_titulo: f.title, tfn_descripcion: f.description, fun_select: false })),
        sms: smsEnabled ? 'T' : 'F',
        contrato_sms: contract && {
          sms_codigo: contract.id,
          emp_codigo: contract.companyId,
          sms_contratados: contract.contracted,
          paquete: contract.contractedLabel,
          tipo_contrato: contract.contractType,
          sms_utilizados: contract.used,
          sms_fallidos: contract.failed,
          sms_disponibles: contract.available,
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'lista',
    handler: async ({ ctx, query }) => {
      const estado = truncatedInteger(query.estado);
      if (query.tabla === 'planes') return { planes: (await listPlans(ctx, estado as never)).map(planRow) };
      const page = await listInbox(ctx, estado as InboxState | null, 1, 500);
      return { notificaciones: page.items.map(inboxRow), sin_leer: page.unread };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'del_plan',
    handler: async ({ ctx, query }) => {
      const id = truncatedInteger(query.npl_codigo);
      if (!id) throw AppError.input('npl_codigo', 'Seleccione la planificación');
      const done = await cancelPlan(ctx, id);
      return { msg: done.message, estado: 200, plan: planRow(done.plan) };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'not_empresa',
    handler: async ({ ctx }) => {
      return {
        empresas: (await sendableCompanies(ctx)).map((c) => ({
          emp_codigo: c.id,
          emp_coding: c.accessCode,
          emp_razons: c.legalName,
          emp_ruc: c.ruc,
          emp_select: false,
        })),
      };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'receptores',
    handler: async ({ ctx, query }) => {
      return {
        usuarios: (await sendableUsers(ctx, query.criterio ?? null)).map((r) =>
          recipientRow(r, (truncatedInteger(query.enviar_por) as NotificationChannel) || null),
        ),
      };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'rpt_notif_user',
    handler: async ({ ctx, query }) => {
      await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
      const userId = truncatedInteger(query.codigo);
      if (!userId) throw AppError.input('codigo', 'Seleccione el usuario');
      const from = isoDay(query.desde, 'desde', NOTIF_MSG.dateInvalid);
      const to = isoDay(query.hasta, 'hasta', NOTIF_MSG.dateInvalid);
      if (from && to && from > to) throw AppError.input('desde', NOTIF_MSG.rangeInvalid);
      const rows = await receivedBy(ctx.em, userId, from, to);
      return {
        notificaciones: rows.map((r) => ({
          not_codigo: r.id,
          not_fenvio: r.sentAt.toISOString(),
          not_mensaje: r.message,
          not_estado: r.state,
          nom_user: r.senderName,
          npl_titulo: r.planTitle,
        })),
      };
    },
  },
  { method: 'POST', path: '/notificaciones/datos/:id', action: 'guardar', handler: (req) => legacy(() => guardar(req)) },
  {
    method: 'POST',
    path: '/notificaciones/datos/:id',
    action: 'revisado',
    handler: async ({ ctx, body }) => {
      const n = objectParam(body.notificacion ?? body);
      const id = truncatedInteger(n.not_codigo);
      if (!id) throw AppError.input('not_codigo', 'Seleccione la notificación');
      const state = (truncatedInteger(n.not_estado) ?? InboxState.READ) as InboxState;
      const done = await setInboxState(ctx, id, state);
      return { notificacion: inboxRow(done.item), sin_leer: done.unread };
    },
  },
  {
    method: 'POST',
    path: '/param/notificacion/:id',
    action: null,
    handler: async ({ ctx, body }) =>
      withLegacyFields({ criterio: 'criterio', empresa: 'empresa' }, async () => {
        const channel = (truncatedInteger(body.enviar_por) as NotificationChannel) || null;
        const found = await sendableReferentes(ctx, truncatedInteger(body.empresa ?? objectParam(body.empresa).emp_codigo), text(body.criterio));
        return { referentes: found.map((r) => recipientRow(r, channel)) };
      }),
  },
  {
    method: 'GET',
    path: '/param/notificacion/:id',
    action: null,
    handler: async ({ ctx }) => {
      return { empresas: (await sendableCompanies(ctx)).map((c) => ({ emp_codigo: c.id, emp_coding: c.accessCode, emp_razons: c.legalName })) };
    },
  },
];
