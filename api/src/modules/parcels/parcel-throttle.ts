import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { openRedis } from '../../shared/redis.js';
import { closeGuideWalkGuard } from './parcel-walk-guard.js';

const WINDOW_SECONDS = 60;

/**
 * Public parcel searches counted per address in one-minute windows. With Redis the count is
 * shared by every API instance (a Redis outage falls back to counting in memory).
 */
export class ParcelThrottle {
  private redis: Redis | undefined;
  private limiter: RateLimiterAbstract | undefined;

  constructor(private readonly options: { limit: number; redisUrl?: string; prefix?: string }) {}

  /** Counts one search; false when the address has used up its searches of this minute. */
  async allow(ip: string | null): Promise<boolean> {
    try {
      await this.open().consume((ip ?? '-').slice(0, 64));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  close(): void {
    this.redis?.disconnect();
    this.redis = undefined;
    this.limiter = undefined;
  }

  private open(): RateLimiterAbstract {
    if (this.limiter) return this.limiter;
    const { limit, redisUrl, prefix = 'bo' } = this.options;
    const memory = new RateLimiterMemory({ keyPrefix: 'encomiendas', points: limit, duration: WINDOW_SECONDS });
    if (!redisUrl) return (this.limiter = memory);
    this.redis = openRedis(redisUrl, 'encomiendas', { maxRetriesPerRequest: 1 });
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${prefix}:encomiendas:ip`,
      points: limit,
      duration: WINDOW_SECONDS,
      insuranceLimiter: memory,
    });
    return this.limiter;
  }
}

const throttles = new WeakMap<object, ParcelThrottle>();

/** One throttle per set of services (the API process), opened on first search. */
export function parcelThrottleOf(services: { config: { parcelRateLimit: number; redisUrl?: string; queuePrefix: string } }): ParcelThrottle {
  let throttle = throttles.get(services);
  if (!throttle) {
    throttle = new ParcelThrottle({ limit: services.config.parcelRateLimit, redisUrl: services.config.redisUrl, prefix: services.config.queuePrefix });
    throttles.set(services, throttle);
  }
  return throttle;
}

/** Closes the throttle and the guide-walk guard of these services, if they were opened (shutdown). */
export function closeParcelThrottle(services: object): void {
  throttles.get(services)?.close();
  throttles.delete(services);
  closeGuideWalkGuard(services);
}
