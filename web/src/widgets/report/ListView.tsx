import { useMemo } from 'react';
import type { ChartSetup } from '../charts/chart-setup';
import type { ReportColumn, ReportRow } from '../grid/report-column';
import type { ReportGridProps } from '../grid/ReportGrid';
import { reportMessages } from './messages';
import { ReportView } from './ReportView';

/** The hidden column a list's default chart counts with: 1 per row, summed per category. */
export const COUNT_COLUMN_ID = '__cantidad';

export interface ListViewProps extends ReportGridProps {
  /** Category column of the default chart (a state, a profile...). */
  chartBy: string;
  /** Numeric column the chart sums per category; without it the chart counts the rows. */
  chartSeries?: string;
  /** Chart type code (chart-types.ts); a pie by default, vertical bars for sums. */
  chartType?: ChartSetup['type'];
}

/** The default chart of a list: the rows counted (or a column summed) per category, labelled. */
export function listChartSetup(columns: readonly ReportColumn[], chartBy: string, chartSeries?: string, chartType?: ChartSetup['type']): ChartSetup {
  const category = columns.find((c) => c.di_column === chartBy)?.di_descri ?? chartBy;
  const series = columns.find((c) => c.di_column === chartSeries);
  return {
    type: chartType ?? (series ? 1 : 3),
    legendColumn: chartBy,
    series: [series ? series.di_column : COUNT_COLUMN_ID],
    showLabels: true,
    showLegend: true,
    seriesMode: 0,
    stacked: false,
    mapKey: null,
    title: series ? `${series.di_descri} por ${category.toLowerCase()}` : reportMessages.countChartTitle(category),
  };
}

/**
 * Every back-office list: the report grid (filters, totals, exports) in a table tab and a chart
 * tab that starts on a sensible chart of the list (rows per `chartBy`), which the user can change.
 */
export function ListView({ chartBy, chartSeries, chartType, ...grid }: ListViewProps) {
  const chart = useMemo(() => listChartSetup(grid.columns, chartBy, chartSeries, chartType), [grid.columns, chartBy, chartSeries, chartType]);
  const chartColumns = useMemo<ReportColumn[]>(
    () =>
      chartSeries
        ? [...grid.columns]
        : [...grid.columns, { di_column: COUNT_COLUMN_ID, di_descri: reportMessages.countSeries, type: 'integer', width: 80, visible: false }],
    [grid.columns, chartSeries],
  );
  const chartRows = useMemo<ReportRow[]>(
    () => (chartSeries ? [...grid.data] : grid.data.map((row) => ({ ...row, [COUNT_COLUMN_ID]: 1 }))),
    [grid.data, chartSeries],
  );
  return <ReportView {...grid} chart={chart} chartColumns={chartColumns} chartRows={chartRows} />;
}
