import { Redis, type RedisOptions } from 'ioredis';
import { log } from './log.js';

/**
 * A Redis connection for one part of the server (`route` names it in the log). Its connection
 * errors, repeated on every reconnect attempt while Redis is away, are logged once per error
 * per minute instead of ioredis's 'Unhandled error event' with a stack each time.
 */
export function openRedis(url: string, route: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, options);
  client.on('error', (error) => log.failure({ event: 'redis', code: 'CONEXION', route, error, throttle: true }));
  return client;
}
