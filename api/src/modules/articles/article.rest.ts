import type { RestRequest, RestRoute } from '../../rest/route.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { optionalCode } from '../../rest/params.js';
import { articleCatalogOptions, searchArticles } from './article.service.js';
import { articleSearchSetup, saveArticleSearchSetup } from './article-setup.service.js';
import { taxesInForce } from './tax.service.js';
import { ARTICLE_MSG } from './messages.js';
import { AppError } from '../../shared/app-error.js';
import type { ArticleSearchMode, ArticleSearchSetup } from './article.types.js';

const LEGACY = {
  companyId: 'emp_codigo',
  date: 'trn_fecha',
  mode: 'modo',
  typeId: 'tar_codigo',
  sectionId: 'sec_codigo',
  transactionType: 'tra_codigo',
  priceList: 'tra_tiplis',
  page: 'page',
  pageSize: 'limit',
  limit: 'bus_limite',
} as const;
const legacy = legacyWrapper(LEGACY);

const companyOf = ({ query, body }: RestRequest) => optionalCode(query.emp_codigo ?? body.emp_codigo);

const legacySetup = (s: ArticleSearchSetup) => ({
  tra_codigo: s.transactionType,
  modo: s.mode,
  tar_codigo: s.typeId,
  sec_codigo: s.sectionId,
  tra_tiplis: s.priceList,
  bus_limite: s.limit,
  guardada: s.saved,
});

/** tipo 1: the autocomplete (the setup's number of suggestions); 2: the full list, paged. */
function kindOf(value: string | undefined): 1 | 2 {
  if (value === undefined || value.trim() === '' || value === '2') return 2;
  if (value === '1') return 1;
  throw AppError.input('tipo', ARTICLE_MSG.kindInvalid);
}

/**
 * Taxes and article search (spec 002 §7): GET /rest/transacc/timpuestos[?trn_fecha]; GET
 * /rest/transacc/articulos?search&modo&tra_codigo&tar_codigo&sec_codigo&tra_tiplis&tipo&page&limit
 * (items, total); ?opc=secciones (secciones, tipos); ?opc=getconfig&tra_codigo (config,
 * tipos_documento); POST /rest/transacc/articulos/{tra_codigo}?opc=saveconfig. All with emp_codigo.
 */
export const articleRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/transacc/timpuestos',
    action: null,
    async handler(req) {
      const result = await legacy(() => taxesInForce(req.ctx, companyOf(req), req.query.trn_fecha));
      return {
        fecha: result.date,
        impuestos: result.taxes.map((t) => ({
          imp_codigo: t.id,
          imp_tipo: t.kind,
          imp_codsri: t.sriCode,
          imp_codpor: t.rateCode,
          imp_descri: t.description,
          imp_porcen: t.rate,
          imp_desde: t.validFrom,
          imp_hasta: t.validTo,
        })),
      };
    },
  },
  {
    method: 'GET',
    path: '/transacc/articulos',
    action: null,
    async handler(req) {
      const q = req.query;
      const kind = kindOf(q.tipo);
      const page = await legacy(() =>
        searchArticles(req.ctx, companyOf(req), {
          text: q.search ?? '',
          mode: (q.modo?.trim() || null) as ArticleSearchMode | null,
          typeId: optionalCode(q.tar_codigo),
          sectionId: optionalCode(q.sec_codigo),
          transactionType: optionalCode(q.tra_codigo),
          priceList: optionalCode(q.tra_tiplis),
          page: kind === 1 ? 1 : optionalCode(q.page),
          pageSize: kind === 1 ? null : optionalCode(q.limit ?? q.page_size),
        }),
      );
      return {
        items: page.items.map((a) => ({
          art_codigo: a.id,
          art_id: a.code,
          art_nomlar: a.name,
          tar_codigo: a.typeId,
          tar_descri: a.typeName,
          sec_codigo: a.sectionId,
          sec_descri: a.sectionName,
          art_unidad: a.unit,
          precio: a.price,
          art_iva: a.taxed ? 'T' : 'F',
        })),
        total: page.totalCount,
        page: page.page,
        limit: page.pageSize,
      };
    },
  },
  {
    method: 'GET',
    path: '/transacc/articulos',
    action: 'secciones',
    async handler(req) {
      const options = await legacy(() => articleCatalogOptions(req.ctx, companyOf(req)));
      return {
        secciones: options.sections.map((s) => ({ sec_codigo: s.id, sec_descri: s.name, num_articulos: s.articleCount })),
        tipos: options.types.map((t) => ({ tar_codigo: t.id, tar_descri: t.name })),
      };
    },
  },
  {
    method: 'GET',
    path: '/transacc/articulos',
    action: 'getconfig',
    async handler(req) {
      const result = await legacy(() => articleSearchSetup(req.ctx, companyOf(req), optionalCode(req.query.tra_codigo)));
      return {
        config: legacySetup(result.setup),
        tipos_documento: result.documentTypes.map((d) => ({ tra_codigo: d.id, tra_descri: d.name, sel: d.selected })),
      };
    },
  },
  {
    method: 'POST',
    path: '/transacc/articulos/:id',
    action: 'saveconfig',
    async handler(req) {
      const nested = req.body.config;
      const form = (nested && typeof nested === 'object' && !Array.isArray(nested) ? nested : req.body) as Record<string, unknown>;
      const setup = await legacy(() =>
        saveArticleSearchSetup(req.ctx, companyOf(req), Number(req.params.id), {
          mode: typeof form.modo === 'string' ? form.modo : null,
          typeId: optionalCode(form.tar_codigo),
          sectionId: optionalCode(form.sec_codigo),
          priceList: optionalCode(form.tra_tiplis),
          limit: optionalCode(form.bus_limite),
        }),
      );
      return { config: legacySetup(setup), msg: ARTICLE_MSG.setupSaved };
    },
  },
];
