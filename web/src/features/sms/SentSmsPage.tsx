import { useLazyQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { businessDay } from '@domain/dates';
import { SentSmsSummaryDocument, type SmsOutcome } from '../../generated/graphql';
import { TabList } from '../../widgets/TabList';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerPager } from '../../widgets/grid/ServerPager';
import { SMS_TEXT as T } from './messages';
import { FAILED_COLUMNS, SENT_COLUMNS, sentKey, sentRow } from './sms-rows';
import './sms.css';
import { refetchQuietly } from '../../widgets/feedback/use-action';

const PAGE_SIZE = 100;
const OUTCOMES: readonly SmsOutcome[] = ['SENT', 'FAILED'];

/**
 * /sms/enviados 'Resumen SMS': the SMS of a date range (today by default), in the sent or the
 * failed table (toggled with the tabs or F6), optionally of one company (from the packages
 * list); the grid's toolbar exports the table to PDF.
 */
export function SentSmsPage() {
  const [params] = useSearchParams();
  const companyId = Number(params.get('empresa')) || null;
  const companyName = params.get('nombre') ?? '';
  // Ecuador's day, as the server reads the range, wherever the browser is.
  const today = businessDay();
  const [range, setRange] = useState({ from: today, to: today });
  const [tab, setTab] = useState(0);
  const [page, setPage] = useState(1);
  const outcome = OUTCOMES[tab]!;
  const variables = useMemo(
    () => ({ filter: { from: range.from, to: range.to, outcome, companyId }, page, pageSize: PAGE_SIZE }),
    [range, outcome, companyId, page],
  );
  // Loaded from an effect, not while rendering: the request counter of the loading bar changes then.
  const [load, { data, loading, refetch }] = useLazyQuery(SentSmsSummaryDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    void load({ variables }).catch(() => undefined);
  }, [load, variables]);
  const result = data?.sentSms;
  const rows = useMemo(() => (result?.items ?? []).map(sentRow), [result]);
  const select = (index: number) => {
    setTab(index);
    setPage(1);
  };
  const hotkeys: Hotkey[] = [
    { key: 'F5', label: T.refresh, action: () => refetchQuietly(refetch) },
    { key: 'F6', label: tab === 0 ? T.tables.failed : T.tables.sent, action: () => select(tab === 0 ? 1 : 0) },
  ];
  const { busy, trigger } = useHotkeys(hotkeys, { busy: loading });
  const failed = outcome === 'FAILED';

  return (
    <section className="sms-page page">
      <h1 className="sms-page__title">{T.summaryTitle}</h1>
      <div className="sms-filters">
        <DateRangePicker
          id="sms-rango"
          onChange={(value) => {
            setRange({ from: value.fromIso, to: value.toIso });
            setPage(1);
          }}
        />
        {companyId && (
          <p className="sms-company">
            <strong>{T.companyFilter(companyName || String(companyId))}</strong> <Link to="/sms/enviados">{T.allCompanies}</Link>
          </p>
        )}
      </div>
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <TabList id="sms-tabla" label={T.tablesLabel} tabs={[T.tables.sent, T.tables.failed]} selected={tab} onSelect={select} />
      <div id={`sms-tabla-panel-${tab}`} aria-busy={loading} role="tabpanel" aria-labelledby={`sms-tabla-tab-${tab}`}>
        <ReportGrid
          key={outcome}
          columns={failed ? FAILED_COLUMNS : SENT_COLUMNS}
          data={rows}
          title={failed ? T.failedGrid : T.sentGrid}
          paging={false}
          height="50vh"
          rowKey={sentKey}
          // Six text columns: in portrait the PDF would cut the numbers and reasons.
          landscape
        />
      </div>
      <ServerPager
        label={T.sentPager}
        summary={loading && !result ? T.loading : T.smsTotal(result?.totalCount ?? 0)}
        page={page}
        pageSize={PAGE_SIZE}
        total={result?.totalCount ?? 0}
        onPage={setPage}
      />
    </section>
  );
}
