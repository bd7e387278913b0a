import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { log } from '../shared/log.js';

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
  /** Code of a failure (Spanish message, code for programs); absent on progress. */
  code?: string | null;
}

/** A company's state as it is after a committed change (one per company, bulk changes included). */
export interface CompanyStateChangedPayload {
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

export type PubSubTopics = {
  SYSTEM_MESSAGE: [SystemMessagePayload];
  JOB_PROGRESS: [string, JobProgressPayload];
  COMPANY_STATE_CHANGED: [CompanyStateChangedPayload];
};

export type AppPubSub = ReturnType<typeof createPubSub<PubSubTopics>> & { close(): Promise<void> };

/** In-process pubsub, or one that crosses API instances through Redis when a URL is given. */
export function createAppPubSub(redisUrl: string | undefined): AppPubSub {
  if (!redisUrl) return Object.assign(createPubSub<PubSubTopics>(), { close: async () => {} });
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // Without a listener ioredis prints every reconnect failure with its stack.
  for (const client of [publishClient, subscribeClient]) client.on('error', (error) => log.failure({ event: 'redis', code: 'CONEXION', route: 'eventos', error, throttle: true }));
  const pubsub = createPubSub<PubSubTopics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return Object.assign(pubsub, {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
