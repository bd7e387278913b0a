import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { AppError } from '../shared/app-error.js';
import { MSG } from '../shared/messages.js';
import type { AppContext } from '../graphql/context.js';
import { errorEnvelope, sessionExpiredEnvelope, successEnvelope } from './envelope.js';
import type { RestRoute } from './route.js';
import { checkText, checkValue, decodeSegment, parseId } from '../shared/input.js';

/** Path ids that must be integers; other path segments (a referente's `cod`) are the handler's. */
const ID_PARAMS = new Set(['id', 'codigo']);

/** The input parser over everything a legacy call sends, before its handler runs. */
function checkRestInput(params: Record<string, string>, query: Record<string, string>, body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(params)) {
    if (ID_PARAMS.has(key)) parseId(value, key);
    else checkText(value, key, 200);
  }
  for (const [key, value] of Object.entries(query)) checkValue(value, key);
  for (const [key, value] of Object.entries(body)) checkValue(value, key);
}

interface CompiledRoute extends RestRoute {
  pattern: RegExp;
  keys: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const keys: string[] = [];
  const source = route.path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), keys };
}

function firstValues(query: Request['query']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const v = Array.isArray(value) ? value[0] : value;
    out[key] = typeof v === 'string' ? v : v === undefined ? '' : String(v);
  }
  return out;
}

/** The action of a legacy call: `opc` or `accion`, whichever is present. */
export function actionOf(query: Record<string, string>): string | null {
  return query.opc ?? query.accion ?? null;
}

/**
 * Builds the legacy router from the route table. A path that matches with an unknown action,
 * or no path at all, answers 404 with the envelope; never a catch-all 200.
 */
export function createRestRouter(routes: RestRoute[], contextFor: (req: Request, res: Response) => Promise<AppContext>): Router {
  const compiled = routes.map(compile);
  const router = express.Router();
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const query = firstValues(req.query);
    const action = actionOf(query);
    const pathMatches = compiled.filter((r) => r.pattern.test(req.path));
    if (!pathMatches.length) return next();
    const sameMethod = pathMatches.filter((r) => r.method === method);
    // Some legacy calls carry both (accion=anular_conexiones&opc=paquete): opc names the route
    // when it is one of the path's actions, otherwise accion does.
    const named = [query.opc, query.accion].filter((a): a is string => !!a);
    const route = named.map((a) => sameMethod.find((r) => r.action === a)).find(Boolean) ?? sameMethod.find((r) => r.action === null);
    if (!route) {
      const { body } = errorEnvelope(AppError.notFound(action ? MSG.unknownAction(action) : MSG.notFoundRoute));
      res.status(404).json(body);
      return;
    }
    try {
      const ctx = await contextFor(req, res);
      if (!route.public && !ctx.user) {
        res.status(401).json(sessionExpiredEnvelope());
        return;
      }
      const match = route.pattern.exec(req.path)!;
      const params = Object.fromEntries(route.keys.map((key, i) => [key, decodeSegment(match[i + 1], key)]));
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      checkRestInput(params, query, body);
      const data = await route.handler({ ctx, params, query, body, raw: req });
      res.status(200).json(successEnvelope(data ?? {}));
    } catch (error) {
      const { status, body } = errorEnvelope(error);
      res.status(status).json(body);
    }
  });
  // Anything else under /rest is unknown.
  router.use((_req: Request, res: Response) => {
    res.status(404).json(errorEnvelope(AppError.notFound(MSG.notFoundRoute)).body);
  });
  return router;
}
