import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { auditKey } from '../establishments/company-tenant.js';
import { tenantQuery, type TenantQuery } from '../general/tenant-query.js';
import { auditRow } from '../mail-send/audit.js';
import { ARTICLE_MSG } from './messages.js';
import { ArticleSearchMode, PriceList, type ArticleSearchSetup, type DocumentTypeOption } from './article.types.js';

const RESOURCE = 'empresas';
export const SETUP_LIMIT_MAX = 50;

/** The setup a document type without its own row starts with. */
const DEFAULT_SETUP = { mode: ArticleSearchMode.NAME, typeId: 1, sectionId: null, priceList: PriceList.SALE, limit: 10 } as const;

interface SetupRow {
  bus_modo: string;
  tar_codigo: number | null;
  sec_codigo: number | null;
  tra_tiplis: number;
  bus_limite: number;
}

export interface SetupForm {
  mode: string | null | undefined;
  typeId?: number | null;
  sectionId?: number | null;
  priceList: number | null | undefined;
  limit: number | null | undefined;
}

async function checkTransaction(t: TenantQuery, transactionType: number | null | undefined): Promise<number> {
  if (transactionType === null || transactionType === undefined || Number.isNaN(transactionType))
    throw AppError.input('transactionType', ARTICLE_MSG.transactionRequired);
  const [row] = await t.all<{ n: number }>(`select count(*)::int as n from ${t.quotedSchema}.ttipotransaccion where tra_codigo = ?`, [transactionType]);
  if (!Number.isInteger(transactionType) || !row || row.n === 0) throw AppError.input('transactionType', ARTICLE_MSG.transactionUnknown(transactionType));
  return transactionType;
}

/** The search setup of a document type: its saved row or the default (by name, COMERCIAL, sale price, 10). */
export async function readSetup(t: TenantQuery, transactionType: number): Promise<ArticleSearchSetup> {
  const tra = await checkTransaction(t, transactionType);
  const [row] = await t.all<SetupRow>(
    `select bus_modo, tar_codigo, sec_codigo, tra_tiplis, bus_limite from ${t.quotedSchema}.tbusqueda_art where tra_codigo = ?`,
    [tra],
  );
  if (!row) return { transactionType: tra, ...DEFAULT_SETUP, saved: false };
  return {
    transactionType: tra,
    mode: row.bus_modo as ArticleSearchMode,
    typeId: row.tar_codigo,
    sectionId: row.sec_codigo,
    priceList: row.tra_tiplis as PriceList,
    limit: row.bus_limite,
    saved: true,
  };
}

/** Get of the per-transaction search setup, with the document types (sel: has its own setup). */
export async function articleSearchSetup(
  ctx: AppContext,
  companyId: number | null | undefined,
  transactionType: number | null | undefined,
): Promise<{ setup: ArticleSearchSetup; documentTypes: DocumentTypeOption[] }> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const t = await tenantQuery(ctx, companyId);
  const setup = await readSetup(t, transactionType as number);
  return { setup, documentTypes: await documentTypes(t) };
}

/** The company's document types; selected when the type has its own search setup. */
export async function articleSearchDocumentTypes(ctx: AppContext, companyId: number | null | undefined): Promise<DocumentTypeOption[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return documentTypes(await tenantQuery(ctx, companyId));
}

async function documentTypes(t: TenantQuery): Promise<DocumentTypeOption[]> {
  const rows = await t.all<{ tra_codigo: number; tra_descri: string; sel: boolean }>(
    `select tt.tra_codigo, tt.tra_descri, exists (select 1 from ${t.quotedSchema}.tbusqueda_art b where b.tra_codigo = tt.tra_codigo) as sel
       from ${t.quotedSchema}.ttipotransaccion tt order by tt.tra_codigo`,
  );
  return rows.map((r) => ({ id: r.tra_codigo, name: r.tra_descri, selected: r.sel }));
}

/** Saves the search setup of a document type (validated field by field); recorded in the audit. */
export async function saveArticleSearchSetup(
  ctx: AppContext,
  companyId: number | null | undefined,
  transactionType: number | null | undefined,
  form: SetupForm,
): Promise<ArticleSearchSetup> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const t = await tenantQuery(ctx, companyId);
  const tra = await checkTransaction(t, transactionType);
  if (form.mode !== ArticleSearchMode.NAME && form.mode !== ArticleSearchMode.CODE) throw AppError.input('mode', ARTICLE_MSG.modeInvalid);
  if (form.priceList !== PriceList.SALE && form.priceList !== PriceList.COST) throw AppError.input('priceList', ARTICLE_MSG.priceListInvalid);
  const limit = form.limit;
  if (limit === null || limit === undefined || !Number.isInteger(limit) || limit < 1 || limit > SETUP_LIMIT_MAX)
    throw AppError.input('limit', ARTICLE_MSG.limitRange(SETUP_LIMIT_MAX));
  const typeId = form.typeId ?? null;
  const sectionId = form.sectionId ?? null;
  if (typeId !== null && !Number.isInteger(typeId)) throw AppError.input('typeId', ARTICLE_MSG.notInteger('El tipo de artículo (tar_codigo)'));
  if (sectionId !== null && !Number.isInteger(sectionId)) throw AppError.input('sectionId', ARTICLE_MSG.notInteger('La sección (sec_codigo)'));
  if (typeId !== null) {
    const [row] = await t.all<{ n: number }>(`select count(*)::int as n from ${t.quotedSchema}.ttipoarticulo where tar_codigo = ?`, [typeId]);
    if (!row?.n) throw AppError.input('typeId', ARTICLE_MSG.typeUnknown(typeId));
  }
  if (sectionId !== null) {
    const [row] = await t.all<{ n: number }>(`select count(*)::int as n from ${t.quotedSchema}.tseccion where sec_codigo = ?`, [sectionId]);
    if (!row?.n) throw AppError.input('sectionId', ARTICLE_MSG.sectionUnknown(sectionId));
  }
  await ctx.em.transactional(async (tx) => {
    await t.all(
      `insert into ${t.quotedSchema}.tbusqueda_art (tra_codigo, bus_modo, tar_codigo, sec_codigo, tra_tiplis, bus_limite) values (?, ?, ?, ?, ?, ?)
       on conflict (tra_codigo) do update set bus_modo = excluded.bus_modo, tar_codigo = excluded.tar_codigo, sec_codigo = excluded.sec_codigo,
         tra_tiplis = excluded.tra_tiplis, bus_limite = excluded.bus_limite`,
      [tra, form.mode, typeId, sectionId, form.priceList, limit],
      tx,
    );
    await auditRow(
      tx,
      ctx.user,
      'editar',
      'tbusqueda_art',
      auditKey(t.company.id, tra),
      `modo ${form.mode}, tipo ${typeId ?? 'todos'}, sección ${sectionId ?? 'todas'}, lista ${form.priceList}, ${limit} sugerencias`,
    );
  });
  return readSetup(t, tra);
}
