import { Field, InputType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';

/** Level a profile grants on a menu (pme_nivel). */
export enum MenuGrantLevel {
  READ = 'READ',
  OPERATE = 'OPERATE',
  ADMINISTER = 'ADMINISTER',
}

registerEnumType(MenuGrantLevel, {
  name: 'MenuGrantLevel',
  description: 'Nivel que un perfil concede sobre una pantalla del menú (pme_nivel)',
  valuesConfig: {
    READ: { description: 'Lectura: ve la pantalla y sus datos, sin cambiar nada (código 1)' },
    OPERATE: { description: 'Operación: además crea y edita registros (código 2, el que se concede por omisión)' },
    ADMINISTER: { description: 'Administración: además elimina, activa y desactiva registros (código 3)' },
  },
});

/** The one place where pme_nivel codes and the enum meet. */
const LEVEL_BY_CODE: Record<number, MenuGrantLevel> = { 1: MenuGrantLevel.READ, 2: MenuGrantLevel.OPERATE, 3: MenuGrantLevel.ADMINISTER };
const LEVEL_CODE: Record<MenuGrantLevel, number> = { READ: 1, OPERATE: 2, ADMINISTER: 3 };
/** pme_nivel → enum; 0 (not granted) → null. */
export const grantLevelOf = (code: number): MenuGrantLevel | null => LEVEL_BY_CODE[code] ?? null;
export const grantLevelCode = (level: MenuGrantLevel | null | undefined): number => (level ? LEVEL_CODE[level] : 0);

/** Sortable fields of the staff users list. */
export enum StaffUserOrderField {
  NAME = 'NAME',
  LOGIN = 'LOGIN',
  ID = 'ID',
  EMAIL = 'EMAIL',
  PROFILE = 'PROFILE',
  HIERARCHY = 'HIERARCHY',
  SECTION = 'SECTION',
}

registerEnumType(StaffUserOrderField, {
  name: 'StaffUserOrderField',
  description: 'Campos por los que se puede ordenar la lista de usuarios del personal',
  valuesConfig: {
    NAME: { description: 'Por el nombre completo del usuario (el orden por omisión)' },
    LOGIN: { description: 'Por el nombre de usuario con que ingresa' },
    ID: { description: 'Por el código del usuario, es decir por antigüedad' },
    EMAIL: { description: 'Por el correo del usuario; los que no lo tienen al final' },
    PROFILE: { description: 'Por el nombre del perfil asignado; los que no tienen perfil al final' },
    HIERARCHY: { description: 'Por la jerarquía: usuario, administrador, super usuario' },
    SECTION: { description: 'Por el nombre de la sección del usuario; los que no tienen sección al final' },
  },
});

/** Trusted SQL of each order field of the users list (aliases of its statement). */
export const STAFF_USER_ORDER: Record<StaffUserOrderField, string> = {
  NAME: 'u.usr_nombre',
  LOGIN: 'u.usr_id',
  ID: 'u.usr_codigo',
  EMAIL: 'u.usr_email',
  PROFILE: 'p.usr_nombre',
  HIERARCHY: 'u.usr_jerarq',
  SECTION: 's.sec_nombre',
};

@InputType('StaffUserOrder', { description: 'Orden de la lista de usuarios del personal; sin él, por nombre' })
export class StaffUserOrder {
  @Field(() => StaffUserOrderField, { description: 'Campo por el que se ordena' }) field!: StaffUserOrderField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction!: SortDirection;
}

/** Sortable fields of the profiles list. */
export enum StaffProfileOrderField {
  NAME = 'NAME',
  ID = 'ID',
  USER_COUNT = 'USER_COUNT',
  MENU_COUNT = 'MENU_COUNT',
}

registerEnumType(StaffProfileOrderField, {
  name: 'StaffProfileOrderField',
  description: 'Campos por los que se puede ordenar la lista de perfiles',
  valuesConfig: {
    NAME: { description: 'Por el nombre del perfil (el orden por omisión)' },
    ID: { description: 'Por el código del perfil, es decir por antigüedad' },
    USER_COUNT: { description: 'Por el número de usuarios que tienen el perfil' },
    MENU_COUNT: { description: 'Por el número de pantallas que concede el perfil' },
  },
});

export const STAFF_PROFILE_ORDER: Record<StaffProfileOrderField, string> = {
  NAME: 'p.usr_nombre',
  ID: 'p.usr_codigo',
  USER_COUNT: 'usuarios',
  MENU_COUNT: 'menus',
};

@InputType('StaffProfileOrder', { description: 'Orden de la lista de perfiles; sin él, por nombre' })
export class StaffProfileOrder {
  @Field(() => StaffProfileOrderField, { description: 'Campo por el que se ordena' }) field!: StaffProfileOrderField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction!: SortDirection;
}
