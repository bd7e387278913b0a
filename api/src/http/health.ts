import express, { type Router } from 'express';
import { openRedis } from '../shared/redis.js';
import type { Services } from '../graphql/context.js';
import { withTimeout } from '../shared/timeout.js';

/** How long one readiness check waits for PostgreSQL or Redis before calling it down. */
const CHECK_TIMEOUT_MS = 2000;

export interface CheckResult {
  estado: 'ok' | 'sin conexión';
  ms: number;
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return { estado: 'ok', ms: ms() };
  } catch {
    return { estado: 'sin conexión', ms: ms() };
  }
}

/**
 * Liveness (`/healthz`: the process answers, whatever PostgreSQL and Redis do) and readiness
 * (`/readyz`: PostgreSQL and, when REDIS_URL is set, Redis answer; each with its latency in ms;
 * 503 when one is down, so a balancer stops sending traffic until it returns).
 */
export function healthRoutes(services: Services): { router: Router; close(): void } {
  // Its own connection, failing at once while Redis is down instead of queueing the PING.
  const redis = services.config.redisUrl
    ? openRedis(services.config.redisUrl, 'salud', {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: (times) => Math.min(times * 200, 1000),
      })
    : null;
  redis?.connect().catch(() => undefined);

  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ estado: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [base, cache] = await Promise.all([
      // Deliberately the pool itself, never a request's transaction: the probe asks whether the database answers.
      timed(() => services.orm.em.getConnection().execute('select 1')),
      redis ? timed(() => redis.ping()) : Promise.resolve(null),
    ]);
    const ready = base.estado === 'ok' && (!cache || cache.estado === 'ok');
    res.status(ready ? 200 : 503).json({ estado: ready ? 'ok' : 'error', base, ...(cache ? { redis: cache } : {}) });
  });
  return { router, close: () => redis?.disconnect() };
}
