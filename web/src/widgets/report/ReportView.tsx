import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import type { ChartSetup } from '../charts/chart-setup';
import { ReportGrid, type ReportGridProps } from '../grid/ReportGrid';
import { reportMessages } from './messages';
import './report.css';

// The chart libraries load when the chart tab is first opened, not with the screen.
const ChartPanel = lazy(() => import('../charts/ChartPanel').then((m) => ({ default: m.ChartPanel })));

type Tab = 'table' | 'chart';
const TABS: readonly Tab[] = ['table', 'chart'];

export interface ReportViewProps extends ReportGridProps {
  /** The report's saved chart definition; null when it has none. */
  chart: ChartSetup | null;
  onChartChange?: (setup: ChartSetup) => void;
  /** What the chart draws when it is not the grid's own columns and rows (a list's row count per category). */
  chartColumns?: ReportGridProps['columns'];
  chartRows?: ReportGridProps['data'];
}

/**
 * A report result as the spec's report grid widget shows it: a table tab (the grid) and a chart
 * tab (the chart panel). The grid stays mounted while the chart is shown, so its filters,
 * grouping and selection are still there on coming back.
 */
export function ReportView({ chart, onChartChange, chartColumns, chartRows, ...grid }: ReportViewProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('table');
  const [chartOpened, setChartOpened] = useState(false);

  const select = (next: Tab) => {
    setTab(next);
    if (next === 'chart') setChartOpened(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 'table' : event.key === 'End' ? 'chart' : tab === 'table' ? 'chart' : 'table';
    select(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div className="report-view">
      <div role="tablist" aria-label={grid.title ?? reportMessages.tabsLabel} className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${id}-${t}-tab`}
            aria-controls={`${id}-${t}-panel`}
            aria-selected={tab === t}
            tabIndex={tab === t ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(t)}
          >
            {t === 'table' ? reportMessages.tableTab : reportMessages.chartTab}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-table-panel`} aria-labelledby={`${id}-table-tab`} hidden={tab !== 'table'}>
        <ReportGrid {...grid} />
      </div>
      <div role="tabpanel" id={`${id}-chart-panel`} aria-labelledby={`${id}-chart-tab`} hidden={tab !== 'chart'}>
        {chartOpened && (
          <Suspense fallback={<p className="form-hint">{reportMessages.loadingChart}</p>}>
            <ChartPanel columns={chartColumns ?? grid.columns} rows={chartRows ?? grid.data} savedSetup={chart} onSetupChange={onChartChange} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
