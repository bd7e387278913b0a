import type { ChartSetup } from '../../widgets/charts/chart-setup';
import type { ChartType as ChartCode } from '../../widgets/charts/chart-types';
import type { ColumnType, GroupKind, ReportColumn, ReportRow, TotalKind } from '../../widgets/grid/report-column';
import type { ChartSetupInput, ChartType, ColumnGrouping, ColumnTotal, ReportColumnType, RunReportQuery } from '../../generated/graphql';

type Run = RunReportQuery['runReport'];
/** What the grid reads of a result: a run or a dashboard item's data. */
type Result = Pick<Run, 'columns' | 'rows'>;

const TYPE: Record<ReportColumnType, ColumnType> = { TEXT: 'text', INTEGER: 'integer', DECIMAL: 'number', DATE: 'date', TIMESTAMP: 'text', BOOLEAN: 'text' };
const TOTAL: Record<ColumnTotal, TotalKind> = { SUM: 'T', LAST: 'CU', COUNT: 'CONT', NONE: 'F' };
const GROUP: Record<ColumnGrouping, GroupKind> = { GROUPED: 'T', NONE: 'F', AGGREGATE: 'A' };

/** The run's columns as the report grid reads them (hidden ones stay in the rows for detail windows). */
export function gridColumns(run: Result): ReportColumn[] {
  let groupOrder = 0;
  return run.columns.map((c) => ({
    di_column: c.name,
    di_descri: c.label,
    type: TYPE[c.type],
    di_decima: c.decimals,
    di_total: TOTAL[c.total],
    di_grupo: GROUP[c.grouping],
    ...(c.grouping === 'GROUPED' ? { grucol_order: ++groupOrder } : {}),
    ...(c.groupColumn ? { di_grucol: c.groupColumn } : {}),
    ...(c.color ? { di_color: c.color } : {}),
    width: c.type === 'TEXT' ? Math.max(180, c.width * 90) : Math.max(100, c.width * 55),
    visible: c.visible,
  }));
}

/** Rows keyed by column; numbers parsed for the numeric columns (the API sends exact text). */
export function gridRows(run: Result): ReportRow[] {
  const numeric = run.columns.map((c) => c.type === 'INTEGER' || c.type === 'DECIMAL');
  return run.rows.map((cells) => {
    const row: ReportRow = {};
    run.columns.forEach((c, i) => {
      const v = cells?.[i] ?? null;
      row[c.name] = v === null ? null : numeric[i] ? Number(v) : v;
    });
    return row;
  });
}

const CODES: Record<ChartType, ChartCode> = {
  BAR: 1,
  HORIZONTAL_BAR: 2,
  PIE: 3,
  LINE: 4,
  AREA: 5,
  INVERTED_AREA: 6,
  PYRAMID: 7,
  COMBINED: 8,
  COLUMNS_3D: 9,
  PIE_3D: 10,
  DONUT_3D: 11,
  MAP: 100,
};
const NAMES = Object.fromEntries(Object.entries(CODES).map(([k, v]) => [v, k])) as Record<number, ChartType>;

/** The view's saved chart as the chart panel reads it; null when none is configured. */
export function chartSetup(run: Run): ChartSetup | null {
  return chartSetupOf(run.view.chart);
}

/** A saved chart (a view's tvistainf and series) as the chart panel reads it; null when none. */
export function chartSetupOf(c: Run['view']['chart']): ChartSetup | null {
  if (!c.type) return null;
  const code = CODES[c.type];
  return {
    type: code,
    legendColumn: c.legendColumn,
    series: c.series,
    showLabels: c.hasLabels,
    showLegend: c.hasLegend,
    seriesMode: c.seriesMode === 'BY_ROW' ? 1 : 0,
    stacked: c.stacked,
    mapKey: code === 100 ? c.legendColumn : null,
    title: c.title ?? '',
  };
}

/** A setup accepted in the chart modal, as saveReportChart takes it. */
export function chartInput(setup: ChartSetup): ChartSetupInput {
  return {
    type: setup.type ? NAMES[setup.type] : null,
    stacked: setup.stacked,
    legendColumn: setup.type === 100 ? setup.mapKey : setup.legendColumn,
    seriesMode: setup.seriesMode === 1 ? 'BY_ROW' : 'BY_COLUMN',
    hasLegend: setup.showLegend,
    hasLabels: setup.showLabels,
    title: setup.title || null,
    series: setup.series,
  };
}
