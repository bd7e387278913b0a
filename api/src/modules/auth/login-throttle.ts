import type { Redis } from 'ioredis';
import { openRedis } from '../../shared/redis.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;
/** Offices sign in from behind one NAT address: the per-address limit is ten times the pair's. */
const ADDRESS_FACTOR = 10;
/** A consecutive-failure count that is never refused, only read to slow the next attempts down. */
const UNBOUNDED = 1_000_000;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

/**
 * How long to wait before checking a password for a user name with this many consecutive
 * failures (from any address): nothing up to the limit, then 250 ms doubling to at most 4 s.
 */
export function slowDownMs(consecutiveFailures: number, limit: number): number {
  if (consecutiveFailures < limit) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (consecutiveFailures - limit));
}

export interface LoginThrottleOptions {
  /** Attempts per user name and address in 15 minutes (LOGIN_RATE_LIMIT); an address gets ten times that. */
  limit: number;
  /** Shared store for every API instance; in memory (one process) when unset. */
  redisUrl?: string;
  /** Prefix of the Redis keys (QUEUE_PREFIX). */
  prefix?: string;
}

export interface LoginCheck {
  /** The address, or this user name from this address, had used up its attempts. */
  blocked: boolean;
  /** Wait before checking the password (the user name is under attack from somewhere). */
  delayMs: number;
}

/**
 * Failed sign-ins counted per address and per user name + address pair (both refuse once used
 * up, for 15 minutes from the first failure), and failures per user name across addresses
 * (consecutive failures that only slow down: nobody can lock another person out). A success
 * clears only its own pair: an attacker who signs in to its own account between guesses keeps
 * every failure on its address. With Redis the counts are shared by every API instance; a Redis
 * outage falls back to counting in memory.
 */
export class LoginThrottle {
  private redis: Redis | undefined;
  private limiters: { address: RateLimiterAbstract; pair: RateLimiterAbstract; user: RateLimiterAbstract } | undefined;

  constructor(private readonly options: LoginThrottleOptions) {}

  /**
   * Counts one attempt on the address and on the pair before the password is checked (counting
   * first, atomically in the store, so parallel attempts cannot slip past the limit; a success
   * gives the address's point back) and reads the user name's consecutive failures.
   */
  async attempt(username: string, ip: string | null): Promise<LoginCheck> {
    const keys = keysOf(username, ip);
    const l = this.open();
    const [address, pair, user] = await Promise.allSettled([l.address.consume(keys.address), l.pair.consume(keys.pair), l.user.get(keys.user)]);
    for (const outcome of [address, pair, user]) {
      // A refusal comes as a RateLimiterRes; anything else is a store failure the insurance could not answer.
      if (outcome.status === 'rejected' && !(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    }
    const consecutive = user.status === 'fulfilled' ? (user.value?.consumedPoints ?? 0) : 0;
    return { blocked: address.status === 'rejected' || pair.status === 'rejected', delayMs: slowDownMs(consecutive, this.options.limit) };
  }

  /** A failed password: one more consecutive failure for the user name (the attempt was counted already). */
  async fail(username: string): Promise<void> {
    await this.open().user.penalty(keysOf(username, null).user);
  }

  /**
   * A success clears its pair and the user name's consecutive failures (whoever knows the
   * password is not the one guessing it), and gives back the point its attempt took from the
   * address: the address keeps its failures, so its count is never reset from there.
   */
  async succeed(username: string, ip: string | null): Promise<void> {
    const keys = keysOf(username, ip);
    const l = this.open();
    await Promise.all([l.address.reward(keys.address, 1), l.pair.delete(keys.pair), l.user.delete(keys.user)]);
  }

  close(): void {
    this.redis?.disconnect();
    this.redis = undefined;
    this.limiters = undefined;
  }

  /** Opens the store on first use, so processes that never sign anyone in (the worker) hold no connection. */
  private open() {
    if (this.limiters) return this.limiters;
    const { limit, redisUrl, prefix = 'bo' } = this.options;
    const make = (name: string, points: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: WINDOW_SECONDS });
      if (!redisUrl) return memory;
      // One retry, then the in-memory insurance answers: a sign-in never hangs on a lost Redis.
      this.redis ??= openRedis(redisUrl, 'ingreso', { maxRetriesPerRequest: 1 });
      return new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${prefix}:login:${name}`,
        points,
        duration: WINDOW_SECONDS,
        insuranceLimiter: memory,
      });
    };
    this.limiters = { address: make('ip', limit * ADDRESS_FACTOR), pair: make('par', limit), user: make('usuario', UNBOUNDED) };
    return this.limiters;
  }
}

function keysOf(username: string, ip: string | null) {
  // Keys stay short whatever arrives; the user name is compared without case like a sign-in.
  const user = username.toLowerCase().slice(0, 100);
  const address = (ip ?? '-').slice(0, 64);
  return { user, address, pair: `${user}|${address}` };
}
