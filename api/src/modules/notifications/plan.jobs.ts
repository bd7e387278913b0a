import type { EntityManager } from '@mikro-orm/core';
import type { AppContext, Services } from '../../graphql/context.js';
import type { JobContext } from '../../jobs/queue.js';
import { AppError } from '../../shared/app-error.js';
import type { AuthUser, AuthUserRow } from '../auth/auth-user.js';
import { PlanState } from './notification-enums.js';
import { startPlanClock } from './plan-clock.js';
import { PLAN_JOB, unschedulePlan } from './plan-schedule.js';
import { readPlan } from './plan.service.js';
import { sendNotification } from './send.service.js';
import { run } from '../../db/sql.js';
import { businessDay } from '../../domain/dates.js';

export type PlanRunOutcome = { planId: number; outcome: 'sent' | 'expired' | 'cancelled' | 'repeated' | 'failed'; sent?: number; failed?: number };

/** The occurrence a scheduler's job stands for: its id is repeat:<scheduler>:<millis>. */
export function occurrenceOf(jobId: string): Date {
  const millis = Number(jobId.split(':').pop());
  if (Number.isFinite(millis) && millis > 0) return new Date(Math.floor(millis / 60_000) * 60_000);
  return new Date(Math.floor(Date.now() / 60_000) * 60_000);
}

/** A context acting as the plan's author (what a run may do is what its author may do). */
async function authorContext(services: Services, em: EntityManager, userId: number): Promise<AppContext> {
  const [u] = await run<AuthUserRow>(
    em,
    'select usr_codigo, usr_id, usr_nombre, usr_email, usr_jerarq, usr_soporte, usr_perfil from tusuarios where usr_codigo = ?',
    [userId],
  );
  const user: AuthUser = {
    id: u!.usr_codigo,
    login: u!.usr_id,
    name: u!.usr_nombre,
    email: u!.usr_email,
    hierarchy: u!.usr_jerarq,
    isSupport: u!.usr_soporte > 0,
    profileId: u!.usr_perfil,
    sessionId: 'plan',
  };
  return { em, user, services, meta: { ip: null, userAgent: 'planificador' }, setSessionCookie: () => undefined, clearSessionCookie: () => undefined };
}

/**
 * Runs one occurrence of a plan: a cancelled or expired plan sends nothing and loses its
 * scheduler; otherwise the occurrence is claimed in tnotif_plan_ejecucion (unique per plan and
 * occurrence: a second job of the same occurrence sends nothing) and the notification is sent
 * as the plan's author; the run keeps how many were sent and failed.
 */
export async function runPlanOccurrence(services: Services, planId: number, occurrence: Date): Promise<PlanRunOutcome> {
  const em = services.orm.em.fork();
  const plan = await readPlan(em, planId);
  if (!plan || plan.state === PlanState.CANCELLED) {
    await unschedulePlan(services, planId);
    return { planId, outcome: 'cancelled' };
  }
  if (businessDay() > plan.expiresOn) {
    await unschedulePlan(services, planId);
    return { planId, outcome: 'expired' };
  }
  const [claimed] = await run<{ npe_codigo: number }>(
    em,
    'insert into tnotif_plan_ejecucion (npl_codigo, npe_programado) values (?, ?) on conflict do nothing returning npe_codigo',
    [planId, occurrence],
  );
  if (!claimed) return { planId, outcome: 'repeated' };
  const [author] = await run<{ usr_codigo: number }>(em, 'select usr_codigo from tnotif_plan where npl_codigo = ?', [planId]);
  const ctx = await authorContext(services, em, author!.usr_codigo);
  try {
    const today = businessDay();
    const result = await sendNotification(
      ctx,
      {
        channel: plan.channel,
        message: plan.message,
        functionIds: plan.functionIds,
        kind: plan.kind,
        recipients: plan.recipients,
        companyIds: plan.companyIds,
        accountId: plan.accountId,
        from: today,
        to: today,
      },
      { planId },
    );
    const detail = result.notSent.length
      ? result.notSent
          .slice(0, 50)
          .map((l) => `${l.name} (${l.address ?? '-'}): ${l.reason}`)
          .join('\n')
      : null;
    await run(em, 'update tnotif_plan_ejecucion set npe_fin = now(), npe_enviados = ?, npe_fallidos = ?, npe_detalle = ? where npe_codigo = ?', [
      result.sent.length,
      result.notSent.length,
      detail,
      claimed.npe_codigo,
    ]);
    return { planId, outcome: 'sent', sent: result.sent.length, failed: result.notSent.length };
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Not a refusal: let the job retry this occurrence.
      await run(em, 'delete from tnotif_plan_ejecucion where npe_codigo = ?', [claimed.npe_codigo]);
      throw error;
    }
    await run(em, 'update tnotif_plan_ejecucion set npe_fin = now(), npe_detalle = ? where npe_codigo = ?', [error.message, claimed.npe_codigo]);
    return { planId, outcome: 'failed' };
  }
}

/** Registers the processor of plan occurrences (jobs added by the plans' BullMQ schedulers). */
export function registerPlanJobs(services: Services): void {
  services.jobs.register<{ planId: number }>(PLAN_JOB, (data, job: JobContext) => runPlanOccurrence(services, Number(data.planId), occurrenceOf(job.id)));
  // Without Redis (embedded demo): an in-process clock instead of the BullMQ schedulers.
  startPlanClock(services);
}
