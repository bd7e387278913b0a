import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../graphql/context.js';
import type { AuthUser } from '../modules/auth/auth-user.js';
import { AppError } from '../shared/app-error.js';
import { INPUT_MSG } from '../shared/messages.js';
import { permisosFor, type Action } from '../shared/permissions.js';
import { run } from '../db/sql.js';

/**
 * Who besides its owner may follow a job: users of a hierarchy (1 administrators, 2 super users)
 * or with a right on the job's screen. It is the right that starting such a job asks for, so
 * following a job never tells more than the screen that started it.
 */
export type JobRight = { hierarchy: number } | { resource: string; action: Action };

/** Who may follow a job's progress (jobProgress), kept by the queue with the job. */
export interface JobAccess {
  /** The user who started it (usr_codigo); null when the system starts it (a retry, a reconcile). */
  ownerId: number | null;
  right: JobRight;
}

/**
 * How long the queue keeps a job's access: longer than the job (failed jobs are kept 7 days) and
 * than its events (a day), so that the owner can always read how it ended.
 */
export const ACCESS_TTL_SECONDS = 8 * 24 * 3600;

/** Longest job id taken by jobProgress: the queue's ids are far shorter. */
export const JOB_ID_MAX = 200;

/**
 * Jobs the queue knows no access for (the system's own, or progress not published by a queued
 * job): administrators only, but a mail batch's own sender.
 */
const FALLBACK: JobRight = { hierarchy: 1 };

/** tmail.mai_lote's width: a longer id names no batch. */
const MAIL_BATCH_MAX = 40;

export const JOB_ACCESS_MSG = {
  notFollowable: 'Solo quien inició el trabajo o un usuario con permiso sobre su pantalla puede seguir su avance',
} as const;

/** True when the user holds the right. */
async function holds(em: EntityManager, user: AuthUser, right: JobRight): Promise<boolean> {
  if ('hierarchy' in right) return user.hierarchy >= right.hierarchy;
  return (await permisosFor(em, user, right.resource))[right.action] > 0;
}

/**
 * Progress of a mail batch is published under the batch id (send/mail-ledger.ts), not by a
 * queued job with an access: its sender is the owner.
 */
async function sentMailBatch(em: EntityManager, user: AuthUser, batchId: string): Promise<boolean> {
  if (batchId.length > MAIL_BATCH_MAX) return false;
  const [row] = await run<{ own: boolean }>(em, 'select exists (select 1 from tmail where mai_lote = ? and usr_codigo = ?) as own', [batchId, user.id]);
  return row?.own === true;
}

/**
 * Refuses (FORBIDDEN, in Spanish) to follow a job unless the user started it or holds its right:
 * a job id is no secret once shown on a screen, a log or a guess.
 */
export async function requireFollower(ctx: AppContext, jobId: string): Promise<void> {
  const user = ctx.user;
  if (!user) throw AppError.unauthenticated();
  if (jobId.length > JOB_ID_MAX) throw AppError.input('jobId', INPUT_MSG.tooLong('jobId', JOB_ID_MAX));
  const access = await ctx.services.jobs.access(jobId);
  if (access) {
    if (access.ownerId === user.id || (await holds(ctx.em, user, access.right))) return;
  } else if ((await holds(ctx.em, user, FALLBACK)) || (await sentMailBatch(ctx.em, user, jobId))) return;
  throw AppError.forbidden(JOB_ACCESS_MSG.notFollowable);
}
