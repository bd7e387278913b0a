import type { Redis } from 'ioredis';
import type { Services } from '../graphql/context.js';
import { openRedis } from '../shared/redis.js';
import type { Channel } from './channel.js';
import { smsChannel } from '../modules/sms/sms-gateway.js';
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
    // SMS through the HTTP gateway of SMS_URL; without it the channel is absent and SMS are kept unsent.
    const sms = smsChannel(services.config);
    if (sms) channels.set(sms.name, sms);
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

/** Registers another channel (system notifications…) under its name, or replaces one (a test gateway). */
export function registerChannel(services: Services, channel: Channel): void {
  sendRuntime(services).channels.set(channel.name, channel);
}

export function closeSendRuntime(services: Services): void {
  runtimes.get(services)?.close();
  runtimes.delete(services);
}
