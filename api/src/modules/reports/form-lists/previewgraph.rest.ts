import type { RestRequest, RestRoute } from '../../../rest/route.js';
import { legacyWrapper } from '../../../rest/legacy-fields.js';
import type { Envelope } from '../../../rest/envelope.js';
import { AppError } from '../../../shared/app-error.js';
import { formLists, formSections, formUsers, routeFrequencies, transportLists } from './form-lists.service.js';
import { runReport } from '../engine/run.js';
import { academicCourses, academicLists, academicPlans } from '../academic/academic.service.js';
import { ChartType, ColumnGrouping } from '../report-enums.js';
import { legacyChart, legacyForm, legacyResult } from '../run/reports.rest.js';
import { inputsOf, legacyDay, optionalInteger } from '../../../rest/params.js';

const LEGACY_FIELD: Record<string, string> = { companyId: 'emp_codigo' };
const legacy = legacyWrapper(LEGACY_FIELD);
const NAMES: Record<ChartType, string> = {
  [ChartType.BAR]: 'Barras verticales',
  [ChartType.HORIZONTAL_BAR]: 'Barras horizontales',
  [ChartType.PIE]: 'Pastel',
  [ChartType.LINE]: 'Líneas',
  [ChartType.AREA]: 'Área',
  [ChartType.INVERTED_AREA]: 'Área invertida',
  [ChartType.PYRAMID]: 'Pirámide',
  [ChartType.COMBINED]: 'Combinada',
  [ChartType.COLUMNS_3D]: 'Columnas 3D',
  [ChartType.PIE_3D]: 'Pastel 3D',
  [ChartType.DONUT_3D]: 'Dona 3D',
  [ChartType.MAP]: 'Mapa',
};
export const GRAPH_TYPES = Object.entries(NAMES).map(([codigo, nombre]) => ({ codigo: Number(codigo), nombre }));
const MODES = new Set(['contab', 'transp', 'acad']);

/**
 * Graph production: the report (inf_codigo, or the path's id) run with the full filter form and
 * vin_codigo; modo contab, transp or acad (the same engine: the function reads the company's data).
 */
async function graph(req: RestRequest) {
  const v = inputsOf(req);
  const mode = typeof v.modo === 'string' ? v.modo : 'contab';
  if (!MODES.has(mode)) throw AppError.input('modo', 'El modo debe ser contab, transp o acad');
  const run = await runReport(req.ctx, optionalInteger(v.emp_codigo), optionalInteger(v.inf_codigo) ?? optionalInteger(req.params.id) ?? 0, legacyForm(v), {
    viewId: optionalInteger(v.vin_codigo),
    functionName: typeof v.inf_funcio === 'string' ? v.inf_funcio.slice(0, 63) : null,
  });
  const { datos, columnas } = legacyResult(run);
  const { tvistainf, series } = legacyChart(run.view.chart);
  return {
    modo: mode,
    graph_tipos: GRAPH_TYPES,
    datos_inf: { datos, columnas, grucol_list: run.columns.filter((c) => c.grouping === ColumnGrouping.GROUPED).map((c) => c.name) },
    tvistainf: { ...tvistainf, vin_codigo: run.view.id, vin_especi: run.view.title },
    lst_series: series,
    desde: run.desde,
    hasta: run.hasta,
  };
}

const route = (action: string | null, handler: (req: RestRequest, v: Record<string, unknown>) => Promise<Envelope>): RestRoute => ({
  method: 'GET',
  path: '/previewgraph/informe/:id',
  action,
  handler: (req) => legacy(() => handler(req, inputsOf(req))),
});

/** /rest/previewgraph/informe/{id}: the filter form's lookups and the graph of a report. */
export const previewGraphRoutes: RestRoute[] = [
  route('get_listas', async (req, v) => formLists(req.ctx, optionalInteger(v.emp_codigo))),
  route('get_secciones', async (req, v) => ({ secciones: await formSections(req.ctx, optionalInteger(v.emp_codigo), optionalInteger(v.alm_codigo)) })),
  route('get_usuarios', async (req, v) => ({ usuarios: await formUsers(req.ctx, optionalInteger(v.emp_codigo)) })),
  route('inittrans', async (req, v) => transportLists(req.ctx, optionalInteger(v.emp_codigo))),
  route('frecuencias', async (req, v) => ({
    frecuencias: await routeFrequencies(
      req.ctx,
      optionalInteger(v.emp_codigo),
      legacyDay(v.desde),
      legacyDay(v.hasta),
      typeof v.ru_codigo === 'string' ? v.ru_codigo.slice(0, 210) : null,
    ),
  })),
  route('initacad', async (req, v) => academicLists(req.ctx, optionalInteger(v.emp_codigo))),
  route('cargaCursos', async (req, v) => ({
    cursos: await academicCourses(req.ctx, optionalInteger(v.emp_codigo), optionalInteger(v.pel_codigo), optionalInteger(v.sea_codigo)),
  })),
  route('cargaPlanes', async (req, v) => ({
    planes: await academicPlans(req.ctx, optionalInteger(v.emp_codigo), optionalInteger(v.cur_codigo), optionalInteger(v.pel_codigo)),
  })),
  route('graph', (req) => graph(req)),
  route(null, (req) => graph(req)),
  { method: 'POST', path: '/previewgraph/informe/:id', action: null, handler: (req) => legacy(() => graph(req)) },
];
