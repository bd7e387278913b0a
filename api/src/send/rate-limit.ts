import type { Redis } from 'ioredis';

/**
 * A per-key limit of N per minute (fixed one-minute windows), shared by every process through
 * Redis when there is one, else kept in this process. `acquire` waits until a slot is free.
 */
export class RateLimiter {
  private readonly local = new Map<string, { window: number; count: number }>();

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
      const [[, count]] = (await this.redis.multi().incr(name).pexpire(name, this.windowMs * 2).exec()) as [[unknown, number], [unknown, number]];
      return count;
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
