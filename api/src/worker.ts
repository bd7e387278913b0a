import 'reflect-metadata';
import { loadConfig } from './config.js';
import { closeServices, createServices } from './app.js';
import { onShutdownSignals } from './shutdown.js';
import { startImportReconcile } from './modules/company-creation/import-reconcile.js';

// A worker process: the same services without HTTP, processing the BullMQ queue.
const config = loadConfig(process.env, { seedDemo: false });
if (!config.redisUrl) {
  console.error('El proceso worker necesita REDIS_URL; sin Redis los trabajos corren dentro de la API.');
  process.exit(1);
}
const services = await createServices(config);
services.jobs.startWorker();
startImportReconcile(services);
console.log('Worker de trabajos en ejecución');
// SIGTERM: stop taking jobs, let running ones finish or release them, close the queue, Redis and
// the pool, exit 0; after SHUTDOWN_TIMEOUT_MS, or on a second signal, exit anyway.
onShutdownSignals({ name: 'worker', timeoutMs: config.shutdownTimeoutMs, close: (drainMs) => closeServices(services, { drainMs }) });
