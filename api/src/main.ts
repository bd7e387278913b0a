import 'reflect-metadata';
import { startApp } from './app.js';
import { loadConfig } from './config.js';
import { onShutdownSignals } from './shutdown.js';

const config = loadConfig();
const app = await startApp(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const embedded = !config.databaseUrl;
console.log(`\nBack-office Isyplus escuchando en ${app.url}`);
console.log(`Base de datos: ${embedded ? `PostgreSQL embebido (PGlite) en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
console.log(`Colas y eventos: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'en el proceso'}`);
if (embedded && config.seedDemo) console.log(`Ingreso de demostración: usuario "admin", clave "${config.adminPassword}"`);

// SIGTERM: stop listening, let requests and jobs in flight finish (or release the jobs), close
// queues and the pool, exit 0; after SHUTDOWN_TIMEOUT_MS, or on a second signal, exit anyway.
onShutdownSignals({ name: 'api', timeoutMs: config.shutdownTimeoutMs, close: (drainMs) => app.close({ drainMs }) });
