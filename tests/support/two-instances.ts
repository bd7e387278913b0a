import { afterAll, beforeAll } from 'vitest';
import { available, DATABASE_URL, REDIS_URL } from './env.js';
import { startTestServer, type TestServer } from './server.js';

/**
 * Two API instances on one database, talking through Redis, for the describe block that calls
 * this: started before its tests and closed after them. `ready` is false (and the tests are to be
 * skipped) without PostgreSQL and Redis; `servers()` gives the two instances inside a test.
 */
export function twoApiInstances(): { ready: boolean; servers: () => { first: TestServer; second: TestServer } } {
  const ready = available('PostgreSQL (DATABASE_URL) y Redis (REDIS_URL) para dos instancias', !!DATABASE_URL && !!REDIS_URL);
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  beforeAll(async () => {
    if (!ready) return;
    first = await startTestServer();
    second = await startTestServer({ shareDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  return {
    ready,
    servers: () => {
      if (!first || !second) throw new Error('The two API instances were not started');
      return { first, second };
    },
  };
}
