import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { articleCatalogOptions, searchArticles } from './article.service.js';
import { articleSearchDocumentTypes, articleSearchSetup, saveArticleSearchSetup } from './article-setup.service.js';
import { taxesInForce } from './tax.service.js';
import {
  ArticleCatalogOptions,
  ArticleOrder,
  ArticlePage,
  ArticleSearchMode,
  ArticleSearchSetup,
  ArticleSearchSetupInput,
  DocumentTypeOption,
  PriceList,
  Tax,
} from './article.types.js';

const company = () => Arg('companyId', () => Int, { description: 'Empresa cliente dueña del catálogo (emp_codigo)' });

@Resolver()
export class ArticleResolver {
  @Query(() => ArticlePage, {
    description:
      'Busca artículos activos por el comienzo del nombre o del código, con filtros de tipo (COMERCIAL por omisión) y sección, paginado (transacc/articulos)',
  })
  articleSearch(
    @company() companyId: number,
    @Arg('text', () => String, { nullable: true, description: 'Comienzo del nombre o del código; vacío lista todos' }) text: string | null,
    @Arg('mode', () => ArticleSearchMode, {
      nullable: true,
      description: 'Buscar por nombre o por código; por omisión el de la configuración del documento, o por nombre',
    })
    mode: ArticleSearchMode | null,
    @Arg('typeId', () => Int, { nullable: true, description: 'Tipo de artículo; por omisión el de la configuración o 1 COMERCIAL; 0, todos' })
    typeId: number | null,
    @Arg('sectionId', () => Int, { nullable: true, description: 'Sección; sin valor, la de la configuración o todas' }) sectionId: number | null,
    @Arg('transactionType', () => Int, { nullable: true, description: 'Documento desde el que se busca (tra_codigo): aplica su configuración' })
    transactionType: number | null,
    @Arg('priceList', () => PriceList, { nullable: true, description: 'Precio a mostrar; por omisión el de la configuración o el de venta' })
    priceList: PriceList | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página, desde 1' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Artículos por página: por omisión los de la configuración (10), hasta 100' })
    pageSize: number | null,
    @Arg('orderBy', () => ArticleOrder, { nullable: true, description: 'Orden; por omisión por nombre (o por código al buscar por código)' })
    orderBy: ArticleOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<ArticlePage> {
    return searchArticles(ctx, companyId, { text, mode, typeId, sectionId, transactionType, priceList, page, pageSize, order: orderBy });
  }

  @Query(() => ArticleCatalogOptions, { description: 'Secciones y tipos de artículo para los filtros de la búsqueda' })
  articleCatalogOptions(@company() companyId: number, @Ctx() ctx: AppContext): Promise<ArticleCatalogOptions> {
    return articleCatalogOptions(ctx, companyId);
  }

  @Query(() => ArticleSearchSetup, { description: 'Configuración de la búsqueda de artículos de un tipo de documento (la de omisión si no tiene)' })
  async articleSearchSetup(
    @company() companyId: number,
    @Arg('transactionType', () => Int, { description: 'Tipo de documento (tra_codigo)' }) transactionType: number,
    @Ctx() ctx: AppContext,
  ): Promise<ArticleSearchSetup> {
    return (await articleSearchSetup(ctx, companyId, transactionType)).setup;
  }

  @Query(() => [DocumentTypeOption], { description: 'Tipos de documento de la empresa, marcando los que tienen búsqueda de artículos configurada' })
  articleSearchDocumentTypes(@company() companyId: number, @Ctx() ctx: AppContext): Promise<DocumentTypeOption[]> {
    return articleSearchDocumentTypes(ctx, companyId);
  }

  @Mutation(() => ArticleSearchSetup, { description: 'Guarda la configuración de la búsqueda de artículos de un tipo de documento; queda en la auditoría' })
  saveArticleSearchSetup(
    @company() companyId: number,
    @Arg('transactionType', () => Int, { description: 'Tipo de documento (tra_codigo)' }) transactionType: number,
    @Arg('input', () => ArticleSearchSetupInput, { description: 'La configuración' }) input: ArticleSearchSetupInput,
    @Ctx() ctx: AppContext,
  ): Promise<ArticleSearchSetup> {
    return saveArticleSearchSetup(ctx, companyId, transactionType, input);
  }

  @Query(() => [Tax], { description: 'Impuestos (IVA e ICE) de la empresa vigentes en una fecha (transacc/timpuestos)' })
  async taxesInForce(
    @company() companyId: number,
    @Arg('date', () => LocalDateScalar, { nullable: true, description: 'Fecha (trn_fecha); por omisión hoy en Ecuador' }) date: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Tax[]> {
    return (await taxesInForce(ctx, companyId, date)).taxes;
  }
}
