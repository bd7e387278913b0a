import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { listProfiles, profileDetail, profileSections, saveProfile, setProfileActive } from './profiles.service.js';
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
import { changeUserPassword, createUser, editUser, listUsers, setUserActive, userForm } from './users.service.js';

@Resolver()
export class StaffResolver {
  @Query(() => StaffProfileList, { description: "Perfiles (opc=perfiles), por estado 'T'/'F'" })
  staffProfiles(@Arg('active', () => String, { nullable: true }) active: string | null, @Ctx() ctx: AppContext): Promise<StaffProfileList> {
    return listProfiles(ctx, active);
  }

  @Query(() => StaffProfileDetail, { description: 'Perfil con el árbol de menús de una sección (opc=perfil); id 0 para crear' })
  staffProfile(@Arg('id', () => Int) id: number, @Arg('sectionId', () => Int, { nullable: true }) sectionId: number | null, @Ctx() ctx: AppContext): Promise<StaffProfileDetail> {
    return profileDetail(ctx, id, sectionId);
  }

  @Query(() => [StaffSection], { description: 'Secciones con los menús del perfil en cada una (tseccion opc=perfsecs)' })
  staffSections(@Arg('profileId', () => Int) profileId: number, @Ctx() ctx: AppContext): Promise<StaffSection[]> {
    return profileSections(ctx, profileId);
  }

  @Mutation(() => StaffProfileResult, { description: 'Crea (id 0) o edita un perfil y sus menús en la sección (opc=savuperf)' })
  async saveStaffProfile(@Arg('id', () => Int) id: number, @Arg('input') input: StaffProfileInput, @Ctx() ctx: AppContext): Promise<StaffProfileResult> {
    return saveProfile(ctx, id, input);
  }

  @Mutation(() => StaffMessage, { description: 'Activa o desactiva un perfil (opc=perfact)' })
  async setStaffProfileActive(@Arg('id', () => Int) id: number, @Arg('active') active: boolean, @Ctx() ctx: AppContext): Promise<StaffMessage> {
    return { message: await setProfileActive(ctx, id, active) };
  }

  @Query(() => StaffUserList, { description: 'Usuarios por perfil y estado (opc=usuarios)' })
  staffUsers(
    @Arg('profileId', () => Int, { nullable: true }) profileId: number | null,
    @Arg('active', () => String, { nullable: true }) active: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<StaffUserList> {
    return listUsers(ctx, profileId, active);
  }

  @Query(() => StaffUserForm, { description: 'Datos del formulario de usuario (opc=form); id 0 para crear' })
  staffUserForm(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext): Promise<StaffUserForm> {
    return userForm(ctx, id);
  }

  @Mutation(() => StaffUserResult, { description: 'Crea un usuario (accion=guardar, modo crear)' })
  createStaffUser(@Arg('input') input: StaffUserInput, @Ctx() ctx: AppContext): Promise<StaffUserResult> {
    return createUser(ctx, input);
  }

  @Mutation(() => StaffUserResult, { description: 'Edita un usuario (accion=guardar, modo editar)' })
  editStaffUser(@Arg('id', () => Int) id: number, @Arg('input') input: StaffUserInput, @Ctx() ctx: AppContext): Promise<StaffUserResult> {
    return editUser(ctx, id, input);
  }

  @Mutation(() => StaffMessage, { description: 'Activa o desactiva un usuario (opc=useract)' })
  async setStaffUserActive(@Arg('id', () => Int) id: number, @Arg('active') active: boolean, @Ctx() ctx: AppContext): Promise<StaffMessage> {
    return { message: await setUserActive(ctx, id, active) };
  }

  @Mutation(() => StaffMessage, { description: 'Cambia la clave de un usuario (accion=cmbclave, opc=pswchg): la propia con la actual; la de otro, un administrador' })
  async changeStaffUserPassword(@Arg('id', () => Int) id: number, @Arg('input') input: StaffPasswordInput, @Ctx() ctx: AppContext): Promise<StaffMessage> {
    return { message: await changeUserPassword(ctx, id, input) };
  }
}
