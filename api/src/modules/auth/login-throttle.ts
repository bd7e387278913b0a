/**
 * Counts failed sign-ins per key (IP and user name) in a fixed 15-minute window. One instance
 * per process: with several API instances each keeps its own count, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 15 * 60_000,
  ) {}

  /** True when any of the keys has used up its attempts. */
  blocked(keys: string[], now = Date.now()): boolean {
    return keys.some((key) => {
      const entry = this.failures.get(key);
      return !!entry && entry.resetAt > now && entry.count >= this.limit;
    });
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
      else entry.count++;
    }
    if (this.failures.size > 50_000) this.prune(now);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
