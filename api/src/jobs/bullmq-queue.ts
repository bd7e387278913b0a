import { Queue, WaitingError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { openRedis } from '../shared/redis.js';
import type { AppPubSub, JobProgressPayload } from '../graphql/pubsub.js';
import { log } from '../shared/log.js';
import { settlesWithin, withTimeout } from '../shared/timeout.js';
import { ACCESS_TTL_SECONDS, type JobAccess } from './job-access.js';
import {
  JobReleased,
  QUEUE_NAME,
  enqueueWithin,
  publicFailure,
  publishProgress,
  type AddOptions,
  type JobHandler,
  type JobKind,
  type JobQueue,
  type JobState,
} from './queue.js';

/**
 * Lock and stalled-job timings. A worker renews the lock of each running job every
 * lockDuration / 2; when a worker dies (kill -9, lost machine) its lock expires within
 * lockDuration and the next stalled check of any live worker (every stalledInterval) puts the
 * job back to waiting: another worker takes it within lockDuration + stalledInterval (8 s)
 * instead of BullMQ's default ~60 s. maxStalledCount: a job may be recovered this many times
 * (workers killed twice in one import) before it fails.
 */
export const QUEUE_TIMINGS = { lockDuration: 5000, stalledInterval: 3000, maxStalledCount: 3 } as const;

/** After the drain: time a released job's handler gets to reach its next progress report, and the queue to close. */
const RELEASE_MS = 1500;
const QUEUE_CLOSE_MS = 500;
/** Longest wait for Redis to tell who may follow a job (a subscription waits on it). */
const ACCESS_READ_MS = 2000;

/** BullMQ on Redis: jobs survive restarts and are shared by every API and worker process. */
export class BullQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly quiet = new Set<string>();
  private readonly connection: Redis;
  /** The queue's own connection fails fast (no offline queue, one retry): an upload never hangs on Redis. */
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  /** Set when the drain time of a shutdown is over: running jobs are released at their next progress report. */
  private releasing = false;

  constructor(
    redisUrl: string,
    private readonly pubsub: AppPubSub,
    private readonly prefix = 'bo',
    /** Jobs one worker runs at once (QUEUE_CONCURRENCY). */
    private readonly concurrency = 4,
  ) {
    this.connection = openRedis(redisUrl, 'cola', { maxRetriesPerRequest: null });
    this.queueConnection = openRedis(redisUrl, 'cola', { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    this.queue = new Queue(QUEUE_NAME, { connection: this.queueConnection, prefix: this.prefix });
    this.queue.on('error', () => undefined);
  }

  register<T>(name: string, handler: JobHandler<T>, kind: JobKind = {}): void {
    this.handlers.set(name, handler as JobHandler);
    if (kind.quiet) this.quiet.add(name);
  }

  /** Announces a job's progress unless its kind is quiet. */
  private announce(payload: JobProgressPayload): void {
    if (!this.quiet.has(payload.name)) publishProgress(this.pubsub, payload);
  }

  private jobOptions(options: AddOptions) {
    return {
      jobId: options.jobId,
      attempts: options.attempts ?? 3,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }

  async add<T>(name: string, data: T, options: AddOptions = {}): Promise<string> {
    if (options.access) await enqueueWithin(this.keepAccess([{ jobId: options.jobId, access: options.access }]));
    const job = await enqueueWithin(this.queue.add(name, data, this.jobOptions(options)));
    return job.id!;
  }

  async addBulk<T>(jobs: ReadonlyArray<{ name: string; data: T; options?: AddOptions }>): Promise<string[]> {
    const guarded = jobs.filter((j) => j.options?.access).map((j) => ({ jobId: j.options!.jobId, access: j.options!.access! }));
    if (guarded.length) await enqueueWithin(this.keepAccess(guarded));
    const added = await enqueueWithin(this.queue.addBulk(jobs.map((j) => ({ name: j.name, data: j.data, opts: this.jobOptions(j.options ?? {}) }))));
    return added.map((j) => j.id!);
  }

  /**
   * Stores who may follow each job before the job exists (its id reaches nobody before that), in
   * Redis so that every API instance reads it: only when absent, so re-adding a job keeps its
   * first access.
   */
  private async keepAccess(entries: ReadonlyArray<{ jobId?: string; access: JobAccess }>): Promise<void> {
    if (entries.some((e) => !e.jobId)) throw new Error('Un trabajo con acceso restringido necesita un jobId');
    // The queue's own connection, once the queue has it ready (it takes no command before).
    await this.queue.waitUntilReady();
    const pipeline = this.queueConnection.pipeline();
    for (const e of entries) pipeline.set(this.accessKey(e.jobId!), JSON.stringify(e.access), 'EX', ACCESS_TTL_SECONDS, 'NX');
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
  }

  async access(jobId: string): Promise<JobAccess | null> {
    await withTimeout(this.queue.waitUntilReady(), ACCESS_READ_MS);
    const raw = await withTimeout(this.queueConnection.get(this.accessKey(jobId)), ACCESS_READ_MS);
    return raw ? (JSON.parse(raw) as JobAccess) : null;
  }

  private accessKey(jobId: string): string {
    return `${this.prefix}:trabajo:acceso:${jobId}`;
  }

  async state(jobId: string): Promise<JobState | null> {
    const job = await this.queue.getJob(jobId);
    if (!job) return null;
    const raw = await job.getState();
    const state = raw === 'completed' || raw === 'failed' || raw === 'active' ? raw : 'waiting';
    return { jobId, name: job.name, state, progress: typeof job.progress === 'number' ? job.progress : 0, result: job.returnvalue, error: job.failedReason };
  }

  startWorker(): void {
    if (this.worker) return;
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job, token?: string) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`Trabajo desconocido: ${job.name}`);
        try {
          const result = await handler(job.data, {
            id: job.id!,
            lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
            progress: async (percent, message) => {
              if (this.releasing) throw new JobReleased();
              const progress = Math.max(0, Math.min(100, Math.round(percent)));
              await job.updateProgress(progress);
              this.announce({ jobId: job.id!, name: job.name, progress, state: 'active', message: message ?? null });
            },
          });
          this.announce({ jobId: job.id!, name: job.name, progress: 100, state: 'completed', message: null });
          return result;
        } catch (error) {
          if (!(error instanceof JobReleased)) throw error;
          // Back to waiting without spending an attempt: another worker continues it.
          await job.moveToWait(token);
          log.info('trabajo_liberado', { trabajo: job.name, id: job.id });
          throw new WaitingError();
        }
      },
      { connection: this.connection.duplicate({ maxRetriesPerRequest: null }), prefix: this.prefix, concurrency: this.concurrency, ...QUEUE_TIMINGS },
    );
    this.worker.on('error', (error) => log.failure({ event: 'redis', code: 'CONEXION', route: 'worker', error, throttle: true }));
    this.worker.on('failed', (job, error) => {
      const final = !!job && job.attemptsMade >= (job.opts.attempts ?? 1);
      log.failure({
        event: 'trabajo',
        code: final ? 'FALLIDO' : 'REINTENTO',
        route: job?.name ?? 'desconocido',
        ms: job?.processedOn ? Date.now() - job.processedOn : undefined,
        error,
        extra: { id: job?.id, intento: job?.attemptsMade },
      });
      if (job && final) {
        this.announce({ jobId: job.id!, name: job.name, progress: Number(job.progress) || 0, state: 'failed', ...publicFailure(error) });
      }
    });
  }

  async close(options: { drainMs?: number } = {}): Promise<void> {
    if (this.worker) {
      // Stops taking jobs and waits for the running ones.
      const closing = this.worker.close();
      if (options.drainMs === undefined) await closing;
      else if (!(await settlesWithin(closing, options.drainMs))) {
        this.releasing = true;
        await settlesWithin(closing, RELEASE_MS);
      }
    }
    await settlesWithin(this.queue.close(), QUEUE_CLOSE_MS);
    this.queueConnection.disconnect();
    this.connection.disconnect();
  }
}
