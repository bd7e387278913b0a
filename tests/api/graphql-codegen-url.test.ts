import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// GraphQL Code Generator pointed at the running server (CODEGEN_SCHEMA_URL + CODEGEN_COOKIE, as
// docs/graphql.md tells integrators) writes the same client as from the committed schema.graphql.

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => {
  delete process.env.CODEGEN_SCHEMA_URL;
  delete process.env.CODEGEN_COOKIE;
  await server?.close();
});

async function codegenConfig() {
  // codegen.ts reads the variables when it is loaded: a fresh copy per environment.
  vi.resetModules();
  const module = (await import('../../codegen.js')) as { default: Parameters<typeof generate>[0] };
  return { ...module.default, hooks: {}, silent: true, verbose: false };
}

describe('codegen from the URL', () => {
  it('generates the committed web client from the server with a session cookie', async () => {
    process.env.CODEGEN_SCHEMA_URL = `${server.url}/graphql`;
    process.env.CODEGEN_COOKIE = admin.cookie!;
    const outputs = await generate(await codegenConfig(), false);
    expect(outputs.length).toBeGreaterThanOrEqual(3);
    for (const output of outputs) {
      const committed = readFileSync(output.filename, 'utf8');
      const [first, second] = committed.split('\n');
      expect(committed, output.filename).toBe(`${first}\n${second}\n${output.content}`);
    }
  });

  it('cannot load the schema without a session', async () => {
    process.env.CODEGEN_SCHEMA_URL = `${server.url}/graphql`;
    delete process.env.CODEGEN_COOKIE;
    await expect(generate(await codegenConfig(), false)).rejects.toThrow();
  });
});
