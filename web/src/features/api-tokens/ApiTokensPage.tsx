import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { ApiTokenCompaniesDocument, ApiTokensDocument, RevokeApiTokenDocument, type ApiTokenState } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import { SelectField } from '../../widgets/forms/SelectField';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportRow } from '../../widgets/grid/report-column';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import { numberParam, numberText, type FilterCodec, type ListState } from '../../widgets/list/url-params';
import { tokenKey, tokenRow, TOKEN_COLUMNS } from './api-token-rows';
import { CreateTokenModal } from './CreateTokenModal';
import { TOKENS_TEXT as T } from './messages';
import './api-tokens.css';

const PAGE_SIZE = 100;
const STATES: readonly ApiTokenState[] = ['ACTIVE', 'REVOKED'];

interface TokenFilters {
  companyId: number | null;
  state: ApiTokenState | null;
}
/** The company and state in the address: `empresa`, `estado`. */
const TOKEN_CODEC: FilterCodec<TokenFilters> = {
  read: (p) => ({ companyId: numberParam(p, 'empresa') || null, state: STATES.find((s) => s === p.get('estado')) ?? null }),
  write: (f) => ({ empresa: numberText(f.companyId), estado: f.state ?? undefined }),
};
const tokenVariables = ({ filters, page, pageSize }: ListState<TokenFilters>) => ({ filter: filters, page, pageSize });

/**
 * /tokens_api 'Tokens de API': the per-company tokens of the invoice API (company and state in
 * the address), a new token (F2, shown once) and revoking the selected one (F4, confirmed and
 * audited by the API). The grid filters and exports like every list.
 */
export function ApiTokensPage() {
  const list = useServerList(ApiTokensDocument, (d) => d.apiTokens, { codec: TOKEN_CODEC, pageSize: PAGE_SIZE, variables: tokenVariables });
  const { result, loading, refetch, filters, setFilters } = list;
  const { companyId, state } = filters;
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const companies = useQuery(ApiTokenCompaniesDocument);
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const { run } = useAction();
  const rows = useMemo(() => (result?.items ?? []).map(tokenRow), [result]);
  const reload = () => void refetch();

  async function revokeSelected() {
    if (!selected) return showWarning(T.chooseRow);
    if (selected.estado === T.states.REVOKED) return showWarning(T.alreadyRevoked);
    if (!(await confirm({ title: T.confirmTitle, message: T.confirm(String(selected.tok_nombre), String(selected.emp_razons)) }))) return;
    await run(() => revoke({ variables: { id: Number(selected.tok_codigo) } }), { message: (done) => done.revokeApiToken.message, refetch: reload });
  }

  const hotkeys: Hotkey[] = [
    { key: 'F2', label: T.create, action: () => setCreating(true) },
    { key: 'F4', label: T.revoke, action: () => revokeSelected() },
    { key: 'F5', label: T.refresh, action: refetch },
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
          onChange={(value) => setFilters({ ...filters, companyId: Number(value) || null })}
        />
        <SelectField
          id="tokens-estado"
          label={T.state}
          blank={T.allStates}
          value={state ?? ''}
          options={STATES.map((s) => ({ value: s, label: T.states[s] }))}
          onChange={(value) => setFilters({ ...filters, state: STATES.find((s) => s === value) ?? null })}
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
      <ServerListPager label={T.pager} loadingText={T.loading} totalText={T.total} list={list} viewCount={null} />
      {creating && <CreateTokenModal companyId={companyId} onClose={() => setCreating(false)} onCreated={reload} />}
    </section>
  );
}
