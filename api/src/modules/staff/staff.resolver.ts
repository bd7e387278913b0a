import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { hierarchyCode } from '../users/hierarchy.js';
import { findProfileDetail, listProfiles, profileSections, saveProfile, setProfileActive } from './profiles.service.js';
import { grantLevelCode, StaffProfileOrder, StaffUserOrder } from './staff.enums.js';
import {
  StaffMessage,
  StaffPasswordInput,
  StaffProfileDetail,
  StaffProfileInput,
  StaffProfileList,
  StaffProfileResult,
  StaffSection,
  StaffUserForm,
  StaffUserInput,
  StaffUserList,
  StaffUserResult,
} from './staff.types.js';
import { changeUserPassword, createUser, editUser, findUserForm, listUsers, setUserActive } from './users.service.js';

/** The state filter of a list: true active ('T'), false inactive ('F'), null every one. */
const stateCode = (active: boolean | null | undefined) => (active === true ? 'T' : active === false ? 'F' : null);
const ACTIVE_FILTER = { nullable: true, description: 'true solo los activos, false solo los inactivos; sin él, todos' } as const;
const PROFILE_ID = { description: 'Código del perfil (usr_codigo)' } as const;
const USER_ID = { description: 'Código del usuario (usr_codigo)' } as const;

@Resolver()
export class StaffResolver {
  @Query(() => StaffProfileList, { description: 'Perfiles del personal con sus usuarios y pantallas, por estado (pantalla de perfiles)' })
  staffProfiles(
    @Arg('active', () => Boolean, ACTIVE_FILTER) active: boolean | null,
    @Arg('orderBy', () => StaffProfileOrder, { nullable: true, description: 'Orden de la lista; sin él, por nombre' }) orderBy: StaffProfileOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<StaffProfileList> {
    return listProfiles(ctx, stateCode(active), orderBy);
  }

  @Query(() => StaffProfileDetail, {
    nullable: true,
    description: 'Formulario de un perfil con el árbol de menús de una sección; id 0 da el de un perfil nuevo; null si el perfil no existe',
  })
  staffProfile(
    @Arg('id', () => Int, { description: 'Código del perfil (usr_codigo); 0 para el formulario de uno nuevo' }) id: number,
    @Arg('sectionId', () => Int, { nullable: true, description: 'Código de la sección cuyos menús se muestran; sin él, la primera' }) sectionId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<StaffProfileDetail | null> {
    return findProfileDetail(ctx, id, sectionId);
  }

  @Query(() => [StaffSection], { description: 'Secciones activas del personal con cuántas pantallas concede en cada una el perfil' })
  staffSections(
    @Arg('profileId', () => Int, { description: 'Código del perfil (usr_codigo); 0 da todas las secciones sin pantallas' }) profileId: number,
    @Ctx() ctx: AppContext,
  ): Promise<StaffSection[]> {
    return profileSections(ctx, profileId);
  }

  @Mutation(() => StaffProfileResult, {
    description: 'Crea (id 0) o edita un perfil y reemplaza las pantallas que concede en la sección; queda en la auditoría',
  })
  async saveStaffProfile(
    @Arg('id', () => Int, { description: 'Código del perfil que se edita; 0 para crear uno' }) id: number,
    @Arg('input', { description: 'Nombre, sección y pantallas del perfil' }) input: StaffProfileInput,
    @Ctx() ctx: AppContext,
  ): Promise<StaffProfileResult> {
    return saveProfile(ctx, id, { ...input, menus: input.menus.map((m) => ({ id: m.id, level: m.level ? grantLevelCode(m.level) : null })) });
  }

  @Mutation(() => StaffMessage, { description: 'Activa o desactiva un perfil; uno inactivo no se ofrece al asignar perfiles; queda en la auditoría' })
  async setStaffProfileActive(
    @Arg('id', () => Int, PROFILE_ID) id: number,
    @Arg('active', { description: 'true lo activa, false lo desactiva' }) active: boolean,
    @Ctx() ctx: AppContext,
  ): Promise<StaffMessage> {
    return { message: await setProfileActive(ctx, id, active) };
  }

  @Query(() => StaffUserList, { description: 'Usuarios del personal por perfil y estado (pantalla de usuarios)' })
  staffUsers(
    @Arg('profileId', () => Int, { nullable: true, description: 'Solo los usuarios de este perfil; sin él, de todos' }) profileId: number | null,
    @Arg('active', () => Boolean, ACTIVE_FILTER) active: boolean | null,
    @Arg('orderBy', () => StaffUserOrder, { nullable: true, description: 'Orden de la lista; sin él, por nombre' }) orderBy: StaffUserOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<StaffUserList> {
    return listUsers(ctx, profileId, stateCode(active), orderBy);
  }

  @Query(() => StaffUserForm, {
    nullable: true,
    description: 'Lo que necesita el formulario de usuario; id 0 da el de un usuario nuevo; null si el usuario no existe',
  })
  staffUserForm(
    @Arg('id', () => Int, { description: 'Código del usuario (usr_codigo); 0 para el formulario de uno nuevo' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<StaffUserForm | null> {
    return findUserForm(ctx, id);
  }

  @Mutation(() => StaffUserResult, { description: 'Crea un usuario del personal con las reglas de jerarquía; queda en la auditoría' })
  createStaffUser(
    @Arg('input', { description: 'Datos del usuario nuevo, con su clave inicial' }) input: StaffUserInput,
    @Ctx() ctx: AppContext,
  ): Promise<StaffUserResult> {
    return createUser(ctx, { ...input, hierarchy: input.hierarchy ? hierarchyCode(input.hierarchy) : null });
  }

  @Mutation(() => StaffUserResult, {
    description: 'Edita un usuario del personal (su nombre de usuario no cambia) con las reglas de jerarquía; queda en la auditoría',
  })
  editStaffUser(
    @Arg('id', () => Int, USER_ID) id: number,
    @Arg('input', { description: 'Datos nuevos del usuario' }) input: StaffUserInput,
    @Ctx() ctx: AppContext,
  ): Promise<StaffUserResult> {
    return editUser(ctx, id, { ...input, hierarchy: input.hierarchy ? hierarchyCode(input.hierarchy) : null });
  }

  @Mutation(() => StaffMessage, {
    description: 'Activa o desactiva un usuario; desactivarlo cierra sus sesiones; nadie se desactiva a sí mismo; queda en la auditoría',
  })
  async setStaffUserActive(
    @Arg('id', () => Int, USER_ID) id: number,
    @Arg('active', { description: 'true lo activa, false lo desactiva' }) active: boolean,
    @Ctx() ctx: AppContext,
  ): Promise<StaffMessage> {
    return { message: await setUserActive(ctx, id, active) };
  }

  @Mutation(() => StaffMessage, {
    description:
      'Cambia la clave de un usuario: la propia con la actual; la de otro, un administrador (la de un administrador, un super usuario). Cierra las demás sesiones del usuario',
  })
  async changeStaffUserPassword(
    @Arg('id', () => Int, USER_ID) id: number,
    @Arg('input', { description: 'Clave actual (solo la propia), nueva clave y su confirmación' }) input: StaffPasswordInput,
    @Ctx() ctx: AppContext,
  ): Promise<StaffMessage> {
    return { message: await changeUserPassword(ctx, id, input) };
  }
}
