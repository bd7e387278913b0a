import { isNumericColumn, type ReportColumn } from '../grid/report-column';
import { EMPTY_SETUP, type ChartSetup } from './chart-setup';
import { COUNTRY_KEY, PROVINCE_KEY } from './maps/map-regions';

/** Above this many rows there is no default chart: the spec removes it and warns. */
export const DEFAULT_CHART_MAX_ROWS = 15;

/**
 * A starting point for the setup modal: first visible text column as categories, first numeric as
 * series, and no type, which the user has to choose.
 */
export function suggestedSetup(columns: readonly ReportColumn[]): ChartSetup {
  const visible = columns.filter((c) => c.visible !== false);
  const category = visible.find((c) => c.type === 'text') ?? visible.find((c) => !isNumericColumn(c));
  const series = visible.find((c) => isNumericColumn(c));
  return { ...EMPTY_SETUP, type: null, legendColumn: category?.di_column ?? null, series: series ? [series.di_column] : [], mapKey: mapKeyColumn(columns) };
}

/** The column a map is keyed by, when the result has one. */
export function mapKeyColumn(columns: readonly ReportColumn[]): string | null {
  return columns.find((c) => c.di_column === PROVINCE_KEY)?.di_column ?? columns.find((c) => c.di_column === COUNTRY_KEY)?.di_column ?? null;
}
