import { settlesWithin } from './shared/timeout.js';
import { log } from './shared/log.js';

/** Time the database pool gets to close during a shutdown. */
export const POOL_CLOSE_MS = 500;

/** Awaits one part of a close; with a limit, a part still open after it is logged and left behind. */
export async function closeStep(part: string, work: Promise<unknown>, limitMs: number | undefined): Promise<void> {
  if (limitMs === undefined) return void (await work);
  if (!(await settlesWithin(work, limitMs))) log.failure({ event: 'cierre', code: 'TIEMPO', route: part, ms: limitMs, extra: { motivo: 'no cerró a tiempo' } });
}

export interface ShutdownOptions {
  /** Limit for the whole close (SHUTDOWN_TIMEOUT_MS): after it the process exits anyway, code 1. */
  timeoutMs: number;
  /** Closes everything; receives the time running work may take (less than the limit, to leave room to close connections). */
  close(drainMs: number): Promise<void>;
  /** Which process (for the log line). */
  name: string;
  exit?: (code: number) => void;
  signals?: Pick<NodeJS.Process, 'on'>;
}

/**
 * Time running requests and jobs get before they are released: the limit minus 3 s (at least
 * half of it), which leave room to release the jobs still running and close the connections.
 */
export function drainBudget(timeoutMs: number): number {
  return Math.max(timeoutMs - 3000, Math.floor(timeoutMs / 2));
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: close (stop taking work, let running work finish or
 * release it, close queues and the database pool) and exit 0; exit 1 when the close fails or
 * the limit passes; a second signal forces the exit at once.
 */
export function onShutdownSignals({ timeoutMs, close, name, exit = (code) => process.exit(code), signals = process }: ShutdownOptions): void {
  let closing = false;
  const handler = (signal: string) => {
    if (closing) {
      log.failure({ event: 'cierre', code: 'FORZADO', route: name, extra: { senal: signal, motivo: 'segunda señal' } });
      exit(1);
      return;
    }
    closing = true;
    const started = performance.now();
    log.info('cierre', { proceso: name, senal: signal, limite_ms: timeoutMs });
    const timer = setTimeout(() => {
      log.failure({ event: 'cierre', code: 'FORZADO', route: name, ms: performance.now() - started, extra: { motivo: 'límite de cierre superado' } });
      exit(1);
    }, timeoutMs);
    close(drainBudget(timeoutMs)).then(
      () => {
        clearTimeout(timer);
        log.info('cierre_completo', { proceso: name, ms: Math.round(performance.now() - started) });
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.failure({ event: 'cierre', code: 'ERROR', route: name, ms: performance.now() - started, error });
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) signals.on(signal, () => handler(signal));
}
