import type { AppContext } from '../../graphql/context.js';
import { orderSql } from '../../graphql/ordering.js';
import { checkPage, pagedRows, type PageLimits } from '../../graphql/paging.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { tenantQuery, type TenantQuery } from '../general/tenant-query.js';
import { readSetup } from './article-setup.service.js';
import { ARTICLE_MSG } from './messages.js';
import {
  ArticleOrderField,
  ArticleSearchMode,
  PriceList,
  type Article,
  type ArticleCatalogOptions,
  type ArticleOrder,
  type ArticlePage,
} from './article.types.js';

const RESOURCE = 'empresas';
export const ARTICLE_PAGE: PageLimits = { defaultSize: 10, maxSize: 100 };
/** tar_codigo 1 COMERCIAL: the type the search starts with when neither the call nor the setup says. */
export const DEFAULT_TYPE = 1;

export interface ArticleSearchInput {
  text?: string | null;
  mode?: ArticleSearchMode | null;
  /** null: the setup's (or COMERCIAL); 0: every type. */
  typeId?: number | null;
  sectionId?: number | null;
  transactionType?: number | null;
  priceList?: number | null;
  page?: number | null;
  pageSize?: number | null;
  order?: ArticleOrder | null;
}

interface ArticleRow {
  art_codigo: number;
  art_id: string;
  art_nomlar: string;
  tar_codigo: number;
  tar_descri: string;
  sec_codigo: number | null;
  sec_descri: string | null;
  art_unidad: string;
  precio: string;
  art_iva: string;
}

/** Labels of the numeric arguments, for the message of one that is not an integer. */
const NUMERIC_LABELS = {
  typeId: 'El tipo de artículo (tar_codigo)',
  sectionId: 'La sección (sec_codigo)',
  transactionType: 'El tipo de documento (tra_codigo)',
  priceList: 'La lista de precios (tra_tiplis)',
  page: 'La página (page)',
  pageSize: 'El tamaño de página (limit)',
} as const;

function checkIntegers(input: ArticleSearchInput): void {
  for (const [field, label] of Object.entries(NUMERIC_LABELS)) {
    const value = input[field as keyof typeof NUMERIC_LABELS];
    if (value !== null && value !== undefined && !Number.isInteger(value)) throw AppError.input(field, ARTICLE_MSG.notInteger(label));
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const toArticle = (r: ArticleRow): Article => ({
  id: r.art_codigo,
  code: r.art_id,
  name: r.art_nomlar,
  typeId: r.tar_codigo,
  typeName: r.tar_descri,
  sectionId: r.sec_codigo,
  sectionName: r.sec_descri,
  unit: r.art_unidad,
  price: r.precio,
  taxed: r.art_iva === 'T',
});

async function checkExists(t: TenantQuery, table: 'ttipoarticulo' | 'tseccion', column: string, id: number, message: string, field: string): Promise<void> {
  const [row] = await t.all<{ n: number }>(`select count(*)::int as n from ${t.quotedSchema}.${table} where ${column} = ?`, [id]);
  if (!row || row.n === 0) throw AppError.input(field, message);
}

/**
 * Active articles whose name (mode nombre) or code (mode codigo) starts with the text, ignoring
 * case, filtered by type (COMERCIAL unless the call or the document's setup says otherwise; 0
 * means every type) and section; with the sale price or the cost, paged.
 */
export async function searchArticles(ctx: AppContext, companyId: number | null | undefined, input: ArticleSearchInput): Promise<ArticlePage> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  checkIntegers(input);
  const mode = input.mode ?? null;
  if (mode !== null && mode !== ArticleSearchMode.NAME && mode !== ArticleSearchMode.CODE) throw AppError.input('mode', ARTICLE_MSG.modeInvalid);
  if (input.priceList !== null && input.priceList !== undefined && input.priceList !== 1 && input.priceList !== 2)
    throw AppError.input('priceList', ARTICLE_MSG.priceListInvalid);
  const t = await tenantQuery(ctx, companyId);
  const setup = input.transactionType !== null && input.transactionType !== undefined ? await readSetup(t, input.transactionType) : null;
  const { page, pageSize } = checkPage(input.page, input.pageSize ?? setup?.limit, ARTICLE_PAGE);
  const byCode = (mode ?? setup?.mode ?? ArticleSearchMode.NAME) === ArticleSearchMode.CODE;
  const typeId = input.typeId ?? (setup ? setup.typeId : DEFAULT_TYPE) ?? 0;
  const sectionId = input.sectionId ?? setup?.sectionId ?? null;
  const priceList = input.priceList ?? setup?.priceList ?? PriceList.SALE;
  if (typeId !== 0) await checkExists(t, 'ttipoarticulo', 'tar_codigo', typeId, ARTICLE_MSG.typeUnknown(typeId), 'typeId');
  if (sectionId !== null) await checkExists(t, 'tseccion', 'sec_codigo', sectionId, ARTICLE_MSG.sectionUnknown(sectionId), 'sectionId');

  const where = [`a.art_activo = 'T'`];
  const params: unknown[] = [];
  const text = (input.text ?? '').trim();
  if (text) {
    where.push(byCode ? 'lower(a.art_id) like lower(?)' : 'lower(a.art_nomlar) like lower(?)');
    params.push(`${escapeLike(text)}%`);
  }
  if (typeId !== 0) {
    where.push('a.tar_codigo = ?');
    params.push(typeId);
  }
  if (sectionId !== null) {
    where.push('a.sec_codigo = ?');
    params.push(sectionId);
  }
  const price = priceList === PriceList.COST ? 'a.art_costo' : 'a.art_pvp';
  const order = orderSql(
    input.order,
    { [ArticleOrderField.NAME]: 'a.art_nomlar', [ArticleOrderField.CODE]: 'a.art_id', [ArticleOrderField.PRICE]: price },
    byCode ? ArticleOrderField.CODE : ArticleOrderField.NAME,
    'a.art_codigo',
  );
  return pagedRows(
    t.all,
    { page, pageSize },
    {
      rowsSql: `select a.art_codigo, a.art_id, a.art_nomlar, a.tar_codigo, ta.tar_descri, a.sec_codigo, s.sec_descri, a.art_unidad,
            ${price}::text as precio, a.art_iva, count(*) over ()::int as total
       from ${t.quotedSchema}.tarticulo a
       join ${t.quotedSchema}.ttipoarticulo ta on ta.tar_codigo = a.tar_codigo
       left join ${t.quotedSchema}.tseccion s on s.sec_codigo = a.sec_codigo
      where ${where.join(' and ')}
      order by ${order}`,
      countSql: `select count(*)::int as n from ${t.quotedSchema}.tarticulo a where ${where.join(' and ')}`,
      params,
      windowTotal: true,
    },
    toArticle,
  );
}

/** The section list (active sections with their active article count) and the article types. */
export async function articleCatalogOptions(ctx: AppContext, companyId: number | null | undefined): Promise<ArticleCatalogOptions> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const t = await tenantQuery(ctx, companyId);
  const sections = await t.all<{ sec_codigo: number; sec_descri: string; articulos: number }>(
    `select s.sec_codigo, s.sec_descri, (select count(*)::int from ${t.quotedSchema}.tarticulo a where a.sec_codigo = s.sec_codigo and a.art_activo = 'T') as articulos
       from ${t.quotedSchema}.tseccion s where s.sec_activo = 'T' order by s.sec_descri, s.sec_codigo`,
  );
  const types = await t.all<{ tar_codigo: number; tar_descri: string }>(
    `select tar_codigo, tar_descri from ${t.quotedSchema}.ttipoarticulo order by tar_codigo`,
  );
  return {
    sections: sections.map((s) => ({ id: s.sec_codigo, name: s.sec_descri, articleCount: s.articulos })),
    types: types.map((ty) => ({ id: ty.tar_codigo, name: ty.tar_descri })),
  };
}
