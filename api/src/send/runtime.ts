import type { Redis } from 'ioredis';
import type { Services } from '../graphql/context.js';
import { openRedis } from '../shared/redis.js';
import type { Channel } from './channel.js';
import { EmailChannel } from './email-channel.js';
import { RateLimiter } from './rate-limit.js';

/** The long-lived parts of the send service of one set of services: channels and the rate limiter. */
export interface SendRuntime {
  channels: Map<string, Channel>;
  limiter: RateLimiter;
  close(): void;
}

const runtimes = new WeakMap<Services, SendRuntime>();

export function sendRuntime(services: Services): SendRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    const redis: Redis | null = services.config.redisUrl ? openRedis(services.config.redisUrl, 'envios', { maxRetriesPerRequest: 2 }) : null;
    const email = new EmailChannel(() => services.orm.em.fork(), services.config);
    const channels = new Map<string, Channel>([[email.name, email]]);
    runtime = {
      channels,
      limiter: new RateLimiter(redis, services.config.queuePrefix),
      close() {
        email.close();
        redis?.disconnect();
      },
    };
    runtimes.set(services, runtime);
  }
  return runtime;
}

/** Registers another channel (SMS, system notifications) under its name. */
export function registerChannel(services: Services, channel: Channel): void {
  sendRuntime(services).channels.set(channel.name, channel);
}

export function closeSendRuntime(services: Services): void {
  runtimes.get(services)?.close();
  runtimes.delete(services);
}
