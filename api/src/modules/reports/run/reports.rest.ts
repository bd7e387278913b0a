import type { RestRoute } from '../../../rest/route.js';
import { legacyWrapper } from '../../../rest/legacy-fields.js';
import { restoreViewChart, saveViewChart, viewChart } from './chart.service.js';
import type { ChartDefinition, ReportDefinition } from '../definitions.js';
import { runReport, type ReportRun } from '../engine/run.js';
import { ASSOCIATION_FIELDS, ITEM_FIELDS, type ReportForm } from '../engine/form.js';
import { ChartType, SeriesMode } from '../report-enums.js';
import { listReports } from './reports.service.js';
import { reportListWorkbook } from '../workbooks/list-workbook.js';
import { reportAdminRoutes } from '../admin/admin.rest.js';
import { dashboardRoutes } from '../dashboard/dashboard.rest.js';
import { previewGraphRoutes } from '../form-lists/previewgraph.rest.js';
import { reportWorkbook } from '../workbooks/result-workbook.js';
import { inputsOf, legacyDay, optionalInteger } from '../../../rest/params.js';

const LEGACY_FIELD: Record<string, string> = { companyId: 'emp_codigo', type: 'vin_tipgra', series: 'series', legendColumn: 'vin_leygra' };
const legacy = legacyWrapper(LEGACY_FIELD);

const companyOf = (v: Record<string, unknown>) => optionalInteger(v.emp_codigo);

/** The legacy filter form (desde, hasta DD/MM/YYYY, anioa, mesa, ..., the flag fields, adc_params). */
export function legacyForm(v: Record<string, unknown>): ReportForm {
  const form: ReportForm = {
    desde: legacyDay(v.desde),
    hasta: legacyDay(v.hasta),
    anioa: optionalInteger(v.anioa),
    mesa: optionalInteger(v.mesa),
    aniob: optionalInteger(v.aniob),
    mesb: optionalInteger(v.mesb),
  };
  for (const [field] of [...ASSOCIATION_FIELDS, ...ITEM_FIELDS]) {
    const raw = v[field];
    form[field] = raw === undefined || raw === null || raw === '' ? null : typeof raw === 'number' ? raw : String(raw).slice(0, 20);
  }
  if (typeof v.adc_params === 'string') form.adc_params = v.adc_params.slice(0, 200);
  return form;
}

export const legacyReport = (r: ReportDefinition) => ({
  inf_codigo: r.code,
  inf_nombre: r.name,
  inf_mensaje: r.message,
  inf_respon: r.output,
  inf_funcio: r.functionName,
  inf_modulo: r.module,
  cin_codigo: r.category,
  inf_modadc: r.addOnModule,
  tac_cods: r.businessLines,
  inf_periodo: r.period,
  inf_fecha: r.singleDate ? 1 : 0,
  inf_option: r.option,
  inf_otros: r.others,
  inf_items: r.items,
  inf_asocia: r.associations,
  inf_activo: r.active ? 'T' : 'F',
  // The by-module names of the same report (spec 002).
  rep_codigo: r.code,
  rep_nombre: r.name,
  rep_fecha: r.singleDate ? 1 : 0,
  rep_asocia: r.associations,
  rep_modulo: r.module,
});

/** datos (one object per row, keyed by column) and columnas (the grid's column metadata). */
export function legacyResult(run: ReportRun) {
  const names = run.columns.map((c) => c.name);
  const width = names.length;
  const datos = new Array<Record<string, string | null>>(run.rows.length);
  for (let r = 0; r < run.rows.length; r++) {
    const row = run.rows[r]!;
    const item: Record<string, string | null> = {};
    for (let c = 0; c < width; c++) item[names[c]!] = row[c] ?? null;
    datos[r] = item;
  }
  return {
    datos,
    columnas: run.columns.map((c, i) => ({
      di_column: c.name,
      id: c.name,
      di_descri: c.label,
      label_cab_sql: c.label,
      type: c.type.toLowerCase(),
      di_decima: c.decimals,
      di_total: c.total,
      di_grupo: c.grouping,
      di_color: c.color,
      di_ancho: c.width,
      width: c.width,
      di_grucol: c.groupColumn,
      grucol_order: i + 1,
      visible: c.visible,
    })),
    truncado: run.truncated,
    desde: run.desde,
    hasta: run.hasta,
  };
}

export const legacyChart = (c: ChartDefinition) => ({
  tvistainf: {
    vin_tipgra: c.type,
    vin_rotgra: c.stacked ? 'T' : 'F',
    vin_leygra: c.legendColumn,
    vin_modserie: c.seriesMode,
    vin_haslabel: c.hasLabels ? 'T' : 'F',
    vin_haslegend: c.hasLegend ? 'T' : 'F',
    vin_titgra: c.title,
  },
  series: c.series.map((s, i) => ({ igr_column: s, igr_orden: i + 1 })),
});

/**
 * The chart modal's T/F switches: `fallback` when absent, otherwise true for the kit's 'tf' values and also 't'.
 * Local: no kit flag set takes 't' without also taking 's'/'si' ('sn').
 */
const chartFlag = (v: unknown, fallback: boolean): boolean =>
  v === undefined || v === null || v === '' ? fallback : v === true || v === 'T' || v === 't' || v === 1 || v === '1' || v === 'true';

/** The chart setup as the legacy modal posts it (tvistainf fields or the setup's own names). */
function chartInput(v: Record<string, unknown>) {
  const t = (typeof v.tvistainf === 'object' && v.tvistainf ? v.tvistainf : v) as Record<string, unknown>;
  const rawSeries = Array.isArray(v.series) ? v.series : Array.isArray(v.lst_series) ? v.lst_series : [];
  const series = rawSeries.map((s) => (typeof s === 'object' && s ? String((s as { igr_column?: unknown }).igr_column ?? '') : String(s))).slice(0, 50);
  const type = optionalInteger(t.vin_tipgra ?? t.tipo);
  return {
    type: type && Object.values(ChartType).includes(type) ? (type as ChartType) : null,
    stacked: chartFlag(t.vin_rotgra, false),
    legendColumn: typeof t.vin_leygra === 'string' ? t.vin_leygra.slice(0, 63) : null,
    seriesMode: optionalInteger(t.vin_modserie) === 1 ? SeriesMode.BY_ROW : SeriesMode.BY_COLUMN,
    hasLegend: chartFlag(t.vin_haslegend, true),
    hasLabels: chartFlag(t.vin_haslabel, false),
    title: typeof t.vin_titgra === 'string' ? t.vin_titgra.slice(0, 150) : null,
    series: series.map((s) => s.slice(0, 63)),
  };
}

/** /rest/reportes/{id} (spec 002 §7 "Reports and dashboards") and the saved charts. */
export const reportRoutes: RestRoute[] = [
  ...reportAdminRoutes,
  ...dashboardRoutes,
  ...previewGraphRoutes,
  {
    // The report list as a spreadsheet (spec: GET /tinforme/excel; served under /rest here).
    method: 'GET',
    path: '/tinforme/excel',
    action: null,
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const file = await reportListWorkbook(req.ctx, companyOf(v), { module: optionalInteger(v.filtmod), category: optionalInteger(v.filtcateg) });
        return { nombre: file.fileName, tipo: file.mimeType, archivo: file.contentBase64 };
      }),
  },
  {
    method: 'GET',
    path: '/reportes/:id',
    action: 'base',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const module = optionalInteger(v.rep_modulo);
        const informes = await listReports(req.ctx, companyOf(v), { module, activeOnly: true });
        return { uri: `/rest/reportes/${req.params.id}`, uriparams: 'opc=search', datos: [], columnas: [], informes: informes.map(legacyReport) };
      }),
  },
  {
    method: 'GET',
    path: '/reportes/:id',
    action: 'search',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const run = await runReport(req.ctx, companyOf(v), optionalInteger(req.params.id) ?? 0, legacyForm(v), {
          viewId: optionalInteger(v.vin_codigo),
          functionName: typeof v.inf_funcio === 'string' ? v.inf_funcio.slice(0, 63) : null,
        });
        return legacyResult(run);
      }),
  },
  ...(['GET', 'POST'] as const).map((method): RestRoute => ({
    // The result as a spreadsheet (spec: /excel/reportes with the specification and the form values; served under /rest here).
    method,
    path: '/excel/reportes',
    action: null,
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const file = await reportWorkbook(req.ctx, companyOf(v), optionalInteger(v.inf_codigo) ?? 0, legacyForm(v), {
          viewId: optionalInteger(v.vin_codigo),
          functionName: typeof v.inf_funcio === 'string' ? v.inf_funcio.slice(0, 63) : null,
        });
        return { nombre: file.fileName, tipo: file.mimeType, archivo: file.contentBase64 };
      }),
  })),
  {
    method: 'GET',
    path: '/reportes/grafica/:id',
    action: null,
    handler: (req) => legacy(async () => legacyChart(await viewChart(req.ctx, companyOf(inputsOf(req)), optionalInteger(req.params.id)))),
  },
  {
    method: 'POST',
    path: '/reportes/grafica/:id',
    action: null,
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const chart = chartFlag(v.restablecer, false)
          ? await restoreViewChart(req.ctx, companyOf(v), optionalInteger(req.params.id))
          : await saveViewChart(req.ctx, companyOf(v), optionalInteger(req.params.id), chartInput(v));
        return { ...legacyChart(chart), msg: 'Gráfica guardada' };
      }),
  },
];
