import type { RestRequest, RestRoute } from '../../rest/route.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { optionalCode } from '../../rest/params.js';
import { lookupReferente } from '../referentes/referente.service.js';
import { ReferenteSearchMode } from '../referentes/referente.types.js';
import { deleteCategory, listCategories, referenteFormOptions, saveCategory } from './category.service.js';
import type { ReferenteCategory } from './category.types.js';
import { CATEGORY_MSG } from './messages.js';

const legacy = legacyWrapper({
  companyId: 'emp_codigo',
  id: 'tcp_codigo',
  description: 'tcp_descri',
  kind: 'tcp_tipo',
  active: 'tcp_activo',
  search: 'refcod',
});

const toLegacy = (c: ReferenteCategory) => ({
  tcp_codigo: c.id,
  tcp_descri: c.description,
  tcp_tipo: c.kind,
  tcp_activo: c.active ? 'T' : 'F',
  num_referentes: c.referenteCount,
});

/** emp_codigo from the query string or the body. */
const companyOf = ({ query, body }: RestRequest) => optionalCode(query.emp_codigo ?? body.emp_codigo);

/** The category form: the body itself or its `categoria` / `form` object. */
function formOf(body: Record<string, unknown>): Record<string, unknown> {
  const nested = body.categoria ?? body.form;
  return nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Record<string, unknown>) : body;
}

/**
 * Client/supplier categories (spec 002 §7 "Referentes and categories"): GET
 * /rest/categorias/tclipro?opc=all[&tcp_codigo]&emp_codigo, POST /rest/categorias/tclipro/{cod}?opc=saveupd
 * (cod 0 creates) or opc=delete; GET /rest/tgenprops?opc=gensref[&emp_codigo]; and the referente
 * by code GET /rest/referentes/tclipro/{refcod}?opc=cod&emp_codigo (estado 1 with ref, 2 not registered).
 */
export const categoryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/categorias/tclipro',
    action: 'all',
    async handler(req) {
      const list = await legacy(() => listCategories(req.ctx, companyOf(req), { id: optionalCode(req.query.tcp_codigo) }));
      return { categorias: list.items.map(toLegacy), total: list.totalCount };
    },
  },
  {
    method: 'POST',
    path: '/categorias/tclipro/:id',
    action: 'saveupd',
    async handler(req) {
      const form = formOf(req.body);
      const kind = optionalCode(form.tcp_tipo);
      const { category, created } = await legacy(() =>
        saveCategory(req.ctx, companyOf(req), Number(req.params.id), {
          description: typeof form.tcp_descri === 'string' ? form.tcp_descri : null,
          kind: kind ?? null,
          active: typeof form.tcp_activo === 'string' || typeof form.tcp_activo === 'boolean' ? form.tcp_activo : null,
        }),
      );
      return { categoria: toLegacy(category), msg: created ? CATEGORY_MSG.created : CATEGORY_MSG.updated };
    },
  },
  {
    method: 'POST',
    path: '/categorias/tclipro/:id',
    action: 'delete',
    async handler(req) {
      const deleted = await legacy(() => deleteCategory(req.ctx, companyOf(req), Number(req.params.id)));
      return { categoria: toLegacy(deleted), msg: CATEGORY_MSG.deleted };
    },
  },
  {
    method: 'GET',
    path: '/tgenprops',
    action: 'gensref',
    async handler(req) {
      const options = await legacy(() => referenteFormOptions(req.ctx, companyOf(req)));
      return {
        tiposid: options.idTypes.map((t) => ({ codigo: t.code, descri: t.label })),
        tiposcat: options.categoryKinds.map((k) => ({ codigo: k.kind, descri: k.label })),
        categorias: options.categories.map(toLegacy),
      };
    },
  },
  {
    method: 'GET',
    path: '/referentes/tclipro/:refcod',
    action: 'cod',
    async handler(req) {
      const result = await legacy(() => lookupReferente(req.ctx, { companyId: companyOf(req), mode: ReferenteSearchMode.BYID, search: req.params.refcod }));
      const r = result.ref;
      return {
        estado: result.estado,
        ref: r
          ? {
              clp_codigo: r.id,
              clp_cedruc: r.idNumber,
              clp_tipoid: r.idType,
              clp_nombre: r.name,
              clp_apelli: r.surname,
              clp_direcc: r.address,
              clp_telefo: r.phone,
              clp_email: r.email,
              clp_movil: r.mobile,
              num_user: r.userNumber,
            }
          : null,
      };
    },
  },
];
