import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { inReportCompany, LEVEL, type ReportScope } from '../report-scope.js';

/** The lookups of a report's filter form, from the company's own tables (read-only). */
const inCompany = <T>(ctx: AppContext, companyId: number | null | undefined, work: (scope: ReportScope) => Promise<T>) =>
  inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true }, work);

const hasTable = async (scope: ReportScope, table: string) =>
  (await scope.run<{ ok: boolean }>('select to_regclass(?) is not null as ok', [`"${scope.schema}".${table}`]))[0]!.ok;

/** The kinds of referente a category is for (tcatclipro.tcp_tipo). */
export const REFERENTE_KINDS = [
  { codigo: 1, nombre: 'CLIENTES' },
  { codigo: 2, nombre: 'PROVEEDORES' },
  { codigo: 3, nombre: 'CLIENTES Y PROVEEDORES' },
] as const;
/** The article search the form's article field calls (filters tar_codigo and sec_codigo). */
export const ARTICLE_SEARCH_URI = '/rest/transacc/articulos';

/** A lookup of the company's own tables; empty when the company's data has no such table yet. */
const rowsOf = async <T>(scope: ReportScope, table: string, sql: string): Promise<T[]> => ((await hasTable(scope, table)) ? scope.run<T>(sql) : []);

/**
 * get_listas: warehouses, users and accounting periods of the company, and the catalogues of
 * the filter form: article types and sections (the article search's filters, with its uri),
 * referente categories and kinds, and the transaction types that have an accounting model.
 */
export function formLists(ctx: AppContext, companyId: number | null | undefined) {
  return inCompany(ctx, companyId, async (scope) => ({
    almacenes: await rowsOf<{ alm_codigo: number; alm_nombre: string; alm_nroest: string }>(
      scope,
      'talmacen',
      'select alm_codigo, alm_razsoc as alm_nombre, alm_nroest from talmacen order by alm_nroest, alm_codigo',
    ),
    usuarios: await users(scope),
    periodos: await scope.run<{ pe_codigo: number; pe_finicio: string; pe_ffin: string }>(
      "select pe_codigo, to_char(pe_finicio, 'YYYY-MM-DD') as pe_finicio, to_char(pe_ffin, 'YYYY-MM-DD') as pe_ffin from tperiodo order by pe_finicio",
    ),
    tiposart: await rowsOf<{ tar_codigo: number; tar_descri: string }>(
      scope,
      'ttipoarticulo',
      'select tar_codigo, tar_descri from ttipoarticulo order by tar_codigo',
    ),
    catsarts: await rowsOf<{ sec_codigo: number; sec_descri: string; alm_codigo: number | null }>(
      scope,
      'tseccion',
      "select sec_codigo, sec_descri, alm_codigo from tseccion where sec_activo = 'T' order by sec_descri, sec_codigo",
    ),
    uri_arts: ARTICLE_SEARCH_URI,
    catsref: await rowsOf<{ tcp_codigo: number; tcp_descri: string; tcp_tipo: number }>(
      scope,
      'tcatclipro',
      "select tcp_codigo, tcp_descri, tcp_tipo from tcatclipro where tcp_activo = 'T' order by tcp_descri, tcp_codigo",
    ),
    tiposref: REFERENTE_KINDS,
    modcont: await rowsOf<{ tra_codigo: number; tra_descri: string; tra_sigla: string }>(
      scope,
      'tmodelocontable',
      'select t.tra_codigo, t.tra_descri, t.tra_sigla from ttipotransaccion t where exists (select 1 from tmodelocontable m where m.tra_codigo = t.tra_codigo) order by t.tra_codigo',
    ),
  }));
}

async function users(scope: ReportScope) {
  if (!(await hasTable(scope, 'tusuarios'))) return [];
  return scope.run<{ usr_codigo: number; usr_nombre: string }>(
    "select usr_codigo, usr_nombre from tusuarios where usr_activo = 'T' order by usr_nombre, usr_codigo",
  );
}

/** get_secciones (alm_codigo): the sections of a warehouse (its points of sale). */
export function formSections(ctx: AppContext, companyId: number | null | undefined, warehouseId: number | null) {
  return inCompany(ctx, companyId, async (scope) => {
    if (!warehouseId) throw AppError.input('alm_codigo', 'Debe seleccionar un almacén');
    if (!(await hasTable(scope, 'tpuntoventa'))) return [];
    return scope.run<{ sec_codigo: number; sec_nombre: string; sec_numero: string }>(
      'select tdv_codigo as sec_codigo, tdv_nombre as sec_nombre, tdv_numero as sec_numero from tpuntoventa where alm_codigo = ? order by tdv_numero',
      [warehouseId],
    );
  });
}

/** get_usuarios (sec_codigo, alm_codigo): the company's active users (users are not tied to a section in the company's tables). */
export function formUsers(ctx: AppContext, companyId: number | null | undefined) {
  return inCompany(ctx, companyId, users);
}

/** inittrans: places and routes of the company's parcels (origin and destination). */
export function transportLists(ctx: AppContext, companyId: number | null | undefined) {
  return inCompany(ctx, companyId, async (scope) => {
    if (!(await hasTable(scope, 'tencomienda'))) return { lugares: [], rutas: [] };
    const lugares = await scope.run<{ lug_nombre: string }>(
      'select distinct p as lug_nombre from tencomienda, lateral (values (enc_origen), (enc_destino)) v(p) order by 1',
    );
    const rutas = await scope.run<{ ru_codigo: string; origen: string; destino: string }>(
      "select distinct enc_origen || '|' || enc_destino as ru_codigo, enc_origen as origen, enc_destino as destino from tencomienda order by 2, 3",
    );
    return { lugares, rutas };
  });
}

/** frecuencias (desde, hasta, ru_codigo 'origen|destino'): parcels sent per day on the route. */
export function routeFrequencies(ctx: AppContext, companyId: number | null | undefined, from: string | null, to: string | null, route: string | null) {
  return inCompany(ctx, companyId, async (scope) => {
    if (!from) throw AppError.input('desde', 'Ingrese la fecha desde');
    if (!to) throw AppError.input('hasta', 'Ingrese la fecha hasta');
    if (!route || !route.includes('|')) throw AppError.input('ru_codigo', 'Debe seleccionar una ruta');
    if (!(await hasTable(scope, 'tencomienda'))) return [];
    const [origin, destination] = route.split('|');
    return scope.run<{ fecha: string; envios: number }>(
      `select to_char(trn_fecha::date, 'YYYY-MM-DD') as fecha, count(*)::int as envios from tencomienda
        where enc_origen = ? and enc_destino = ? and trn_fecha::date between ?::date and ?::date group by 1 order by 1`,
      [origin, destination, from, to],
    );
  });
}
