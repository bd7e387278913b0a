import type { Services } from '../../graphql/context.js';
import { startPeriodic } from '../../jobs/periodic.js';
import { PlanFrequency, PlanState } from './notification-enums.js';
import { restoreSchedulers, type PlanTiming } from './plan-schedule.js';
import { runPlanOccurrence, type PlanRunOutcome } from './plan.jobs.js';
import { dateText } from './plan.service.js';
import { run } from '../../db/sql.js';

/** How often the in-process clock looks for due plans (several looks per minute; a run per occurrence). */
export const PLAN_TICK_SECONDS = 20;

/** Date (AAAA-MM-DD), HH:mm, ISO weekday (1 Monday … 7 Sunday), month and day of an instant in Ecuador (UTC-5, no DST). */
function inEcuador(at: Date) {
  const local = new Date(at.getTime() - 5 * 3600_000);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: local.getUTCDay() || 7, month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Whether a plan has an occurrence at this minute (the same rule as its BullMQ cron pattern). */
export function isDue(t: PlanTiming, at: Date): boolean {
  const now = inEcuador(at);
  const last = t.frequency === PlanFrequency.ONCE ? t.firstDate : t.expiresOn;
  if (now.date < t.firstDate || now.date > last || now.time !== t.time) return false;
  switch (t.frequency) {
    case PlanFrequency.WEEKLY:
      return t.weekdays.includes(now.weekday) && t.months.includes(now.month);
    case PlanFrequency.MONTHLY:
      return now.day === Number(t.firstDate.slice(8, 10)) && t.months.includes(now.month);
    case PlanFrequency.DAILY:
      return true;
    default:
      return now.date === t.firstDate;
  }
}

const ints = (text: string) => (text ? text.split(',').map(Number) : []);

/** The active plans with their timing; none before the migration created the tables. */
async function activePlans(services: Services): Promise<Array<{ id: number; timing: PlanTiming }>> {
  const em = services.orm.em.fork();
  const [ready] = await run<{ ok: boolean }>(em, "select to_regclass('tnotif_plan') is not null as ok");
  if (!ready?.ok) return [];
  const rows = await run<{
    npl_codigo: number;
    npl_frecuencia: number;
    npl_fcaduca: string | Date;
    npd_fenvio: string | Date;
    npd_hora: string;
    npd_dias: string;
    npd_meses: string;
  }>(
    em,
    'select p.npl_codigo, p.npl_frecuencia, p.npl_fcaduca, d.npd_fenvio, d.npd_hora, d.npd_dias, d.npd_meses from tnotif_plan p join tnotif_plan_det d on d.npl_codigo = p.npl_codigo where p.npl_estado = ?',
    [PlanState.ACTIVE],
  );
  return rows.map((r) => ({
    id: r.npl_codigo,
    timing: {
      frequency: r.npl_frecuencia,
      firstDate: dateText(r.npd_fenvio),
      time: r.npd_hora,
      weekdays: ints(r.npd_dias),
      months: ints(r.npd_meses),
      expiresOn: dateText(r.npl_fcaduca),
    },
  }));
}

/** Runs the active plans due at this minute (without Redis there are no BullMQ schedulers). */
export async function runDuePlans(services: Services, at = new Date()): Promise<PlanRunOutcome[]> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const outcomes: PlanRunOutcome[] = [];
  for (const p of await activePlans(services)) if (isDue(p.timing, minute)) outcomes.push(await runPlanOccurrence(services, p.id, minute));
  return outcomes;
}

/** With Redis: how often the schedulers of active plans are checked and restored. */
export const SCHEDULER_SYNC_SECONDS = 300;

/** Restores the BullMQ schedulers Redis no longer has (see restoreSchedulers). */
export async function syncPlanSchedulers(services: Services): Promise<number> {
  return restoreSchedulers(services, await activePlans(services));
}

/**
 * Without Redis (the embedded demo) plans run from this clock in the process that runs the jobs:
 * every PLAN_TICK_SECONDS it runs the plans due this minute; the occurrence claim keeps it to one
 * run per occurrence. With Redis the BullMQ schedulers do it; this only restores, every
 * SCHEDULER_SYNC_SECONDS, the schedulers Redis lost.
 */
export function startPlanClock(services: Services): void {
  if (!services.config.runWorkers) return;
  if (services.config.redisUrl) startPeriodic(services, 'notificaciones.planes.programas', SCHEDULER_SYNC_SECONDS, () => syncPlanSchedulers(services));
  else startPeriodic(services, 'notificaciones.planes', PLAN_TICK_SECONDS, () => runDuePlans(services));
}
