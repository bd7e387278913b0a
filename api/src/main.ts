import 'reflect-metadata';
import { startApp } from './app.js';
import { loadConfig } from './config.js';

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

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    console.log('Cerrando...');
    // Open browser connections (WebSockets, keep-alive) must not keep the process alive forever.
    setTimeout(() => process.exit(0), 10_000).unref();
    await app.close();
    process.exit(0);
  });
}
