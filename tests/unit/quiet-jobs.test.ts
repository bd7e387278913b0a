import { describe, expect, it } from 'vitest';
import { createAppPubSub, subscribeTopic, type JobProgressPayload } from '../../api/src/graphql/pubsub.js';
import { InProcessQueue } from '../../api/src/jobs/queue.js';

describe('quiet job kinds', () => {
  it('a quiet job (one e-mail of a fan-out) announces nothing on jobProgress; an ordinary one announces its end', async () => {
    const pubsub = createAppPubSub(undefined);
    const queue = new InProcessQueue(pubsub);
    queue.register('prueba.silenciosa', async () => ({ ok: true }), { quiet: true });
    queue.register('prueba.normal', async () => ({ ok: true }));
    const seen: JobProgressPayload[] = [];
    const listen = async (jobId: string) => {
      for await (const event of subscribeTopic<JobProgressPayload>(pubsub, 'JOB_PROGRESS', jobId)) {
        seen.push(event);
        if (event.state === 'completed') return;
      }
    };
    const normalDone = listen('normal-1');
    void listen('silenciosa-1');
    queue.startWorker();
    await queue.add('prueba.silenciosa', {}, { jobId: 'silenciosa-1' });
    await queue.add('prueba.normal', {}, { jobId: 'normal-1' });
    await normalDone;
    await queue.close();
    expect(await queue.state('silenciosa-1')).toMatchObject({ state: 'completed', result: { ok: true } });
    expect(seen.map((e) => [e.jobId, e.state])).toEqual([['normal-1', 'completed']]);
  });
});
