import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue } from '../../api/src/jobs/queue.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { twoApiInstances } from '../support/two-instances.js';

function wsClient(baseUrl: string, cookie: string): Client {
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: `${baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
}

/** Subscribes and resolves with the first event (the subscription is live once `ready` resolves). */
function firstEvent<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  const event = new Promise<T>((resolve, reject) => {
    const unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          resolve(value.data as T);
          unsubscribe();
        },
        error: reject,
        complete: () => {},
      },
    );
    // graphql-ws sends 'subscribe' right after the connection is acknowledged.
    client.on('connected', () => setTimeout(ready, 100));
  });
  return { ready: readyPromise, event };
}

async function signedIn(server: TestServer): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  await api.login('admin', TEST_PASSWORD);
  return api;
}

describe('subscriptions in one process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ redis: false });
  });
  afterAll(async () => server?.close());

  it('delivers a system notice to a signed-in subscriber', async () => {
    const api = await signedIn(server);
    const ws = wsClient(server.url, api.cookie!);
    const { ready, event } = firstEvent<{ systemMessages: { text: string; author: string } }>(ws, 'subscription { systemMessages { text author } }');
    await ready;
    const sent = await api.graphql('mutation { broadcastSystemMessage(text: "Mantenimiento a las 22:00") { id } }');
    expect(sent.errors).toBeUndefined();
    expect(await event).toEqual({ systemMessages: { text: 'Mantenimiento a las 22:00', author: 'Administrador General' } });
    await ws.dispose();
  });

  it('refuses a notice from a user who is not an administrator and an empty one', async () => {
    const api = new ApiClient(server.url);
    await api.login('soporte', TEST_PASSWORD);
    const refused = await api.graphql('mutation { broadcastSystemMessage(text: "hola") { id } }');
    expect(refused.errors![0]).toMatchObject({ message: 'No tiene los permisos para realizar esta acción', extensions: { code: 'FORBIDDEN' } });
    const admin = await signedIn(server);
    const empty = await admin.graphql('mutation { broadcastSystemMessage(text: "  ") { id } }');
    expect(empty.errors![0]).toMatchObject({ message: 'Ingrese el texto del aviso', extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
  });

  it('reports job progress to subscribers and runs a job id only once', async () => {
    const queue = server.services.jobs as InProcessQueue;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    queue.register('prueba.avance', async (_data, job) => {
      runs++;
      await gate;
      await job.progress(50, 'a medias');
      return 'ok';
    });
    const api = await signedIn(server);
    const ws = wsClient(server.url, api.cookie!);
    const { ready, event } = firstEvent<{ jobProgress: { progress: number; message: string } }>(
      ws,
      'subscription ($id: String!) { jobProgress(jobId: $id) { progress message } }',
      { id: 'job-1' },
    );
    await ready;
    expect(await queue.add('prueba.avance', {}, { jobId: 'job-1' })).toBe('job-1');
    expect(await queue.add('prueba.avance', {}, { jobId: 'job-1' })).toBe('job-1');
    release();
    expect(await event).toEqual({ jobProgress: { progress: 50, message: 'a medias' } });
    await queue.idle();
    expect(runs).toBe(1);
    expect(await queue.state('job-1')).toMatchObject({ state: 'completed', progress: 100, result: 'ok' });
    await ws.dispose();
  });

  it('tells a subscriber that arrives after the job ended how it went (the screen that enqueued it never misses the end)', async () => {
    const queue = server.services.jobs as InProcessQueue;
    queue.register('prueba.rapido', async (_data, job) => {
      await job.progress(40, 'casi');
      return 'ok';
    });
    await queue.add('prueba.rapido', {}, { jobId: 'job-rapido' });
    await queue.idle();
    // The outbox publishes the job's events; then somebody subscribes to that job.
    await new Promise((r) => setTimeout(r, 300));
    const api = await signedIn(server);
    const ws = wsClient(server.url, api.cookie!);
    const states: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const stop = ws.subscribe<{ jobProgress: { state: string; progress: number } }>(
        { query: 'subscription ($id: String!) { jobProgress(jobId: $id) { state progress } }', variables: { id: 'job-rapido' } },
        {
          next: (value) => {
            states.push(`${value.data!.jobProgress.state} ${value.data!.jobProgress.progress}`);
            if (value.data!.jobProgress.state === 'COMPLETED') {
              stop();
              resolve();
            }
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    expect(states.at(-1)).toBe('COMPLETED 100');
    expect(states).toContain('ACTIVE 40');
    await ws.dispose();
  });
});

describe('subscriptions across two API instances through Redis', () => {
  const { ready, servers } = twoApiInstances();

  it.skipIf(!ready)('a notice sent on one instance reaches a subscriber on the other', async () => {
    const { first, second } = servers();
    const onSecond = await signedIn(second);
    const ws = wsClient(second.url, onSecond.cookie!);
    const { ready: live, event } = firstEvent<{ systemMessages: { text: string } }>(ws, 'subscription { systemMessages { text } }');
    await live;
    await new Promise((r) => setTimeout(r, 200));
    const onFirst = await signedIn(first);
    await onFirst.graphql('mutation { broadcastSystemMessage(text: "Desde la instancia uno") { id } }');
    expect(await event).toEqual({ systemMessages: { text: 'Desde la instancia uno' } });
    await ws.dispose();
  });

  it.skipIf(!ready)('a BullMQ job added on one instance is processed once and its id is idempotent', async () => {
    const { first, second } = servers();
    let runs = 0;
    for (const s of [first, second]) {
      s.services.jobs.register('prueba.redis', async () => {
        runs++;
        return 'hecho';
      });
    }
    const id = `redis-${Date.now()}`;
    await first.services.jobs.add('prueba.redis', {}, { jobId: id });
    await second.services.jobs.add('prueba.redis', {}, { jobId: id });
    for (let i = 0; i < 50 && (await first.services.jobs.state(id))?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await first.services.jobs.state(id)).toMatchObject({ state: 'completed', result: 'hecho' });
    expect(runs).toBe(1);
  });
});
