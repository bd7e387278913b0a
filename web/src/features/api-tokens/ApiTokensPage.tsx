import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiTokenCompaniesDocument, ApiTokensDocument, RevokeApiTokenDocument, type ApiTokenState } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { refetchQuietly, useAction } from '../../widgets/feedback/use-action';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import { SelectField } from '../../widgets/forms/SelectField';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportRow } from '../../widgets/grid/report-column';
import { ServerPager } from '../../widgets/grid/ServerPager';
import { tokenKey, tokenRow, TOKEN_COLUMNS } from './api-token-rows';
import { CreateTokenModal } from './CreateTokenModal';
import { TOKENS_TEXT as T } from './messages';
import './api-tokens.css';

const PAGE_SIZE = 100;
const STATES: readonly ApiTokenState[] = ['ACTIVE', 'REVOKED'];

/**
 * /tokens_api 'Tokens de API': the per-company tokens of the invoice API (company and state in
 * the address), a new token (F2, shown once) and revoking the selected one (F4, confirmed and
 * audited by the API). The grid filters and exports like every list.
 */
export function ApiTokensPage() {
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('empresa')) || null;
  const state = (STATES as readonly string[]).includes(params.get('estado') ?? '') ? (params.get('estado') as ApiTokenState) : null;
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const companies = useQuery(ApiTokenCompaniesDocument);
  const variables = useMemo(() => ({ filter: { companyId, state }, page, pageSize: PAGE_SIZE }), [companyId, state, page]);
  const [load, { data, loading, refetch }] = useLazyQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    void load({ variables }).catch(() => undefined);
  }, [load, variables]);
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const { run } = useAction();
  const result = data?.apiTokens;
  const rows = useMemo(() => (result?.items ?? []).map(tokenRow), [result]);
  const reload = () => void refetchQuietly(refetch);

  const setFilter = (key: 'empresa' | 'estado', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setPage(1);
  };

  async function revokeSelected() {
    if (!selected) return showWarning(T.chooseRow);
    if (selected.estado === T.states.REVOKED) return showWarning(T.alreadyRevoked);
    if (!(await confirm({ title: T.confirmTitle, message: T.confirm(String(selected.tok_nombre), String(selected.emp_razons)) }))) return;
    await run(() => revoke({ variables: { id: Number(selected.tok_codigo) } }), { message: (done) => done.revokeApiToken.message, refetch: reload });
  }

  const hotkeys: Hotkey[] = [
    { key: 'F2', label: T.create, action: () => setCreating(true) },
    { key: 'F4', label: T.revoke, action: () => revokeSelected() },
    { key: 'F5', label: T.refresh, action: () => refetchQuietly(refetch) },
  ];
  const { busy, trigger } = useHotkeys(hotkeys, { busy: loading });

  return (
    <section className="api-tokens page">
      <h1 className="api-tokens__title">{T.title}</h1>
      <p className="api-tokens__hint">{T.intro}</p>
      <div className="api-tokens__filters">
        <SelectField
          id="tokens-empresa"
          label={T.company}
          blank={T.allCompanies}
          value={companyId ?? ''}
          options={(companies.data?.apiTokenCompanies ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value) => setFilter('empresa', value)}
        />
        <SelectField
          id="tokens-estado"
          label={T.state}
          blank={T.allStates}
          value={state ?? ''}
          options={STATES.map((s) => ({ value: s, label: T.states[s] }))}
          onChange={(value) => setFilter('estado', value)}
        />
      </div>
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <ReportGrid
        columns={TOKEN_COLUMNS}
        data={rows}
        title={T.grid}
        paging={false}
        height="50vh"
        rowKey={tokenKey}
        loading={loading && !result}
        onSelectionChange={(chosen) => setSelected(chosen[0] ?? null)}
        landscape
      />
      <ServerPager
        label={T.pager}
        summary={loading && !result ? T.loading : T.total(result?.totalCount ?? 0)}
        page={page}
        pageSize={PAGE_SIZE}
        total={result?.totalCount ?? 0}
        onPage={setPage}
      />
      {creating && <CreateTokenModal companyId={companyId} onClose={() => setCreating(false)} onCreated={reload} />}
    </section>
  );
}
