import { Arg, Field, GraphQLISODateTime, ID, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { liveEvents } from '../../events/live.js';
import type { AppContext } from '../../graphql/context.js';
import type { CompanyStateChangedPayload } from '../../graphql/pubsub.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { RESOURCE } from './company-list.service.js';

@ObjectType({ description: 'Estado de una empresa tras un cambio confirmado (individual o masivo)' })
export class CompanyStateChange {
  @Field(() => ID, { nullable: true, description: 'Id del evento: companyStateChanged(afterEventId) entrega los posteriores' }) eventId!: string | null;
  @Field(() => Int, { description: 'emp_codigo' }) companyId!: number;
  @Field({ description: 'emp_coding' }) accessCode!: string;
  @Field(() => Int, { description: 'emp_activa nuevo' }) state!: number;
  @Field({ description: 'Etiqueta del estado (LECTURA si activa con lectura)' }) label!: string;
  @Field({ description: 'Color CSS del estado' }) color!: string;
  @Field() readOnly!: boolean;
  @Field(() => String, { nullable: true, description: 'emp_fechafin AAAA-MM-DD' }) endDate!: string | null;
  @Field({ description: 'Usuario que hizo el cambio' }) changedBy!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
}

@Resolver()
export class CompanyStateResolver {
  @Subscription(() => CompanyStateChange, {
    description: 'Cambios de estado de empresas en vivo (requiere ver empresas)',
    // The sign-in guard runs on each event, not on subscribing: the screen permission is checked here, once.
    subscribe: async ({ context, args }) => {
      const ctx = context as AppContext;
      if (!ctx.user) throw AppError.unauthenticated();
      await requirePermission(ctx.em, ctx.user, RESOURCE, 'ver');
      return liveEvents<CompanyStateChangedPayload>(ctx.services, 'COMPANY_STATE_CHANGED', null, (args as { afterEventId?: string | null }).afterEventId);
    },
  })
  companyStateChanged(
    @Root() payload: CompanyStateChangedPayload,
    @Arg('afterEventId', () => ID, { nullable: true, description: 'Entrega primero los cambios perdidos después de este evento (hasta 500, de la última hora)' })
    _afterEventId?: string | null,
  ): CompanyStateChange {
    return { ...payload, eventId: payload.eventId ?? null, at: new Date(payload.at) };
  }
}
