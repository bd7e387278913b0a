import { throwawayDatabase } from './bench-database.js';

/**
 * A benchmark's app on a throwaway database (see `throwawayDatabase`), under the hard time limit:
 * after `limitSeconds` the run is abandoned (exit 1), saying what was left behind. It loads the
 * API, so call it after the SWC_NODE_PROJECT check.
 */
export async function benchApp(tag: string, base: NodeJS.ProcessEnv, limitSeconds: number) {
  const database = await throwawayDatabase(tag, base);
  setTimeout(() => {
    console.error(`Benchmark abandoned after ${limitSeconds} s; ${database.abandon()}.`);
    process.exit(1);
  }, limitSeconds * 1000).unref();
  const { startApp } = await import('../../api/src/app.js');
  const { loadConfig } = await import('../../api/src/config.js');
  // The benchmarks' SMTP sinks listen on 127.0.0.1: sender accounts may use it (ALLOW_PRIVATE_MAIL_HOSTS).
  const app = await startApp(loadConfig(database.env, { port: 0, host: '127.0.0.1', allowPrivateMailHosts: true }));
  return { database, app, conn: app.services.orm.em.getConnection() };
}
