import type { RestRequest, RestRoute } from '../../rest/route.js';
import { withLegacyFields } from '../../rest/legacy-fields.js';
import { lookupReferente, type LookupInput } from './referente.service.js';
import { ReferenteSearchMode, type Referente } from './referente.types.js';
import { optionalCode } from '../../rest/params.js';

/** The legacy clients read the tclipro column names. */
function toLegacy(ref: Referente) {
  return {
    clp_codigo: ref.id,
    clp_cedruc: ref.idNumber,
    clp_tipoid: ref.idType,
    clp_nombre: ref.name,
    clp_apelli: ref.surname,
    clp_direcc: ref.address,
    clp_telefo: ref.phone,
    clp_email: ref.email,
    clp_movil: ref.mobile,
    num_user: ref.userNumber,
  };
}

/** Calls the lookup and renames the refused field to the legacy parameter the client sent. */
async function lookup(ctx: RestRequest['ctx'], input: LookupInput, searchParam: string) {
  const fields = { search: searchParam, companyId: 'emp_codigo', documentType: 'tipo_doc' };
  return withLegacyFields(
    fields,
    async () => {
      const result = await lookupReferente(ctx, input);
      return { estado: result.estado, ref: result.ref ? toLegacy(result.ref) : null };
    },
    { keepMessage: true },
  );
}

const byIdNumber = ({ ctx, query }: RestRequest) =>
  lookup(
    ctx,
    {
      companyId: optionalCode(query.emp_codigo),
      mode: ReferenteSearchMode.BYCED,
      search: query.cedruc ?? query.clp_cedruc,
      documentType: optionalCode(query.tipo_doc),
    },
    'cedruc',
  );

const byCode =
  (source: 'path' | 'query') =>
  ({ ctx, params, query }: RestRequest) =>
    lookup(
      ctx,
      { companyId: optionalCode(query.emp_codigo), mode: ReferenteSearchMode.BYID, search: source === 'path' ? params.cod : (query.clp_codigo ?? params.cod) },
      source === 'path' ? 'cod' : 'clp_codigo',
    );

/**
 * Referente lookup of the report filters: GET /rest/previewgraph/informe/{cod}?opc=refbyced|bced
 * (cedruc, emp_codigo[, tipo_doc]) and ?opc=cod|refbyclpid (by clp_codigo, with emp_codigo).
 * Answers estado 1 with ref, or 2 when not registered.
 */
export const referenteRoutes: RestRoute[] = [
  { method: 'GET', path: '/previewgraph/informe/:cod', action: 'refbyced', handler: byIdNumber },
  { method: 'GET', path: '/previewgraph/informe/:cod', action: 'bced', handler: byIdNumber },
  { method: 'GET', path: '/previewgraph/informe/:cod', action: 'cod', handler: byCode('path') },
  { method: 'GET', path: '/previewgraph/informe/:cod', action: 'refbyclpid', handler: byCode('query') },
];
