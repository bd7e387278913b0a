/**
 * Transient database errors: the statement may succeed if it is run again (the connection was
 * lost or the server restarted, a serialization failure or a deadlock). Anything else is the
 * caller's own error and must not be retried.
 */
const TRANSIENT_SQLSTATES = new Set(['57P01', '57P02', '57P03', '40001', '40P01', '53300']);
const TRANSIENT_NODE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and ioredis report a dropped socket with these texts and no code.
const TRANSIENT_TEXTS = [
  /connection terminated/i,
  /terminating connection/i,
  /not queryable/i,
  /connection (?:is )?(?:closed|ended)/i,
  /server closed the connection/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (?:starting up|shutting down)/i,
];

/**
 * Whether an error, or one it wraps (`cause`, GraphQL's `originalError`, an AggregateError's
 * `errors`), is a passing failure of PostgreSQL or Redis rather than of the request itself.
 */
export function isTransientError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (current: unknown): boolean => {
    if (!current || typeof current !== 'object' || seen.has(current)) return false;
    seen.add(current);
    const { code, sqlState, message, cause, originalError, errors } = current as Record<string, unknown>;
    for (const value of [code, sqlState]) {
      if (typeof value !== 'string') continue;
      if (TRANSIENT_SQLSTATES.has(value) || TRANSIENT_NODE_CODES.has(value) || /^08[0-9A-Z]{3}$/.test(value)) return true;
    }
    if (typeof message === 'string' && TRANSIENT_TEXTS.some((text) => text.test(message))) return true;
    if (Array.isArray(errors) && errors.some(visit)) return true;
    return visit(originalError) || visit(cause);
  };
  return visit(error);
}

export interface RetryOptions {
  /** Runs in total, the first included (default 5). */
  attempts?: number;
  /** Wait before the second run; doubles each time (default 200 ms). */
  baseDelayMs?: number;
  /** Longest wait between runs (default 3 s). */
  maxDelayMs?: number;
  /** Called before each wait, with the error and the run that failed (1-based). */
  onRetry?: (error: unknown, attempt: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn`, running it again with exponential backoff (and some jitter) while it fails with a
 * transient error. Any other error, or the last transient one, is thrown as is. `fn` must be
 * safe to run again: typically one whole transaction.
 */
export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 200;
  const max = options.maxDelayMs ?? 3000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isTransientError(error)) throw error;
      options.onRetry?.(error, attempt);
      const delay = Math.min(max, base * 2 ** (attempt - 1));
      await sleep(delay / 2 + Math.random() * (delay / 2));
    }
  }
}
