import { useMemo, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { businessDay } from '@domain/dates';
import { SentSmsSummaryDocument, type SmsOutcome } from '../../generated/graphql';
import { TabList } from '../../widgets/TabList';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { numberParam, type FilterCodec, type ListState } from '../../widgets/list/url-params';
import { useServerList } from '../../widgets/list/useServerList';
import { SMS_TEXT as T } from './messages';
import { FAILED_COLUMNS, SENT_COLUMNS, sentKey, sentRow } from './sms-rows';
import './sms.css';
import { refetchQuietly } from '../../widgets/feedback/use-action';

const PAGE_SIZE = 100;
const OUTCOMES: readonly SmsOutcome[] = ['SENT', 'FAILED'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface SentSmsFilters {
  /** 'YYYY-MM-DD'; null is today in Ecuador (the default, left out of the URL). */
  from: string | null;
  to: string | null;
  outcome: SmsOutcome;
  companyId: number | null;
  /** The company's name as the packages list passed it; shown, never sent. */
  companyName: string;
}

const isoParam = (p: URLSearchParams, key: string) => {
  const text = p.get(key);
  return text && ISO_DAY.test(text) ? text : null;
};

/** The URL keys: `desde`, `hasta` (YYYY-MM-DD), `tabla=fallidos`, `empresa`, `nombre`. */
const SENT_SMS_CODEC: FilterCodec<SentSmsFilters> = {
  read: (p) => ({
    from: isoParam(p, 'desde'),
    to: isoParam(p, 'hasta'),
    outcome: p.get('tabla') === 'fallidos' ? 'FAILED' : 'SENT',
    companyId: numberParam(p, 'empresa') || null,
    companyName: p.get('nombre') ?? '',
  }),
  write: (f) => ({
    desde: f.from ?? undefined,
    hasta: f.to ?? undefined,
    tabla: f.outcome === 'FAILED' ? 'fallidos' : undefined,
    empresa: f.companyId ? String(f.companyId) : undefined,
    nombre: f.companyName || undefined,
  }),
};

const sentSmsVariables = ({ filters, page, pageSize }: ListState<SentSmsFilters>) => {
  // Ecuador's day, as the server reads the range, wherever the browser is.
  const today = businessDay();
  const from = filters.from ?? today;
  return { filter: { from, to: filters.to ?? (filters.from ? from : today), outcome: filters.outcome, companyId: filters.companyId }, page, pageSize };
};

const toDisplay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * /sms/enviados 'Resumen SMS': the SMS of a date range (today by default), in the sent or the
 * failed table (toggled with the tabs or F6), optionally of one company (from the packages
 * list); the grid's toolbar exports the table to PDF.
 */
export function SentSmsPage() {
  const list = useServerList(SentSmsSummaryDocument, (d) => d.sentSms, { codec: SENT_SMS_CODEC, pageSize: PAGE_SIZE, variables: sentSmsVariables });
  const { filters, setFilters, loading, refetch } = list;
  const { companyId, companyName, outcome } = filters;
  const tab = OUTCOMES.indexOf(outcome);
  const range = sentSmsVariables(list).filter;
  const rows = useMemo(() => list.items.map(sentRow), [list.items]);
  // The range and the table stay; only the company is dropped.
  const withoutCompany = (s: ListState<SentSmsFilters>) => ({ ...s, page: 1, filters: { ...s.filters, companyId: null, companyName: '' } });
  const showAllCompanies = (event: MouseEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, companyId: null, companyName: '' }));
  };
  const select = (index: number) => setFilters((f) => ({ ...f, outcome: OUTCOMES[index]! }));
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
          defaultValue={{ desde: toDisplay(range.from), hasta: toDisplay(range.to) }}
          onChange={(value) => setFilters((f) => ({ ...f, from: value.fromIso, to: value.toIso }))}
        />
        {companyId && (
          <p className="sms-company">
            <strong>{T.companyFilter(companyName || String(companyId))}</strong>{' '}
            <Link to={{ search: list.searchFor(withoutCompany) }} onClick={showAllCompanies}>
              {T.allCompanies}
            </Link>
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
      <ServerListPager label={T.sentPager} loadingText={T.loading} totalText={T.smsTotal} list={list} viewCount={null} />
    </section>
  );
}
