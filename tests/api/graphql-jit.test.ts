// Queries run by compiled documents (api/src/graphql/jit-executor.ts): what graphql-jit would
// answer differently goes to graphql-js, so the answers and messages are graphql-js's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  client = new ApiClient(server.url);
  await client.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

const LIST = 'query List($page: Int!) { companies(page: $page, pageSize: 2) { total items { id accessCode } } }';

describe('compiled queries', () => {
  it('answer the same document the same way on the first and later requests', async () => {
    const first = await client.graphql(LIST, { page: 1 });
    const again = await client.graphql(LIST, { page: 1 });
    expect(first.errors).toBeUndefined();
    expect((first.data as { companies: { items: unknown[] } }).companies.items).toHaveLength(2);
    expect(again).toEqual(first);
  });

  it('refuse a variable of the wrong type with graphql-js message and status', async () => {
    const r = await client.graphql(LIST, { page: 'uno' });
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors).toEqual([
      {
        message: 'Variable "$page" got invalid value "uno"; Int cannot represent non-integer value: "uno"',
        locations: [{ line: 1, column: 12 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it('ask for the operation name when a document has two and names none', async () => {
    const r = await client.graphql('query A { me { id } } query B { me { name } }');
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([
      { message: 'Must provide operation name if query contains multiple operations.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
  });

  it("keep a resolver's refusal (code, field, path) as graphql-js did", async () => {
    const r = await client.graphql('{ bad: validateIdentity(number: "") { valid } }');
    expect(r.data).toBeNull();
    expect(r.errors).toEqual([
      {
        message: 'Ingrese el número de cédula o RUC a validar',
        locations: [{ line: 1, column: 3 }],
        path: ['bad'],
        extensions: { code: 'BAD_USER_INPUT', field: 'cedruc', legacyField: 'cedruc', level: 'warning' },
      },
    ]);
  });

  it('answer without an ETag and with the length of the body', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie! },
      body: JSON.stringify({ query: '{ me { login } }' }),
    });
    const text = await res.text();
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({ data: { me: { login: 'admin' } } });
  });
});
