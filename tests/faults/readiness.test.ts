import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { waitFor } from './support/processes.js';

const present = faultsAvailable();
let cluster: FaultCluster;
let api: AppProcess;

const get = async (app: AppProcess, path: string) => {
  const res = await fetch(`${app.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  if (!present) return;
  cluster = new FaultCluster();
  await cluster.start();
  api = await cluster.startApi();
});
afterAll(async () => cluster?.destroy());

describe.skipIf(!present)('readiness with PostgreSQL and Redis going away', () => {
  it('answers 200 with each dependency and its latency when both answer', async () => {
    expect(await get(api, '/readyz')).toEqual({
      status: 200,
      body: { estado: 'ok', base: { estado: 'ok', ms: expect.any(Number) }, redis: { estado: 'ok', ms: expect.any(Number) } },
    });
  });

  it('Redis stopped: /readyz 503 naming redis, /healthz still 200; Redis back: 200 again', async () => {
    await cluster.redis.stop();
    expect(await get(api, '/readyz')).toEqual({
      status: 503,
      body: { estado: 'error', base: { estado: 'ok', ms: expect.any(Number) }, redis: { estado: 'sin conexión', ms: expect.any(Number) } },
    });
    expect(await get(api, '/healthz')).toEqual({ status: 200, body: { estado: 'ok' } });
    await cluster.redis.start();
    const back = await waitFor(
      'readyz 200 con Redis de vuelta',
      async () => {
        const r = await get(api, '/readyz');
        return r.status === 200 && r;
      },
      20_000,
      250,
    );
    expect(back.body).toMatchObject({ estado: 'ok', redis: { estado: 'ok' } });
  });

  it('PostgreSQL stopped: /readyz 503 naming the database, /healthz still 200; back: 200 again', async () => {
    cluster.postgres.stop('fast');
    expect(await get(api, '/readyz')).toEqual({
      status: 503,
      body: { estado: 'error', base: { estado: 'sin conexión', ms: expect.any(Number) }, redis: { estado: 'ok', ms: expect.any(Number) } },
    });
    expect(await get(api, '/healthz')).toEqual({ status: 200, body: { estado: 'ok' } });
    await cluster.postgres.start();
    const back = await waitFor(
      'readyz 200 con PostgreSQL de vuelta',
      async () => {
        const r = await get(api, '/readyz');
        return r.status === 200 && r;
      },
      20_000,
      250,
    );
    expect(back.body).toMatchObject({ estado: 'ok', base: { estado: 'ok' } });
  });
});
