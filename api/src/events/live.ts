import type { Services } from '../graphql/context.js';
import { eventsAfter, lastEventId, type OutboxTopic } from './outbox.js';
import { subscribeTopic } from '../graphql/pubsub.js';

/** Ids remembered per subscriber to drop an event it already got (replay and live may overlap). */
const SEEN_LIMIT = 1000;

type Event = { eventId?: string };

/** Outbox order: replayed rows and live events that came in meanwhile, by event id (events without one keep their place). */
function byEventId(a: Event, b: Event): number {
  if (a.eventId === undefined || b.eventId === undefined) return 0;
  const [x, y] = [BigInt(a.eventId), BigInt(b.eventId)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * A subscription over the outbox: first the events after afterEventId (bounded replay), then the
 * live ones, without duplicates at the seam. After the pubsub's connection comes back (Redis
 * restarted) it reads again what it may have missed meanwhile. The first read happens here,
 * before the iterator is returned: a database that is away fails the subscribe (the socket asks
 * the client to come back later) rather than the running iterator. Replayed rows are merged with
 * the live events that arrived during the replay in outbox order; with `isFinal` (a job's
 * completed or failed state) nothing is delivered after the final event.
 */
export async function liveEvents<T extends Event>(
  services: Services,
  topic: OutboxTopic,
  key: string | null,
  afterEventId?: string | null,
  isFinal?: (event: T) => boolean,
): Promise<AsyncGenerator<T>> {
  const { pubsub } = services;
  const live = subscribeTopic<T>(pubsub, topic, key);
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let failure: unknown;
  let ended = false;
  const push = (items: T[]) => {
    queue.push(...items);
    wake?.();
  };
  const pushReplayed = (items: T[]) => {
    queue.push(...items);
    queue.sort(byEventId);
    wake?.();
  };
  // Reading the live events starts the subscription; they wait in the queue during the replay.
  const pump = (async () => {
    try {
      for await (const event of live) push([event]);
    } catch (error) {
      failure = error;
    } finally {
      ended = true;
      wake?.();
    }
  })();
  const rowsAfter = async (after: string) =>
    (await eventsAfter(services.orm.em.fork(), topic, key, after)).map((row) => ({ ...(row.payload as T), eventId: row.id }));
  let cursor = '0';
  try {
    await Promise.race([pubsub.ready(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    if (afterEventId) {
      cursor = afterEventId;
      pushReplayed(await rowsAfter(cursor));
    } else if (topic === 'JOB_PROGRESS' && key) {
      // One job's progress: a subscriber that arrives after the job moved (or ended) gets what
      // it missed, so the screen that enqueued it always learns how it ended.
      pushReplayed(await rowsAfter('0'));
    } else cursor = await lastEventId(services.orm.em.fork());
  } catch (error) {
    await live.return?.();
    await pump;
    throw error;
  }
  const catchUp = () =>
    rowsAfter(cursor).then(pushReplayed, () => {
      // The database is away too: the live events still come; the next reconnection reads again.
    });
  const stopResync = pubsub.onResync(() => void catchUp());
  const seen = new Set<string>();
  return (async function* () {
    try {
      while (true) {
        while (queue.length) {
          const event = queue.shift()!;
          const id = event.eventId;
          if (id !== undefined) {
            if (seen.has(id) || (afterEventId && BigInt(id) <= BigInt(afterEventId))) continue;
            seen.add(id);
            if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
            if (BigInt(id) > BigInt(cursor)) cursor = id;
          }
          yield event;
          if (isFinal?.(event)) return;
        }
        if (failure) throw failure;
        if (ended) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      stopResync();
      await live.return?.();
      await pump;
    }
  })();
}
