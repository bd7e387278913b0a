import type { NextFunction, Request, Response } from 'express';
import { log, withRequestScope, type RequestFailure } from '../shared/log.js';

function routeOf(req: Request, operation: string | undefined): string {
  const path = req.originalUrl.split('?')[0];
  if (path.endsWith('/graphql')) {
    const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
    // The operation's name, else the field that failed, else the first field of the document.
    const firstField = typeof body?.query === 'string' ? /{\s*(\w+)/.exec(body.query)?.[1] : undefined;
    const name = typeof body?.operationName === 'string' && body.operationName ? body.operationName : (operation ?? firstField);
    return `graphql ${name ?? 'anónima'}`;
  }
  const query = req.query as Record<string, unknown>;
  const action = [query.opc, query.accion].find((a) => typeof a === 'string');
  return `${req.method} ${path}${action ? ` ${action}` : ''}`;
}

/**
 * One log line per failed request (an unexpected error noted by the GraphQL or REST error path,
 * or an HTTP status ≥ 500): code, route or operation, HTTP status and duration.
 */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  const { scope } = withRequestScope(() => next());
  res.on('close', () => {
    if (scope.failure || res.statusCode >= 500) logFailedRequest(req, res, started, scope.failure);
  });
}

/** The line of a failed request (also written by the GraphQL fast path, graphql/fast-http.ts). */
export function logFailedRequest(req: Request, res: Response, started: number, failure: RequestFailure | undefined): void {
  log.failure({
    event: 'solicitud',
    code: failure?.code ?? 'INTERNAL',
    route: routeOf(req, failure?.operation),
    ms: performance.now() - started,
    error: failure?.error,
    extra: { http: res.statusCode },
  });
}
