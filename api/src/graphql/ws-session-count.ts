import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { openRedis } from '../shared/redis.js';

/**
 * How long a socket's place in its session's count lasts without being renewed: each instance
 * renews the places of its open sockets every third of it, so a place of an instance that died
 * (kill -9, a lost machine) frees itself within this time.
 */
export const SOCKET_LEASE_MS = 60_000;

/**
 * One atomic step on the session's sorted set (socket → lease end): drop the leases that ended;
 * refuse when the session already has `max`; else add this socket's place.
 */
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Open sockets by session. With Redis (REDIS_URL) the count is shared by every API instance, so
 * a session has at most `max` sockets in all, behind a balancer too; without Redis, or while it
 * does not answer, each instance counts its own. `bySocket` is what the session watcher reads.
 */
export class SessionSockets {
  readonly bySocket = new Map<WebSocket, string>();
  private readonly counts = new Map<string, number>();
  /** Places held in Redis: socket → member of its session's set. */
  private readonly places = new Map<WebSocket, string>();
  private readonly instance = randomUUID();
  private serial = 0;
  private redis: Redis | undefined;
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: { max: number; redisUrl?: string | null; prefix: string }) {
    if (!options.redisUrl) return;
    // No offline queue: while Redis is away a socket is counted here at once, not after a wait.
    this.redis = openRedis(options.redisUrl, 'websocket-sesiones', { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.timer = setInterval(() => void this.renew(), SOCKET_LEASE_MS / 3);
    this.timer.unref();
  }

  /** Counts an open socket in its session, or false when the session already has `max`. */
  async add(socket: WebSocket, sessionId: string): Promise<boolean> {
    const member = `${this.instance}:${++this.serial}`;
    const shared = await this.admitShared(sessionId, member);
    if (shared === false) return false;
    if (shared === null && (this.counts.get(sessionId) ?? 0) >= this.options.max) return false;
    // Closed while it was counted: its close event has passed, so give the place back now.
    if (socket.readyState !== WebSocket.OPEN) {
      if (shared) void this.release(sessionId, member);
      return false;
    }
    this.counts.set(sessionId, (this.counts.get(sessionId) ?? 0) + 1);
    this.bySocket.set(socket, sessionId);
    if (shared) this.places.set(socket, member);
    socket.once('close', () => this.remove(socket));
    return true;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.redis?.disconnect();
    this.redis = undefined;
  }

  private key = (sessionId: string) => `${this.options.prefix}:ws:sesion:${sessionId}`;

  /** True or false from Redis; null when there is no Redis or it did not answer (count locally). */
  private async admitShared(sessionId: string, member: string): Promise<boolean | null> {
    if (!this.redis) return null;
    try {
      return (await this.redis.eval(ADMIT_SCRIPT, 1, this.key(sessionId), Date.now(), SOCKET_LEASE_MS, this.options.max, member)) === 1;
    } catch {
      return null;
    }
  }

  private async release(sessionId: string, member: string): Promise<void> {
    try {
      await this.redis?.zrem(this.key(sessionId), member);
    } catch {
      // Redis away: the place frees itself when its lease ends.
    }
  }

  /** Renews the leases of this instance's open sockets (one round trip). */
  private async renew(): Promise<void> {
    if (!this.redis || this.places.size === 0) return;
    const until = Date.now() + SOCKET_LEASE_MS;
    const batch = this.redis.pipeline();
    for (const [socket, member] of this.places) {
      const key = this.key(this.bySocket.get(socket)!);
      batch.zadd(key, 'XX', until, member).pexpire(key, SOCKET_LEASE_MS);
    }
    try {
      await batch.exec();
    } catch {
      // Redis away: renewed next time.
    }
  }

  private remove(socket: WebSocket): void {
    const sessionId = this.bySocket.get(socket);
    if (sessionId === undefined) return;
    this.bySocket.delete(socket);
    const member = this.places.get(socket);
    this.places.delete(socket);
    if (member) void this.release(sessionId, member);
    const count = (this.counts.get(sessionId) ?? 1) - 1;
    if (count > 0) this.counts.set(sessionId, count);
    else this.counts.delete(sessionId);
  }
}
