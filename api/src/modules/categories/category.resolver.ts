import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { deleteCategory, listCategories, referenteFormOptions, saveCategory } from './category.service.js';
import { CategoryOrder, ReferenteCategory, ReferenteCategoryInput, ReferenteCategoryList, ReferenteFormOptions } from './category.types.js';

const company = () => Arg('companyId', () => Int, { description: 'Empresa cliente dueña de las categorías (emp_codigo)' });

@Resolver()
export class CategoryResolver {
  @Query(() => ReferenteCategoryList, { description: 'Categorías de clientes y proveedores de una empresa (categorias/tclipro opc=all)' })
  referenteCategories(
    @company() companyId: number,
    @Arg('id', () => Int, { nullable: true, description: 'Solo la categoría con este código (tcp_codigo)' }) id: number | null,
    @Arg('active', () => Boolean, { nullable: true, description: 'Solo activas (true) o inactivas (false); sin valor, todas' }) active: boolean | null,
    @Arg('orderBy', () => CategoryOrder, { nullable: true, description: 'Orden; por omisión por descripción' }) orderBy: CategoryOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReferenteCategoryList> {
    return listCategories(ctx, companyId, { id, active, order: orderBy });
  }

  @Query(() => ReferenteFormOptions, {
    description: 'Listas del formulario de referentes: tipos de identificación, tipos de categoría y categorías activas (gensref)',
  })
  referenteFormOptions(
    @Arg('companyId', () => Int, { nullable: true, description: 'Empresa cuyas categorías se incluyen (emp_codigo)' }) companyId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReferenteFormOptions> {
    return referenteFormOptions(ctx, companyId);
  }

  @Mutation(() => ReferenteCategory, { description: 'Crea o modifica una categoría de referentes; queda en la auditoría (saveupd)' })
  async saveReferenteCategory(
    @company() companyId: number,
    @Arg('id', () => Int, { nullable: true, description: 'Categoría a modificar; sin valor o 0 se crea una nueva' }) id: number | null,
    @Arg('input', () => ReferenteCategoryInput, { description: 'Datos de la categoría' }) input: ReferenteCategoryInput,
    @Ctx() ctx: AppContext,
  ): Promise<ReferenteCategory> {
    return (await saveCategory(ctx, companyId, id, input)).category;
  }

  @Mutation(() => ReferenteCategory, {
    description: 'Elimina una categoría que ningún referente usa (la pantalla pide confirmación); queda en la auditoría. Devuelve la categoría eliminada',
  })
  deleteReferenteCategory(
    @company() companyId: number,
    @Arg('id', () => Int, { description: 'Categoría a eliminar (tcp_codigo)' }) id: number,
    @Ctx() ctx: AppContext,
  ): Promise<ReferenteCategory> {
    return deleteCategory(ctx, companyId, id);
  }
}
