import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.service.js';
import { OpenSession } from './sessions.types.js';

@Resolver()
export class SessionsResolver {
  @Query(() => [OpenSession], { description: 'Sesiones abiertas del usuario, la más reciente primero' })
  mySessions(@Ctx() ctx: AppContext): Promise<OpenSession[]> {
    return listSessions(ctx, null);
  }

  @Query(() => [OpenSession], { description: 'Sesiones abiertas de otro usuario (pide eliminar sobre usuarios)' })
  userSessions(@Arg('userId', () => Int) userId: number, @Ctx() ctx: AppContext): Promise<OpenSession[]> {
    return listSessions(ctx, userId);
  }

  @Mutation(() => String, { description: 'Cierra una sesión: una propia, o la de otro usuario (pide eliminar sobre usuarios); queda en la auditoría' })
  revokeSession(@Arg('id') id: string, @Ctx() ctx: AppContext): Promise<string> {
    return revokeSession(ctx, id);
  }

  @Mutation(() => String, { description: 'Cierra todas las sesiones propias salvo la actual; queda en la auditoría' })
  revokeOtherSessions(@Ctx() ctx: AppContext): Promise<string> {
    return revokeOtherSessions(ctx);
  }
}
