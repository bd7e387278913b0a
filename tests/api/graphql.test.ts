import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
});
afterAll(async () => server?.close());

describe('GraphQL endpoint', () => {
  it('validateIdentity is public and answers by the SRI rules', async () => {
    const r = await new ApiClient(server.url).graphql(
      '{ a: validateIdentity(number: "1790016919001") { valid kind message } b: validateIdentity(number: "0926687857") { valid kind message } }',
    );
    expect(r.data).toEqual({
      a: { valid: true, kind: 'RUC', message: 'RUC válido' },
      b: { valid: false, kind: 'CEDULA', message: 'Ingrese un numero de cédula válido' },
    });
  });

  it('keeps introspection on for signed-in integrators', async () => {
    const client = new ApiClient(server.url);
    await client.login('admin', TEST_PASSWORD);
    const r = await client.graphql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(r.data!.__schema.queryType.name).toBe('Query');
  });

  it('refuses queries that are too deep, too aliased or too costly', async () => {
    const client = new ApiClient(server.url);
    const nested = Array.from({ length: 12 }).reduce<string>((inner) => `children { ${inner} }`, 'id');
    const deep = await client.graphql(`{ staffProfile(id: 1) { menus { ${nested} } } }`);
    expect(deep.errors![0].message).toBe('La consulta es demasiado compleja: profundidad 14 supera 12');
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: validateIdentity(number: "1") { valid }`).join(' ');
    const many = await client.graphql(`{ ${aliases} }`);
    expect(many.errors![0].message).toBe('La consulta es demasiado compleja: 31 alias superan 30');
  });

  it('does not leak stack traces outside development', async () => {
    const r = await new ApiClient(server.url).graphql('{ validateIdentity(number: "") { valid } }');
    expect(r.errors![0]).toEqual({
      message: 'Ingrese el número de cédula o RUC a validar',
      locations: [{ line: 1, column: 3 }],
      path: ['validateIdentity'],
      extensions: { code: 'BAD_USER_INPUT', field: 'cedruc', legacyField: 'cedruc', level: 'warning' },
    });
  });

  it('refuses a form-encoded request (CSRF prevention)', async () => {
    const res = await fetch(`${server.url}/graphql?query=%7B__typename%7D`, { method: 'GET' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This operation has been blocked as a potential Cross-Site Request Forgery');
  });
});
