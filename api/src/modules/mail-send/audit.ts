import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../auth/auth-user.js';
import { run } from '../../db/sql.js';

/** One tauditoria row in the caller's transaction; returns its aud_codigo. */
export async function auditRow(
  em: EntityManager,
  user: Pick<AuthUser, 'id' | 'name'> | null,
  action: string,
  entity: string,
  key: string | number | null,
  note: string | null,
): Promise<number> {
  const [row] = await run<{ aud_codigo: number }>(
    em,
    'insert into tauditoria (aud_fecha, usr_codigo, usr_nombre, aud_accion, aud_entidad, aud_clave, observacion) values (now(), ?, ?, ?, ?, ?, ?) returning aud_codigo',
    [user?.id ?? null, (user?.name ?? 'sistema').slice(0, 150), action.slice(0, 60), entity.slice(0, 60), key === null ? null : String(key).slice(0, 60), note],
  );
  return row!.aud_codigo;
}
