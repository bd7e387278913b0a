import type { EntityManager } from '@mikro-orm/core';
import { recordEvent } from '../../events/outbox.js';
import type { SupportEventPayload } from '../../graphql/pubsub.js';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * Writes a support event in the transaction of the change (the outbox): it exists only if the
 * change was committed, and reaches every API instance through the pubsub (Redis when set).
 */
export async function recordSupportEvent(
  tx: EntityManager,
  actor: Pick<AuthUser, 'id' | 'name'>,
  event: Pick<SupportEventPayload, 'kind' | 'requestId' | 'message' | 'state' | 'recipients' | 'toSupport'>,
): Promise<void> {
  const payload: SupportEventPayload = {
    ...event,
    recipients: [...new Set(event.recipients)],
    userName: actor.name,
    senderId: actor.id,
    at: new Date().toISOString(),
  };
  await recordEvent(tx, 'SUPPORT_EVENT', String(event.requestId), payload);
}

/** Strict per-user delivery: only a user the event names, or the support role when it is meant for them. */
export function deliversTo(event: Pick<SupportEventPayload, 'recipients' | 'toSupport'>, user: Pick<AuthUser, 'id' | 'isSupport'>): boolean {
  return event.recipients.includes(user.id) || (event.toSupport && user.isSupport);
}
