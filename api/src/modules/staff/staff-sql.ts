import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../shared/app-error.js';
import type { Permisos } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import { STAFF_MSG as M } from './messages.js';
import type { Refusal } from './staff-rules.js';
import type { StaffSection } from './staff.types.js';
import { run } from '../../db/sql.js';
export { run } from '../../db/sql.js';

/** Throws the refusal of a pure rule as the AppError the transports map. */
export function refuse(refusal: Refusal | null | string): void {
  if (!refusal || typeof refusal === 'string') return;
  if (refusal.code === 'FORBIDDEN') throw new AppError('FORBIDDEN', refusal.message, refusal.field ?? undefined, 'warning');
  throw AppError.input(refusal.field!, refusal.message);
}

export const screenPermission = (resource: string, p: Permisos): ScreenPermission => ({
  resource,
  view: p.ver,
  create: p.crear,
  edit: p.editar,
  delete: p.eliminar,
});

/** Sections with the number of menus a profile (0: none) has in each. */
export async function sectionsOf(em: EntityManager, profileId: number): Promise<StaffSection[]> {
  const rows = await run<{ sec_codigo: number; sec_nombre: string; menus: number }>(
    em,
    `select s.sec_codigo, s.sec_nombre, count(pm.mb_codigo)::int as menus
       from tseccion s left join tperfil_menu pm on pm.sec_codigo = s.sec_codigo and pm.usr_codigo = ?
      where s.sec_activo = 'T' group by s.sec_codigo, s.sec_nombre order by s.sec_codigo`,
    [profileId],
  );
  return rows.map((r) => ({ id: r.sec_codigo, name: r.sec_nombre, menus: r.menus }));
}

/** Refuses an unknown or inactive section. */
export async function requireSection(em: EntityManager, sectionId: number): Promise<void> {
  const [row] = await run(em, `select 1 from tseccion where sec_codigo = ? and sec_activo = 'T'`, [sectionId]);
  if (!row) throw AppError.input('sectionId', M.sectionNotFound(sectionId));
}
