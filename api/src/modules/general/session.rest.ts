import type { RestRequest, RestRoute } from '../../rest/route.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { optionalCode } from '../../rest/params.js';
import { relatedCompanies, userCompanies } from './company-lists.service.js';
import type { UserCompany } from './company-lists.types.js';
import { appConfig, sessionCodes, sessionNames } from './session.service.js';
import type { AppConfig } from './session.types.js';

const companyOf = (query: Record<string, string>) => optionalCode(query.emp_codigo ?? query.codemp);
const legacy = legacyWrapper({ companyId: 'emp_codigo', userId: 'num_user' });

const legacyCompany = (c: UserCompany) => ({
  emp_codigo: c.id,
  emp_coding: c.accessCode,
  emp_razons: c.legalName,
  emp_ruc: c.ruc,
  emp_activa: c.state,
  tac_codigo: c.businessLineId,
  tac_descrip: c.businessLineName,
});

function legacyConfig(config: AppConfig) {
  const c = config.codes;
  return {
    codemp: c.companyId,
    almcod: c.establishmentId,
    usuario: c.userId,
    seccion: c.sectionId,
    ung_codigo: c.businessUnitId,
    pry_codigo: config.projectId,
    esquema: config.schema,
    almdescri: config.establishmentDescription,
    uninegociodescri: config.businessUnitDescription,
    nparcialview: config.partialViews,
    tclave: config.transactionPassword ? 1 : 0,
  };
}

const configOf = ({ ctx, query }: RestRequest) => legacy(() => appConfig(ctx, companyOf(query)));

/** One companion of appconfig: the same call, answering only its own key. */
const companion = (key: 'pry_codigo' | 'esquema' | 'almdescri' | 'uninegociodescri' | 'nparcialview' | 'tclave'): RestRoute => ({
  method: 'GET',
  path: '/general/:id',
  action: key,
  async handler(req) {
    return { [key]: legacyConfig(await configOf(req))[key] };
  },
});

/**
 * General/session (spec 002 §7): GET /rest/general/0?opc=obtcod|obtnombres|appconfig and the
 * appconfig companions (optionally with emp_codigo), GET /rest/general?opc=emprel, the company
 * list for users (GET /rest/empresas/tempresa/0?opc=lista_emp&num_user).
 */
export const generalSessionRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/general/:id',
    action: 'obtcod',
    async handler({ ctx, query }) {
      const c = await legacy(() => sessionCodes(ctx, companyOf(query)));
      return { codemp: c.companyId, almcod: c.establishmentId, esquema: c.schema, usuario: c.userId, seccion: c.sectionId, ung_codigo: c.businessUnitId };
    },
  },
  {
    method: 'GET',
    path: '/general/:id',
    action: 'obtnombres',
    async handler({ ctx, query }) {
      const n = await legacy(() => sessionNames(ctx, companyOf(query)));
      return { empresa: n.companyName, almacen: n.establishmentName, usuario: n.userName, seccion: n.sectionName, uninegocio: n.businessUnitName };
    },
  },
  {
    method: 'GET',
    path: '/general/:id',
    action: 'appconfig',
    async handler(req) {
      return { appconfig: legacyConfig(await configOf(req)) };
    },
  },
  companion('pry_codigo'),
  companion('esquema'),
  companion('almdescri'),
  companion('uninegociodescri'),
  companion('nparcialview'),
  companion('tclave'),
  {
    method: 'GET',
    path: '/general',
    action: 'emprel',
    async handler({ ctx }) {
      return { empresas: (await relatedCompanies(ctx)).map(legacyCompany) };
    },
  },
  {
    method: 'GET',
    path: '/empresas/tempresa/:id',
    action: 'lista_emp',
    async handler({ ctx, query }) {
      const result = await legacy(() => userCompanies(ctx, optionalCode(query.num_user)));
      return {
        empresas: result.companies.map(legacyCompany),
        tipoactiv: result.businessLines.map((l) => ({ tac_codigo: l.id, tac_descrip: l.name, tac_prop: l.property })),
      };
    },
  },
];
