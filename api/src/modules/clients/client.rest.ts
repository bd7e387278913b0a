import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { legacyDomains, legacyRows, LEGACY_COLUMNS, companyReferenceLists } from './client-legacy.js';
import { listDomains, searchClients, searchFromHeader, searchSetup, setFormUpdate } from './client.service.js';
import { ClientSearchKind, KIND_BY_CODE, type ClientSearchResult } from './client.types.js';
import { CLIENT_MSG } from './messages.js';
import { withLegacyFields } from '../../rest/legacy-fields.js';
import { looseNumber } from '../../rest/params.js';

const WARNING = 101;

/** cparams 'kind|text' (the text may itself hold '|'). */
function parseCparams(req: RestRequest): { kind: ClientSearchKind; text: string } {
  const raw = req.body.cparams ?? req.query.cparams;
  const value = typeof raw === 'string' ? raw : '';
  const bar = value.indexOf('|');
  const kind = KIND_BY_CODE[(bar < 0 ? value : value.slice(0, bar)).trim()];
  if (!kind) throw AppError.input('cparams', CLIENT_MSG.invalidCparams);
  return { kind, text: bar < 0 ? '' : value.slice(bar + 1) };
}

/** limit of the body or query; only undefined and '' are absent (a null limit reads as 0). */
const limitOf = (req: RestRequest) => looseNumber(req.body.limit ?? req.query.limit, { absent: [undefined, ''] });

/** The search answer; no match carries the warning as the message (level 101). */
function searchAnswer(result: ClientSearchResult) {
  return {
    datos: legacyRows(result.items),
    columnas: LEGACY_COLUMNS,
    total: result.total,
    ...(result.message ? { msg: result.message, msj: result.message, level_code: WARNING } : {}),
  };
}

/**
 * Client search, /rest/busq/clientes/{id} by accion (spec 000 §7): GET datosinit, GET dominios,
 * POST buscar and base with cparams 'kind|text', POST formulario with clp_estupd ({id} is
 * clp_codigo).
 */
export const clientRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/busq/clientes/:id',
    action: 'datosinit',
    async handler({ ctx }) {
      const setup = await searchSetup(ctx);
      return {
        datos: legacyRows(setup.recent),
        columnas: LEGACY_COLUMNS,
        dominios: legacyDomains(setup.domains),
        ...(setup.domainMessage ? { msg: setup.domainMessage, msj: setup.domainMessage, level_code: WARNING } : {}),
      };
    },
  },
  {
    method: 'GET',
    path: '/busq/clientes/:id',
    action: 'dominios',
    async handler({ ctx }) {
      return { dominios: legacyDomains(await listDomains(ctx)) };
    },
  },
  {
    method: 'POST',
    path: '/busq/clientes/:id',
    action: 'buscar',
    async handler(req) {
      const { kind, text } = parseCparams(req);
      return searchAnswer(await withLegacyFields({ text: 'cparams', kind: 'cparams' }, () => searchClients(req.ctx, { kind, text, limit: limitOf(req) })));
    },
  },
  {
    method: 'POST',
    path: '/busq/clientes/:id',
    action: 'base',
    async handler(req) {
      const { kind, text } = parseCparams(req);
      if (kind !== ClientSearchKind.NAME && kind !== ClientSearchKind.EMAIL) throw AppError.input('cparams', CLIENT_MSG.invalidCparams);
      const result = await withLegacyFields({ text: 'cparams' }, () => searchFromHeader(req.ctx, text, limitOf(req), kind));
      return { ...searchAnswer(result), ...(await companyReferenceLists(req.ctx.em)) };
    },
  },
  {
    method: 'POST',
    path: '/busq/clientes/:id',
    action: 'formulario',
    async handler(req) {
      const value = looseNumber(req.body.clp_estupd);
      const { client, message } = await withLegacyFields({ formUpdate: 'clp_estupd' }, () => setFormUpdate(req.ctx, Number(req.params.id), value));
      return { clp_codigo: client.id, clp_estupd: client.formUpdate, estupd: client.formUpdateLabel, msg: message };
    },
  },
];
