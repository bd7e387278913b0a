import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { MSG } from '../../shared/messages.js';
import { readLocation } from './company-json.js';
import { fromLegacySave, LEGACY_FIELD, legacyJson, toLegacyCompany } from './company-legacy.js';
import { companiesWhere, listCompanies, permisosOf, PAGE_SIZE_MAX } from './company-list.service.js';
import { addOnOptions, businessLines, COUNTRIES, provinces, serviceOptions, stateLegend } from './company-reference.js';
import { bulkChangeBusinessLine, bulkChangeState, deleteCompany } from './company-state.service.js';
import { STATE_LABELS, stateView } from './company-state.js';
import { companyHistory, getCompany, getCompanyLogo, saveCompany } from './company.service.js';
import type { CompanyListFilter } from './company.inputs.js';
import { COMPANY_MSG } from './messages.js';
import type { CompanyAddOn, CompanySearchMode, CompanyService } from './company-enums.js';
import { withLegacyFields } from '../../rest/legacy-fields.js';
import { parseId } from '../../shared/input.js';

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
function legacy<T>(run: () => Promise<T>): Promise<T> {
  return withLegacyFields(LEGACY_FIELD, run);
}

/** An optional integer through the shared input parser: refused naming the legacy key unless an integer. */
const toInt = (v: unknown, key: string) => parseId(v, key) ?? undefined;
const intList = (v: unknown): number[] | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : String(v).split(',');
  return list.map(Number).filter((n) => Number.isInteger(n));
};
/** Flags as ['fe','sms'] or {fe:'T', sms:true}: the keys that are set. */
const flagList = (v: unknown): string[] | undefined => {
  if (!v) return undefined;
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'object') return Object.entries(v as Record<string, unknown>).filter(([, x]) => x === true || x === 'T').map(([k]) => k);
  return String(v).split(',').filter(Boolean);
};
const codeOf = ({ params, query }: RestRequest, ...names: string[]) => {
  for (const name of names) if (query[name]) return parseId(query[name], name)!;
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

async function empTrans(ctx: RestRequest['ctx']) {
  await permisosOf(ctx);
  return (await companiesWhere(ctx.em, 'e.emp_tipoacces = 2', [])).map(toLegacyCompany);
}

/**
 * Company administration, /rest/empresas/tempresa/{id} by accion (spec 000 §7), and the
 * company search GET .../tempresa/0?search&modo=bycoding|byruc&filtro=&tac_codigo=&emp_activa=.
 */
export const companyRoutes: RestRoute[] = [
  get('getForm', async ({ ctx }) => {
    const page = await listCompanies(ctx, null, 1, 50);
    return {
      lst_emp: page.items.map(toLegacyCompany),
      total: page.total,
      cols: COLS,
      lst_country: COUNTRIES.map((c) => ({ pai_codigo: c.code, pai_nombre: c.name })),
      provincias: (await provinces(ctx.em)).map((p) => ({ prv_codigo: p.code, prv_nombre: p.name, ciudades: p.cities })),
      lst_emptip: (await businessLines(ctx.em)).map((b) => ({ tac_codigo: b.code, tac_descrip: b.name })),
      lst_empactiva: stateLegend().map((s) => ({ emp_activa: s.state, label: s.label, color: s.color, lectura: s.readOnly })),
      permisos: { ver: page.permisos.view, crear: page.permisos.create, editar: page.permisos.edit, eliminar: page.permisos.delete },
    };
  }),
  post('search', ({ ctx, body }) =>
    legacy(async () => {
      const { filter, page, pageSize } = searchFilter(body);
      const result = await listCompanies(ctx, filter, page, pageSize);
      return { lst_emp: result.items.map(toLegacyCompany), total: result.total, page: result.page, page_size: result.pageSize };
    }),
  ),
  // The company search of the other screens: answers the empresas list.
  get(null, ({ ctx, query }) =>
    legacy(async () => {
      if (!('search' in query)) throw AppError.notFound(query.opc ?? query.accion ? MSG.unknownAction(query.opc ?? query.accion) : MSG.notFoundRoute);
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
      const result = await listCompanies(ctx, filter, 1, PAGE_SIZE_MAX);
      return { empresas: result.items.map(toLegacyCompany) };
    }),
  ),
  get('get_emp', async ({ ctx, ...req }) => {
    const company = await getCompany(ctx, codeOf({ ctx, ...req }, 'cod', 'emp_codigo'));
    return { emp: toLegacyCompany(company), empadc: legacyJson(company), tiene_clavedb: !!company.dbPasswordEncrypted };
  }),
  get('get_historyestado', async ({ ctx, ...req }) => {
    const history = await companyHistory(ctx, codeOf({ ctx, ...req }, 'emp_codigo', 'cod'));
    return { history: history.map((h) => ({ aud_fecha: h.at.toISOString(), usr_nombre: h.userName, observacion: h.note })) };
  }),
  post('save_emp', ({ ctx, body }) =>
    legacy(async () => {
      const company = await saveCompany(ctx, fromLegacySave(body));
      return { cod: 1, msj: COMPANY_MSG.saved, msg: COMPANY_MSG.saved, emp_codigo: company.id };
    }),
  ),
  post('agrupar', ({ ctx, body }) =>
    legacy(async () => {
      const ids = intList(body.lst_emp) ?? [];
      if (body.tac_codigo !== undefined && body.tac_codigo !== null && body.tac_codigo !== '') {
        const { count, name } = await bulkChangeBusinessLine(ctx, ids, parseId(body.tac_codigo, 'tac_codigo')!);
        const msj = COMPANY_MSG.bulkTypeDone(count, name);
        return { cod: 1, msj, msg: msj };
      }
      const state = toInt(body.emp_activa, 'emp_activa');
      if (state === undefined) throw AppError.input('state', COMPANY_MSG.invalidState);
      const count = await bulkChangeState(ctx, ids, state, typeof body.fechafin === 'string' ? body.fechafin : null);
      const msj = COMPANY_MSG.bulkStateDone(count, STATE_LABELS[state]);
      return { cod: 1, msj, msg: msj };
    }),
  ),
  { method: 'DELETE', path: P, action: 'delete_emp', handler: async ({ ctx, ...req }) => {
    const name = await deleteCompany(ctx, codeOf({ ctx, ...req }, 'cod', 'emp_codigo'));
    const msj = COMPANY_MSG.deleted(name);
    return { cod: 1, msj, msg: msj };
  } },
  get('getEmpTrans', async ({ ctx }) => ({ empresas: await empTrans(ctx) })),
  get('get_demos', async ({ ctx }) => {
    await permisosOf(ctx);
    return { empresas: (await companiesWhere(ctx.em, 'e.emp_activa = 2', [])).map(toLegacyCompany) };
  }),
  get('getAllServ', async ({ ctx }) => {
    await permisosOf(ctx);
    return { servicios: serviceOptions().map((s) => ({ clave: s.key, nombre: s.label })), modadcs: addOnOptions().map((s) => ({ clave: s.key, nombre: s.label })) };
  }),
  get('get_lstbd', async ({ ctx }) => {
    await permisosOf(ctx);
    const lst_bd: unknown[] = await ctx.em.getConnection().execute(
      'select emp_ipdb, emp_puertodb, emp_nombredb, count(*)::int as empresas from tempresa group by emp_ipdb, emp_puertodb, emp_nombredb order by emp_ipdb, emp_nombredb',
      [],
      'all',
    );
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
        ? await companiesWhere(ctx.em, 'lower(e.emp_coding) = lower(?)', [coding])
        : await companiesWhere(ctx.em, 'e.emp_codigo = ?', [Number(body.emp_codigo ?? query.emp_codigo ?? params.id) || 0]);
      if (!rows.length) throw AppError.notFound(COMPANY_MSG.unknownCompany(coding || params.id));
      const view = stateView(rows[0].state, readLocation(rows[0].location).readOnly);
      return { estado: 200, emp_codigo: rows[0].id, emp_coding: rows[0].accessCode, estado_empresa: view.label };
    },
  })),
  { method: 'GET', path: '/empresas/tempresaTrans/:id', action: 'getEmpTrans', handler: async ({ ctx }) => ({ empresas: await empTrans(ctx) }) },
];
