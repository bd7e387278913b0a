import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// After 'Salir' the browser must keep no copy of data or of a signed-in page: every API answer
// and the app's HTML say `Cache-Control: no-store`; the hashed assets stay cacheable.
let server: TestServer;
const webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Isyplus</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1);');
  server = await startTestServer({ redis: false, env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function post(body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe('Cache-Control: no-store', () => {
  it('on GraphQL answers: queries (fast path), mutations and errors', async () => {
    const client = new ApiClient(server.url);
    await client.login('admin', TEST_PASSWORD);
    const query = await post({ query: '{ me { login } }' }, client.cookie);
    expect(await query.json()).toEqual({ data: { me: { login: 'admin' } } });
    expect(query.headers.get('cache-control')).toBe('no-store');
    // The security headers are still there on the fast path.
    expect(query.headers.get('x-content-type-options')).toBe('nosniff');
    const list = await post({ query: '{ companies(pageSize: 1) { totalCount } }' }, client.cookie);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const mutation = await post({ query: 'mutation { logout }' }, client.cookie);
    expect(mutation.status).toBe(200);
    expect(mutation.headers.get('cache-control')).toBe('no-store');
    const refused = await post({ query: '{ companies { totalCount } }' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const broken = await post({ query: '{ nothing' });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('cache-control')).toBe('no-store');
  });

  it('on REST answers', async () => {
    const res = await fetch(`${server.url}/rest/general/0?opc=validcedruc`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${server.url}/rest/empresas/tempresaTrans/0?opc=getEmpTrans`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('on the HTML of every screen and on the app configuration; hashed assets stay cacheable', async () => {
    for (const path of ['/', '/empresas', '/usuarios/lista', '/login']) {
      const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const config = await fetch(`${server.url}/app-config.js`);
    expect(config.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
