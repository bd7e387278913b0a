import type { ReportColumn, ReportRow } from '../grid/report-column';
import { isNumericColumn } from '../grid/report-column';
import { buildChartModel, drawableSlices } from './chart-data';
import type { ChartSetup } from './chart-setup';
import { isMap, isPieLike } from './chart-types';
import { CHART_MESSAGES, nonNumericSeriesMessage } from './messages';

/** Refusal for adding `column` as a series: only numeric columns can be series. */
export function seriesColumnProblem(column: ReportColumn): string | null {
  return isNumericColumn(column) ? null : nonNumericSeriesMessage(column.di_descri);
}

/** The first reason the setup cannot be accepted, in the order the user fixes them; null when it can. */
export function setupProblem(setup: ChartSetup, columns: readonly ReportColumn[]): string | null {
  if (setup.type === null) return CHART_MESSAGES.noType;
  if (setup.series.length === 0) return CHART_MESSAGES.noSeries;
  for (const key of setup.series) {
    const column = columns.find((c) => c.di_column === key);
    if (column) {
      const problem = seriesColumnProblem(column);
      if (problem) return problem;
    }
  }
  if (isPieLike(setup.type) && (!setup.legendColumn || setup.series.length !== 1)) return CHART_MESSAGES.pieNeedsOneSeries;
  if (isMap(setup.type) && !setup.mapKey) return CHART_MESSAGES.noMapKey;
  return null;
}

/**
 * Why an accepted setup still draws nothing: no rows, columns the result does not have, or a
 * pie-like chart without a single positive value (negative and zero values have no slice).
 */
export function dataProblem(setup: ChartSetup, columns: readonly ReportColumn[], rows: readonly ReportRow[]): string | null {
  const known = new Set(columns.map((c) => c.di_column));
  const category = isMap(setup.type) ? setup.mapKey : setup.legendColumn;
  const missing = setup.series.some((s) => !known.has(s)) || (category !== null && !known.has(category));
  if (rows.length === 0 || missing) return CHART_MESSAGES.noChartData;
  if (isPieLike(setup.type) && drawableSlices(buildChartModel(setup, columns, rows)).slices.length === 0) return CHART_MESSAGES.noChartData;
  return null;
}
