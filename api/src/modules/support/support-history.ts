import type { EntityManager } from '@mikro-orm/core';
import type { SupportAction } from './support-enums.js';
import { run } from './support-sql.js';

/** One history entry (actor and time) in the caller's transaction. */
export async function recordHistory(
  tx: EntityManager,
  requestId: number,
  actorId: number,
  action: SupportAction,
  fromState: number | null,
  toState: number | null,
  detail: string | null,
): Promise<void> {
  await run(tx, 'insert into tsoporte_historial (not_codigo, usr_codigo, sho_accion, sho_estado_anterior, sho_estado, sho_detalle) values (?, ?, ?, ?, ?, ?)', [
    requestId,
    actorId,
    action,
    fromState,
    toState,
    detail,
  ]);
}
