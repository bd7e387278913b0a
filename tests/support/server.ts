import 'reflect-metadata';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { startApp, type RunningApp } from '../../api/src/app.js';
import { loadConfig, type Config } from '../../api/src/config.js';
import { DATABASE_URL, REDIS_URL, TEST_PASSWORD, TEST_SECRET_KEY } from './env.js';
import { copyOfTemplate, dropDatabase } from './global-setup.js';

let counter = 0;

export interface TestServer extends RunningApp {
  /** Database name (PostgreSQL) or data folder (embedded) of this server. */
  database: string;
}

export interface TestServerOptions {
  /** Use Redis (queues and pubsub) when REDIS_URL is set; default true. */
  redis?: boolean;
  /** Share the database of another test server (several API instances on one database). */
  shareDatabaseOf?: TestServer;
  overrides?: Partial<Config>;
  env?: Record<string, string>;
}

/**
 * Starts a real API server on 127.0.0.1 with its own copy of the seeded test database (the
 * embedded one by default, PostgreSQL when DATABASE_URL is set). Serves web/dist too.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const id = `${process.pid}_${Date.now().toString(36)}_${counter++}`;
  let database: string;
  let ownsDatabase = true;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ADMIN_PASSWORD: TEST_PASSWORD,
    SECRET_KEY: TEST_SECRET_KEY,
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    QUEUE_PREFIX: `bo_test_${id}`,
    REDIS_URL: options.redis === false ? '' : (REDIS_URL ?? ''),
    WEB_DIST: resolve('web/dist'),
    // The SMTP/IMAP sinks of the tests listen on 127.0.0.1 (mail-errors.test.ts turns it off).
    ALLOW_PRIVATE_MAIL_HOSTS: 'true',
    ...options.env,
  };
  if (options.shareDatabaseOf) {
    database = options.shareDatabaseOf.database;
    ownsDatabase = false;
    if (DATABASE_URL) env.DATABASE_URL = options.shareDatabaseOf.services.config.databaseUrl!;
    else throw new Error('Varias instancias sobre la misma base requieren PostgreSQL (DATABASE_URL)');
    env.QUEUE_PREFIX = options.shareDatabaseOf.services.config.queuePrefix;
  } else if (DATABASE_URL) {
    database = `bo_t_${id}`;
    env.DATABASE_URL = await copyOfTemplate(database, inject('templateDb')!);
  } else {
    database = mkdtempSync(join(tmpdir(), 'bo-test-'));
    cpSync(inject('pgliteTemplateDir')!, database, { recursive: true });
    env.DATABASE_URL = '';
    env.DATA_DIR = database;
  }
  const config = loadConfig(env, { port: 0, host: '127.0.0.1', ...options.overrides });
  const removeDatabase = async () => {
    if (!ownsDatabase) return;
    if (DATABASE_URL) await dropDatabase(database);
    else rmSync(database, { recursive: true, force: true });
  };
  const app = await startApp(config).catch(async (error: unknown) => {
    await removeDatabase();
    throw error;
  });
  return {
    ...app,
    database,
    async close() {
      await app.close();
      await removeDatabase();
    },
  };
}
