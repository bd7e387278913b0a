import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../../graphql/context.js';
import { dashboardItemData } from './dashboard-data.js';
import { dashboardConfig, saveDashboard } from './dashboard.service.js';
import { DashboardConfig, DashboardItemData, DashboardItemInput, DashboardOwner } from './dashboard.types.js';

/** The dashboard (tdashboard): configured per user or profile, each item loaded on its own. */
@Resolver()
export class DashboardResolver {
  @Query(() => DashboardConfig, {
    description:
      'get_conf: sin dueño, el tablero que ve el usuario (el suyo, si no el de su perfil, si no el de todos); con dueño, el de ese dueño (otro usuario, un perfil o el de todos exige editar 3 sobre informes)',
  })
  dashboard(
    @Arg('owner', () => DashboardOwner, { nullable: true, description: 'De quién' }) owner: DashboardOwner | null,
    @Arg('ownerId', () => Int, { nullable: true, description: 'Usuario o perfil (usr_codigo)' }) ownerId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<DashboardConfig> {
    return dashboardConfig(ctx, owner, ownerId);
  }

  @Query(() => DashboardItemData, { description: 'get_datos: los datos de un elemento en su rango (informe en la empresa elegida o cifra central)' })
  dashboardItemData(
    @Arg('companyId', () => Int, { nullable: true, description: "Empresa de los elementos reporte; sin ella: 'Debe seleccionar una empresa'" })
    companyId: number | null,
    @Arg('itemId', () => Int, { description: 'Elemento (dinf_codigo)' }) itemId: number,
    @Ctx() ctx: AppContext,
  ): Promise<DashboardItemData> {
    return dashboardItemData(ctx, companyId, itemId);
  }

  @Mutation(() => DashboardConfig, {
    description: 'Reemplaza los elementos del tablero de un dueño (el propio sin más permiso; otro usuario, un perfil o el de todos exige editar 3); auditado',
  })
  saveDashboard(
    @Arg('owner', () => DashboardOwner, { description: 'De quién' }) owner: DashboardOwner,
    @Arg('ownerId', () => Int, { nullable: true, description: 'Usuario o perfil (usr_codigo); el propio si falta' }) ownerId: number | null,
    @Arg('items', () => [DashboardItemInput], { description: 'Elementos en orden; vacío en un usuario: vuelve al de su perfil o al de todos' })
    items: DashboardItemInput[],
    @Ctx() ctx: AppContext,
  ): Promise<DashboardConfig> {
    return saveDashboard(ctx, owner, ownerId, items);
  }
}
