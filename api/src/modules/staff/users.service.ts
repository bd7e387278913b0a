import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { AUTH_MSG } from '../auth/messages.js';
import { hashPassword } from '../auth/password.js';
import { recordAudit } from '../system/audit.service.js';
import { STAFF_MSG as M } from './messages.js';
import { checkPasswordTarget, checkUserActivation, checkUserChange, isAdministrator } from './staff-rules.js';
import { refuse, requireSection, run, screenPermission, sectionsOf } from './staff-sql.js';
import { saveAreas, userAreas } from './user-areas.js';
import type { StaffPasswordInput, StaffUserData, StaffUserForm, StaffUserList, StaffUserRow } from './staff.types.js';
import { orderSql } from '../../graphql/ordering.js';
import { hierarchyCode, hierarchyOf } from '../users/hierarchy.js';
import { STAFF_USER_ORDER, StaffUserOrderField, type StaffUserOrder } from './staff.enums.js';

export const USER_RESOURCE = 'usuarios';
const AUDIT_ENTITY = 'tusuarios';
const HIERARCHY_LABELS = ['Usuario', 'Administrador', 'Super usuario'];
const LOGIN_FORMAT = /^[A-Za-z0-9._-]{1,40}$/;
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface UserSqlRow {
  usr_codigo: number;
  usr_id: string;
  usr_nombre: string;
  usr_email: string | null;
  usr_activo: string;
  usr_perfil: number | null;
  perfil: string | null;
  usr_jerarq: number;
  sec_codigo: number | null;
  sec_nombre: string | null;
}

const SELECT = `select u.usr_codigo, u.usr_id, u.usr_nombre, u.usr_email, u.usr_activo, u.usr_perfil, p.usr_nombre as perfil, u.usr_jerarq, u.sec_codigo, s.sec_nombre
  from tusuarios u left join tusuarios p on p.usr_codigo = u.usr_perfil left join tseccion s on s.sec_codigo = u.sec_codigo
 where u.usr_esperfil = 'F'`;

const toRow = (r: UserSqlRow): StaffUserRow => ({
  id: r.usr_codigo,
  login: r.usr_id,
  name: r.usr_nombre,
  email: r.usr_email,
  active: r.usr_activo === 'T',
  activeLabel: M.activeLabel(r.usr_activo),
  profileId: r.usr_perfil,
  profileName: r.perfil,
  hierarchy: hierarchyOf(r.usr_jerarq),
  hierarchyLabel: HIERARCHY_LABELS[r.usr_jerarq] ?? String(r.usr_jerarq),
  sectionId: r.sec_codigo,
  sectionName: r.sec_nombre,
});

async function findUser(em: EntityManager, id: number): Promise<StaffUserRow | null> {
  const [row] = await run<UserSqlRow>(em, `${SELECT} and u.usr_codigo = ?`, [id]);
  return row ? toRow(row) : null;
}

async function readUser(em: EntityManager, id: number): Promise<StaffUserRow> {
  const user = await findUser(em, id);
  if (!user) throw AppError.notFound(M.userNotFound(id));
  return user;
}

/** The user as the hierarchy rules read it (usr_jerarq code). */
const person = (u: StaffUserRow) => ({ id: u.id, hierarchy: hierarchyCode(u.hierarchy), profileId: u.profileId });

/** Users filtered by profile and active state, with the hierarchy of the one asking (jerarq). */
export async function listUsers(
  ctx: AppContext,
  profileId: number | null | undefined,
  active: string | null | undefined,
  order: StaffUserOrder | null = null,
): Promise<StaffUserList> {
  const permisos = await requirePermission(ctx.em, ctx.user!, USER_RESOURCE, 'ver');
  const rows = await run<UserSqlRow>(
    ctx.em,
    `${SELECT} and (cast(? as int) is null or u.usr_perfil = ?) and (?::text is null or u.usr_activo = ?) order by ${orderSql(order, STAFF_USER_ORDER, StaffUserOrderField.NAME, 'u.usr_codigo')}`,
    [profileId || null, profileId || null, active || null, active || null],
  );
  const actor = ctx.user!;
  return {
    items: rows.map(toRow),
    actorHierarchy: hierarchyOf(actor.hierarchy),
    canChangePasswords: isAdministrator(actor),
    permisos: screenPermission(USER_RESOURCE, permisos),
  };
}

/** What the user form needs (opc=form): the user (null for 0), active profiles, sections, areas with lines. NOT_FOUND for an unknown user. */
export async function userForm(ctx: AppContext, id: number): Promise<StaffUserForm> {
  const form = await findUserForm(ctx, id);
  if (!form) throw AppError.notFound(M.userNotFound(id));
  return form;
}

/** The user form, or null when the user (not 0) does not exist. */
export async function findUserForm(ctx: AppContext, id: number): Promise<StaffUserForm | null> {
  await requirePermission(ctx.em, ctx.user!, USER_RESOURCE, 'ver');
  const user = id ? await findUser(ctx.em, id) : null;
  if (id && !user) return null;
  const profiles = await run<{ usr_codigo: number; usr_nombre: string }>(
    ctx.em,
    `select usr_codigo, usr_nombre from tusuarios where usr_esperfil = 'T' and usr_activo = 'T' order by usr_nombre`,
  );
  return {
    user,
    profiles: profiles.map((p) => ({ id: p.usr_codigo, name: p.usr_nombre })),
    sections: await sectionsOf(ctx.em, 0),
    areas: await userAreas(ctx.em, id),
    actorHierarchy: hierarchyOf(ctx.user!.hierarchy),
  };
}

function checkFields(input: StaffUserData, creating: boolean) {
  const login = (input.login ?? '').trim();
  if (creating && !login) throw AppError.input('login', M.loginRequired);
  if (creating && !LOGIN_FORMAT.test(login)) throw AppError.input('login', M.loginFormat);
  if (!input.name?.trim()) throw AppError.input('name', M.nameRequired);
  const email = input.email?.trim() || null;
  if (email && !EMAIL_FORMAT.test(email)) throw AppError.input('email', M.emailInvalid);
  if (!input.profileId) throw AppError.input('profileId', M.profileRequired);
  if (!input.sectionId) throw AppError.input('sectionId', M.sectionRequired);
  if (creating) {
    if (!input.password) throw AppError.input('password', M.passwordRequired);
    if (!input.confirmation) throw AppError.input('confirmation', AUTH_MSG.confirmationRequired);
    if (input.password.length < 8) throw AppError.input('password', AUTH_MSG.tooShort);
    if (input.password !== input.confirmation) throw AppError.input('confirmation', AUTH_MSG.mismatch);
  }
  return { login, name: input.name.trim().slice(0, 150), email, profileId: input.profileId, sectionId: input.sectionId, hierarchy: input.hierarchy ?? null };
}

async function requireActiveProfile(em: EntityManager, profileId: number, keep: number | null) {
  const [row] = await run<{ usr_activo: string }>(em, `select usr_activo from tusuarios where usr_codigo = ? and usr_esperfil = 'T'`, [profileId]);
  if (!row) throw AppError.input('profileId', M.profileNotFound(profileId));
  // A user may keep an inactive profile they already have; nobody is given one.
  if (row.usr_activo !== 'T' && profileId !== keep) throw AppError.input('profileId', M.profileInactive);
}

/** Creates a user (usuarios/crear) under the hierarchy rules; audited with the areas. */
export async function createUser(ctx: AppContext, input: StaffUserData): Promise<{ message: string; user: StaffUserRow }> {
  await requirePermission(ctx.em, ctx.user!, USER_RESOURCE, 'crear');
  const f = checkFields(input, true);
  const hierarchy = f.hierarchy ?? 0;
  refuse(checkUserChange({ actor: ctx.user!, target: null, hierarchy, profileId: f.profileId }));
  const hash = await hashPassword(input.password!);
  const id = await ctx.em.transactional(async (tx) => {
    await requireActiveProfile(tx, f.profileId, null);
    await requireSection(tx, f.sectionId);
    const [taken] = await run(tx, 'select 1 from tusuarios where lower(usr_id) = lower(?)', [f.login]);
    if (taken) throw AppError.conflict(M.loginTaken(f.login), 'login');
    const [row] = await run<{ usr_codigo: number }>(
      tx,
      `insert into tusuarios (usr_id, usr_nombre, usr_clave, usr_email, usr_perfil, usr_jerarq, sec_codigo, usr_fclave) values (?, ?, ?, ?, ?, ?, ?, now()) returning usr_codigo`,
      [f.login, f.name, hash, f.email, f.profileId, hierarchy, f.sectionId],
    );
    const areas = await saveAreas(tx, row!.usr_codigo, input.areas);
    recordAudit(tx, ctx.user, 'crear_usuario', AUDIT_ENTITY, row!.usr_codigo, `${f.login}; perfil ${f.profileId}; jerarquía ${hierarchy}; ${areas}`);
    await tx.flush();
    return row!.usr_codigo;
  });
  return { message: M.created, user: await readUser(ctx.em, id) };
}

/** Edits a user (usuarios/editar; usr_id does not change) under the hierarchy rules; audited. */
export async function editUser(ctx: AppContext, id: number, input: StaffUserData): Promise<{ message: string; user: StaffUserRow }> {
  await requirePermission(ctx.em, ctx.user!, USER_RESOURCE, 'editar');
  const f = checkFields(input, false);
  await ctx.em.transactional(async (tx) => {
    const before = await readUser(tx, id);
    const was = person(before);
    // What the edit does not send keeps its value: a form without the hierarchy never demotes.
    const hierarchy = f.hierarchy ?? was.hierarchy;
    refuse(checkUserChange({ actor: ctx.user!, target: was, hierarchy, profileId: f.profileId }));
    await requireActiveProfile(tx, f.profileId, before.profileId);
    await requireSection(tx, f.sectionId);
    await run(tx, 'update tusuarios set usr_nombre = ?, usr_email = ?, usr_perfil = ?, usr_jerarq = ?, sec_codigo = ? where usr_codigo = ?', [
      f.name,
      f.email,
      f.profileId,
      hierarchy,
      f.sectionId,
      id,
    ]);
    const areas = await saveAreas(tx, id, input.areas);
    const changes = [
      before.name !== f.name && `nombre ${before.name} -> ${f.name}`,
      before.profileId !== f.profileId && `perfil ${before.profileId ?? '-'} -> ${f.profileId}`,
      was.hierarchy !== hierarchy && `jerarquía ${was.hierarchy} -> ${hierarchy}`,
      before.sectionId !== f.sectionId && `sección ${before.sectionId ?? '-'} -> ${f.sectionId}`,
      areas,
    ].filter(Boolean);
    recordAudit(tx, ctx.user, 'editar_usuario', AUDIT_ENTITY, id, changes.join('; '));
    await tx.flush();
  });
  return { message: M.updated, user: await readUser(ctx.em, id) };
}

/** Activates or deactivates a user; nobody deactivates themselves. Deactivating closes the user's sessions; audited. */
export async function setUserActive(ctx: AppContext, id: number, active: boolean): Promise<string> {
  await requirePermission(ctx.em, ctx.user!, USER_RESOURCE, 'eliminar');
  await ctx.em.transactional(async (tx) => {
    const target = await readUser(tx, id);
    refuse(checkUserActivation(ctx.user!, person(target), active));
    await run(tx, 'update tusuarios set usr_activo = ? where usr_codigo = ?', [active ? 'T' : 'F', id]);
    if (!active) await run(tx, 'update tsesion set ses_revocada = now() where usr_codigo = ? and ses_revocada is null', [id]);
    recordAudit(
      tx,
      ctx.user,
      active ? 'activar_usuario' : 'desactivar_usuario',
      AUDIT_ENTITY,
      id,
      `${target.login}: ${target.active ? 'T' : 'F'} -> ${active ? 'T' : 'F'}`,
    );
    await tx.flush();
  });
  return active ? M.activated(M.userWord) : M.deactivated(M.userWord);
}

/**
 * Changes a user's password (usuarios/cmbclave): one's own with the current password (the
 * change-password of /modal/paswd), another's only by an administrator, without it. Either way
 * the user's other sessions close and the change is audited.
 */
export async function changeUserPassword(ctx: AppContext, id: number, input: StaffPasswordInput): Promise<string> {
  const actor = ctx.user!;
  if (id !== actor.id) await requirePermission(ctx.em, actor, USER_RESOURCE, 'editar');
  const target = await readUser(ctx.em, id);
  const mode = checkPasswordTarget(actor, person(target));
  refuse(mode);
  if (mode === 'own') {
    await ctx.services.auth.changePassword(ctx.em, actor, {
      currentPassword: input.currentPassword ?? '',
      newPassword: input.newPassword,
      confirmation: input.confirmation,
    });
  } else {
    await ctx.services.auth.resetPassword(ctx.em, actor, id, input);
  }
  return M.passwordChanged;
}
