import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { REST_ROUTES } from '../../api/src/rest/routes.js';

let server: TestServer;
let soporte: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  soporte = await startTestServer({ redis: false, env: { DEPLOY_MODE: '2' } });
});
afterAll(async () => {
  await server?.close();
  await soporte?.close();
});

describe('legacy REST adapter', () => {
  it('has one handler per method, path and action (a second one would never answer)', () => {
    const keys = REST_ROUTES.map((r) => `${r.method} ${r.path} ${r.action ?? '*'}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('validcedruc answers valid cédula, valid RUC, invalid and malformed numbers', async () => {
    const client = new ApiClient(server.url);
    const cases: Array<[string, Record<string, unknown>]> = [
      ['1710034065', { estado: 200, valido: true, tipo: 'cedula', msg: 'Cédula válida' }],
      ['1790016919001', { estado: 200, valido: true, tipo: 'ruc', msg: 'RUC válido' }],
      ['1710034064', { estado: 200, valido: false, tipo: 'cedula', msg: 'Ingrese un numero de cédula válido' }],
      ['1790016918001', { estado: 200, valido: false, tipo: 'ruc', msg: 'Ingrese un número de ruc válido' }],
      ['12345', { estado: 200, valido: false, tipo: null, msg: '¡El número de ruc o cédula no tiene el formato correcto!' }],
      ['1'.repeat(25), { estado: 200, valido: false, tipo: null, msg: '¡El número de ruc o cédula no tiene el formato correcto!' }],
    ];
    for (const [number, expected] of cases) {
      const res = await client.rest('GET', `/rest/general/0?opc=validcedruc&cedruc=${number}`);
      expect(res.body, number).toMatchObject(expected);
    }
  });

  it('names the field when cedruc is missing', async () => {
    const res = await new ApiClient(server.url).rest('GET', '/rest/general/0?opc=validcedruc');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 400, cod: 0, msg: 'Ingrese el número de cédula o RUC a validar', inputid: 'cedruc', level_code: 101 });
  });

  it('accepts the action as accion as well as opc', async () => {
    const res = await new ApiClient(server.url).rest('GET', '/rest/general/0?accion=validcedruc&cedruc=1710034065');
    expect(res.body).toMatchObject({ valido: true });
  });

  it('answers 404 with the envelope for an unknown action and an unknown path', async () => {
    const client = new ApiClient(server.url);
    const action = await client.rest('GET', '/rest/general/0?opc=inventada');
    expect(action.status).toBe(404);
    expect(action.body).toMatchObject({ estado: 404, cod: 0, msg: "Acción no reconocida: 'inventada'", level_code: 102 });
    const path = await client.rest('GET', '/rest/no/existe');
    expect(path.status).toBe(404);
    expect(path.body).toMatchObject({ estado: 404, msg: 'Recurso no encontrado' });
  });

  it('serves the same routes under /soporte/rest in deployment mode 2 only', async () => {
    const two = await new ApiClient(soporte.url).rest('GET', '/soporte/rest/general/0?opc=validcedruc&cedruc=1710034065');
    expect(two.body).toMatchObject({ estado: 200, valido: true });
    const one = await new ApiClient(server.url).rest('GET', '/soporte/rest/general/0?opc=validcedruc&cedruc=1710034065', undefined, {
      accept: 'application/json',
    });
    expect(one.status).toBe(404);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await new ApiClient(server.url).rest(
      'POST',
      '/rest/login/0?opc=save',
      { usuario: 'admin', clave: 'admin' },
      { origin: 'https://sitio-ajeno.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ msg: 'Solicitud rechazada: origen no permitido' });
  });

  it('answers a clear message for malformed JSON and an oversized body', async () => {
    const client = new ApiClient(server.url);
    const bad = await client.rest('POST', '/rest/login/0?opc=save', '{"usuario": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: 'El contenido enviado no es un JSON válido' });
    const big = await client.rest('POST', '/rest/login/0?opc=save', JSON.stringify({ usuario: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ msg: 'El contenido enviado supera el tamaño máximo permitido de 1024 KB' });
  });

  it('sends security headers', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('healthz and readyz report the process and the database (with its latency; Redis only when REDIS_URL is set)', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ estado: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const expected: Record<string, unknown> = { estado: 'ok', base: { estado: 'ok', ms: expect.any(Number) } };
    if (server.services.config.redisUrl) expected.redis = { estado: 'ok', ms: expect.any(Number) };
    expect(await ready.json()).toEqual(expected);
  });
});
