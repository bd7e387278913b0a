import pg from 'pg';
import type { FailureLog } from '../../shared/log.js';

/** The channel the triggers of Migration021AuthChanges notify. */
export const AUTH_CHANGES_CHANNEL = 'bo_auth_changes';
/** How long a checked session is trusted without asking the database again, at most. */
const TTL_MS = 5_000;
/** Sessions kept at most (the oldest goes first). */
const MAX_ENTRIES = 10_000;
/** Wait before listening again after the listening connection failed. */
const RECONNECT_MS = 1_000;

/**
 * Sessions this instance checked in the last few seconds, so a request does not cost a database
 * round trip just to learn who is asking. Correctness first:
 * - it is on only while this instance listens to PostgreSQL's `bo_auth_changes` channel, which
 *   triggers notify when a session is revoked or a user (or profile) changes — by any instance,
 *   or by hand in SQL. Every notification empties it; a broken listening connection turns it off
 *   (and empties it) until it listens again;
 * - every write request handled by this instance empties it before its answer leaves, so the
 *   next request sees the change even before the notification arrives;
 * - a lookup that started before a change is never stored after it (the generation check);
 * - an entry lives 5 s at most, and a session past its expiry is never answered from it.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private generation = 0;
  private live = false;

  /** Whether entries are kept (only while changes are heard). */
  get enabled(): boolean {
    return this.live;
  }

  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  /** Taken before a lookup: `set` stores its result only if nothing changed meanwhile. */
  stamp(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): T | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, stamp: number, now = Date.now()): void {
    if (!this.live || stamp !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: now });
  }

  /** Forgets every session (something that may end one or change a user was written). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * Listens to `bo_auth_changes` on a connection of its own and keeps the cache in step: live while
 * listening, emptied on every notification, off while the connection is down (it reconnects
 * every second until closed).
 */
export function listenForAuthChanges(databaseUrl: string, cache: SessionCache<unknown>, log?: FailureLog): ChangeListener {
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  // One info line when listening stops and one when it resumes: an outage of PostgreSQL already
  // logs its failed requests, and the reconnect attempts would add a line each.
  // Nothing at start: the first listen is the normal case.
  let heard = false;
  let lost = false;
  const setHeard = (live: boolean, reason?: unknown) => {
    if (live !== heard && (!live || lost)) log?.info('sesiones', { escucha: live, ...(reason instanceof Error ? { motivo: reason.message } : {}) });
    if (!live && heard) lost = true;
    heard = live;
    cache.setLive(live);
  };

  const retry = (reason?: unknown) => {
    setHeard(false, reason);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'bo_auth_changes' });
    client = next;
    next.on('error', retry);
    next.on('end', () => retry());
    next.on('notification', () => cache.clear());
    try {
      await next.connect();
      await next.query(`listen ${AUTH_CHANGES_CHANNEL}`);
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      setHeard(true);
    } catch (error) {
      await next.end().catch(() => undefined);
      retry(error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      heard = false;
      cache.setLive(false);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
