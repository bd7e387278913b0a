import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { MSG } from '../../shared/messages.js';
import { readLocation } from './company-json.js';
import { fromLegacySave, LEGACY_FIELD, legacyJson, toLegacyCompany } from './company-legacy.js';
import { checkConnectionFilter, connectionAccess, rememberConnectionAccess } from './company-connection.js';
import { companiesWhere, companyDatabases, listCompanies, permisosOf, PAGE_SIZE_MAX, type CompanyLookup } from './company-list.service.js';
import { addOnOptions, businessLines, COUNTRIES, provinces, serviceOptions, stateLegend } from './company-reference.js';
import { bulkChangeBusinessLine, bulkChangeState, deleteCompany } from './company-state.service.js';
import { STATE_LABELS, stateView } from './company-state.js';
import { companyHistory, getCompany, getCompanyLogo, saveCompany } from './company.service.js';
import type { CompanyListFilter } from './company.inputs.js';
import { COMPANY_MSG } from './messages.js';
import type { CompanyAddOn, CompanySearchMode, CompanyService } from './company-enums.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { doneEnvelope, legacyPermisos } from '../../rest/envelope.js';
import { flag, integerList, integerParam } from '../../rest/params.js';

/** The company list's columns for the legacy grid (ReportColumn names). */
const COLS = [
  { di_column: 'emp_coding', di_descri: 'Acceso', type: 'text' },
  { di_column: 'emp_razons', di_descri: 'Razón social', type: 'text' },
  { di_column: 'emp_ruc', di_descri: 'RUC', type: 'text' },
  { di_column: 'tac_descrip', di_descri: 'Tipo', type: 'text', di_grupo: 'F' },
  { di_column: 'estado', di_descri: 'Estado', type: 'text', di_grupo: 'F' },
  { di_column: 'fechafin', di_descri: 'Fecha fin', type: 'date' },
  { di_column: 'emp_ipdb', di_descri: 'Servidor', type: 'text' },
  { di_column: 'emp_esquemadb', di_descri: 'Esquema', type: 'text' },
];

/** Renames a refused field to the legacy column the client sent. */
const legacy = legacyWrapper(LEGACY_FIELD);

/** An optional integer through the shared input parser: refused naming the legacy key unless an integer. */
const toInt = (v: unknown, key: string) => integerParam(v, key) ?? undefined;
/** Codes as an array or comma-separated text; undefined when absent. */
const intList = (v: unknown): number[] | undefined => (v === undefined || v === null || v === '' ? undefined : integerList(v));
/** Flags as ['fe','sms'] or {fe:'T', sms:true}: the keys that are set. */
const flagList = (v: unknown): string[] | undefined => {
  if (!v) return undefined;
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => flag(x, 't'))
      .map(([k]) => k);
  return String(v).split(',').filter(Boolean);
};
const codeOf = ({ params, query }: RestRequest, ...names: string[]) => {
  for (const name of names) if (query[name]) return integerParam(query[name], name)!;
  return Number(params.id);
};

/** POST search's filter: tac_codigo / tipos (types), emp_activa / estado (states), servicios, modadcs, texto. */
function searchFilter(body: Record<string, unknown>): { filter: CompanyListFilter; page: number; pageSize: number } {
  const f = (body.filter && typeof body.filter === 'object' ? body.filter : body) as Record<string, unknown>;
  const tac = toInt(f.tac_codigo, 'tac_codigo');
  const activa = toInt(f.emp_activa, 'emp_activa');
  return {
    filter: {
      businessLines: intList(f.tipos) ?? (tac !== undefined && tac !== 0 ? [tac] : undefined),
      states: intList(f.estado) ?? (activa !== undefined && activa !== -1 ? [activa] : undefined),
      // Legacy keys are the enums' own values (fe, pry...); filterSql refuses unknown ones.
      services: flagList(f.servicios) as CompanyService[] | undefined,
      addOns: flagList(f.modadcs) as CompanyAddOn[] | undefined,
      text: typeof f.texto === 'string' ? f.texto : typeof f.filtro === 'string' ? f.filtro : undefined,
      mode: typeof f.modo === 'string' ? (f.modo as CompanySearchMode) : undefined,
    },
    page: toInt(body.page ?? f.page, 'page') ?? 1,
    pageSize: toInt(body.page_size ?? f.page_size, 'page_size') ?? 50,
  };
}

const P = '/empresas/tempresa/:id';
const get = (action: string | null, handler: RestRoute['handler']): RestRoute => ({ method: 'GET', path: P, action, handler });
const post = (action: string, handler: RestRoute['handler']): RestRoute => ({ method: 'POST', path: P, action, handler });

/** The companies of a simple condition in legacy shape, the connection columns only for administrators. */
async function legacyCompaniesWhere(ctx: RestRequest['ctx'], lookup: CompanyLookup) {
  const show = rememberConnectionAccess(ctx, (await permisosOf(ctx)).edit);
  return (await companiesWhere(ctx.em, lookup)).map((c) => toLegacyCompany(c, show));
}

const empTrans = (ctx: RestRequest['ctx']) => legacyCompaniesWhere(ctx, { accessType: 2 });

/**
 * Company administration, /rest/empresas/tempresa/{id} by accion (spec 000 §7), and the
 * company search GET .../tempresa/0?search&modo=bycoding|byruc&filtro=&tac_codigo=&emp_activa=.
 */
export const companyRoutes: RestRoute[] = [
  get('getForm', async ({ ctx }) => {
    const page = await listCompanies(ctx, null, 1, 50);
    const show = rememberConnectionAccess(ctx, page.permisos.edit);
    return {
      lst_emp: page.items.map((c) => toLegacyCompany(c, show)),
      total: page.total,
      cols: COLS,
      lst_country: COUNTRIES.map((c) => ({ pai_codigo: c.code, pai_nombre: c.name })),
      provincias: (await provinces(ctx.em)).map((p) => ({ prv_codigo: p.code, prv_nombre: p.name, ciudades: p.cities })),
      lst_emptip: (await businessLines(ctx.em)).map((b) => ({ tac_codigo: b.code, tac_descrip: b.name })),
      lst_empactiva: stateLegend().map((s) => ({ emp_activa: s.state, label: s.label, color: s.color, lectura: s.readOnly })),
      permisos: legacyPermisos(page.permisos),
    };
  }),
  post('search', ({ ctx, body }) =>
    legacy(async () => {
      const { filter, page, pageSize } = searchFilter(body);
      const result = await listCompanies(ctx, filter, page, pageSize);
      const show = rememberConnectionAccess(ctx, result.permisos.edit);
      return { lst_emp: result.items.map((c) => toLegacyCompany(c, show)), total: result.total, page: result.page, page_size: result.pageSize };
    }),
  ),
  // The company search of the other screens: answers the empresas list.
  get(null, ({ ctx, query }) =>
    legacy(async () => {
      if (!('search' in query)) throw AppError.notFound((query.opc ?? query.accion) ? MSG.unknownAction(query.opc ?? query.accion) : MSG.notFoundRoute);
      const tac = toInt(query.tac_codigo, 'tac_codigo');
      const activa = toInt(query.emp_activa, 'emp_activa');
      const filter: CompanyListFilter = {
        text: query.filtro,
        mode: (query.modo || 'bycoding') as CompanySearchMode,
        businessLines: tac ? [tac] : undefined,
        states: activa !== undefined && activa !== -1 ? [activa] : undefined,
        dbHost: query.host,
        dbName: query.base,
      };
      await checkConnectionFilter(ctx, filter);
      const result = await listCompanies(ctx, filter, 1, PAGE_SIZE_MAX);
      const show = rememberConnectionAccess(ctx, result.permisos.edit);
      return { empresas: result.items.map((c) => toLegacyCompany(c, show)) };
    }),
  ),
  get('get_emp', async ({ ctx, ...req }) => {
    const company = await getCompany(ctx, codeOf({ ctx, ...req }, 'cod', 'emp_codigo'));
    const show = await connectionAccess(ctx);
    return { emp: toLegacyCompany(company, show), empadc: legacyJson(company), tiene_clavedb: show ? !!company.dbPasswordEncrypted : null };
  }),
  get('get_historyestado', async ({ ctx, ...req }) => {
    const history = await companyHistory(ctx, codeOf({ ctx, ...req }, 'emp_codigo', 'cod'));
    return { history: history.map((h) => ({ aud_fecha: h.at.toISOString(), usr_nombre: h.userName, observacion: h.note })) };
  }),
  post('save_emp', ({ ctx, body }) =>
    legacy(async () => {
      const company = await saveCompany(ctx, fromLegacySave(body));
      return doneEnvelope(COMPANY_MSG.saved, { emp_codigo: company.id });
    }),
  ),
  post('agrupar', ({ ctx, body }) =>
    legacy(async () => {
      const ids = intList(body.lst_emp) ?? [];
      if (body.tac_codigo !== undefined && body.tac_codigo !== null && body.tac_codigo !== '') {
        const { count, name } = await bulkChangeBusinessLine(ctx, ids, integerParam(body.tac_codigo, 'tac_codigo')!);
        return doneEnvelope(COMPANY_MSG.bulkTypeDone(count, name));
      }
      const state = toInt(body.emp_activa, 'emp_activa');
      if (state === undefined) throw AppError.input('state', COMPANY_MSG.invalidState);
      const count = await bulkChangeState(ctx, ids, state, typeof body.fechafin === 'string' ? body.fechafin : null);
      return doneEnvelope(COMPANY_MSG.bulkStateDone(count, STATE_LABELS[state]));
    }),
  ),
  {
    method: 'DELETE',
    path: P,
    action: 'delete_emp',
    handler: async ({ ctx, ...req }) => {
      const name = await deleteCompany(ctx, codeOf({ ctx, ...req }, 'cod', 'emp_codigo'));
      return doneEnvelope(COMPANY_MSG.deleted(name));
    },
  },
  get('getEmpTrans', async ({ ctx }) => ({ empresas: await empTrans(ctx) })),
  get('get_demos', async ({ ctx }) => ({ empresas: await legacyCompaniesWhere(ctx, { state: 2 }) })),
  get('getAllServ', async ({ ctx }) => {
    await permisosOf(ctx);
    return {
      servicios: serviceOptions().map((s) => ({ clave: s.key, nombre: s.label })),
      modadcs: addOnOptions().map((s) => ({ clave: s.key, nombre: s.label })),
    };
  }),
  // The databases (server, port, name) are connection data: an empty list for non-administrators.
  get('get_lstbd', async ({ ctx }) => {
    const show = rememberConnectionAccess(ctx, (await permisosOf(ctx)).edit);
    const lst_bd = show ? await companyDatabases(ctx.em) : [];
    return { lst_bd, tiposemp: (await businessLines(ctx.em)).map((b) => ({ tac_codigo: b.code, tac_descrip: b.name })) };
  }),
  get('tiposemp', async ({ ctx }) => {
    await permisosOf(ctx);
    return { tiposemp: (await businessLines(ctx.em)).map((b) => ({ tac_codigo: b.code, tac_descrip: b.name })) };
  }),
  get('get_imagen', async ({ ctx, ...req }) => ({ imagen: await getCompanyLogo(ctx, codeOf({ ctx, ...req }, 'cod', 'emp_codigo')) })),
  ...(['GET', 'POST'] as const).map((method): RestRoute => ({
    method,
    path: P,
    action: 'save_get_emp_codigo',
    // Resolves an access code (emp_coding) or a code to the company's emp_codigo.
    handler: async ({ ctx, query, body, params }) => {
      await permisosOf(ctx);
      const coding = String(body.emp_coding ?? query.emp_coding ?? '').replace(/\s+/g, '');
      const rows = coding
        ? await companiesWhere(ctx.em, { accessCode: coding })
        : await companiesWhere(ctx.em, { id: Number(body.emp_codigo ?? query.emp_codigo ?? params.id) || 0 });
      if (!rows.length) throw AppError.notFound(COMPANY_MSG.unknownCompany(coding || params.id));
      const view = stateView(rows[0].state, readLocation(rows[0].location).readOnly);
      return { estado: 200, emp_codigo: rows[0].id, emp_coding: rows[0].accessCode, estado_empresa: view.label };
    },
  })),
  { method: 'GET', path: '/empresas/tempresaTrans/:id', action: 'getEmpTrans', handler: async ({ ctx }) => ({ empresas: await empTrans(ctx) }) },
];
