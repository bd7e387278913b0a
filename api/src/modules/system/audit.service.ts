import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../auth/auth-user.js';
import { AuditEntry } from './audit.entity.js';

/** Records one action in the audit table, inside the caller's unit of work (same transaction). */
export function recordAudit(
  em: EntityManager,
  actor: Pick<AuthUser, 'id' | 'name'> | null,
  action: string,
  entity: string,
  key: string | number | null,
  note?: string,
): AuditEntry {
  return em.create(AuditEntry, {
    at: new Date(),
    userId: actor?.id ?? null,
    userName: actor?.name ?? 'sistema',
    action,
    entity,
    key: key === null ? null : String(key),
    note: note ?? null,
  });
}
