import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../modules/auth/auth-user.js';
import { AppError } from './app-error.js';
import { run } from '../db/sql.js';

/**
 * Levels of a permisos object: 0 none, 1 read, 2 operate, 3 administrator, 4 super user.
 * The spec's rule "a create permission of 2 or lower means non-administrator" reads on them.
 */
export interface Permisos {
  ver: number;
  crear: number;
  editar: number;
  eliminar: number;
}

export type Action = keyof Permisos;

const NONE: Permisos = { ver: 0, crear: 0, editar: 0, eliminar: 0 };

/** The permisos a granted level gives: reading from 1, creating and editing from 2, deleting from 3. */
export function permisosForLevel(level: number): Permisos {
  if (level <= 0) return NONE;
  return { ver: level, crear: level >= 2 ? level : 0, editar: level >= 2 ? level : 0, eliminar: level >= 3 ? level : 0 };
}

/** Administrators get level 3 everywhere, super users 4; others what their profile grants. */
export function levelForHierarchy(hierarchy: number): number {
  return hierarchy >= 2 ? 4 : hierarchy === 1 ? 3 : 0;
}

/** Resource → granted level for a user, computed from the hierarchy and the profile's menus. */
export async function loadGrants(em: EntityManager, user: Pick<AuthUser, 'hierarchy' | 'profileId'>): Promise<Map<string, number>> {
  const rows = await run<{ resource: string; level: number }>(
    em,
    `select m.mb_recurso as resource, max(pm.pme_nivel)::int as level
       from tperfil_menu pm join tmenu m on m.mb_codigo = pm.mb_codigo
      where pm.usr_codigo = ? and m.mb_recurso is not null
      group by m.mb_recurso`,
    [user.profileId ?? -1],
  );
  const grants = new Map<string, number>(rows.map((r) => [r.resource, r.level]));
  const floor = levelForHierarchy(user.hierarchy);
  if (floor > 0) {
    const all = await run<{ resource: string }>(em, 'select distinct mb_recurso as resource from tmenu where mb_recurso is not null');
    for (const { resource } of all) grants.set(resource, Math.max(floor, grants.get(resource) ?? 0));
    grants.set('sistema', floor);
  }
  return grants;
}

/** Columns a statement adds to read one resource's grant in the same round trip (see levelFromColumns). */
export interface GrantColumns {
  grant_level: number | null;
  grant_known: boolean;
}

/**
 * The select-list items `grant_level, grant_known` of a user's grant on one resource, and their
 * parameters: a list statement carries them so its permission check costs no round trip.
 */
export function grantColumnsSql(user: Pick<AuthUser, 'profileId'>, resource: string): { sql: string; params: unknown[] } {
  return {
    sql: `(select max(pm.pme_nivel)::int from tperfil_menu pm join tmenu m on m.mb_codigo = pm.mb_codigo
            where pm.usr_codigo = ? and m.mb_recurso = ?) as grant_level,
          exists (select 1 from tmenu where mb_recurso = ?) as grant_known`,
    params: [user.profileId ?? -1, resource, resource],
  };
}

/**
 * The level of one resource, as loadGrants would give it: the profile's highest grant on the
 * resource's menus, raised to the hierarchy's floor when some menu names the resource
 * ('sistema' is the floor itself). Read with the statement: a changed profile counts at once.
 */
export function levelFromColumns(user: Pick<AuthUser, 'hierarchy'>, resource: string, row: GrantColumns | undefined): number {
  const floor = levelForHierarchy(user.hierarchy);
  if (floor > 0 && resource === 'sistema') return floor;
  const granted = row?.grant_level ?? 0;
  return floor > 0 && row?.grant_known ? Math.max(floor, granted) : granted;
}

/** The level of one resource for a user, in one statement. */
export async function levelFor(em: EntityManager, user: Pick<AuthUser, 'hierarchy' | 'profileId'>, resource: string): Promise<number> {
  const { sql, params } = grantColumnsSql(user, resource);
  const [row] = await run<GrantColumns>(em, `select ${sql}`, params);
  return levelFromColumns(user, resource, row);
}

/** The permisos read by a list statement with grantColumnsSql; throws FORBIDDEN below `minLevel` for the action. */
export function requireFromColumns(user: AuthUser, resource: string, row: GrantColumns | undefined, action: Action, minLevel = 1): Permisos {
  const permisos = permisosForLevel(levelFromColumns(user, resource, row));
  if (permisos[action] < minLevel) throw AppError.forbidden();
  return permisos;
}

/** The permisos object of one screen for a user. */
export async function permisosFor(em: EntityManager, user: AuthUser, resource: string): Promise<Permisos> {
  return permisosForLevel(await levelFor(em, user, resource));
}

/** Throws FORBIDDEN unless the user's permisos on the resource reach `minLevel` for the action. */
export async function requirePermission(em: EntityManager, user: AuthUser, resource: string, action: Action, minLevel = 1): Promise<Permisos> {
  const permisos = await permisosFor(em, user, resource);
  if (permisos[action] < minLevel) throw AppError.forbidden();
  return permisos;
}
