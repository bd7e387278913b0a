import { randomUUID } from 'node:crypto';
import type { AppPubSub, JobProgressPayload } from '../graphql/pubsub.js';
import { isTransient } from '../graphql/transient.js';
import { AppError } from '../shared/app-error.js';
import { log } from '../shared/log.js';

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

/**
 * Background jobs with one interface for BullMQ (Redis) and the in-process runner. `add` with a
 * jobId that already exists returns the existing job: callers get idempotency by choosing ids.
 */
export interface JobQueue {
  register<T>(name: string, handler: JobHandler<T>): void;
  add<T>(name: string, data: T, options?: { jobId?: string; attempts?: number }): Promise<string>;
  state(jobId: string): Promise<JobState | null>;
  /** Starts processing (API with RUN_WORKERS, or the worker process). */
  startWorker(): void;
  /**
   * Stops taking jobs and closes. With drainMs, running jobs get that long to finish; the ones
   * still running are then released (back to waiting, for another worker) at their next
   * progress report.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Resolves true when the promise settles within ms, false otherwise. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const QUEUE_NAME = 'backoffice';

export const JOB_MSG = {
  unavailable: 'El trabajo no pudo terminar porque la base de datos o el servicio de procesos no estaban disponibles; intente nuevamente',
  internal: 'El trabajo no pudo terminar por un error interno; el detalle quedó en el registro del servidor',
} as const;

/**
 * What subscribers of jobProgress read when a job fails: a refusal of the job's own rules keeps
 * its Spanish message; anything else (a lost connection, a bug) a Spanish sentence, the details
 * only in the log.
 */
export function jobFailureMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return isTransient(error) ? JOB_MSG.unavailable : JOB_MSG.internal;
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
  private readonly jobs = new Map<string, JobState>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private readonly pending: Array<{ jobId: string; data: unknown; attempts: number }> = [];

  constructor(private readonly pubsub: AppPubSub) {}

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async add<T>(name: string, data: T, options: { jobId?: string; attempts?: number } = {}): Promise<string> {
    const jobId = options.jobId ?? randomUUID();
    if (this.jobs.has(jobId)) return jobId;
    this.jobs.set(jobId, { jobId, name, state: 'waiting', progress: 0 });
    this.pending.push({ jobId, data, attempts: options.attempts ?? 3 });
    if (this.started) this.drain();
    return jobId;
  }

  async state(jobId: string): Promise<JobState | null> {
    return this.jobs.get(jobId) ?? null;
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
    const report = (progress: number, message: string | null) =>
      publishProgress(this.pubsub, { jobId, name: state.name, progress, state: state.state, message });
    if (!handler) {
      Object.assign(state, { state: 'failed', error: `Trabajo desconocido: ${state.name}` });
      report(state.progress, state.error!);
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
        state.error = jobFailureMessage(error);
        log.failure({ event: 'trabajo', code: attempt === attempts ? 'FALLIDO' : 'REINTENTO', route: state.name, error, extra: { id: jobId, intento: attempt } });
        if (attempt === attempts) {
          state.state = 'failed';
          report(state.progress, state.error);
        }
      }
    }
  }
}
