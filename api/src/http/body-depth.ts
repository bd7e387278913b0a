import type { NextFunction, Request, Response } from 'express';

/**
 * Most levels of objects and arrays in a JSON body (`{}` is one level). The input checks and
 * graphql-js walk values recursively; 64 levels are far more than any form or GraphQL input
 * needs (the web's deepest is under 10) and far fewer than it takes to exhaust the stack (a few
 * thousand). The size is body-parser's 1 MB limit (413).
 */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests objects or arrays deeper than `max`; walked with a list, never recursively. */
export function jsonDepthOver(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  if (!value || typeof value !== 'object') return false;
  const pending: Array<[object, number]> = [[value, 1]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child && typeof child === 'object') pending.push([child as object, depth + 1]);
    }
  }
  return false;
}

/** The error body-parser would raise for a body too deep, as `bodyErrors` (http/security.ts) reads it. */
export function bodyTooDeepError(): Error & { type: string; status: number } {
  return Object.assign(new Error('request entity too deep'), { type: 'entity.too.deep', status: 400, statusCode: 400, expose: true });
}

/**
 * After the body parsers, before any route walks the body: a body nested deeper than
 * MAX_JSON_DEPTH is refused (400, `bodyErrors`). `queryParams` names query-string parameters
 * that carry JSON too (GraphQL over GET: `variables`, `extensions`); one that does not parse is
 * left to its reader.
 */
export function bodyDepth(queryParams: readonly string[] = []) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (jsonDepthOver(req.body)) return next(bodyTooDeepError());
    for (const name of queryParams) {
      const raw = (req.query as Record<string, unknown>)[name];
      if (typeof raw !== 'string' || !/^\s*[[{]/.test(raw)) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        continue;
      }
      if (jsonDepthOver(parsed)) return next(bodyTooDeepError());
    }
    next();
  };
}
