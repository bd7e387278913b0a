import { randomUUID } from 'node:crypto';
import type { AppPubSub, JobProgressPayload } from '../graphql/pubsub.js';
import { isTransientError } from '../db/transient.js';
import { AppError } from '../shared/app-error.js';
import type { JobAccess } from './job-access.js';
import { log } from '../shared/log.js';
import { settlesWithin, withTimeout } from '../shared/timeout.js';

export interface JobContext {
  id: string;
  /** True on the job's last attempt: a failure now is final (no retry follows). */
  lastAttempt: boolean;
  /** Reports progress 0..100 to subscribers of jobProgress(jobId). */
  progress(percent: number, message?: string): Promise<void>;
}

export type JobHandler<T = unknown> = (data: T, job: JobContext) => Promise<unknown>;

export interface JobState {
  jobId: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  result?: unknown;
  error?: string;
}

/** How a kind of job is run. */
export interface JobKind {
  /**
   * No jobProgress events (active, completed, failed) for these jobs: for the many small jobs of
   * a ledger that publishes its own progress (one e-mail or SMS per recipient), where an event
   * per job nobody follows would cost an outbox row and a publish each.
   */
  quiet?: boolean;
}

/** How a job is added. */
export interface AddOptions {
  /** Chosen id (idempotency: the same id adds once); a random UUID otherwise. */
  jobId?: string;
  attempts?: number;
  /**
   * Who may follow its progress (jobProgress). A job whose id is shown to its user must carry
   * it; the first add of an id sets it, a later add of the same id keeps it.
   */
  access?: JobAccess;
}

/**
 * Background jobs with one interface for BullMQ (Redis) and the in-process runner. `add` with a
 * jobId that already exists returns the existing job: callers get idempotency by choosing ids.
 */
export interface JobQueue {
  register<T>(name: string, handler: JobHandler<T>, kind?: JobKind): void;
  add<T>(name: string, data: T, options?: AddOptions): Promise<string>;
  /** Adds many jobs in one call (one round trip to Redis); same idempotency by jobId as `add`. */
  addBulk?<T>(jobs: ReadonlyArray<{ name: string; data: T; options?: AddOptions }>): Promise<string[]>;
  state(jobId: string): Promise<JobState | null>;
  /** Who may follow the job (given when it was added), shared by every API instance; null when none was given. */
  access(jobId: string): Promise<JobAccess | null>;
  /** Starts processing (API with RUN_WORKERS, or the worker process). */
  startWorker(): void;
  /**
   * Stops taking jobs and closes. With drainMs, running jobs get that long to finish; the ones
   * still running are then released (back to waiting, for another worker) at their next
   * progress report.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/**
 * Thrown inside a job's progress report while the worker shuts down: the job goes back to
 * waiting without spending an attempt. A handler that wraps its errors must let it through.
 */
export class JobReleased extends Error {
  constructor() {
    super('Trabajo liberado por el cierre del worker');
  }
}

export const QUEUE_NAME = 'backoffice';

/** Longest wait for the queue to accept a job: past it the caller answers that it is unavailable. */
export const ENQUEUE_TIMEOUT_MS = 3000;

/** The queue (Redis) did not take the job in time or refused it; nothing was queued for sure. */
export class QueueUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`La cola de trabajos no respondió: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'QueueUnavailableError';
  }
}

/** Rejects with QueueUnavailableError when `work` fails or takes longer than `ms`. */
export async function enqueueWithin<T>(work: Promise<T>, ms = ENQUEUE_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(work, ms);
  } catch (error) {
    throw new QueueUnavailableError(error);
  }
}

/** A job failure whose Spanish message and code may be shown to subscribers as they are. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'JobFailure';
  }
}

export const JOB_MSG = {
  unavailable: 'El trabajo no pudo terminar porque la base de datos o el servicio de procesos no estaban disponibles; intente nuevamente',
  internal: 'El trabajo no pudo terminar por un error interno; el detalle quedó en el registro del servidor',
} as const;

/**
 * What subscribers of jobProgress read when a job fails, with its code: a JobFailure or a
 * refusal of the job's own rules (AppError) keeps its Spanish message; a lost connection says
 * so (DATABASE_UNAVAILABLE); anything else (a bug) a Spanish sentence. The details go only to
 * the log.
 */
export function publicFailure(error: unknown): { code: string; message: string } {
  if (error instanceof JobFailure || error instanceof AppError) return { code: error.code, message: error.message };
  if (isTransientError(error)) return { code: 'DATABASE_UNAVAILABLE', message: JOB_MSG.unavailable };
  return { code: 'INTERNAL', message: JOB_MSG.internal };
}

/**
 * Announces a job's progress to jobProgress(jobId) subscribers: through the outbox (so that it
 * reaches them after a Redis outage and can be replayed with afterEventId) when the services
 * have one, directly otherwise.
 */
export function publishProgress(pubsub: AppPubSub, payload: JobProgressPayload): void {
  if (pubsub.outbox) void pubsub.outbox.record('JOB_PROGRESS', payload.jobId, payload);
  else pubsub.publish('JOB_PROGRESS', payload.jobId, payload);
}

/** Runs jobs in this process: for the embedded demo and tests without Redis. */
export class InProcessQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly quiet = new Set<string>();
  private readonly jobs = new Map<string, JobState>();
  private readonly followers = new Map<string, JobAccess>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private readonly pending: Array<{ jobId: string; data: unknown; attempts: number }> = [];

  constructor(private readonly pubsub: AppPubSub) {}

  register<T>(name: string, handler: JobHandler<T>, kind: JobKind = {}): void {
    this.handlers.set(name, handler as JobHandler);
    if (kind.quiet) this.quiet.add(name);
  }

  async add<T>(name: string, data: T, options: AddOptions = {}): Promise<string> {
    const jobId = options.jobId ?? randomUUID();
    if (options.access && !this.followers.has(jobId)) this.followers.set(jobId, options.access);
    if (this.jobs.has(jobId)) return jobId;
    this.jobs.set(jobId, { jobId, name, state: 'waiting', progress: 0 });
    this.pending.push({ jobId, data, attempts: options.attempts ?? 3 });
    if (this.started) this.drain();
    return jobId;
  }

  async addBulk<T>(jobs: ReadonlyArray<{ name: string; data: T; options?: AddOptions }>): Promise<string[]> {
    const ids: string[] = [];
    for (const job of jobs) ids.push(await this.add(job.name, job.data, job.options));
    return ids;
  }

  async state(jobId: string): Promise<JobState | null> {
    return this.jobs.get(jobId) ?? null;
  }

  async access(jobId: string): Promise<JobAccess | null> {
    return this.followers.get(jobId) ?? null;
  }

  startWorker(): void {
    this.started = true;
    this.drain();
  }

  /** Resolves when every job added so far has finished (tests use it). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  async close(options: { drainMs?: number } = {}): Promise<void> {
    this.started = false;
    if (options.drainMs === undefined) await this.idle();
    else await settlesWithin(this.idle(), options.drainMs);
  }

  private drain(): void {
    while (this.pending.length) {
      const next = this.pending.shift()!;
      const run = this.run(next.jobId, next.data, next.attempts).finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  private async run(jobId: string, data: unknown, attempts: number): Promise<void> {
    const state = this.jobs.get(jobId)!;
    const handler = this.handlers.get(state.name);
    const report = (progress: number, message: string | null, code: string | null = null) => {
      if (!this.quiet.has(state.name)) publishProgress(this.pubsub, { jobId, name: state.name, progress, state: state.state, message, code });
    };
    if (!handler) {
      Object.assign(state, { state: 'failed', error: `Trabajo desconocido: ${state.name}` });
      report(state.progress, JOB_MSG.internal, 'INTERNAL');
      return;
    }
    for (let attempt = 1; attempt <= attempts; attempt++) {
      state.state = 'active';
      try {
        state.result = await handler(data, {
          id: jobId,
          lastAttempt: attempt === attempts,
          progress: async (percent, message) => {
            state.progress = Math.max(0, Math.min(100, Math.round(percent)));
            report(state.progress, message ?? null);
          },
        });
        state.state = 'completed';
        state.progress = 100;
        report(100, null);
        return;
      } catch (error) {
        state.error = publicFailure(error).message;
        log.failure({
          event: 'trabajo',
          code: attempt === attempts ? 'FALLIDO' : 'REINTENTO',
          route: state.name,
          error,
          extra: { id: jobId, intento: attempt },
        });
        if (attempt === attempts) {
          state.state = 'failed';
          const failure = publicFailure(error);
          report(state.progress, failure.message, failure.code);
        }
      }
    }
  }
}
