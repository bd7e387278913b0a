// Container health check (the image's HEALTHCHECK and docker/compose.yaml). No curl in the slim
// image, so Node does the probing. Exit 0 healthy, 1 not.
//
//   node docker/healthcheck.mjs           the API: GET /readyz on PORT (200 once it migrated,
//                                         listens and reaches its database)
//   node docker/healthcheck.mjs worker    the queue worker (no HTTP): it reaches Redis
//                                         (REDIS_URL) and PostgreSQL (DATABASE_URL)
const TIMEOUT_MS = 4000;

async function api() {
  const port = process.env.PORT || 4000;
  const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`/readyz respondió ${res.status}`);
}

async function worker() {
  // Runtime dependencies of the API workspace, in /app/node_modules.
  const { Redis } = await import('ioredis');
  const { default: pg } = await import('pg');
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: TIMEOUT_MS });
  redis.on('error', () => {}); // reported by connect() below, not as an unhandled event
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await redis.connect();
    if ((await redis.ping()) !== 'PONG') throw new Error('Redis no respondió PONG');
    await db.connect();
    await db.query('select 1');
  } finally {
    redis.disconnect();
    await db.end().catch(() => {});
  }
}

try {
  await (process.argv[2] === 'worker' ? worker() : api());
  process.exit(0);
} catch (error) {
  console.error(`no saludable: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
