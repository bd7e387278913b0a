import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export interface SystemMessagePayload {
  id: string;
  text: string;
  author: string;
  /** ISO string: payloads cross Redis as JSON. */
  at: string;
}

export interface JobProgressPayload {
  jobId: string;
  name: string;
  progress: number;
  state: string;
  message: string | null;
}

export type PubSubTopics = {
  SYSTEM_MESSAGE: [SystemMessagePayload];
  JOB_PROGRESS: [string, JobProgressPayload];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>> & { close(): Promise<void> };

/** In-process pubsub, or one that crosses API instances through Redis when a URL is given. */
export function createAppPubSub(redisUrl: string | undefined): AppPubSub {
  if (!redisUrl) return Object.assign(createPubSub<PubSubTopics>(), { close: async () => {} });
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const pubsub = createPubSub<PubSubTopics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
