import { isIPv4, isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { openRedis } from '../../shared/redis.js';

/** The window in which distinct guides are counted per address. */
export const GUIDE_WINDOW_MINUTES = 10;
const WINDOW_MS = GUIDE_WINDOW_MINUTES * 60_000;
/** Addresses the in-memory count keeps before it forgets the oldest ones. */
const MEMORY_ADDRESSES = 100_000;

/**
 * One atomic step on the address's sorted set (guide → first time seen): drop what left the
 * window; a guide already in it passes; a new one passes and is added while the address has
 * fewer than the limit. Atomic, so parallel requests of a walker cannot slip past the limit.
 */
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * The key of an address: IPv4 as it is, IPv6 by its /64 network (one host usually holds a whole
 * /64, so counting single IPv6 addresses would let it change address at every request).
 */
export function addressKey(ip: string | null): string {
  if (!ip) return '-';
  const plain = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (!isIPv6(plain)) return plain.slice(0, 64);
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = plain.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts the distinct guides each address looks up anonymously in a 10-minute window and refuses
 * new ones past the limit: a person tracks a few parcels; someone walking consecutive guide
 * numbers to collect them looks up dozens. Shared through Redis when REDIS_URL is set (every API
 * instance sees the same count); in memory otherwise, or while Redis does not answer.
 */
export class GuideWalkGuard {
  private redis: Redis | undefined;
  private readonly memory = new Map<string, Map<string, number>>();

  constructor(private readonly options: { limit: number; redisUrl?: string; prefix?: string }) {}

  /** True when this address may look up `guide` now (counting it); false past the limit. */
  async admit(ip: string | null, guide: string, now = Date.now()): Promise<boolean> {
    const address = addressKey(ip);
    const { redisUrl, prefix = 'bo', limit } = this.options;
    if (redisUrl) {
      this.redis ??= openRedis(redisUrl, 'encomiendas-guias', { maxRetriesPerRequest: 1 });
      try {
        const answer = await this.redis.eval(ADMIT_SCRIPT, 1, `${prefix}:encomiendas:guias:${address}`, now, WINDOW_MS, limit, guide);
        return answer === 1;
      } catch {
        // Redis away: this instance keeps counting on its own until it answers again.
      }
    }
    return this.admitInMemory(address, guide, now);
  }

  close(): void {
    this.redis?.disconnect();
    this.redis = undefined;
    this.memory.clear();
  }

  private admitInMemory(address: string, guide: string, now: number): boolean {
    let seen = this.memory.get(address);
    if (seen) for (const [g, at] of seen) if (at <= now - WINDOW_MS) seen.delete(g);
    if (seen?.has(guide)) return true;
    if (seen && seen.size >= this.options.limit) return false;
    if (!seen) {
      if (this.memory.size >= MEMORY_ADDRESSES) this.forgetOldest(now);
      seen = new Map();
      this.memory.set(address, seen);
    }
    seen.set(guide, now);
    return true;
  }

  /** Drops the addresses whose guides all left the window, then, if still full, the oldest tenth. */
  private forgetOldest(now: number): void {
    for (const [address, seen] of this.memory) if ([...seen.values()].every((at) => at <= now - WINDOW_MS)) this.memory.delete(address);
    if (this.memory.size < MEMORY_ADDRESSES) return;
    let drop = Math.ceil(MEMORY_ADDRESSES / 10);
    for (const address of this.memory.keys()) {
      if (drop-- <= 0) break;
      this.memory.delete(address);
    }
  }
}

const guards = new WeakMap<object, GuideWalkGuard>();

/** One guard per set of services (the API process), opened on the first anonymous lookup. */
export function guideWalkGuardOf(services: { config: { parcelGuideLimit: number; redisUrl?: string; queuePrefix: string } }): GuideWalkGuard {
  let guard = guards.get(services);
  if (!guard) {
    guard = new GuideWalkGuard({ limit: services.config.parcelGuideLimit, redisUrl: services.config.redisUrl, prefix: services.config.queuePrefix });
    guards.set(services, guard);
  }
  return guard;
}

/** Closes the guard of these services, if one was opened (shutdown). */
export function closeGuideWalkGuard(services: object): void {
  guards.get(services)?.close();
  guards.delete(services);
}
