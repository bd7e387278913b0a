import type { Redis } from 'ioredis';
import { Combiner } from './combiner.js';

/**
 * A per-key limit of N per minute (fixed one-minute windows), shared by every process through
 * Redis when there is one, else kept in this process. `acquire` waits until a slot is free.
 */
export class RateLimiter {
  private readonly local = new Map<string, { window: number; count: number }>();
  /** Slots taken at once by the deliveries of this process: one INCRBY per key and window, not one per message. */
  private readonly takers = new Map<string, Combiner<void, number>>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly windowMs = 60_000,
  ) {}

  /** Takes one slot of `key` (at most `perWindow` per window); returns the ms waited. */
  async acquire(key: string, perWindow: number, signal?: { aborted: boolean }): Promise<number> {
    const started = Date.now();
    for (;;) {
      const now = Date.now();
      const window = Math.floor(now / this.windowMs);
      const count = await this.take(key, window);
      if (count <= perWindow) return Date.now() - started;
      if (signal?.aborted) throw new Error('Envío interrumpido');
      await new Promise((resolve) => setTimeout(resolve, (window + 1) * this.windowMs - now + 5));
    }
  }

  private async take(key: string, window: number): Promise<number> {
    if (this.redis) {
      const name = `${this.prefix}:tasa:${key}:${window}`;
      let taker = this.takers.get(name);
      if (!taker) {
        const redis = this.redis;
        taker = new Combiner<void, number>(async (calls) => {
          const [[, count]] = (await redis
            .multi()
            .incrby(name, calls.length)
            .pexpire(name, this.windowMs * 2)
            .exec()) as [[unknown, number], [unknown, number]];
          // The slots of this call are the last `calls.length` ones counted: each caller gets its own number.
          return calls.map((_, i) => count - calls.length + 1 + i);
        });
        this.takers.set(name, taker);
        // Windows end: forget the taker of a past window.
        for (const old of this.takers.keys()) if (!old.endsWith(`:${window}`)) this.takers.delete(old);
      }
      return taker.call();
    }
    const entry = this.local.get(key);
    if (!entry || entry.window !== window) {
      this.local.set(key, { window, count: 1 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }
}
