import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { ChangePasswordInput, CurrentUser, LoginInput, LoginResult } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Query(() => CurrentUser, { nullable: true, description: 'Usuario de la sesión actual, o null sin sesión' })
  async me(@Ctx() ctx: AppContext): Promise<CurrentUser | null> {
    return ctx.user ? ctx.services.auth.currentUser(ctx.em, ctx.user) : null;
  }

  @Mutation(() => LoginResult, { description: 'Inicia sesión; la sesión viaja en una cookie httpOnly' })
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: AppContext): Promise<LoginResult> {
    const { token, user, uri } = await ctx.services.auth.login(ctx.em, input, ctx.meta);
    ctx.setSessionCookie(token);
    return { uri, user: await ctx.services.auth.currentUser(ctx.em, user) };
  }

  @Mutation(() => Boolean, { description: 'Cierra la sesión actual' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.em, ctx.user!);
    ctx.clearSessionCookie();
    return true;
  }

  @Mutation(() => Boolean, { description: 'Cambia la clave propia; cierra las demás sesiones del usuario' })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.auth.changePassword(ctx.em, ctx.user!, input);
    return true;
  }
}
