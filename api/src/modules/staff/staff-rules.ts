import { STAFF_MSG as M } from './messages.js';

/** Hierarchy levels (usr_jerarq): 0 plain user, 1 administrator, 2 super user (spec 002 §6). */
export const HIERARCHY = { user: 0, admin: 1, superUser: 2 } as const;

export interface Refusal {
  code: 'BAD_USER_INPUT' | 'FORBIDDEN';
  field: string | null;
  message: string;
}

export interface Person {
  id: number;
  hierarchy: number;
}

const input = (field: string, message: string): Refusal => ({ code: 'BAD_USER_INPUT', field, message });
const forbidden = (field: string | null, message: string): Refusal => ({ code: 'FORBIDDEN', field, message });

/** Administrators (1) and super users (2) both count as "administrator" for resetting passwords. */
export const isAdministrator = (p: Person) => p.hierarchy >= HIERARCHY.admin;
export const isSuperUser = (p: Person) => p.hierarchy >= HIERARCHY.superUser;

export interface UserChange {
  actor: Person;
  /** The user before the change; null when creating. */
  target: (Person & { profileId: number | null }) | null;
  hierarchy: number;
  profileId: number | null;
}

/**
 * The hierarchy rules of creating or editing a user: nobody raises their own hierarchy or
 * changes their own profile; only a super user creates or edits an administrator (or a super
 * user) or gives that hierarchy to anyone else.
 */
export function checkUserChange({ actor, target, hierarchy, profileId }: UserChange): Refusal | null {
  if (!Number.isInteger(hierarchy) || hierarchy < 0 || hierarchy > 2) return input('hierarchy', M.hierarchyInvalid);
  if (target && target.id === actor.id) {
    if (hierarchy > target.hierarchy) return forbidden('hierarchy', M.ownHierarchy);
    if (profileId !== target.profileId) return forbidden('profileId', M.ownProfile);
    return null;
  }
  if ((hierarchy >= HIERARCHY.admin || (target?.hierarchy ?? 0) >= HIERARCHY.admin) && !isSuperUser(actor)) return forbidden('hierarchy', M.onlySuperUserAdmin);
  return null;
}

/** Activating or deactivating a user: never oneself off; an administrator's state only by a super user. */
export function checkUserActivation(actor: Person, target: Person, active: boolean): Refusal | null {
  if (target.id === actor.id && !active) return forbidden(null, M.ownDeactivation);
  if (target.hierarchy >= HIERARCHY.admin && !isSuperUser(actor) && target.id !== actor.id) return forbidden(null, M.onlySuperUserAdmin);
  return null;
}

/**
 * Who may change whose password: one's own always, with the current password ('own'); another
 * user's only an administrator, without it ('reset'); an administrator's only a super user.
 */
export function checkPasswordTarget(actor: Person, target: Person): Refusal | 'own' | 'reset' {
  if (target.id === actor.id) return 'own';
  if (!isAdministrator(actor)) return forbidden(null, M.passwordOnlyAdmin);
  if (target.hierarchy >= HIERARCHY.admin && !isSuperUser(actor)) return forbidden(null, M.onlySuperUserAdmin);
  return 'reset';
}

export interface ProfileForm {
  name?: string | null;
  sectionId?: number | null;
  menus: ReadonlyArray<{ id: number; level?: number | null }>;
}

/** The profile form (spec 002 §5): every field, then at least one menu in the chosen section, then valid levels. */
export function checkProfileForm(form: ProfileForm): Refusal | null {
  if (!form.name?.trim()) return input('name', M.completeFields);
  if (!form.sectionId) return input('sectionId', M.completeFields);
  if (!form.menus.length) return input('menus', M.atLeastOneMenu);
  if (form.menus.some((m) => m.level != null && ![1, 2, 3].includes(m.level))) return input('menus', M.levelInvalid);
  return null;
}
