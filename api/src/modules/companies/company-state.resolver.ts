import { Arg, Field, GraphQLISODateTime, ID, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { liveEvents } from '../../events/live.js';
import type { AppContext } from '../../graphql/context.js';
import type { CompanyStateChangedPayload } from '../../graphql/pubsub.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { CompanyDisplayState, CompanyStateCode } from './company-enums.js';
import { RESOURCE } from './company-list.service.js';

@ObjectType({ description: 'Estado de una empresa tras un cambio confirmado (individual, masivo o por la marca de solo lectura)' })
export class CompanyStateChange {
  @Field(() => ID, { nullable: true, description: 'Id del evento: companyStateChanged(afterEventId:) entrega los posteriores a él' }) eventId!: string | null;
  @Field(() => Int, { description: 'Código de la empresa que cambió (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Código de acceso de la empresa (emp_coding)' }) accessCode!: string;
  @Field(() => CompanyStateCode, { description: 'Estado en que quedó la empresa' }) state!: CompanyStateCode;
  @Field({ description: 'Estado tal como se muestra (LECTURA si quedó activa con la marca de solo lectura)' }) label!: string;
  @Field(() => CompanyDisplayState, { description: 'El mismo estado mostrado, como enumeración' }) displayState!: CompanyDisplayState;
  @Field({ description: 'Color CSS con el que se pinta el estado' }) color!: string;
  @Field({ description: 'Verdadero si quedó activa con la marca de solo lectura' }) readOnly!: boolean;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha hasta la que rige el estado; null sin fecha (fechafin)' }) endDate!: string | null;
  @Field({ description: 'Usuario del personal que hizo el cambio' }) changedBy!: string;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora del cambio' }) at!: Date;
}

/** Only the events of one company, when one is asked for. */
async function* onlyCompany(events: AsyncGenerator<CompanyStateChangedPayload>, companyId: number): AsyncGenerator<CompanyStateChangedPayload> {
  try {
    for await (const event of events) if (event.companyId === companyId) yield event;
  } finally {
    await events.return(undefined);
  }
}

@Resolver()
export class CompanyStateResolver {
  @Subscription(() => CompanyStateChange, {
    description: 'Cambios de estado de empresas en vivo, de todas o de una sola (pide ver la pantalla de empresas)',
    // The sign-in guard runs on each event, not on subscribing: the screen permission is checked here, once.
    subscribe: async ({ context, args }) => {
      const ctx = context as AppContext;
      if (!ctx.user) throw AppError.unauthenticated();
      await requirePermission(ctx.em, ctx.user, RESOURCE, 'ver');
      const { afterEventId, companyId } = args as { afterEventId?: string | null; companyId?: number | null };
      const one = companyId !== null && companyId !== undefined;
      const events = await liveEvents<CompanyStateChangedPayload>(ctx.services, 'COMPANY_STATE_CHANGED', one ? String(companyId) : null, afterEventId);
      return one ? onlyCompany(events, companyId) : events;
    },
  })
  companyStateChanged(
    @Root() payload: CompanyStateChangedPayload,
    @Arg('afterEventId', () => ID, {
      nullable: true,
      description: 'Entrega primero los cambios perdidos después de este evento (hasta 500, de la última hora)',
    })
    _afterEventId?: string | null,
    @Arg('companyId', () => Int, { nullable: true, description: 'Solo los cambios de esta empresa (emp_codigo); sin él, los de todas' })
    _companyId?: number | null,
  ): CompanyStateChange {
    return { ...payload, displayState: payload.label as CompanyDisplayState, eventId: payload.eventId ?? null, at: new Date(payload.at) };
  }
}
