import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { checkPage } from '../../graphql/paging.js';
import { AppError } from '../../shared/app-error.js';
import { companyChanges } from './company-changes.service.js';
import { CompanyChangeKind, CompanyChangeOrder, CompanyChangePage } from './company-changes.types.js';

@Resolver()
export class CompanyChangesResolver {
  @Query(() => CompanyChangePage, {
    nullable: true,
    description:
      'Historial de cambios de una empresa: sus datos, estados, establecimientos, puntos de emisión y paquetes (quién, cuándo, qué campos, antes → después), de a una página; null si la empresa no existe',
  })
  async companyChanges(
    @Arg('id', () => Int, { description: 'Código de la empresa (emp_codigo)' }) id: number,
    @Arg('kinds', () => [CompanyChangeKind], { nullable: true, description: 'Solo estas clases de cambio; todas si se omite o está vacía' })
    kinds: CompanyChangeKind[] | null,
    @Arg('orderBy', () => CompanyChangeOrder, { nullable: true, description: 'Orden; por omisión el cambio más reciente primero' })
    orderBy: CompanyChangeOrder | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página que se pide, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Cambios por página, de 1 a 500 (50 por omisión)' }) pageSize: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<CompanyChangePage | null> {
    const checked = checkPage(page, pageSize);
    try {
      return await companyChanges(ctx, id, kinds, orderBy, checked.page, checked.pageSize);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
