import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { clientCompanies, listDomains, searchClients, searchFromHeader, searchSetup, setFormUpdate } from './client.service.js';
import { ClientCompany, ClientFormUpdateResult, ClientDomain, ClientSearchKind, ClientSearchResult, ClientSearchSetup } from './client.types.js';

@Resolver()
export class ClientResolver {
  @Query(() => ClientSearchResult, {
    description: "Búsqueda del encabezado: con '@' por email, si no por nombre (contiene, sin distinguir mayúsculas ni tildes)",
  })
  clientSearch(
    @Arg('text') text: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Máximo de clientes: 100 por omisión, hasta 500' }) limit: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ClientSearchResult> {
    return searchFromHeader(ctx, text, limit);
  }

  @Query(() => ClientSearchResult, { description: 'Búsqueda de la grilla de clientes por criterio (cparams 1 a 6)' })
  clientGridSearch(
    @Arg('kind', () => ClientSearchKind) kind: ClientSearchKind,
    @Arg('text') text: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Máximo de clientes: 100 por omisión, hasta 500' }) limit: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ClientSearchResult> {
    return searchClients(ctx, { kind, text, limit });
  }

  @Query(() => ClientSearchSetup, { description: 'Datos iniciales de la pantalla de clientes: los más recientes y los dominios' })
  clientSearchSetup(@Ctx() ctx: AppContext): Promise<ClientSearchSetup> {
    return searchSetup(ctx);
  }

  @Query(() => [ClientDomain], { description: 'Dominios activos; ninguno es un error de configuración' })
  clientDomains(@Ctx() ctx: AppContext): Promise<ClientDomain[]> {
    return listDomains(ctx);
  }

  @Query(() => [ClientCompany], { description: 'Empresas de un cliente (por su RUC), para abrir la pestaña de edición' })
  clientCompanies(@Arg('clientId', () => Int) clientId: number, @Ctx() ctx: AppContext): Promise<ClientCompany[]> {
    return clientCompanies(ctx, clientId);
  }

  @Mutation(() => ClientFormUpdateResult, { description: 'Cambia el formulario de actualización del cliente (clp_estupd): 0 HABILITADO, 1 DESHABILITADO' })
  async setClientFormUpdate(
    @Arg('clientId', () => Int) clientId: number,
    @Arg('formUpdate', () => Int) formUpdate: number,
    @Ctx() ctx: AppContext,
  ): Promise<ClientFormUpdateResult> {
    return setFormUpdate(ctx, clientId, formUpdate);
  }
}
