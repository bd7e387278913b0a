import pg from 'pg';
import type { Config } from '../config.js';

/** Any fixed 64-bit key shared by every process of this application. */
const STARTUP_LOCK_KEY = 7_340_117_205_301n;

/**
 * Runs the start-up work (migrations, demo seed) while holding a PostgreSQL advisory lock, so
 * several API and worker processes starting together on an empty database do it one at a time.
 * The lock lives on its own connection: a session lock taken through the ORM's pool could be
 * released on another connection. The embedded database is one process, so it needs none.
 */
export async function withStartupLock<T>(config: Config, work: () => Promise<T>): Promise<T> {
  if (!config.databaseUrl) return work();
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    // Closing the connection also releases the lock if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => undefined);
    await client.end();
  }
}
