import { registerEnumType } from 'type-graphql';

/** Hierarchy of a staff user (usr_jerarq): what the user may do beyond the profile's menus. */
export enum StaffHierarchy {
  USER = 'USER',
  ADMINISTRATOR = 'ADMINISTRATOR',
  SUPER_USER = 'SUPER_USER',
}

registerEnumType(StaffHierarchy, {
  name: 'StaffHierarchy',
  description: 'Jerarquía de un usuario del personal: qué puede hacer además de lo que le concede su perfil (usr_jerarq)',
  valuesConfig: {
    USER: { description: 'Usuario: solo las pantallas y niveles que concede su perfil (código 0)' },
    ADMINISTRATOR: { description: 'Administrador: nivel de administración en todas las pantallas y puede cambiar la clave de los usuarios (código 1)' },
    SUPER_USER: { description: 'Super usuario: todo lo del administrador y además crea, edita y desactiva administradores (código 2)' },
  },
});

/** The one place where usr_jerarq codes and the enum meet. */
const BY_CODE: Record<number, StaffHierarchy> = { 0: StaffHierarchy.USER, 1: StaffHierarchy.ADMINISTRATOR, 2: StaffHierarchy.SUPER_USER };
const CODE: Record<StaffHierarchy, number> = { USER: 0, ADMINISTRATOR: 1, SUPER_USER: 2 };

/** usr_jerarq → enum; an unexpected code reads as its nearest level (as the permission floor does). */
export const hierarchyOf = (code: number): StaffHierarchy => BY_CODE[code] ?? (code >= 2 ? StaffHierarchy.SUPER_USER : StaffHierarchy.USER);
export const hierarchyCode = (value: StaffHierarchy): number => CODE[value];
