import type { StaffArea, StaffAreaInput, StaffMenuNode, StaffProfileDetail, StaffProfileRow, StaffUserData, StaffUserRow } from './staff.types.js';
import { hierarchyCode } from '../users/hierarchy.js';
import { grantLevelCode } from './staff.enums.js';

import { legacyWrapper } from '../../rest/legacy-fields.js';
import { finiteNumber, objectParam, optionalText } from '../../rest/params.js';

const flag = (active: boolean) => (active ? 'T' : 'F');

/** GraphQL field names of refusals -> the legacy names a REST client sent (inputid). */
const LEGACY_FIELD: Record<string, string> = {
  login: 'usr_id',
  name: 'usr_nombre',
  email: 'usr_email',
  profileId: 'usr_perfil',
  hierarchy: 'usr_jerarq',
  sectionId: 'sec_codigo',
  password: 'usr_clave',
  confirmation: 'usr_clave_conf',
  currentPassword: 'clave_actual',
  newPassword: 'usr_clave',
  menus: 'menusSecSelec',
  areas: 'empactiv',
};

/** Runs a service call and renames a refused field to the legacy column. */
export const legacy = legacyWrapper(LEGACY_FIELD);

export const PROFILE_COLS = [
  { di_column: 'usr_codigo', di_descri: 'Código', type: 'integer' },
  { di_column: 'usr_nombre', di_descri: 'Perfil', type: 'text' },
  { di_column: 'estado', di_descri: 'Estado', type: 'text', di_grupo: 'F' },
  { di_column: 'num_usuarios', di_descri: 'Usuarios', type: 'integer', di_total: 'T' },
  { di_column: 'num_menus', di_descri: 'Menús', type: 'integer' },
];

export const USER_COLS = [
  { di_column: 'usr_id', di_descri: 'Usuario', type: 'text' },
  { di_column: 'usr_nombre', di_descri: 'Nombre', type: 'text' },
  { di_column: 'usr_email', di_descri: 'Correo', type: 'text' },
  { di_column: 'perfil', di_descri: 'Perfil', type: 'text', di_grupo: 'F' },
  { di_column: 'jerarquia', di_descri: 'Jerarquía', type: 'text', di_grupo: 'F' },
  { di_column: 'sec_nombre', di_descri: 'Sección', type: 'text' },
  { di_column: 'estado', di_descri: 'Estado', type: 'text', di_grupo: 'F' },
];

export const toLegacyProfileRow = (p: StaffProfileRow) => ({
  usr_codigo: p.id,
  usr_nombre: p.name,
  usr_activo: flag(p.active),
  usr_esperfil: 'T',
  estado: p.activeLabel,
  num_usuarios: p.users,
  num_menus: p.menus,
});

const toLegacyMenu = (m: StaffMenuNode): Record<string, unknown> => ({
  mb_codigo: m.id,
  mb_titulo: m.title,
  mb_parent: m.parentId,
  escogido: m.chosen,
  pme_nivel: grantLevelCode(m.level),
  submenus: m.children.map(toLegacyMenu),
});

export const toLegacyProfile = (p: StaffProfileDetail) => ({
  perfil: { usr_codigo: p.id, usr_nombre: p.name, usr_activo: flag(p.active), usr_esperfil: 'T', sec_codigo: p.sectionId },
  menus: p.menus.map(toLegacyMenu),
  menus_selec: p.selectedMenuIds,
  menusSecSelec: p.sectionMenuIds,
  secciones: p.sections.map((s) => ({ sec_codigo: s.id, sec_nombre: s.name, num_menus: s.menus })),
});

export const toLegacyUser = (u: StaffUserRow) => ({
  usr_codigo: u.id,
  num_user: u.id,
  usr_id: u.login,
  usr_nombre: u.name,
  usr_email: u.email,
  usr_activo: flag(u.active),
  estado: u.activeLabel,
  usr_esperfil: 'F',
  usr_perfil: u.profileId,
  perfil: u.profileName,
  usr_jerarq: hierarchyCode(u.hierarchy),
  cla_jerarq: hierarchyCode(u.hierarchy) >= 1 ? 1 : 0,
  jerarquia: u.hierarchyLabel,
  sec_codigo: u.sectionId,
  sec_nombre: u.sectionName,
  alm_codigo: null,
});

export const toLegacyArea = (a: StaffArea) => ({ eat_codigo: a.id, eat_nombre: a.name, active: a.active, lineasneg: a.lines });

/** Chosen menus as the legacy form sends them: codes, or {mb_codigo, pme_nivel}. */
export function fromLegacyMenus(v: unknown): Array<{ id: number; level: number | null }> {
  const list = Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : [];
  return list
    .map((m) =>
      typeof m === 'object' && m ? { id: Number(objectParam(m).mb_codigo), level: finiteNumber(objectParam(m).pme_nivel) } : { id: Number(m), level: null },
    )
    .filter((m) => Number.isInteger(m.id));
}

function fromLegacyAreas(v: unknown): StaffAreaInput[] | null {
  if (!Array.isArray(v)) return null;
  return v.map((a) => {
    const r = objectParam(a);
    const lines = Array.isArray(r.lineasneg) ? r.lineasneg : typeof r.lineasneg === 'string' && r.lineasneg ? r.lineasneg.split(',') : [];
    return { id: Number(r.eat_codigo), active: r.active === true || r.active === 'T' || r.active === 1 || r.active === '1', lines: lines.map(Number) };
  });
}

/** A user form with the legacy names (form + empactiv); cla_jerarq 1/0 stands for usr_jerarq when that is absent. */
export function fromLegacyUser(form: Record<string, unknown>, empactiv: unknown): StaffUserData {
  const hierarchy = finiteNumber(form.usr_jerarq) ?? (form.cla_jerarq === undefined ? null : finiteNumber(form.cla_jerarq) === 1 ? 1 : 0);
  return {
    login: optionalText(form.usr_id),
    name: optionalText(form.usr_nombre),
    email: optionalText(form.usr_email),
    profileId: finiteNumber(form.usr_perfil),
    hierarchy,
    sectionId: finiteNumber(form.sec_codigo),
    password: optionalText(form.usr_clave),
    confirmation: optionalText(form.usr_clave_conf),
    areas: fromLegacyAreas(empactiv),
  };
}

export const fromLegacyPassword = (form: Record<string, unknown>) => ({
  currentPassword: optionalText(form.clave_actual),
  newPassword: optionalText(form.usr_clave) ?? '',
  confirmation: optionalText(form.usr_clave_conf) ?? '',
});
