import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { errorEnvelope } from '../rest/envelope.js';
import { AppError } from '../shared/app-error.js';
import { MSG } from '../shared/messages.js';

/** Security headers; the CSP allows only this origin (plus inline styles the chart library sets). */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      // Help documents: a PDF shown in the page (blob:) and embedded videos.
      'frame-src': ["'self'", 'blob:', 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * `Cache-Control: no-store` on every API answer (GraphQL, REST) and on the web's HTML: after
 * 'Salir' neither the browser's cache nor its back/forward cache keep a copy of the data or
 * of a signed-in page.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** The security headers plus no-store: what the GraphQL fast path answers with (graphql/fast-http.ts). */
export function apiHeaders(req: Request, res: Response, next: NextFunction): void {
  void securityHeaders(req, res, () => noStore(req, res, next));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin rule for requests that carry the session cookie: a page may send them from this
 * server's own host (the Origin's host equals the Host header) or from one of the configured
 * origins (`ALLOWED_ORIGINS`). Without Origin or Referer the caller is not a browser page (an
 * integrator's program), which CSRF cannot abuse, so it passes. `Origin: null` never passes.
 */
export function sourceAllowed(source: string | undefined, host: string | undefined, allowedOrigins: readonly string[] = []): boolean {
  if (!source) return true;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  return (!!host && url.host === host) || allowedOrigins.includes(url.origin);
}

/**
 * CSRF defence for cookie sessions on the REST adapter: a state-changing request that names a
 * foreign Origin (or Referer) is refused. Browsers always send Origin on cross-site POSTs, and
 * the session cookie is SameSite=Lax besides. GraphQL has Apollo's own CSRF prevention over HTTP
 * and the same origin rule on the WebSocket upgrade (graphql/ws-server.ts).
 */
export function sameOriginFrom(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (sourceAllowed(req.get('origin') ?? req.get('referer'), req.get('host'), allowedOrigins)) return next();
    const { body } = errorEnvelope(AppError.forbidden(MSG.csrf));
    res.status(403).json(body);
  };
}

/** Turns body-parser failures (bad JSON, too large) into the envelope with a Spanish message. */
export function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: string })?.type;
  if (type === 'entity.too.large') {
    res.status(413).json(errorEnvelope(AppError.input('body', MSG.bodyTooLarge)).body);
    return;
  }
  if (type === 'entity.parse.failed') {
    res.status(400).json(errorEnvelope(AppError.input('body', MSG.invalidJson)).body);
    return;
  }
  next(error);
}

/** Minimal cookie header parser (one cookie we care about). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
