import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { openRedis } from '../shared/redis.js';
import { withTimeout } from '../shared/timeout.js';
import { FANNED_TOPICS, KeyedHub, splitFanned } from '../events/fan-out.js';

export interface SystemMessagePayload {
  id: string;
  text: string;
  author: string;
  /** ISO string: payloads cross Redis as JSON. */
  at: string;
}

export interface JobProgressPayload {
  /** Outbox id of the event (set when it is published from the outbox). */
  eventId?: string;
  jobId: string;
  name: string;
  progress: number;
  state: string;
  message: string | null;
  /** Code of a failure (Spanish message, code for programs); absent on progress. */
  code?: string | null;
}

/** A company's state as it is after a committed change (one per company, bulk changes included). */
export interface CompanyStateChangedPayload {
  /** Outbox id of the event (set when it is published from the outbox). */
  eventId?: string;
  companyId: number;
  accessCode: string;
  state: number;
  label: string;
  color: string;
  readOnly: boolean;
  /** emp_fechafin 'YYYY-MM-DD' or null. */
  endDate: string | null;
  /** Name of the acting user. */
  changedBy: string;
  /** ISO string: payloads cross Redis as JSON. */
  at: string;
}

/** A user's unread notifications after a change, as that user's subscription receives it. */
export interface UnreadCountPayload {
  eventId?: string;
  userId: number;
  unread: number;
  /** The notification that arrived (null when one was read or deleted). */
  notificationId: number | null;
  /** Plain text of the arrived notification, for the desktop notification. */
  text: string | null;
  at: string;
}

/**
 * An unread-counter event as published: one for every user a notification reached (a fanned
 * topic, events/fan-out.ts): the shared fields and each user's count by usr_codigo.
 */
export interface UnreadCountBatch extends Omit<UnreadCountPayload, 'userId' | 'unread'> {
  byKey: Record<string, { userId: number; unread: number }>;
}

/** A support-workflow event (spec 002 §7 'Support message'); delivered only to the users it names. */
export interface SupportEventPayload {
  /** Outbox id of the event (set when it is published from the outbox). */
  eventId?: string;
  kind: 'NEW_REQUEST' | 'REPLY' | 'TECHNICAL_MESSAGE' | 'STATE_CHANGED';
  /** The support request (not_codigo of the request, never of a reply). */
  requestId: number;
  /** Name of the user who acted (nom_user / remite). */
  userName: string;
  senderId: number;
  message: string;
  state: number;
  /** Who receives it (usr_codigo); users of the support role also get it when toSupport. */
  recipients: number[];
  toSupport: boolean;
  /** ISO string: payloads cross Redis as JSON. */
  at: string;
}

export type PubSubTopics = {
  SYSTEM_MESSAGE: [SystemMessagePayload];
  JOB_PROGRESS: [string, JobProgressPayload];
  COMPANY_STATE_CHANGED: [CompanyStateChangedPayload];
  UNREAD_COUNT: [UnreadCountBatch];
  SUPPORT_EVENT: [SupportEventPayload];
};

type Topic = keyof PubSubTopics;

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>> & {
  /**
   * Publishes and resolves once the pubsub has taken the event; rejects when it cannot (Redis
   * down): the outbox publisher keeps the event and retries.
   */
  deliver(topic: Topic, key: string | null, payload: object): Promise<void>;
  /**
   * Publishes several events in order, with Redis in one pipeline (one write and one wait for a
   * round of a thousand); resolves to how many, from the first, the pubsub took.
   */
  deliverAll(events: readonly DeliverableEvent[]): Promise<{ delivered: number; failure?: unknown }>;
  /**
   * Resolves once the subscriptions asked for so far are active (with Redis: confirmed by the
   * server), so that a replay read afterwards leaves no gap with the live events.
   */
  ready(): Promise<void>;
  /** Calls the listener each time the subscriptions are active again after a lost connection. */
  onResync(listener: () => void): () => void;
  /** The subscribers of the fanned topics in this process, by key (events/fan-out.ts). */
  fanned?: Fanned['fanned'];
  /** The outbox of this process, once the services are built: job progress goes through it. */
  outbox?: { record(topic: 'JOB_PROGRESS', key: string, payload: object): Promise<void> };
  close(): Promise<void>;
};

export interface DeliverableEvent {
  topic: Topic;
  key: string | null;
  payload: object;
}

/** Time the publisher waits for Redis to take one event (or one pipeline of them). */
const DELIVER_TIMEOUT_MS = 2000;
const SYNC_CHANNEL = 'bo:eventos:sync';

/**
 * Topics published and subscribed per key (a job); the others go to every subscriber, but for
 * the fanned ones (events/fan-out.ts), split in each process to the subscribers of each key.
 */
const KEYED_TOPICS: ReadonlySet<Topic> = new Set<Topic>(['JOB_PROGRESS']);

const channelOf = (topic: Topic, key: string | null) => (key === null || !KEYED_TOPICS.has(topic) ? topic : `${topic}:${key}`);

type Untyped = { publish(topic: string, ...args: unknown[]): void; subscribe(topic: string, ...args: unknown[]): AsyncIterableIterator<unknown> };

/** Publishes an event of any topic: with its key when the topic is keyed. */
export function publishTopic(pubsub: ReturnType<typeof createPubSub<PubSubTopics>>, topic: Topic, key: string | null, payload: object): void {
  const untyped = pubsub as unknown as Untyped;
  if (KEYED_TOPICS.has(topic)) untyped.publish(topic, key ?? '', payload);
  else untyped.publish(topic, payload);
}

type Fanned = { fanned?: Untyped };

/** Subscribes to a topic: to one key's events when the topic is keyed or fanned. */
export function subscribeTopic<T>(pubsub: ReturnType<typeof createPubSub<PubSubTopics>> & Fanned, topic: Topic, key: string | null): AsyncIterableIterator<T> {
  if (FANNED_TOPICS.has(topic)) {
    if (!pubsub.fanned) throw new Error(`El tema ${topic} se reparte por clave: use la mensajería de la aplicación`);
    return pubsub.fanned.subscribe(topic, key ?? '') as AsyncIterableIterator<T>;
  }
  const untyped = pubsub as unknown as Untyped;
  return (KEYED_TOPICS.has(topic) ? untyped.subscribe(topic, key ?? '') : untyped.subscribe(topic)) as AsyncIterableIterator<T>;
}

/** An in-memory event target without Node's warning past 10 listeners (a user with 11 tabs is normal). */
function unboundedTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

/**
 * The process's side of the fanned topics: one subscription to each on the shared pubsub, each
 * event split to the subscribers of every key it names (KeyedHub).
 */
function fanOutLocally(shared: ReturnType<typeof createPubSub<PubSubTopics>>): { fanned: Untyped; stop: () => void } {
  const fanned = new KeyedHub() as unknown as Untyped;
  const relays = [...FANNED_TOPICS].map((topic) => {
    const events = (shared as unknown as Untyped).subscribe(topic);
    void (async () => {
      for await (const payload of events) for (const [key, own] of splitFanned(payload as object)) fanned.publish(topic, key, own);
    })();
    return events;
  });
  return { fanned, stop: () => relays.forEach((events) => void events.return?.()) };
}

/** In-process pubsub, or one that crosses API instances through Redis when a URL is given. */
export function createAppPubSub(redisUrl: string | undefined): AppPubSub {
  if (!redisUrl) {
    const local = createPubSub<PubSubTopics>({ eventTarget: unboundedTarget() });
    const { fanned, stop } = fanOutLocally(local);
    return Object.assign(local, {
      fanned,
      deliver: async (topic: Topic, key: string | null, payload: object) => publishTopic(local, topic, key, payload),
      deliverAll: async (events: readonly DeliverableEvent[]) => {
        for (const e of events) publishTopic(local, e.topic, e.key, e.payload);
        return { delivered: events.length };
      },
      ready: async () => {},
      onResync: () => () => {},
      close: async () => stop(),
    });
  }
  const publishClient = openRedis(redisUrl, 'eventos', { maxRetriesPerRequest: null });
  // Live publishes (job progress) are best effort and nobody awaits them: one still in flight
  // when the process closes its connections must not become an unhandled rejection.
  const publish = publishClient.publish.bind(publishClient) as (channel: string, message: string) => Promise<number>;
  (publishClient as unknown as { publish: typeof publish }).publish = (channel, message) => publish(channel, message).catch(() => 0);
  const subscribeClient = openRedis(redisUrl, 'eventos', { maxRetriesPerRequest: null });
  // The outbox's: fails at once while Redis is away (the event stays in the outbox) instead of queueing.
  const deliverClient = openRedis(redisUrl, 'eventos', { maxRetriesPerRequest: 0, enableOfflineQueue: false });
  const pubsub = createPubSub<PubSubTopics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  const { fanned } = fanOutLocally(pubsub);
  // A subscribe is answered after the ones sent before it on the same connection.
  const ready = async () => void (await subscribeClient.subscribe(SYNC_CHANNEL));
  const listeners = new Set<() => void>();
  let connectedBefore = false;
  subscribeClient.on('ready', () => {
    if (!connectedBefore) return void (connectedBefore = true);
    // ioredis resubscribes right after 'ready': once that is confirmed, the subscribers catch up.
    setImmediate(
      () =>
        void ready().then(
          () => listeners.forEach((listener) => listener()),
          () => undefined,
        ),
    );
  });
  return Object.assign(pubsub, {
    fanned,
    async deliver(topic: Topic, key: string | null, payload: object) {
      await withTimeout(deliverClient.publish(channelOf(topic, key), JSON.stringify(payload)), DELIVER_TIMEOUT_MS, 'Redis no tomó el evento a tiempo');
    },
    async deliverAll(events: readonly DeliverableEvent[]) {
      if (!events.length) return { delivered: 0 };
      const pipeline = deliverClient.pipeline();
      for (const e of events) pipeline.publish(channelOf(e.topic, e.key), JSON.stringify(e.payload));
      let results: Array<[Error | null, unknown]> | null;
      try {
        results = await withTimeout(pipeline.exec(), DELIVER_TIMEOUT_MS, 'Redis no tomó los eventos a tiempo');
      } catch (failure) {
        return { delivered: 0, failure };
      }
      if (!results) return { delivered: 0, failure: new Error('Redis no tomó los eventos') };
      const refused = results.findIndex(([error]) => error);
      return refused < 0 ? { delivered: events.length } : { delivered: refused, failure: results[refused]![0] };
    },
    ready,
    onResync(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // The relays are left as they are: unsubscribing on a connection about to close rejects
    // where nobody listens; the disconnect ends them.
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
      deliverClient.disconnect();
    },
  });
}
