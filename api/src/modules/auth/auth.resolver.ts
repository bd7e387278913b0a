import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { MenuItem } from '../users/menu.entity.js';
import { ChangePasswordInput, CurrentUser, LoginInput, LoginResult, ScreenPermission } from './auth.types.js';

@Resolver(() => CurrentUser)
export class CurrentUserResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Nombre del perfil que le da sus menús y niveles; null si no tiene perfil' })
  profileName(@Root() me: CurrentUser, @Ctx() ctx: AppContext): Promise<string | null> {
    return ctx.services.auth.profileName(ctx.em, me.auth);
  }

  @FieldResolver(() => [MenuItem], {
    description:
      'Opciones del menú lateral que el usuario alcanza: las pantallas que su perfil o su jerarquía le conceden, con sus menús principales, en orden',
  })
  async menus(@Root() me: CurrentUser, @Ctx() ctx: AppContext): Promise<MenuItem[]> {
    return ctx.services.auth.menus(ctx.em, await ctx.services.auth.grants(ctx.em, me));
  }

  @FieldResolver(() => [ScreenPermission], { description: 'Permisos del usuario sobre cada pantalla que alcanza (objeto permisos de cada pantalla)' })
  async permissions(@Root() me: CurrentUser, @Ctx() ctx: AppContext): Promise<ScreenPermission[]> {
    return ctx.services.auth.permissions(await ctx.services.auth.grants(ctx.em, me));
  }
}

@Resolver()
export class AuthResolver {
  @Query(() => CurrentUser, { nullable: true, description: 'Usuario de la sesión actual, o null sin sesión' })
  me(@Ctx() ctx: AppContext): CurrentUser | null {
    return ctx.user ? ctx.services.auth.currentUser(ctx.user) : null;
  }

  @Mutation(() => LoginResult, { description: 'Inicia sesión con usuario y clave; la sesión viaja en la cookie httpOnly bo_sesion' })
  async login(@Arg('input', { description: 'Usuario y clave' }) input: LoginInput, @Ctx() ctx: AppContext): Promise<LoginResult> {
    const { token, user, uri } = await ctx.services.auth.login(ctx.em, input, ctx.meta);
    ctx.setSessionCookie(token);
    return { uri, user: ctx.services.auth.currentUser(user) };
  }

  @Mutation(() => Boolean, { description: 'Cierra la sesión actual' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.em, ctx.user!);
    ctx.clearSessionCookie();
    return true;
  }

  @Mutation(() => Boolean, { description: 'Cambia la clave propia; cierra las demás sesiones del usuario' })
  async changePassword(
    @Arg('input', { description: 'Clave actual, nueva clave y su confirmación' }) input: ChangePasswordInput,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    await ctx.services.auth.changePassword(ctx.em, ctx.user!, input);
    return true;
  }
}
