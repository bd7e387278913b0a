import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { publishTopic, type AppPubSub } from '../graphql/pubsub.js';
import { settlesWithin } from '../shared/timeout.js';
import { log } from '../shared/log.js';
import { run } from '../db/sql.js';
import { FANNED_TOPICS, fannedFor } from './fan-out.js';

export type OutboxTopic = 'COMPANY_STATE_CHANGED' | 'JOB_PROGRESS' | 'UNREAD_COUNT' | 'SUPPORT_EVENT';

export interface OutboxRow {
  id: string;
  topic: OutboxTopic;
  key: string | null;
  payload: Record<string, unknown>;
}

/** How often each process looks for unpublished events (a commit in the same process nudges at once). */
export const OUTBOX_POLL_MS = 300;
/** Time close() waits for the round or write in progress. */
const CLOSE_MS = 1000;
/** Events published per round. */
const BATCH = 1000;
/** A subscriber that reconnects gets at most this many missed events, from at most this far back. */
export const REPLAY_LIMIT = 500;
export const REPLAY_WINDOW = '1 hour';

/**
 * Writes an event in the caller's transaction: it exists if and only if the change it announces
 * was committed, and the publisher delivers it once the pubsub (Redis) can take it.
 */
export async function recordEvent(em: EntityManager, topic: OutboxTopic, key: string | null, payload: object): Promise<void> {
  await run(em, 'insert into tevento (topic, key, payload) values (?, ?, ?::jsonb)', [topic, key, JSON.stringify(payload)]);
}

/**
 * Events of a topic (and key) after an id, oldest first, bounded to the replay window. For a
 * fanned topic, the events that name the key, each as that key's subscriber receives it.
 */
export async function eventsAfter(em: EntityManager, topic: OutboxTopic, key: string | null, afterId: string): Promise<OutboxRow[]> {
  const fanned = key !== null && FANNED_TOPICS.has(topic);
  const rows = await run<OutboxRow & { id: string | number }>(
    em,
    `select id::text as id, topic, key, payload from tevento
      where topic = ? and ${fanned ? `jsonb_exists(payload->'byKey', ?)` : '(?::text is null or key = ?)'} and id > ?::bigint and created_at > now() - interval '${REPLAY_WINDOW}'
      order by tevento.id limit ${REPLAY_LIMIT}`,
    fanned ? [topic, key, afterId] : [topic, key, key, afterId],
  );
  return rows.map((r: OutboxRow & { id: string | number }) => {
    const payload = typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload;
    return { ...r, id: String(r.id), payload: fanned ? (fannedFor(payload, key) as Record<string, unknown>) : payload };
  });
}

/** The newest event id (a subscriber without afterEventId starts after it). */
export async function lastEventId(em: EntityManager): Promise<string> {
  const [row] = await run<{ id: string | number }>(em, 'select coalesce(max(id), 0)::text as id from tevento');
  return String(row.id);
}

/** What a subscriber receives: the payload with the id of its event. */
export function withEventId<T extends object>(row: OutboxRow): T & { eventId: string } {
  return { ...(row.payload as T), eventId: row.id };
}

/**
 * Publishes the outbox: claims unpublished rows in id order (FOR UPDATE SKIP LOCKED, so several
 * processes share the work without publishing a row twice), delivers each to the pubsub and
 * marks it published. When the pubsub cannot take one (Redis down) the rest stay and the next
 * round retries: they are delivered, in order, once it is back.
 */
export class OutboxPublisher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private failing = false;
  /** Writes of progress events outside a transaction, one after the other (their order is kept). */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly pubsub: AppPubSub,
    private readonly pollMs = OUTBOX_POLL_MS,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Publishes now (called after a commit that wrote events). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /**
   * Records an event in its own transaction (job progress: no change of the caller to join).
   * When the database cannot take it, it is published directly: live but not replayable.
   */
  record(topic: OutboxTopic, key: string | null, payload: object): Promise<void> {
    const write = this.chain.then(async () => {
      try {
        await recordEvent(this.orm.em.fork(), topic, key, payload);
        this.nudge();
      } catch (error) {
        log.failure({ event: 'eventos', code: 'SIN_BASE', route: topic, error, throttle: true });
        directPublish(this.pubsub, topic, key, payload);
      }
    });
    this.chain = write;
    return write;
  }

  /** Stops the loop; a round or a write held by a database that is away gets at most CLOSE_MS. */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await settlesWithin(Promise.all([this.chain, this.running]), CLOSE_MS);
  }

  /** One round: resolves to the number of events published. */
  async publishPending(): Promise<number> {
    let published = 0;
    let failure: unknown;
    // An idle round costs one indexed read, not a transaction (the embedded database has one connection).
    const [pending] = await run<{ waiting: boolean }>(this.orm.em.fork(), 'select exists (select 1 from tevento where published_at is null) as waiting');
    if (!pending?.waiting) return 0;
    await this.orm.em.fork().transactional(async (tx) => {
      const rows = await run<OutboxRow>(
        tx,
        `select id::text as id, topic, key, payload from tevento where published_at is null order by tevento.id limit ${BATCH} for update skip locked`,
      );
      // All sent at once, in id order, in one pipeline on the pubsub's connection (Redis keeps
      // that order): a round to a thousand users is one write and one wait, not a thousand. The
      // ones taken up to the first refusal are marked (committed below); the rest wait for the
      // next round, in order (subscribers drop a repeated event id).
      const outcome = await this.pubsub.deliverAll(
        rows.map((row: OutboxRow) => {
          const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
          return { topic: row.topic, key: row.key, payload: { ...payload, eventId: String(row.id) } };
        }),
      );
      failure = outcome.failure;
      const done = rows.slice(0, outcome.delivered).map((row: OutboxRow) => String(row.id));
      if (done.length) await run(tx, `update tevento set published_at = now() where id = any(?::bigint[])`, [`{${done.join(',')}}`]);
      published = done.length;
    });
    if (failure) throw failure;
    return published;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), ms);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    if (this.stopped || this.running) return;
    this.again = false;
    let more = false;
    this.running = this.publishPending().then(
      (n) => {
        if (this.failing) log.info('eventos_reanudados', { publicados: n });
        this.failing = false;
        more = n >= BATCH;
      },
      (error: unknown) => {
        this.failing = true;
        log.failure({ event: 'eventos', code: 'PENDIENTES', route: 'publicar', error, throttle: true });
      },
    );
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(more || this.again ? 0 : this.pollMs);
  }
}

/** Publishes without the outbox (no database to write to). */
export function directPublish(pubsub: AppPubSub, topic: OutboxTopic, key: string | null, payload: object): void {
  publishTopic(pubsub, topic, key, payload);
}
