/** Codes of errors that pass when the database or Redis is back: connection lost or refused, server shutting down. */
const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '40001', '40P01']);
const TRANSIENT_MESSAGES = [/Connection terminated/i, /connection (is )?(closed|ended)/i, /Connection is closed/i, /timeout exceeded when trying to connect/i, /the database system is (starting up|shutting down)/i];

/** Whether an error (or one it wraps) is a passing failure of a dependency rather than of the request. */
export function isTransient(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown[] } | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (TRANSIENT_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof current.message === 'string' && TRANSIENT_MESSAGES.some((re) => re.test(current!.message as string))) return true;
    if (Array.isArray(current.errors) && current.errors.some((e) => isTransient(e))) return true;
    current = (current.originalError ?? current.cause) as typeof current;
  }
  return false;
}
