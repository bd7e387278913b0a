import { withLegacyFields } from '../../rest/legacy-fields.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { INT4 } from '../../shared/field-limits.js';
import { INPUT_MSG } from '../../shared/messages.js';
import { requirePermission } from '../../shared/permissions.js';
import { listInbox, receivedBy, setInboxState, type InboxItem } from './inbox.service.js';
import { DESKTOP_CLOSE_MS, NOTIF_MSG, NOTIF_SUBJECT, RESOURCE, SMS_LIMIT } from './messages.js';
import { InboxState, NotificationChannel, PlanFrequency, RecipientKind } from './notification-enums.js';
import { cancelPlan, februaryDays, listPlans, savePlan, type Plan } from './plan.service.js';
import { companyChoices, notSendableReason, searchCompanyReferentes, systemUsers, type Recipient, type RecipientRef } from './recipients.service.js';
import { companySmsState } from '../sms/sms-list.service.js';
import { reportFunctions } from './report-attachments.js';
import { sendNotification } from './send.service.js';
import { truncatedInteger } from '../../rest/params.js';

/** GraphQL field names of refusals -> the legacy names of the body. */
const LEGACY_FIELD: Record<string, string> = { channel: 'enviar_por', message: 'mensaje', recipients: 'usuarios', companyIds: 'empresas', functionIds: 'funciones', title: 'npl_titulo' };

const int = truncatedInteger;
const ints = (v: unknown): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []).map((x) => (typeof x === 'object' && x ? (x as Record<string, unknown>).tfn_codigo ?? (x as Record<string, unknown>).emp_codigo ?? (x as Record<string, unknown>).id : x)).map(int).filter((n): n is number => n !== null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** A date parameter ('AAAA-MM-DD'), null when empty; anything else is refused naming the field. */
function dateParam(value: unknown, field: string): string | null {
  const given = text(value).trim();
  if (!given) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== given || day.getUTCFullYear() < 1900) throw AppError.input(field, NOTIF_MSG.dateInvalid(field));
  return given;
}

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
    const r = obj(raw);
    return kind === RecipientKind.USERS ? { userId: int(r.usr_codigo ?? r.clp_codigo) } : { companyId: int(r.emp_codigo), referenteId: int(r.clp_codigo) };
  });
}

/** opc=guardar: opcion 1 sends now; 4 saves the plan (form_plan, plandet in form/dias/meses). */
async function guardar({ ctx, body }: RestRequest) {
  const form = obj(body.form);
  const channel = (int(body.enviar_por) ?? int(form.enviar_por) ?? 0) as NotificationChannel;
  const all = body.send_all === true || body.send_all === 1 || body.send_all === '1' || body.usuarios_all === true;
  const kind = all ? RecipientKind.COMPANIES : ((int(body.tipo_transac) ?? int(form.envia_a) ?? RecipientKind.REFERENTES) as RecipientKind);
  const datos = obj(body.datos_envio);
  const common = {
    channel,
    message: text(datos.mensaje ?? body.mensaje),
    functionIds: ints(body.funciones),
    kind,
    recipients: refsOf(kind, body.usuarios),
    companyIds: ints(body.empresas),
    accountId: int(body.mcf_codigo),
    from: text(body.desde) || null,
    to: text(body.hasta) || null,
  };
  if (int(body.opcion) === 4) {
    const plan = obj(body.form_plan);
    const det = obj(plan.plandet ?? body.plan);
    const days = Array.isArray(body.dias) ? body.dias.filter((d) => obj(d).selec).map((d) => int(obj(d).id)).filter((n): n is number => n !== null) : undefined;
    const months = Array.isArray(body.meses) ? body.meses.map((m, i) => (obj(m).selec ? (int(obj(m).id) ?? i + 1) : null)).filter((n): n is number => n !== null) : undefined;
    const saved = await savePlan(ctx, {
      ...common,
      id: int(plan.npl_codigo),
      title: text(plan.npl_titulo),
      message: text(plan.npl_mensaje) || common.message,
      frequency: (int(body.pln_tipo) ?? int(plan.npl_frecuencia) ?? PlanFrequency.WEEKLY) as PlanFrequency,
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
      await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
      const functions = await reportFunctions(ctx.em);
      // SMS of the company the form is for (emp_codigo, or nombre_bd: its schema or access code);
      // without one, whether this server has an SMS gateway at all.
      const companyId = int(query.emp_codigo);
      const asked = Math.trunc(Number(query.emp_codigo));
      if (query.emp_codigo !== undefined && query.emp_codigo !== '' && Number.isFinite(asked) && (asked < 1 || asked > INT4[1])) throw AppError.input('emp_codigo', INPUT_MSG.integer('emp_codigo', 1, INT4[1]));
      const company = await companySmsState(ctx.em, { id: companyId, name: text(query.nombre_bd).trim().slice(0, 100) || null });
      const smsOn = company ? company.enabled : !!ctx.services.config.smsUrl;
      const contract = company?.contract ?? null;
      return {
        notificacion: { asunto: NOTIF_SUBJECT, limite_sms: SMS_LIMIT, cierre_ms: DESKTOP_CLOSE_MS, pln_tipo: PlanFrequency.WEEKLY },
        dias_febrero: februaryDays(),
        funciones: functions.map((f) => ({ tfn_codigo: f.id, tfn_titulo: f.title, tfn_descripcion: f.description, fun_select: false })),
        sms: smsOn ? 'T' : 'F',
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
      const estado = int(query.estado);
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
      const id = int(query.npl_codigo);
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
      await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
      return { empresas: (await companyChoices(ctx.em)).map((c) => ({ emp_codigo: c.id, emp_coding: c.accessCode, emp_razons: c.legalName, emp_ruc: c.ruc, emp_select: false })) };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'receptores',
    handler: async ({ ctx, query }) => {
      await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
      return { usuarios: (await systemUsers(ctx.em, query.criterio ?? null)).map((r) => recipientRow(r, (int(query.enviar_por) as NotificationChannel) || null)) };
    },
  },
  {
    method: 'GET',
    path: '/notificaciones/datos/:id',
    action: 'rpt_notif_user',
    handler: async ({ ctx, query }) => {
      await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
      const userId = int(query.codigo);
      if (!userId) throw AppError.input('codigo', 'Seleccione el usuario');
      const from = dateParam(query.desde, 'desde');
      const to = dateParam(query.hasta, 'hasta');
      if (from && to && from > to) throw AppError.input('desde', NOTIF_MSG.rangeInvalid);
      const rows = await receivedBy(ctx.em, userId, from, to);
      return { notificaciones: rows.map((r) => ({ not_codigo: r.id, not_fenvio: r.sentAt.toISOString(), not_mensaje: r.message, not_estado: r.state, nom_user: r.senderName, npl_titulo: r.planTitle })) };
    },
  },
  { method: 'POST', path: '/notificaciones/datos/:id', action: 'guardar', handler: (req) => withLegacyFields(LEGACY_FIELD, () => guardar(req)) },
  {
    method: 'POST',
    path: '/notificaciones/datos/:id',
    action: 'revisado',
    handler: async ({ ctx, body }) => {
      const n = obj(body.notificacion ?? body);
      const id = int(n.not_codigo);
      if (!id) throw AppError.input('not_codigo', 'Seleccione la notificación');
      const state = (int(n.not_estado) ?? InboxState.READ) as InboxState;
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
        await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
        const channel = (int(body.enviar_por) as NotificationChannel) || null;
        const found = await searchCompanyReferentes(ctx.services, ctx.em, int(body.empresa ?? obj(body.empresa).emp_codigo), text(body.criterio));
        return { referentes: found.map((r) => recipientRow(r, channel)) };
      }),
  },
  {
    method: 'GET',
    path: '/param/notificacion/:id',
    action: null,
    handler: async ({ ctx }) => {
      await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
      return { empresas: (await companyChoices(ctx.em)).map((c) => ({ emp_codigo: c.id, emp_coding: c.accessCode, emp_razons: c.legalName })) };
    },
  },
];
