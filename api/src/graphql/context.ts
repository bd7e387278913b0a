import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Config } from '../config.js';
import type { TenantRegistry } from '../db/tenant/tenant-registry.js';
import type { OutboxPublisher } from '../events/outbox.js';
import type { JobQueue } from '../jobs/queue.js';
import type { AuthUser } from '../modules/auth/auth-user.js';
import type { AuthService, ClientMeta } from '../modules/auth/auth.service.js';
import type { AppPubSub } from './pubsub.js';

/** Long-lived parts shared by every request (the composition root builds them once). */
export interface Services {
  config: Config;
  orm: MikroORM;
  auth: AuthService;
  tenants: TenantRegistry;
  pubsub: AppPubSub;
  /** Publishes the live events written in the outbox (tevento). */
  outbox: OutboxPublisher;
  jobs: JobQueue;
}

/** What each GraphQL operation and REST route receives. */
export interface AppContext {
  /** A fresh entity manager fork for this request (over HTTP, forked when first read). */
  em: EntityManager;
  user: AuthUser | null;
  services: Services;
  meta: ClientMeta;
  /** The invoice API's bearer token (Authorization: Bearer …), when the request carries one. */
  apiToken?: string | null;
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
}

export const SESSION_COOKIE = 'bo_sesion';
