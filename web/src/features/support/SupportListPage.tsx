import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SupportDefaultStateDocument, SupportRequestsDocument, type SupportState } from '../../generated/graphql';
import { TabList } from '../../widgets/TabList';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerPager } from '../../widgets/grid/ServerPager';
import { FILTER_STATES, STATE_LABELS, SUPPORT_TEXT as T } from './messages';
import { LIST_COLUMNS, listRow, rowKey } from './support-rows';
import { onSupportEvent, reviewPath } from './useSupportEvents';
import './support.css';
import { refetchQuietly } from '../../widgets/feedback/use-action';

const PAGE_SIZE = 100;

/**
 * /soporte: 'Solicitudes' (tipo=1, received) or 'Enviadas' (sent). The state filter lives in the
 * URL (estado); without it the list opens on the user's default: Soporte Isyplus for a
 * support-side user, Soporte Técnico otherwise. Opening a row goes to its review.
 */
export function SupportListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const received = params.get('tipo') === '1';
  const defaults = useQuery(SupportDefaultStateDocument);
  const fromUrl = params.get('estado');
  const state: SupportState | null | undefined =
    fromUrl === 'todos' ? null : fromUrl && fromUrl in STATE_LABELS ? (fromUrl as SupportState) : defaults.data?.supportDefaultState;
  const [page, setPage] = useState(1);
  const variables = useMemo(
    () => ({ filter: { box: received ? ('RECEIVED' as const) : ('SENT' as const), state: state ?? null }, page, pageSize: PAGE_SIZE }),
    [received, state, page],
  );
  const [load, { data, loading, refetch }] = useLazyQuery(SupportRequestsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (state !== undefined) void load({ variables }).catch(() => undefined);
  }, [load, variables, state]);
  // A request that arrives, is answered or changes state elsewhere shows up without reloading.
  useEffect(
    () =>
      onSupportEvent(() => {
        try {
          void refetchQuietly(refetch);
        } catch {
          // Not loaded yet: the first load brings it.
        }
      }),
    [refetch],
  );
  const result = data?.supportRequests;
  const rows = useMemo(() => (result?.items ?? []).map(listRow), [result]);
  const title = received ? T.received : T.sent;

  function pickList(index: number) {
    const next = new URLSearchParams(params);
    if (index === 0) next.set('tipo', '1');
    else next.delete('tipo');
    setParams(next);
    setPage(1);
  }

  function pickState(value: string) {
    const next = new URLSearchParams(params);
    next.set('estado', value || 'todos');
    setParams(next);
    setPage(1);
  }

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
      <ServerPager
        label={title}
        summary={loading && !result ? T.loading : T.total(result?.totalCount ?? 0)}
        page={page}
        pageSize={PAGE_SIZE}
        total={result?.totalCount ?? 0}
        onPage={setPage}
      />
    </section>
  );
}
