import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { localDateText } from '../../graphql/scalars.js';
import { AppError } from '../../shared/app-error.js';
import { log } from '../../shared/log.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { NOTIF_AUDIT, NOTIF_MSG, RESOURCE } from './messages.js';
import {
  CHANNEL_LABEL,
  FREQUENCY_LABEL,
  KIND_LABEL,
  NotificationChannel,
  PlanFrequency,
  PlanOrderField,
  PlanState,
  RecipientKind,
} from './notification-enums.js';
import { orderSql, type SortDirection } from '../../graphql/ordering.js';
import { schedulePlan, unschedulePlan, type PlanTiming } from './plan-schedule.js';
import type { RecipientRef } from './recipients.service.js';
import { checkSendValues } from './send.service.js';
import { run } from '../../db/sql.js';
import { businessDay } from '../../domain/dates.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface PlanValues {
  id?: number | null;
  title: string;
  message?: string | null;
  frequency?: PlanFrequency | null;
  expiresOn: string | null;
  channel: NotificationChannel;
  kind: RecipientKind;
  functionIds?: readonly number[] | null;
  recipients?: readonly RecipientRef[] | null;
  companyIds?: readonly number[] | null;
  accountId?: number | null;
  firstDate: string | null;
  /** HH:mm; now (Ecuador) when absent. */
  time?: string | null;
  weekdays?: readonly number[] | null;
  months?: readonly number[] | null;
}

export interface Plan {
  id: number;
  title: string;
  message: string;
  frequency: PlanFrequency;
  frequencyLabel: string;
  expiresOn: string;
  channel: NotificationChannel;
  channelLabel: string;
  kind: RecipientKind;
  kindLabel: string;
  functionIds: number[];
  state: PlanState;
  recipients: RecipientRef[];
  companyIds: number[];
  accountId: number | null;
  firstDate: string;
  time: string;
  weekdays: number[];
  months: number[];
  createdBy: string;
}

interface PlanRow {
  npl_codigo: number;
  npl_titulo: string;
  npl_mensaje: string;
  npl_frecuencia: number;
  npl_fcaduca: string | Date;
  npl_opc_envio: number;
  npl_envia_a: number;
  npl_msjadjunto: string;
  npl_estado: number;
  npl_destinatarios: { recipients?: RecipientRef[]; companyIds?: number[] } | string;
  mcf_codigo: number | null;
  usr_codigo: number;
  usr_nombre: string;
  npd_fenvio: string | Date;
  npd_hora: string;
  npd_dias: string;
  npd_meses: string;
}

/** A `date` column as AAAA-MM-DD (the driver may hand a Date at local midnight or the text). */
export const dateText = (v: string | Date) => localDateText(v);
const ints = (text: string) => (text ? text.split(',').map(Number).filter(Number.isInteger) : []);

function toPlan(r: PlanRow): Plan {
  const targets = typeof r.npl_destinatarios === 'string' ? JSON.parse(r.npl_destinatarios) : r.npl_destinatarios;
  return {
    id: r.npl_codigo,
    title: r.npl_titulo,
    message: r.npl_mensaje,
    frequency: r.npl_frecuencia,
    frequencyLabel: FREQUENCY_LABEL[r.npl_frecuencia as PlanFrequency],
    expiresOn: dateText(r.npl_fcaduca),
    channel: r.npl_opc_envio,
    channelLabel: CHANNEL_LABEL[r.npl_opc_envio as NotificationChannel],
    kind: r.npl_envia_a,
    kindLabel: KIND_LABEL[r.npl_envia_a as RecipientKind],
    functionIds: ints(r.npl_msjadjunto),
    state: r.npl_estado,
    recipients: targets.recipients ?? [],
    companyIds: targets.companyIds ?? [],
    accountId: r.mcf_codigo,
    firstDate: dateText(r.npd_fenvio),
    time: r.npd_hora,
    weekdays: ints(r.npd_dias),
    months: ints(r.npd_meses),
    createdBy: r.usr_nombre,
  };
}

const PLAN_SELECT = `select p.*, d.npd_fenvio, d.npd_hora, d.npd_dias, d.npd_meses, u.usr_nombre
  from tnotif_plan p join tnotif_plan_det d on d.npl_codigo = p.npl_codigo join tusuarios u on u.usr_codigo = p.usr_codigo`;

/** One plan (any state); null when it does not exist. */
export async function readPlan(em: EntityManager, id: number): Promise<Plan | null> {
  const [row] = await run<PlanRow>(em, `${PLAN_SELECT} where p.npl_codigo = ?`, [id]);
  return row ? toPlan(row) : null;
}

/** The plans for the list, newest first; with a state, only that state. */
const PLAN_ORDER: Record<PlanOrderField, string> = {
  [PlanOrderField.TITLE]: 'lower(p.npl_titulo)',
  [PlanOrderField.FREQUENCY]: 'p.npl_frecuencia',
  [PlanOrderField.EXPIRES_ON]: 'p.npl_fcaduca',
  [PlanOrderField.CREATED_AT]: 'p.npl_creado',
};

/**
 * The plans, by state and a text in the title or the message; newest first unless an order is
 * given (ties broken by the plan's code in the same direction).
 */
export async function listPlans(
  ctx: AppContext,
  state: PlanState | null | undefined,
  options: { search?: string | null; order?: { field: PlanOrderField; direction?: SortDirection | null } | null } = {},
): Promise<Plan[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE.plans, 'ver');
  const search = (options.search ?? '').trim().slice(0, 100);
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const order = options.order ? orderSql(options.order, PLAN_ORDER, PlanOrderField.CREATED_AT, 'p.npl_codigo') : 'p.npl_codigo desc';
  const rows = await run<PlanRow>(
    ctx.em,
    `${PLAN_SELECT} where (?::int is null or p.npl_estado = ?) and (?::text is null or p.npl_titulo ilike ? or p.npl_mensaje ilike ?) order by ${order}`,
    [state ?? null, state ?? null, like, like, like],
  );
  return rows.map(toPlan);
}

export async function findPlan(ctx: AppContext, id: number): Promise<Plan | null> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE.plans, 'ver');
  return readPlan(ctx.em, id);
}

/** Current time in Ecuador, HH:mm (the default of npd_hora). */
export const nowTimeInEcuador = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Guayaquil', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());

function checkPlan(v: PlanValues): { timing: PlanTiming; message: string } {
  if (!(v.title ?? '').trim()) throw AppError.input('npl_titulo', NOTIF_MSG.titleRequired);
  const message = checkSendValues(v);
  if (!v.firstDate || !DATE.test(v.firstDate)) throw AppError.input('npd_fenvio', NOTIF_MSG.firstDateRequired);
  if (!v.expiresOn || !DATE.test(v.expiresOn)) throw AppError.input('npl_fcaduca', NOTIF_MSG.expiryRequired);
  if (v.expiresOn < v.firstDate) throw AppError.input('npl_fcaduca', NOTIF_MSG.expiryPast);
  const time = v.time ?? nowTimeInEcuador();
  if (!TIME.test(time)) throw AppError.input('npd_hora', NOTIF_MSG.timeInvalid);
  const frequency = v.frequency ?? PlanFrequency.WEEKLY;
  if (!Object.values(PlanFrequency).includes(frequency)) throw AppError.input('npl_frecuencia', 'Frecuencia no válida');
  const weekdays = [...new Set(v.weekdays ?? [1])].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  const months = [...new Set(v.months ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])].filter((m) => Number.isInteger(m) && m >= 1 && m <= 12);
  if (frequency === PlanFrequency.WEEKLY && !weekdays.length) throw AppError.input('dias', NOTIF_MSG.weekdaysRequired);
  if ((frequency === PlanFrequency.WEEKLY || frequency === PlanFrequency.MONTHLY) && !months.length) throw AppError.input('meses', NOTIF_MSG.monthsRequired);
  return {
    message,
    timing: { frequency, firstDate: v.firstDate, time, weekdays: weekdays.sort(), months: months.sort((a, b) => a - b), expiresOn: v.expiresOn },
  };
}

/**
 * Creates or edits a plan and (re)schedules it: the message rules of the wizard apply, then the
 * plan's own (title, first date, expiry, time, weekdays, months). Recorded in the audit.
 */
export async function savePlan(ctx: AppContext, v: PlanValues): Promise<{ plan: Plan; message: string }> {
  const user = ctx.user!;
  await requirePermission(ctx.em, user, RESOURCE.plans, v.id ? 'editar' : 'crear');
  const { timing, message } = checkPlan(v);
  const targets = JSON.stringify({
    recipients: (v.recipients ?? []).map((r) => ({ companyId: r.companyId ?? null, referenteId: r.referenteId ?? null, userId: r.userId ?? null })),
    companyIds: v.companyIds ?? [],
  });
  const functions = [...new Set(v.functionIds ?? [])].join(',');
  const id = await ctx.em.transactional(async (tx) => {
    let planId: number;
    if (v.id) {
      const [row] = await run<{ npl_codigo: number; npl_estado: number }>(
        tx,
        'select npl_codigo, npl_estado from tnotif_plan where npl_codigo = ? for update',
        [v.id],
      );
      if (!row) throw AppError.notFound(NOTIF_MSG.planNotFound(v.id));
      if (row.npl_estado === PlanState.CANCELLED) throw AppError.conflict(NOTIF_MSG.planCancelledAlready);
      await run(
        tx,
        `update tnotif_plan set npl_titulo = ?, npl_mensaje = ?, npl_frecuencia = ?, npl_fcaduca = ?, npl_opc_envio = ?, npl_envia_a = ?, npl_msjadjunto = ?, npl_destinatarios = ?::jsonb, mcf_codigo = ? where npl_codigo = ?`,
        [v.title.trim(), message, timing.frequency, timing.expiresOn, v.channel, v.kind, functions, targets, v.accountId ?? null, v.id],
      );
      await run(tx, 'update tnotif_plan_det set npd_fenvio = ?, npd_hora = ?, npd_dias = ?, npd_meses = ? where npl_codigo = ?', [
        timing.firstDate,
        timing.time,
        timing.weekdays.join(','),
        timing.months.join(','),
        v.id,
      ]);
      planId = v.id;
    } else {
      const [row] = await run<{ npl_codigo: number }>(
        tx,
        `insert into tnotif_plan (npl_titulo, npl_mensaje, npl_frecuencia, npl_fcaduca, npl_opc_envio, npl_envia_a, npl_msjadjunto, npl_destinatarios, mcf_codigo, usr_codigo)
         values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning npl_codigo`,
        [v.title.trim(), message, timing.frequency, timing.expiresOn, v.channel, v.kind, functions, targets, v.accountId ?? null, user.id],
      );
      planId = row!.npl_codigo;
      await run(tx, 'insert into tnotif_plan_det (npl_codigo, npd_fenvio, npd_hora, npd_dias, npd_meses) values (?, ?, ?, ?, ?)', [
        planId,
        timing.firstDate,
        timing.time,
        timing.weekdays.join(','),
        timing.months.join(','),
      ]);
    }
    recordAudit(tx, user, NOTIF_AUDIT.plan, NOTIF_AUDIT.planEntity, planId, `${v.id ? 'Editado' : 'Creado'}: ${v.title.trim()}`);
    return planId;
  });
  // Saved either way: a queue that is away gets the scheduler from the periodic restore (plan-clock.ts).
  await schedulePlan(ctx.services, id, timing).catch((error: unknown) =>
    log.failure({ event: 'planes', code: 'COLA', route: 'programar', error, throttle: true }),
  );
  return { plan: (await readPlan(ctx.em, id))!, message: v.id ? NOTIF_MSG.updated : NOTIF_MSG.created };
}

/** Cancels a plan (del_plan): state 0, its scheduler removed; recorded in the audit. */
export async function cancelPlan(ctx: AppContext, id: number): Promise<{ plan: Plan; message: string }> {
  const user = ctx.user!;
  await requirePermission(ctx.em, user, RESOURCE.plans, 'eliminar');
  await ctx.em.transactional(async (tx) => {
    const [row] = await run<{ npl_estado: number; npl_titulo: string }>(tx, 'select npl_estado, npl_titulo from tnotif_plan where npl_codigo = ? for update', [
      id,
    ]);
    if (!row) throw AppError.notFound(NOTIF_MSG.planNotFound(id));
    if (row.npl_estado === PlanState.CANCELLED) throw AppError.conflict(NOTIF_MSG.planCancelledAlready);
    await run(tx, 'update tnotif_plan set npl_estado = 0 where npl_codigo = ?', [id]);
    recordAudit(tx, user, NOTIF_AUDIT.cancel, NOTIF_AUDIT.planEntity, id, row.npl_titulo);
  });
  await unschedulePlan(ctx.services, id);
  return { plan: (await readPlan(ctx.em, id))!, message: NOTIF_MSG.planCancelled };
}

export interface PlanRun {
  id: number;
  planId: number;
  scheduledFor: Date;
  startedAt: Date;
  finishedAt: Date | null;
  sent: number;
  failed: number;
  detail: string | null;
}

/** The recorded runs of a plan, newest first. */
export async function planRuns(ctx: AppContext, planId: number): Promise<PlanRun[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE.plans, 'ver');
  const rows = await run<{
    npe_codigo: number;
    npl_codigo: number;
    npe_programado: Date;
    npe_inicio: Date;
    npe_fin: Date | null;
    npe_enviados: number;
    npe_fallidos: number;
    npe_detalle: string | null;
  }>(ctx.em, 'select * from tnotif_plan_ejecucion where npl_codigo = ? order by npe_programado desc limit 500', [planId]);
  return rows.map((r) => ({
    id: r.npe_codigo,
    planId: r.npl_codigo,
    scheduledFor: new Date(r.npe_programado),
    startedAt: new Date(r.npe_inicio),
    finishedAt: r.npe_fin ? new Date(r.npe_fin) : null,
    sent: r.npe_enviados,
    failed: r.npe_fallidos,
    detail: r.npe_detalle,
  }));
}

/** February's day count this year (params.dias_febrero). */
export function februaryDays(year = Number(businessDay().slice(0, 4))): number {
  return new Date(Date.UTC(year, 2, 0)).getUTCDate();
}
