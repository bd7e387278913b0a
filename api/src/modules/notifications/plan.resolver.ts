import { Arg, Ctx, FieldResolver, GraphQLISODateTime, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { PlanState, RecipientKind } from './notification-enums.js';
import { nextRunOf } from './plan-schedule.js';
import { cancelPlan, findPlan, listPlans, planRuns, savePlan, type Plan } from './plan.service.js';
import { notSendableReason, resolveRecipients } from './recipients.service.js';
import {
  NotificationPlan,
  NotificationPlanInput,
  NotificationPlanList,
  NotificationPlanResult,
  NotificationPlanRun,
  NotificationRecipient,
  PlanOrder,
} from './notification.types.js';

type PlanOut = Omit<Plan, 'recipients'> & { recipients: unknown };

@Resolver(() => NotificationPlan)
export class NotificationPlanResolver {
  @Query(() => NotificationPlanList, { description: "Planificaciones de notificación, filtradas por estado; exige ver sobre 'notificaciones.planes'" })
  async notificationPlans(
    @Arg('state', () => PlanState, { nullable: true, description: 'Estado; sin él, todas' }) state: PlanState | null,
    @Arg('search', () => String, { nullable: true, description: 'Texto en el título o el mensaje' }) search: string | null,
    @Arg('orderBy', () => PlanOrder, { nullable: true, description: 'Orden; sin él, la más nueva primero' }) orderBy: PlanOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationPlanList> {
    const items = await listPlans(ctx, state, { search, order: orderBy });
    return { items: items as unknown as NotificationPlan[], totalCount: items.length };
  }

  @Query(() => NotificationPlan, { nullable: true, description: 'Una planificación; null si no existe' })
  async notificationPlan(
    @Arg('id', () => Int, { description: 'Código de la planificación (npl_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationPlan | null> {
    return (await findPlan(ctx, id)) as unknown as NotificationPlan | null;
  }

  @Query(() => [NotificationPlanRun], { description: 'Ejecuciones registradas de una planificación (cuándo, cuántos enviados y fallidos)' })
  notificationPlanRuns(
    @Arg('planId', () => Int, { description: 'Código de la planificación (npl_codigo)' }) planId: number,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationPlanRun[]> {
    return planRuns(ctx, planId);
  }

  @Mutation(() => NotificationPlanResult, { description: 'Crea o edita una planificación y la programa (zona America/Guayaquil); queda en la auditoría' })
  async saveNotificationPlan(
    @Arg('input', () => NotificationPlanInput, { description: 'Datos y detalle' }) input: NotificationPlanInput,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationPlanResult> {
    return (await savePlan(ctx, input)) as unknown as NotificationPlanResult;
  }

  @Mutation(() => NotificationPlanResult, {
    description: "Anula una planificación (del_plan): no vuelve a enviar; 'El plan ha sido anulado con exito'; queda en la auditoría",
  })
  async cancelNotificationPlan(
    @Arg('id', () => Int, { description: 'Código de la planificación a anular (npl_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<NotificationPlanResult> {
    return (await cancelPlan(ctx, id)) as unknown as NotificationPlanResult;
  }

  @FieldResolver(() => [NotificationRecipient], { description: 'Destinatarios elegidos, leídos de nuevo de la base' })
  async recipients(@Root() plan: PlanOut, @Ctx() ctx: AppContext): Promise<NotificationRecipient[]> {
    const p = plan as unknown as Plan;
    if (p.kind === RecipientKind.COMPANIES) return [];
    const found = await resolveRecipients(ctx.services, ctx.em, p.kind, p.recipients, []).catch(() => []);
    return found.map((r) => ({ ...r, notSendableReason: notSendableReason(r, p.channel) }));
  }

  @FieldResolver(() => GraphQLISODateTime, { nullable: true, description: 'Próximo envío programado; null si no hay' })
  nextRun(@Root() plan: PlanOut, @Ctx() ctx: AppContext): Promise<Date | null> {
    return plan.state === PlanState.ACTIVE ? nextRunOf(ctx.services, plan.id).catch(() => null) : Promise.resolve(null);
  }
}
