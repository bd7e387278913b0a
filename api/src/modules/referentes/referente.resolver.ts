import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { lookupReferente, searchReferentes } from './referente.service.js';
import { Referente, ReferenteLookup, ReferenteSearchMode } from './referente.types.js';

@Resolver()
export class ReferenteResolver {
  @Query(() => ReferenteLookup, {
    description: 'Busca un referente de una empresa (emp_codigo) por cédula/RUC (BYCED) o por código (BYID): estado 1 encontrado, 2 no registrado',
  })
  referenteLookup(
    @Arg('companyId', () => Int, { description: 'Empresa (emp_codigo)' }) companyId: number,
    @Arg('mode', () => ReferenteSearchMode) mode: ReferenteSearchMode,
    @Arg('search', { description: 'Cédula/RUC o código del referente' }) search: string,
    @Arg('documentType', () => Int, { nullable: true, description: 'Exige 1 cédula o 2 RUC' }) documentType: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReferenteLookup> {
    return lookupReferente(ctx, { companyId, mode, search, documentType });
  }

  @Query(() => [Referente], {
    description: 'Referentes de una empresa cuyo nombre, apellido o cédula/RUC empieza con el texto (sin distinguir mayúsculas)',
  })
  referenteSearch(
    @Arg('companyId', () => Int, { description: 'Empresa (emp_codigo)' }) companyId: number,
    @Arg('text') text: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Máximo de resultados: 10 por omisión, hasta 50' }) limit: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<Referente[]> {
    return searchReferentes(ctx, { companyId, text, limit });
  }
}
