import { Arg, Ctx, ID, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import { liveEvents } from '../../events/live.js';
import type { AppContext } from '../../graphql/context.js';
import { requireFollower } from '../../jobs/job-access.js';
import type { JobProgressPayload, SystemMessagePayload } from '../../graphql/pubsub.js';
import { broadcastSystemMessage } from './system.service.js';
import { JobProgress, JobState, SystemMessage, jobFailureCodeOf } from './system.types.js';

const FINAL_STATES = new Set<string>([JobState.COMPLETED, JobState.FAILED]);
const isFinalState = (p: JobProgressPayload) => FINAL_STATES.has(p.state);

const toMessage = (p: SystemMessagePayload): SystemMessage => ({ ...p, at: new Date(p.at) });

@Resolver()
export class SystemResolver {
  @Mutation(() => SystemMessage, { description: 'Envía un aviso a todo el personal conectado (administradores)' })
  async broadcastSystemMessage(
    @Arg('text', { description: 'Texto del aviso, hasta 500 caracteres' }) text: string,
    @Ctx() ctx: AppContext,
  ): Promise<SystemMessage> {
    return toMessage(await broadcastSystemMessage(ctx, text));
  }

  @Subscription(() => SystemMessage, { topics: 'SYSTEM_MESSAGE', description: 'Avisos del sistema en vivo, para todo el personal conectado' })
  systemMessages(@Root() payload: SystemMessagePayload): SystemMessage {
    return toMessage(payload);
  }

  @Subscription(() => JobProgress, {
    // Checked once on subscribing, before any event (replayed or live) is read.
    subscribe: async ({ args, context }) => {
      const ctx = context as AppContext;
      const { jobId, afterEventId } = args as { jobId: string; afterEventId?: string | null };
      await requireFollower(ctx, jobId);
      return liveEvents<JobProgressPayload>(ctx.services, 'JOB_PROGRESS', jobId, afterEventId, isFinalState);
    },
    description: 'Avance de un trabajo en segundo plano: solo para quien lo inició y los usuarios con permiso sobre su pantalla',
  })
  jobProgress(
    @Arg('jobId', { description: 'Identificador del trabajo cuyo avance se sigue (el que devolvió la operación que lo encoló)' }) _jobId: string,
    @Root() payload: JobProgressPayload,
    @Arg('afterEventId', () => ID, { nullable: true, description: 'Entrega primero los avances perdidos después de este evento' })
    _afterEventId?: string | null,
  ): JobProgress {
    return { ...payload, state: payload.state as JobState, eventId: payload.eventId ?? null, code: jobFailureCodeOf(payload.code) };
  }
}
