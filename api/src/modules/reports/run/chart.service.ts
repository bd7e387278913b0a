import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { recordAudit } from '../../system/audit.service.js';
import { readColumns, readReport, readView, type ChartDefinition } from '../definitions.js';
import { lookupFunction, type ReportFunction } from '../engine/catalog.js';
import { KNOWN_ARGUMENTS } from '../engine/run.js';
import { REPORT_MSG } from '../messages.js';
import { ChartType, PIE_LIKE, ReportColumnType, SeriesMode } from '../report-enums.js';
import { inReportCompany, LEVEL, type ReportScope } from '../report-scope.js';

export const CHART_AUDIT = { save: 'informe_grafica_guardar', restore: 'informe_grafica_restablecer' } as const;

export interface ChartInput {
  type?: ChartType | null;
  stacked?: boolean | null;
  legendColumn?: string | null;
  seriesMode?: SeriesMode | null;
  hasLegend?: boolean | null;
  hasLabels?: boolean | null;
  title?: string | null;
  series: string[];
}

async function viewAndFunction(scope: ReportScope, viewId: number | null | undefined): Promise<{ viewId: number; fn: ReportFunction; chart: ChartDefinition }> {
  if (!viewId) throw AppError.input('vin_codigo', REPORT_MSG.selectView);
  const view = await readView(scope, viewId);
  if (!view) throw AppError.input('vin_codigo', REPORT_MSG.viewNotFound(viewId));
  const report = (await readReport(scope, view.reportCode))!;
  return { viewId, fn: await lookupFunction(scope.tx, scope.schema, report.functionName, KNOWN_ARGUMENTS), chart: view.chart };
}

const NUMERIC = new Set([ReportColumnType.INTEGER, ReportColumnType.DECIMAL]);

/** The spec's chart rules: a type; series defined and numeric; a pie has a category and ONE series. */
export function checkChart(fn: ReportFunction, input: ChartInput): void {
  if (!input.type) throw AppError.input('type', REPORT_MSG.selectChartType);
  const series = input.series.map((s) => s.trim()).filter(Boolean);
  if (series.length === 0) throw AppError.input('series', REPORT_MSG.noSeries);
  const kinds = new Map(fn.columns.map((c) => [c.name, c.kind]));
  for (const s of series) if (!NUMERIC.has(kinds.get(s)!)) throw AppError.input('series', REPORT_MSG.seriesNumeric(s));
  if (input.legendColumn && !kinds.has(input.legendColumn)) throw AppError.input('legendColumn', `La columna ${input.legendColumn} no es del informe`);
  if (PIE_LIKE.has(input.type) && (!input.legendColumn || series.length !== 1)) throw AppError.input('series', REPORT_MSG.pieSeries);
}

/** A chart as the values of tvistainf's vin_tipgra, vin_rotgra, vin_leygra, vin_modserie, vin_haslegend, vin_haslabel and vin_titgra. */
export const chartColumnValues = (c: ChartDefinition) => [
  c.type,
  c.stacked ? 'T' : 'F',
  c.legendColumn,
  c.seriesMode,
  c.hasLegend ? 'T' : 'F',
  c.hasLabels ? 'T' : 'F',
  c.title,
];

/** Inserts a view's chart series (tgrafinf) in their order. */
export async function insertChartSeries(scope: ReportScope, viewId: number, series: string[]): Promise<void> {
  for (const [i, s] of series.entries()) await scope.run('insert into tgrafinf (vin_codigo, igr_column, igr_orden) values (?, ?, ?)', [viewId, s, i + 1]);
}

export async function writeChart(scope: ReportScope, viewId: number, c: ChartDefinition): Promise<void> {
  await scope.run(
    `update tvistainf set vin_tipgra = ?, vin_rotgra = ?, vin_leygra = ?, vin_modserie = ?, vin_haslegend = ?, vin_haslabel = ?, vin_titgra = ? where vin_codigo = ?`,
    [...chartColumnValues(c), viewId],
  );
  await scope.run('delete from tgrafinf where vin_codigo = ?', [viewId]);
  await insertChartSeries(scope, viewId, c.series);
}

/** The chart a view starts with: bars of the `series` columns over the `legendColumn` category. */
export function defaultChart(legendColumn: string | null, series: string[]): ChartDefinition {
  return { type: ChartType.BAR, stacked: false, legendColumn, seriesMode: SeriesMode.BY_COLUMN, hasLegend: true, hasLabels: false, title: null, series };
}

/** GET /rest/reportes/grafica/{vin_codigo}: the view's saved chart (tvistainf and series). */
export function viewChart(ctx: AppContext, companyId: number | null | undefined, viewId: number | null | undefined): Promise<ChartDefinition> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => (await viewAndFunction(scope, viewId)).chart);
}

/** POST /rest/reportes/grafica/{vin_codigo}: saves the chart setup after the spec's checks. */
export function saveViewChart(
  ctx: AppContext,
  companyId: number | null | undefined,
  viewId: number | null | undefined,
  input: ChartInput,
): Promise<ChartDefinition> {
  return inReportCompany(ctx, companyId, 'editar', LEVEL.save, {}, async (scope) => {
    const { fn } = await viewAndFunction(scope, viewId);
    checkChart(fn, input);
    const chart: ChartDefinition = {
      type: input.type!,
      stacked: input.stacked ?? false,
      legendColumn: input.legendColumn?.trim() || null,
      seriesMode: input.seriesMode ?? SeriesMode.BY_COLUMN,
      hasLegend: input.hasLegend ?? true,
      hasLabels: input.hasLabels ?? false,
      title: input.title?.trim().slice(0, 150) || null,
      series: [...new Set(input.series.map((s) => s.trim()).filter(Boolean))],
    };
    await writeChart(scope, viewId!, chart);
    recordAudit(scope.tx, ctx.user, CHART_AUDIT.save, `${scope.schema}.tvistainf`, viewId!, `${chart.type} ${chart.series.join(',')}`);
    await scope.tx.flush();
    return (await readView(scope, viewId!))!.chart;
  });
}

/**
 * 'Restablecer configuraciones definidas por defecto para la gráfica.': bars, the first visible
 * text column as the category and the visible numeric columns as series.
 */
export function restoreViewChart(ctx: AppContext, companyId: number | null | undefined, viewId: number | null | undefined): Promise<ChartDefinition> {
  return inReportCompany(ctx, companyId, 'editar', LEVEL.save, {}, async (scope) => {
    const { fn } = await viewAndFunction(scope, viewId);
    const kinds = new Map(fn.columns.map((c) => [c.name, c.kind]));
    const visible = (await readColumns(scope, viewId!)).map((c) => c.column).filter((c) => kinds.has(c));
    const legend = visible.find((c) => !NUMERIC.has(kinds.get(c)!)) ?? null;
    const series = visible.filter((c) => NUMERIC.has(kinds.get(c)!));
    await writeChart(scope, viewId!, defaultChart(legend, series));
    recordAudit(scope.tx, ctx.user, CHART_AUDIT.restore, `${scope.schema}.tvistainf`, viewId!, series.join(','));
    await scope.tx.flush();
    return (await readView(scope, viewId!))!.chart;
  });
}
