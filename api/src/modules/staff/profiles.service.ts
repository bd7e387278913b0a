import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { STAFF_MSG as M } from './messages.js';
import { checkProfileForm } from './staff-rules.js';
import { refuse, requireSection, run, screenPermission, sectionsOf } from './staff-sql.js';
import type { StaffMenuNode, StaffProfileData, StaffProfileDetail, StaffProfileList, StaffProfileRow } from './staff.types.js';
import { orderSql } from '../../graphql/ordering.js';
import { grantLevelOf, STAFF_PROFILE_ORDER, StaffProfileOrderField, type StaffProfileOrder } from './staff.enums.js';

export const PROFILE_RESOURCE = 'perfiles';
const AUDIT_ENTITY = 'tusuarios';

interface MenuRow {
  mb_codigo: number;
  mb_titulo: string;
  mb_parent: number;
}

/** Profiles, optionally by active state ('T'/'F'), with their user and menu counts. */
export async function listProfiles(ctx: AppContext, active: string | null | undefined, order: StaffProfileOrder | null = null): Promise<StaffProfileList> {
  const permisos = await requirePermission(ctx.em, ctx.user!, PROFILE_RESOURCE, 'ver');
  const rows = await run<{ usr_codigo: number; usr_nombre: string; usr_activo: string; usuarios: number; menus: number }>(
    ctx.em,
    `select p.usr_codigo, p.usr_nombre, p.usr_activo,
            (select count(*)::int from tusuarios u where u.usr_perfil = p.usr_codigo and u.usr_esperfil = 'F') as usuarios,
            (select count(distinct pm.mb_codigo)::int from tperfil_menu pm where pm.usr_codigo = p.usr_codigo) as menus
       from tusuarios p where p.usr_esperfil = 'T' and (?::text is null or p.usr_activo = ?)
      order by ${orderSql(order, STAFF_PROFILE_ORDER, StaffProfileOrderField.NAME, 'p.usr_codigo')}`,
    [active || null, active || null],
  );
  const items: StaffProfileRow[] = rows.map((r) => ({
    id: r.usr_codigo,
    name: r.usr_nombre,
    active: r.usr_activo === 'T',
    activeLabel: M.activeLabel(r.usr_activo),
    users: r.usuarios,
    menus: r.menus,
  }));
  return { items, permisos: screenPermission(PROFILE_RESOURCE, permisos) };
}

async function findProfileRow(em: EntityManager, id: number): Promise<{ usr_nombre: string; usr_activo: string } | null> {
  const [row] = await run<{ usr_nombre: string; usr_activo: string }>(
    em,
    `select usr_nombre, usr_activo from tusuarios where usr_codigo = ? and usr_esperfil = 'T'`,
    [id],
  );
  return row ?? null;
}

async function profileRow(em: EntityManager, id: number): Promise<{ usr_nombre: string; usr_activo: string }> {
  const row = await findProfileRow(em, id);
  if (!row) throw AppError.notFound(M.profileNotFound(id));
  return row;
}

/** The form of a profile (0: a new one) in one section: the menu tree with what it grants there. */
export async function profileDetail(ctx: AppContext, id: number, sectionId: number | null | undefined): Promise<StaffProfileDetail> {
  await requirePermission(ctx.em, ctx.user!, PROFILE_RESOURCE, 'ver');
  return readProfile(ctx.em, id, sectionId);
}

/** The profile form, or null when the profile (not 0) does not exist. */
export async function findProfileDetail(ctx: AppContext, id: number, sectionId: number | null | undefined): Promise<StaffProfileDetail | null> {
  await requirePermission(ctx.em, ctx.user!, PROFILE_RESOURCE, 'ver');
  if (id && !(await findProfileRow(ctx.em, id))) return null;
  return readProfile(ctx.em, id, sectionId);
}

async function readProfile(em: EntityManager, id: number, sectionId: number | null | undefined): Promise<StaffProfileDetail> {
  const sections = await sectionsOf(em, id);
  const section = sectionId || sections[0]?.id || 1;
  if (!sections.some((s) => s.id === section)) throw AppError.input('sectionId', M.sectionNotFound(section));
  const profile = id ? await profileRow(em, id) : { usr_nombre: '', usr_activo: 'T' };
  const menus = await run<MenuRow>(em, 'select mb_codigo, mb_titulo, mb_parent from tmenu order by mb_orden, mb_codigo');
  const grants = await run<{ mb_codigo: number; sec_codigo: number; pme_nivel: number }>(
    em,
    'select mb_codigo, sec_codigo, pme_nivel from tperfil_menu where usr_codigo = ?',
    [id],
  );
  const inSection = new Map(grants.filter((g) => g.sec_codigo === section).map((g) => [g.mb_codigo, g.pme_nivel]));
  const node = (m: MenuRow): StaffMenuNode => ({
    id: m.mb_codigo,
    title: m.mb_titulo,
    parentId: m.mb_parent,
    chosen: inSection.has(m.mb_codigo),
    level: grantLevelOf(inSection.get(m.mb_codigo) ?? 0),
    children: [],
  });
  const tree = menus.filter((m) => m.mb_parent === 0).map(node);
  for (const parent of tree) {
    parent.children = menus.filter((m) => m.mb_parent === parent.id).map(node);
    // A principal menu reads as chosen when every submenu is.
    parent.chosen = parent.children.length > 0 && parent.children.every((c) => c.chosen);
  }
  return {
    id,
    name: profile.usr_nombre,
    active: profile.usr_activo === 'T',
    sectionId: section,
    menus: tree,
    selectedMenuIds: [...new Set(grants.map((g) => g.mb_codigo))].sort((a, b) => a - b),
    sectionMenuIds: [...inSection.keys()].sort((a, b) => a - b),
    sections,
  };
}

/** The submenus to grant: a principal menu stands for all its submenus; unknown codes are refused. */
async function expandMenus(em: EntityManager, input: StaffProfileData['menus']): Promise<Map<number, number>> {
  const menus = await run<MenuRow>(em, 'select mb_codigo, mb_titulo, mb_parent from tmenu');
  const levels = new Map<number, number>();
  for (const chosen of input) {
    const menu = menus.find((m) => m.mb_codigo === chosen.id);
    if (!menu) throw AppError.input('menus', M.menuNotFound(chosen.id));
    const level = chosen.level ?? 2;
    const leaves = menu.mb_parent === 0 ? menus.filter((m) => m.mb_parent === menu.mb_codigo) : [menu];
    for (const leaf of leaves) levels.set(leaf.mb_codigo, Math.max(level, levels.get(leaf.mb_codigo) ?? 0));
  }
  return levels;
}

/**
 * Creates (id 0) or edits a profile and replaces its menus in the chosen section ('Complete
 * todos los campos', 'Debe al menos crear un menu para la sección escogida'); audited.
 */
export async function saveProfile(ctx: AppContext, id: number, input: StaffProfileData): Promise<{ message: string; profile: StaffProfileDetail }> {
  await requirePermission(ctx.em, ctx.user!, PROFILE_RESOURCE, id ? 'editar' : 'crear');
  refuse(checkProfileForm(input));
  const name = input.name!.trim().slice(0, 150);
  const sectionId = input.sectionId!;
  const saved = await ctx.em.transactional(async (tx) => {
    if (id) await profileRow(tx, id);
    await requireSection(tx, sectionId);
    const levels = await expandMenus(tx, input.menus);
    const [clash] = await run(tx, `select 1 from tusuarios where usr_esperfil = 'T' and lower(usr_nombre) = lower(?) and usr_codigo <> ?`, [name, id]);
    if (clash) throw AppError.conflict(M.profileNameTaken(name), 'name');
    let profileId = id;
    if (id) {
      await run(tx, 'update tusuarios set usr_nombre = ? where usr_codigo = ?', [name, id]);
    } else {
      // usr_id is unique and required for every row; a profile's is derived from its code.
      const [row] = await run<{ usr_codigo: number }>(
        tx,
        `with n as (select nextval('tusuarios_usr_codigo_seq')::int as id)
         insert into tusuarios (usr_codigo, usr_id, usr_nombre, usr_esperfil, usr_activo) select id, 'perfil.' || id, ?, 'T', 'T' from n returning usr_codigo`,
        [name],
      );
      profileId = row!.usr_codigo;
    }
    await run(tx, 'delete from tperfil_menu where usr_codigo = ? and sec_codigo = ?', [profileId, sectionId]);
    const entries = [...levels.entries()].sort(([a], [b]) => a - b);
    await run(
      tx,
      `insert into tperfil_menu (usr_codigo, sec_codigo, mb_codigo, pme_nivel) values ${entries.map(() => '(?, ?, ?, ?)').join(', ')}`,
      entries.flatMap(([menu, level]) => [profileId, sectionId, menu, level]),
    );
    const note = `${name}; sección ${sectionId}: ${entries.map(([menu, level]) => `${menu}:${level}`).join(', ')}`;
    recordAudit(tx, ctx.user, id ? 'editar_perfil' : 'crear_perfil', AUDIT_ENTITY, profileId, note);
    await tx.flush();
    return profileId;
  });
  return { message: id ? M.updated : M.created, profile: await readProfile(ctx.em, saved, sectionId) };
}

/** Activates or deactivates a profile (usr_activo T/F); audited. An inactive profile is not offered to users. */
export async function setProfileActive(ctx: AppContext, id: number, active: boolean): Promise<string> {
  await requirePermission(ctx.em, ctx.user!, PROFILE_RESOURCE, 'eliminar');
  await ctx.em.transactional(async (tx) => {
    const before = await profileRow(tx, id);
    await run(tx, 'update tusuarios set usr_activo = ? where usr_codigo = ?', [active ? 'T' : 'F', id]);
    recordAudit(
      tx,
      ctx.user,
      active ? 'activar_perfil' : 'desactivar_perfil',
      AUDIT_ENTITY,
      id,
      `${before.usr_nombre}: ${before.usr_activo} -> ${active ? 'T' : 'F'}`,
    );
    await tx.flush();
  });
  return active ? M.activated(M.profileWord) : M.deactivated(M.profileWord);
}

/** Sections with the profile's menu count in each (tseccion opc=perfsecs). */
export async function profileSections(ctx: AppContext, profileId: number) {
  await requirePermission(ctx.em, ctx.user!, PROFILE_RESOURCE, 'ver');
  return sectionsOf(ctx.em, profileId);
}
