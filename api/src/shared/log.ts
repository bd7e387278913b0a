import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Structured log of failures: one JSON line per failed request or job (code, route, duration),
 * and the stack of an error only the first time it is seen in a window (a minute by default).
 * During an outage every request fails with the same error: the log grows by one short line
 * per request instead of a 20-line stack each time.
 */
export interface FailureEntry {
  /** What failed: 'solicitud' (HTTP), 'trabajo' (queue job), 'redis', 'proceso'... */
  event: string;
  /** Error code answered (INTERNAL, ...), or the job's state. */
  code: string;
  /** Route or operation: 'POST /rest/conexiones?accion=registrar_uso', 'graphql recordPackageUsage', job name. */
  route: string;
  /** Duration in milliseconds, when known. */
  ms?: number;
  error?: unknown;
  /** Extra fields (HTTP status, job id, attempt). */
  extra?: Record<string, unknown>;
  /** Connection errors repeated on every reconnect attempt: the whole line once per error per window. */
  throttle?: boolean;
}

export interface LogOptions {
  now?: () => number;
  write?: (line: string) => void;
  /** Window in which a stack is printed once per distinct error (ms, default 60 000). */
  windowMs?: number;
}

export interface FailureLog {
  failure(entry: FailureEntry): void;
  info(event: string, fields?: Record<string, unknown>): void;
}

function describe(error: unknown): { message: string; name: string; code?: string; stack?: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { message: error.message, name: error.name, code: typeof code === 'string' ? code : undefined, stack: error.stack };
  }
  return { message: String(error), name: typeof error };
}

/** The identity of an error for de-duplication: its kind, its message without numbers, where it was thrown. */
export function errorKey(error: unknown): string {
  const { message, name, code, stack } = describe(error);
  const frame = stack?.split('\n').find((line) => line.trimStart().startsWith('at ')) ?? '';
  return `${name}|${code ?? ''}|${message.replace(/\d+/g, '#')}|${frame.trim()}`;
}

export function createLog(options: LogOptions = {}): FailureLog {
  const now = options.now ?? Date.now;
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const windowMs = options.windowMs ?? 60_000;
  const lastStack = new Map<string, number>();

  function stackDue(key: string): boolean {
    const at = now();
    const last = lastStack.get(key);
    if (last !== undefined && at - last < windowMs) return false;
    if (lastStack.size >= 1000) for (const [k, t] of lastStack) if (at - t >= windowMs) lastStack.delete(k);
    lastStack.set(key, at);
    return true;
  }

  return {
    failure({ event, code, route, ms, error, extra, throttle }) {
      const due = error !== undefined && stackDue(errorKey(error));
      if (throttle && !due) return;
      const line: Record<string, unknown> = { hora: new Date(now()).toISOString(), nivel: 'error', evento: event, codigo: code, ruta: route };
      if (ms !== undefined) line.ms = Math.round(ms);
      Object.assign(line, extra);
      if (error !== undefined) {
        const { message, code: errorCode, stack } = describe(error);
        line.error = message;
        if (errorCode) line.error_codigo = errorCode;
        if (stack && due) line.pila = stack;
      }
      write(JSON.stringify(line));
    },
    info(event, fields = {}) {
      write(JSON.stringify({ hora: new Date(now()).toISOString(), nivel: 'info', evento: event, ...fields }));
    },
  };
}

/** The process-wide log. */
export const log: FailureLog = createLog();

/** What a request handler noted about its failure; the request-log middleware writes it once. */
export interface RequestFailure {
  code: string;
  error: unknown;
  /** GraphQL: the operation name or the first field that failed. */
  operation?: string;
}

interface RequestScope {
  failure?: RequestFailure;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs a request inside a scope that collects its failure (see noteFailure). */
export function withRequestScope<T>(fn: () => T): { result: T; scope: RequestScope } {
  const store: RequestScope = {};
  return { result: scope.run(store, fn), scope: store };
}

/**
 * Records an unexpected error of the current request: inside a request scope the middleware
 * logs it once when the answer is sent (first failure wins); outside one it is logged now.
 */
export function noteFailure(failure: RequestFailure, fallbackRoute: string): void {
  const store = scope.getStore();
  if (store) {
    store.failure ??= failure;
    return;
  }
  log.failure({
    event: 'solicitud',
    code: failure.code,
    route: failure.operation ? `${fallbackRoute} ${failure.operation}` : fallbackRoute,
    error: failure.error,
  });
}
