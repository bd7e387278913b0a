import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppPubSub } from '../graphql/pubsub.js';
import { QUEUE_NAME, enqueueWithin, publicFailure, publishProgress, type JobHandler, type JobQueue, type JobState } from './queue.js';

/** BullMQ on Redis: jobs survive restarts and are shared by every API and worker process. */
export class BullQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly connection: Redis;
  /** The queue's own connection fails fast (no offline queue, one retry): an upload never hangs on Redis. */
  private readonly queueConnection: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;

  constructor(
    redisUrl: string,
    private readonly pubsub: AppPubSub,
    private readonly prefix = 'bo',
  ) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.queueConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    // Without a listener ioredis prints every failed reconnection; the callers report the outage.
    this.queueConnection.on('error', () => undefined);
    this.queue = new Queue(QUEUE_NAME, { connection: this.queueConnection, prefix: this.prefix });
    this.queue.on('error', () => undefined);
  }

  register<T>(name: string, handler: JobHandler<T>): void {
    this.handlers.set(name, handler as JobHandler);
  }

  async add<T>(name: string, data: T, options: { jobId?: string; attempts?: number } = {}): Promise<string> {
    const job = await enqueueWithin(
      this.queue.add(name, data, {
        jobId: options.jobId,
        attempts: options.attempts ?? 3,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      }),
    );
    return job.id!;
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
      async (job: Job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`Trabajo desconocido: ${job.name}`);
        const result = await handler(job.data, {
          id: job.id!,
          lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
          progress: async (percent, message) => {
            const progress = Math.max(0, Math.min(100, Math.round(percent)));
            await job.updateProgress(progress);
            publishProgress(this.pubsub, { jobId: job.id!, name: job.name, progress, state: 'active', message: message ?? null });
          },
        });
        publishProgress(this.pubsub, { jobId: job.id!, name: job.name, progress: 100, state: 'completed', message: null });
        return result;
      },
      { connection: this.connection.duplicate({ maxRetriesPerRequest: null }), prefix: this.prefix, concurrency: 4 },
    );
    this.worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        publishProgress(this.pubsub, { jobId: job.id!, name: job.name, progress: Number(job.progress) || 0, state: 'failed', ...publicFailure(job.name, error) });
      }
    });
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.queueConnection.disconnect();
    this.connection.disconnect();
  }
}
