import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

const API_PREFIXES = ['/graphql', '/rest', '/soporte/rest', '/healthz', '/readyz', '/app-config.js'];

/**
 * Serves the web build with an SPA fallback: any other GET that accepts HTML gets index.html,
 * so the spec's routes (/empresas, /clientes, ...) load the app.
 */
export function serveWeb(app: Express, webDist: string, deployMode: number): void {
  app.get('/app-config.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/javascript').send(`window.__APP_CONFIG__=${JSON.stringify({ deployMode })};`);
  });
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('La aplicación web no está compilada: ejecute "npm run build".');
    });
    return;
  }
  const html = readFileSync(index, 'utf8');
  app.use(
    express.static(webDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (!req.accepts('html')) return next();
    // The page is the way into a signed-in screen: never kept (see noStore in security.ts).
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  });
}
