import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../api/src/events/outbox.js';
import { liveEvents } from '../../api/src/events/live.js';
import { run } from '../../api/src/db/sql.js';
import type { JobProgressPayload } from '../../api/src/graphql/pubsub.js';
import type { Services } from '../../api/src/graphql/context.js';
import { startTestServer, type TestServer } from '../support/server.js';

const JOB = 'orden-de-eventos-1';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const progress = (state: string, value: number): JobProgressPayload => ({ jobId: JOB, name: 'prueba', progress: value, state, message: null });

describe('a job subscriber that arrives as the job ends', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function record(payload: JobProgressPayload): Promise<void> {
    await server.services.orm.em.fork().transactional((tx) => recordEvent(tx, 'JOB_PROGRESS', JOB, payload));
  }
  async function unpublished(): Promise<number> {
    const [row] = await run<{ n: number }>(server.services.orm.em.fork(), 'select count(*)::int as n from tevento where key = ? and published_at is null', [
      JOB,
    ]);
    return row!.n;
  }
  async function published(): Promise<void> {
    for (let waited = 0; (await unpublished()) > 0 && waited < 10_000; waited += 50) await pause(50);
    expect(await unpublished()).toBe(0);
  }

  it('gets the replayed steps before the final state that came live during the replay, and nothing after it', async () => {
    await record(progress('active', 10));
    await record(progress('active', 60));
    await published();
    // The replay waits for the pubsub to be ready: hold it until the final state came live.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const pubsub = Object.create(server.services.pubsub, { ready: { value: () => gate } }) as Services['pubsub'];
    const subscribing = liveEvents<JobProgressPayload>({ ...server.services, pubsub }, 'JOB_PROGRESS', JOB, null, (e) => e.state === 'completed');
    await pause(200);
    await record(progress('completed', 100));
    await published();
    await pause(300);
    open();
    const events = await subscribing;
    const got: string[] = [];
    const reading = (async () => {
      for await (const event of events) got.push(`${event.state} ${event.progress}`);
    })();
    await Promise.race([reading, pause(3000)]);
    await record(progress('active', 100));
    await published();
    await Promise.race([reading, pause(500)]);
    // A stream still open waits for an event that will not come: closing it would wait too.
    void events.return(undefined);
    expect(got).toEqual(['active 10', 'active 60', 'completed 100']);
  });
});
