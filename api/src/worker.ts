import 'reflect-metadata';
import { loadConfig } from './config.js';
import { closeServices, createServices } from './app.js';
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
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await closeServices(services);
    process.exit(0);
  });
}
