import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.service.js';
import { OpenSession, SessionOrder } from './sessions.types.js';

const ORDER = { nullable: true, description: 'Orden de la lista; sin él, la sesión usada más recientemente primero' } as const;

@Resolver()
export class SessionsResolver {
  @Query(() => [OpenSession], { description: 'Sesiones abiertas del usuario que consulta (sin cerrar ni vencidas), la usada más recientemente primero' })
  mySessions(@Arg('orderBy', () => SessionOrder, ORDER) orderBy: SessionOrder | null, @Ctx() ctx: AppContext): Promise<OpenSession[]> {
    return listSessions(ctx, null, orderBy);
  }

  @Query(() => [OpenSession], { description: 'Sesiones abiertas de otro usuario del personal; pide poder eliminar sobre la pantalla de usuarios' })
  userSessions(
    @Arg('userId', () => Int, { description: 'Código del usuario cuyas sesiones se listan (usr_codigo)' }) userId: number,
    @Arg('orderBy', () => SessionOrder, ORDER) orderBy: SessionOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<OpenSession[]> {
    return listSessions(ctx, userId, orderBy);
  }

  @Mutation(() => String, {
    description:
      "Cierra una sesión: una propia, o la de otro usuario (pide eliminar sobre usuarios; la de un administrador solo un super usuario); queda en la auditoría. Responde 'Sesión cerrada'",
  })
  revokeSession(@Arg('id', { description: 'Identificador de la sesión, tal como lo da OpenSession.id' }) id: string, @Ctx() ctx: AppContext): Promise<string> {
    return revokeSession(ctx, id);
  }

  @Mutation(() => String, {
    description: "Cierra todas las sesiones propias salvo la actual; queda en la auditoría. Responde cuántas cerró ('Se cerraron 2 sesiones')",
  })
  revokeOtherSessions(@Ctx() ctx: AppContext): Promise<string> {
    return revokeOtherSessions(ctx);
  }
}
