import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { createApiToken, listApiTokens, listTokenCompanies, revokeApiToken } from './api-token.service.js';
import { ApiTokenCompany, ApiTokenFilter, ApiTokenInput, ApiTokenOrder, ApiTokenPage, CreatedApiToken, RevokedApiToken } from './api-token.types.js';

/** Staff manage the per-company tokens of the invoice API (screen /tokens_api). */
@Resolver()
export class ApiTokenResolver {
  @Query(() => ApiTokenPage, { description: 'Tokens de API de las empresas (nunca su texto), los más recientes primero' })
  apiTokens(
    @Arg('filter', () => ApiTokenFilter, { nullable: true, description: 'Empresa, estado o texto a buscar' }) filter: ApiTokenFilter | null,
    @Arg('orderBy', () => ApiTokenOrder, { nullable: true, description: 'Orden de la lista; por omisión la fecha de creación, descendente' })
    orderBy: ApiTokenOrder | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página, desde 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Tokens por página: 50 por omisión, hasta 500' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ApiTokenPage> {
    return listApiTokens(ctx, filter, orderBy, page, pageSize);
  }

  @Query(() => [ApiTokenCompany], { description: 'Empresas para las que se puede crear un token de API, por razón social' })
  apiTokenCompanies(@Ctx() ctx: AppContext): Promise<ApiTokenCompany[]> {
    return listTokenCompanies(ctx);
  }

  @Mutation(() => CreatedApiToken, { description: 'Crea un token de API para una empresa; el texto del token se devuelve solo esta vez' })
  createApiToken(
    @Arg('input', () => ApiTokenInput, { description: 'Empresa y nombre del token' }) input: ApiTokenInput,
    @Ctx() ctx: AppContext,
  ): Promise<CreatedApiToken> {
    return createApiToken(ctx, input.companyId, input.name);
  }

  @Mutation(() => RevokedApiToken, { description: 'Revoca un token de API: la API lo rechaza desde ese momento; no se puede deshacer' })
  revokeApiToken(@Arg('id', () => Int, { description: 'Código del token (tok_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<RevokedApiToken> {
    return revokeApiToken(ctx, id);
  }
}
