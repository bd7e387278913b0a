import { Queue } from 'bullmq';
import type { Services } from '../../graphql/context.js';
import { QUEUE_NAME } from '../../jobs/queue.js';
import { openRedis } from '../../shared/redis.js';
import { log } from '../../shared/log.js';
import { PLAN_TIME_ZONE } from './messages.js';
import { PlanFrequency } from './notification-enums.js';

/** Name of the job a plan's scheduler adds at each occurrence. */
export const PLAN_JOB = 'notificaciones.plan';
export const schedulerIdOf = (planId: number) => `notif-plan-${planId}`;

export interface PlanTiming {
  frequency: PlanFrequency;
  /** AAAA-MM-DD: first send date (npd_fenvio). */
  firstDate: string;
  /** HH:mm (npd_hora), Ecuador time. */
  time: string;
  /** 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** 1 … 12. */
  months: readonly number[];
  /** AAAA-MM-DD: last day it may send (npl_fcaduca). */
  expiresOn: string;
}

/** Ecuador has no daylight saving time: its offset is always -05:00. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

/** The cron pattern (seconds first) of a plan, read in America/Guayaquil. */
export function cronOf(t: PlanTiming): string {
  const [hour, minute] = t.time.split(':').map(Number);
  const months = [...new Set(t.months)].sort((a, b) => a - b).join(',') || '*';
  const day = Number(t.firstDate.slice(8, 10));
  switch (t.frequency) {
    case PlanFrequency.WEEKLY:
      return `0 ${minute} ${hour} * ${months} ${[...new Set(t.weekdays.map((d) => d % 7))].sort((a, b) => a - b).join(',')}`;
    case PlanFrequency.MONTHLY:
      return `0 ${minute} ${hour} ${day} ${months} *`;
    case PlanFrequency.DAILY:
      return `0 ${minute} ${hour} * * *`;
    default:
      return `0 ${minute} ${hour} ${day} ${Number(t.firstDate.slice(5, 7))} *`;
  }
}

/** When the scheduler starts and ends: from the first date, to the end of the expiry day (or of the first date, once). */
export function windowOf(t: PlanTiming): { startDate: Date; endDate: Date } {
  const last = t.frequency === PlanFrequency.ONCE && t.firstDate < t.expiresOn ? t.firstDate : t.expiresOn;
  return { startDate: at(t.firstDate, '00:00'), endDate: new Date(at(last, '23:59').getTime() + 59_999) };
}

/** A short-lived queue handle on the shared job queue (plan saves are rare; nothing stays open). */
async function withQueue<T>(services: Services, work: (queue: Queue) => Promise<T>): Promise<T | null> {
  const url = services.config.redisUrl;
  if (!url) return null;
  const connection = openRedis(url, 'planes', { maxRetriesPerRequest: 1, connectTimeout: 3000 });
  const queue = new Queue(QUEUE_NAME, { connection, prefix: services.config.queuePrefix });
  queue.on('error', () => undefined);
  try {
    return await work(queue);
  } finally {
    await queue.close().catch(() => undefined);
    connection.disconnect();
  }
}

/**
 * Creates or replaces the job scheduler of an active plan: BullMQ adds one job per occurrence
 * (its id names the occurrence, so several workers run it once), keeps the schedule in Redis
 * across restarts of every process, and stops after the end date. An expired plan has none.
 */
export async function schedulePlan(services: Services, planId: number, t: PlanTiming): Promise<void> {
  const window = windowOf(t);
  if (window.endDate.getTime() <= Date.now()) return void (await unschedulePlan(services, planId));
  await withQueue(services, (queue) => upsert(queue, planId, t));
}

function upsert(queue: Queue, planId: number, t: PlanTiming) {
  const window = windowOf(t);
  return queue.upsertJobScheduler(
    schedulerIdOf(planId),
    { pattern: cronOf(t), tz: PLAN_TIME_ZONE, startDate: window.startDate, endDate: window.endDate },
    {
      name: PLAN_JOB,
      data: { planId },
      opts: {
        attempts: 3,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    },
  );
}

/**
 * Gives every active, unexpired plan its scheduler when Redis lost it (flushed, replaced, or
 * unreachable when the plan was saved); answers how many it created.
 */
export async function restoreSchedulers(services: Services, plans: ReadonlyArray<{ id: number; timing: PlanTiming }>): Promise<number> {
  const due = plans.filter((p) => windowOf(p.timing).endDate.getTime() > Date.now());
  if (!due.length) return 0;
  return (
    (await withQueue(services, async (queue) => {
      let created = 0;
      for (const p of due) {
        if (await queue.getJobScheduler(schedulerIdOf(p.id))) continue;
        await upsert(queue, p.id, p.timing);
        created++;
      }
      return created;
    })) ?? 0
  );
}

/** Removes a plan's scheduler (cancelled or expired); true when there was one. */
export async function unschedulePlan(services: Services, planId: number): Promise<boolean> {
  try {
    return (await withQueue(services, (queue) => queue.removeJobScheduler(schedulerIdOf(planId)))) ?? false;
  } catch (error) {
    log.failure({ event: 'planes', code: 'COLA', route: 'quitar', error, throttle: true });
    return false;
  }
}

/** The next occurrence BullMQ has scheduled for a plan (null: none, or no Redis). */
export async function nextRunOf(services: Services, planId: number): Promise<Date | null> {
  const found = await withQueue(services, (queue) => queue.getJobScheduler(schedulerIdOf(planId)));
  return found?.next ? new Date(found.next) : null;
}
