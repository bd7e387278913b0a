import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../auth/auth-user.js';
import { run } from '../../db/sql.js';
export { run } from '../../db/sql.js';

/** One statement in the caller's transaction (if any). */

/** The columns every read of a request or reply selects (alias n = tnotificacion). */
export const REQUEST_COLUMNS = `n.not_codigo, n.not_soporte_estado, n.not_mensaje, n.not_fenvio, n.not_remite, r.usr_nombre as nom_user,
  n.not_destino, d.usr_nombre as destino_nombre, n.not_msg_error, n.arc_codigo, n.emp_codigo, n.not_respuesta`;
export const REQUEST_JOINS = `left join tusuarios r on r.usr_codigo = n.not_remite left join tusuarios d on d.usr_codigo = n.not_destino and n.not_destino <> 0`;

export interface RequestRow {
  not_codigo: number;
  not_soporte_estado: number | null;
  not_mensaje: string;
  not_fenvio: Date | string;
  not_remite: number;
  nom_user: string | null;
  not_destino: number;
  destino_nombre: string | null;
  not_msg_error: string | null;
  arc_codigo: number | null;
  emp_codigo: number | null;
  not_respuesta: number | null;
}

/**
 * Who may see a request (alias n): the support role sees all; anyone else only what they sent,
 * what is addressed to them or reached their inbox, a request they take part in through a reply
 * or the technical-support thread. Returns the SQL and its parameters.
 */
export function visibleSql(user: Pick<AuthUser, 'id' | 'isSupport'>): { sql: string; params: unknown[] } {
  const u = user.id;
  return {
    sql: `(?::boolean or n.not_remite = ? or n.not_destino = ?
      or exists (select 1 from tnotificacion_usuario nu where nu.not_codigo = n.not_codigo and nu.usr_codigo = ?)
      or exists (select 1 from tnotificacion x where x.not_respuesta = n.not_codigo and (x.not_remite = ? or x.not_destino = ?))
      or exists (select 1 from tsoporte_mensaje m where m.not_codigo = n.not_codigo and (m.sme_remite = ? or m.sme_destino = ?)))`,
    params: [user.isSupport, u, u, u, u, u, u, u],
  };
}

/** The administrators a request may be addressed to: active users of the support team or with an admin hierarchy. */
export const ADMINS_SQL = `select usr_codigo as id, usr_nombre as name, usr_email as email, usr_soporte = 1 as support from tusuarios
  where usr_activo = 'T' and usr_esperfil = 'F' and (usr_soporte = 1 or usr_jerarq >= 1) order by usr_nombre, usr_codigo`;

/** Everyone taking part in a request: sender, addressed user, inbox recipients, reply and thread authors and recipients. */
export async function participants(em: EntityManager, requestId: number): Promise<number[]> {
  const rows = await run<{ u: number }>(
    em,
    `select distinct u from (
       select not_remite as u from tnotificacion where not_codigo = ? or not_respuesta = ?
       union select not_destino from tnotificacion where (not_codigo = ? or not_respuesta = ?) and not_destino <> 0
       union select nu.usr_codigo from tnotificacion_usuario nu join tnotificacion n on n.not_codigo = nu.not_codigo where n.not_codigo = ? or n.not_respuesta = ?
       union select sme_remite from tsoporte_mensaje where not_codigo = ?
       union select sme_destino from tsoporte_mensaje where not_codigo = ?) p where u is not null order by u`,
    [requestId, requestId, requestId, requestId, requestId, requestId, requestId, requestId],
  );
  return rows.map((r) => Number(r.u));
}
