import type { Services } from '../graphql/context.js';
import { JobFailure } from '../jobs/queue.js';
import { startPeriodic } from '../jobs/periodic.js';
import { log } from '../shared/log.js';
import type { DeliveryResult, OutgoingMessage, Recipient } from './channel.js';
import { sendRuntime } from './runtime.js';

/**
 * The one path of every send (e-mail, SMS, later system notifications): a channel's ledger (its
 * table, one row per message to one recipient, written before anything is sent) and one queue job
 * per row, named by the row's idempotency key. The job runs `deliver`: only a pending row is
 * delivered, through the channel registered under the ledger's channel name, and the ledger
 * records the outcome right after the provider's answer. A temporary failure is retried with
 * backoff and the last attempt is final; adding the same job again, from any process, is a no-op.
 */

/** The job of one message of any channel; its data names the ledger and the row. */
export const SEND_JOB = 'envio.entregar';

/** One row of a ledger as the runner needs it. */
export interface LedgerItem {
  /** The row's state as the ledger keeps it ('pendiente', 'enviado'…). */
  state: string;
  /** Only a pending row is delivered. */
  pending: boolean;
  recipient: Recipient;
  message: OutgoingMessage;
  /** An outcome known without delivering (a blacklisted address): recorded as is, nothing is sent. */
  answer?: DeliveryResult | null;
  /** At most `perMinute` deliveries per minute under `key` (shared by every process through Redis). */
  rate?: { key: string; perMinute: number } | null;
}

/** A row to queue: its id in the ledger and its idempotency key (the job id). */
export interface LedgerKey {
  id: number;
  key: string;
}

/** A channel's table of messages. */
export interface Ledger {
  /** The ledger's name in the job data ('correo', 'sms'). */
  readonly name: string;
  /** The channel that delivers its rows (the runtime's registry: 'email', 'sms'). */
  readonly channel: string;
  /** Attempts of a temporary failure before the row's failure is final. */
  readonly attempts: number;
  load(services: Services, id: number): Promise<LedgerItem | null>;
  /** Writes the outcome; `final` false means a retry follows. Returns the row's new state. */
  record(services: Services, id: number, item: LedgerItem, result: DeliveryResult, final: boolean): Promise<string>;
  /** The keys of these rows that are still pending. */
  keys(services: Services, ids: readonly number[]): Promise<LedgerKey[]>;
  /** Pending rows written a while ago and maybe never queued (committed just before a crash). */
  stale(services: Services): Promise<LedgerKey[]>;
}

const ledgers = new Map<string, Ledger>();

/** Registers a channel's ledger (each module registers its own when loaded). */
export function registerLedger(ledger: Ledger): void {
  ledgers.set(ledger.name, ledger);
}

function ledgerOf(name: string): Ledger {
  const ledger = ledgers.get(name);
  if (!ledger) throw new Error(`Canal de envío desconocido: ${name}`);
  return ledger;
}

/** When the channel is not configured (no SMTP, no SMS_URL): the message is kept, not sent. */
const NO_CHANNEL = (channel: string): DeliveryResult => ({ status: 'stored', reason: `No hay un canal '${channel}' configurado` });

/**
 * Delivers one row of a ledger (the job's work). Idempotent: a row that is no longer pending is
 * answered with its state and nothing is sent. A temporary failure before the last attempt is
 * recorded and thrown, so the queue retries with backoff.
 */
export async function deliver(services: Services, ledgerName: string, id: number, lastAttempt: boolean): Promise<string> {
  const ledger = ledgerOf(ledgerName);
  const item = await ledger.load(services, id);
  if (!item) return 'inexistente';
  if (!item.pending) return item.state;
  const runtime = sendRuntime(services);
  let result = item.answer ?? null;
  if (!result) {
    const channel = runtime.channels.get(ledger.channel);
    if (!channel) result = NO_CHANNEL(ledger.channel);
    else {
      if (item.rate) await runtime.limiter.acquire(item.rate.key, item.rate.perMinute);
      result = await channel.deliver(item.recipient, item.message);
    }
  }
  const final = result.status !== 'temporary' || lastAttempt;
  const state = await ledger.record(services, id, item, result, final);
  if (!final) throw new JobFailure('JOB_FAILED', result.status === 'temporary' ? result.reason : state);
  return state;
}

/** Jobs handed to the queue in one call (one round trip with addBulk). */
const DISPATCH_BATCH = 500;

/**
 * After the caller's commit: one job per pending row, named by its key (adding it again is a
 * no-op). A queue that refuses leaves the rows pending: the periodic pass queues them later.
 */
export async function dispatch(services: Services, ledgerName: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const ledger = ledgerOf(ledgerName);
  const keys = await ledger.keys(services, ids);
  await enqueue(services, ledger, keys);
}

async function enqueue(services: Services, ledger: Ledger, keys: readonly LedgerKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DISPATCH_BATCH) {
    const part = keys.slice(start, start + DISPATCH_BATCH);
    try {
      const jobs = part.map((k) => ({ name: SEND_JOB, data: { ledger: ledger.name, id: k.id }, options: { jobId: k.key, attempts: ledger.attempts } }));
      if (services.jobs.addBulk) await services.jobs.addBulk(jobs);
      else for (const job of jobs) await services.jobs.add(job.name, job.data, job.options);
    } catch (error) {
      log.failure({
        event: 'envio',
        code: 'COLA',
        route: `${SEND_JOB}.${ledger.name}`,
        error,
        throttle: true,
        extra: { desde: part[0]?.id, cantidad: part.length },
      });
    }
  }
}

/** Queues every ledger's stale pending rows; returns how many. */
export async function dispatchStale(services: Services, only?: string): Promise<number> {
  let n = 0;
  for (const ledger of ledgers.values()) {
    if (only && ledger.name !== only) continue;
    const keys = await ledger.stale(services);
    await enqueue(services, ledger, keys);
    n += keys.length;
  }
  return n;
}

export function registerDeliveryJobs(services: Services): void {
  services.jobs.register<{ ledger: string; id: number }>(
    SEND_JOB,
    async (data, job) => ({ state: await deliver(services, data.ledger, data.id, job.lastAttempt) }),
    { quiet: true },
  );
}

/** Seconds between passes that queue rows left pending. */
export const RESUME_SECONDS = 30;

/** Where workers run: now and every 30 s, what was committed but never queued goes to the queue. */
export function startDeliveryResume(services: Services): void {
  if (!services.config.runWorkers) return;
  startPeriodic(services, `${SEND_JOB}.pendientes`, RESUME_SECONDS, () => dispatchStale(services));
}
