import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { ClientFormUpdate } from './client-enums.js';
import { checkLimit, clientCompanies, listDomains, searchClients, searchFromHeader, searchSetup, setFormUpdate } from './client.service.js';
import { ClientCompany, ClientDomain, ClientFormUpdateResult, ClientOrder, ClientSearchKind, ClientSearchResult, ClientSearchSetup } from './client.types.js';

const limitArg = () => Arg('limit', () => Int, { nullable: true, description: 'Máximo de clientes a devolver: 100 por omisión, de 1 a 500' });
const orderArg = () =>
  Arg('orderBy', () => ClientOrder, { nullable: true, description: 'Orden de los clientes; por omisión por nombre en orden alfabético español' });

@Resolver()
export class ClientResolver {
  @Query(() => ClientSearchResult, {
    description: "Búsqueda del encabezado: con '@' por correo, si no por nombre (contiene, sin distinguir mayúsculas ni tildes)",
  })
  clientSearch(
    @Arg('text', {
      description:
        "Texto a buscar; no puede estar vacío. Con '@' busca en el correo; sin '@', en nombre, nombre comercial, correo, RUC/cédula (inicio) y razón social o código de acceso de sus empresas",
    })
    text: string,
    @limitArg() limit: number | null,
    @orderArg() orderBy: ClientOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<ClientSearchResult> {
    checkLimit(limit);
    return searchFromHeader(ctx, text, limit, undefined, orderBy);
  }

  @Query(() => ClientSearchResult, { description: 'Búsqueda de la grilla de clientes por el dato elegido' })
  clientGridSearch(
    @Arg('kind', () => ClientSearchKind, { description: 'Dato por el que se busca' }) kind: ClientSearchKind,
    @Arg('text', { description: 'Texto a buscar; no puede estar vacío' }) text: string,
    @limitArg() limit: number | null,
    @orderArg() orderBy: ClientOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<ClientSearchResult> {
    checkLimit(limit);
    return searchClients(ctx, { kind, text, limit, order: orderBy });
  }

  @Query(() => ClientSearchSetup, { description: 'Datos iniciales de la pantalla de clientes: los más recientes y los dominios' })
  clientSearchSetup(@Ctx() ctx: AppContext): Promise<ClientSearchSetup> {
    return searchSetup(ctx);
  }

  @Query(() => [ClientDomain], { description: 'Dominios (despliegues) activos, en su orden; que no haya ninguno es un error de configuración' })
  clientDomains(@Ctx() ctx: AppContext): Promise<ClientDomain[]> {
    return listDomains(ctx);
  }

  @Query(() => [ClientCompany], { description: 'Empresas de un cliente (las que tienen su RUC), para abrir una en la pestaña de edición de empresas' })
  clientCompanies(
    @Arg('clientId', () => Int, { description: 'Código interno del cliente (clp_codigo)' }) clientId: number,
    @Ctx() ctx: AppContext,
  ): Promise<ClientCompany[]> {
    return clientCompanies(ctx, clientId);
  }

  @Mutation(() => ClientFormUpdateResult, {
    description: 'Habilita o deshabilita el formulario de actualización de datos de un cliente, y lo registra en la auditoría',
  })
  async setClientFormUpdate(
    @Arg('clientId', () => Int, { description: 'Código interno del cliente (clp_codigo)' }) clientId: number,
    @Arg('formUpdate', () => ClientFormUpdate, { description: 'ENABLED para abrirle el formulario, DISABLED para cerrarlo' }) formUpdate: ClientFormUpdate,
    @Ctx() ctx: AppContext,
  ): Promise<ClientFormUpdateResult> {
    return setFormUpdate(ctx, clientId, formUpdate);
  }
}
