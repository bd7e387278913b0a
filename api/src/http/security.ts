import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { errorEnvelope } from '../rest/envelope.js';
import { AppError } from '../shared/app-error.js';
import { MSG } from '../shared/messages.js';
import { MAX_JSON_DEPTH } from './body-depth.js';
import { HTTP_MSG } from './messages.js';

/**
 * Security headers; the CSP allows only this origin (plus inline styles the chart library sets).
 * HSTS is not among them: `strictTransport` sends it only on answers that went over HTTPS.
 */
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
  strictTransportSecurity: false,
});

/** helmet's default HSTS: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * `Strict-Transport-Security` only when the request came over HTTPS: directly over TLS, or
 * through a proxy named in TRUST_PROXY that says so in `X-Forwarded-Proto` (Express's
 * `req.secure`; the header of anybody else is ignored). Over plain HTTP the header means
 * nothing to a browser and would pin a host that may not serve HTTPS at all.
 */
export function strictTransport(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}

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
 * CSRF defence for the REST adapter (/rest, /soporte/rest) and file uploads (POST /files): any
 * method other than GET, HEAD and OPTIONS, with or without a session cookie, must pass
 * `sourceAllowed` on its Origin, or on its Referer when there is no Origin; otherwise it is
 * refused with 403 and MSG.csrf in the error envelope. Browsers always send Origin on cross-site
 * POSTs, and the session cookie is SameSite=Lax besides. GraphQL over HTTP has Apollo's own CSRF
 * prevention (`csrfPrevention`; the fast path takes only JSON bodies, which pass it), and the
 * WebSocket upgrade checks `sourceAllowed` itself (graphql/ws-server.ts).
 */
export function sameOriginFrom(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (sourceAllowed(req.get('origin') ?? req.get('referer'), req.get('host'), allowedOrigins)) return next();
    const { body } = errorEnvelope(AppError.forbidden(MSG.csrf));
    res.status(403).json(body);
  };
}

/** Turns body-parser failures (bad JSON, too large, too deep: http/body-depth.ts) into the envelope with a Spanish message. */
export function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: string })?.type;
  if (type === 'entity.too.large') {
    // body-parser's error carries its limit; the GraphQL fast path's (same 1 MiB) does not.
    const limit = Number((error as { limit?: unknown }).limit) || 1024 * 1024;
    res.status(413).json(errorEnvelope(AppError.input('body', MSG.bodyTooLarge(Math.floor(limit / 1024)))).body);
    return;
  }
  if (type === 'entity.too.deep') {
    res.status(400).json(errorEnvelope(AppError.input('body', HTTP_MSG.bodyTooDeep(MAX_JSON_DEPTH))).body);
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
