import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { SupportDefaultStateDocument, SupportRequestsDocument, type SupportState } from '../../generated/graphql';
import { TabList } from '../../widgets/TabList';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import type { FilterCodec, ListState } from '../../widgets/list/url-params';
import { FILTER_STATES, STATE_LABELS, SUPPORT_TEXT as T } from './messages';
import { LIST_COLUMNS, listRow, rowKey } from './support-rows';
import { onSupportEvent, reviewPath } from './useSupportEvents';
import './support.css';

const PAGE_SIZE = 100;

interface SupportFilters {
  received: boolean;
  /** null: every state (`estado=todos`); undefined: not in the URL, the user's default. */
  state: SupportState | null | undefined;
}
/** The list in the URL: `tipo=1` (received) and `estado` (a state or `todos`). */
const SUPPORT_CODEC: FilterCodec<SupportFilters> = {
  read: (p) => {
    const fromUrl = p.get('estado');
    return {
      received: p.get('tipo') === '1',
      state: fromUrl === 'todos' ? null : fromUrl && fromUrl in STATE_LABELS ? (fromUrl as SupportState) : undefined,
    };
  },
  write: (f) => ({ tipo: f.received ? '1' : undefined, estado: f.state === undefined ? undefined : (f.state ?? 'todos') }),
};

/**
 * /soporte: 'Solicitudes' (tipo=1, received) or 'Enviadas' (sent). The state filter lives in the
 * URL (estado); without it the list opens on the user's default: Soporte Isyplus for a
 * support-side user, Soporte Técnico otherwise. Opening a row goes to its review.
 */
export function SupportListPage() {
  const navigate = useNavigate();
  const defaults = useQuery(SupportDefaultStateDocument);
  const defaultState = defaults.data?.supportDefaultState;
  // Without a state in the URL, the user's default: no search until it is known.
  const stateOf = useCallback((f: SupportFilters) => (f.state === undefined ? defaultState : f.state), [defaultState]);
  const variables = useCallback(
    ({ filters, page, pageSize }: ListState<SupportFilters>) => ({
      filter: { box: filters.received ? ('RECEIVED' as const) : ('SENT' as const), state: stateOf(filters) ?? null },
      page,
      pageSize,
    }),
    [stateOf],
  );
  const list = useServerList(SupportRequestsDocument, (d) => d.supportRequests, {
    codec: SUPPORT_CODEC,
    pageSize: PAGE_SIZE,
    variables,
    skip: ({ filters }) => stateOf(filters) === undefined,
  });
  const { result, loading, refetch, filters, setFilters } = list;
  const { received } = filters;
  const state = stateOf(filters);
  // A request that arrives, is answered or changes state elsewhere shows up without reloading.
  useEffect(() => onSupportEvent(() => void refetch()), [refetch]);
  const rows = useMemo(() => (result?.items ?? []).map(listRow), [result]);
  const title = received ? T.received : T.sent;

  const pickList = (index: number) => setFilters((f) => ({ ...f, received: index === 0 }));
  const pickState = (value: string) => setFilters((f) => ({ ...f, state: value && value in STATE_LABELS ? (value as SupportState) : null }));

  return (
    <section className="support-page page">
      <h1 className="page__title">{title}</h1>
      <div className="support-page__bar">
        <div className="field">
          <label className="field__label" htmlFor="soporte-estado">
            {T.stateFilter}
          </label>
          <select id="soporte-estado" className="input" value={state ?? ''} onChange={(e) => pickState(e.target.value)}>
            <option value="">{T.allStates}</option>
            {FILTER_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TabList id="soporte-lista" label={T.listsLabel} tabs={[T.received, T.sent]} selected={received ? 0 : 1} onSelect={pickList} />
      <div id={`soporte-lista-panel-${received ? 0 : 1}`} role="tabpanel" aria-labelledby={`soporte-lista-tab-${received ? 0 : 1}`}>
        <ReportGrid
          columns={LIST_COLUMNS}
          data={rows}
          title={title}
          paging={false}
          height="60vh"
          rowKey={rowKey}
          loading={loading && !result}
          onOpenRow={(row) => void navigate(reviewPath(Number(row.not_codigo)))}
        />
      </div>
      <ServerListPager label={title} loadingText={T.loading} totalText={T.total} list={list} viewCount={null} />
    </section>
  );
}
