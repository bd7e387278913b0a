import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { AddToMailBlacklistDocument, MailBlacklistDocument, RemoveFromMailBlacklistDocument } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { TextField } from '../../widgets/forms/TextField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import type { FilterCodec, ListState } from '../../widgets/list/url-params';
import { useServerList } from '../../widgets/list/useServerList';
import { MAIL_TEXT } from './messages';

const T = MAIL_TEXT.blacklist;
const PAGE_SIZE = 50;
const COLUMNS: ReportColumn[] = [
  { di_column: 'email', di_descri: T.columns.email, type: 'text', width: 240 },
  { di_column: 'source', di_descri: T.columns.source, type: 'text', width: 120 },
  { di_column: 'reason', di_descri: T.columns.reason, type: 'text', width: 360 },
  { di_column: 'user', di_descri: T.columns.user, type: 'text', width: 160 },
  { di_column: 'date', di_descri: T.columns.date, type: 'date', width: 110 },
];

/** The search in the URL: `texto` (with `pestana=lista-negra` of the page, `pagina`). */
const BLACKLIST_CODEC: FilterCodec<{ text: string }> = { read: (p) => ({ text: p.get('texto') ?? '' }), write: (f) => ({ texto: f.text }) };
const blacklistVariables = ({ filters, page, pageSize }: ListState<{ text: string }>) => ({ text: filters.text || null, page, pageSize });

/** The blacklist: addresses refused by SMTP (5xx), bounced, or added by hand; searchable, exportable. */
export function BlacklistTab() {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useServerList(MailBlacklistDocument, (d) => d.mailBlacklist, { codec: BLACKLIST_CODEC, pageSize: PAGE_SIZE, variables: blacklistVariables });
  const { result, loading, refetch } = list;
  const [add] = useMutation(AddToMailBlacklistDocument);
  const [remove] = useMutation(RemoveFromMailBlacklistDocument);
  const { run } = useAction();
  const rows = useMemo<ReportRow[]>(
    () =>
      (result?.items ?? []).map((e) => ({
        id: e.id,
        email: e.email,
        source: T.sources[e.source] ?? e.source,
        reason: e.reason,
        user: e.userName,
        date: String(e.createdAt).slice(0, 10),
      })),
    [result],
  );
  async function addOne() {
    await run(() => add({ variables: { email: email.trim(), reason: reason.trim() || null } }), {
      message: (data) => data.addToMailBlacklist.message,
      onSuccess: () => {
        setEmail('');
        setReason('');
      },
      refetch,
    });
  }
  async function removeOne() {
    if (!selected) return void showWarning(T.selectFirst);
    if (!(await confirm({ title: MAIL_TEXT.confirmTitle, message: T.confirmRemove(selected) }))) return;
    await run(() => remove({ variables: { email: selected } }), {
      message: (data) => data.removeFromMailBlacklist.message,
      onSuccess: () => setSelected(null),
      refetch,
    });
  }
  return (
    <div className="mail-blacklist">
      <div className="mail-toolbar">
        <TextField
          id="lista-negra-buscar"
          name="text"
          label={T.search}
          value={list.filters.text}
          maxLength={300}
          onChange={(v) => list.setFilters({ text: v }, { replace: true })}
        />
        <TextField id="lista-negra-email" name="email" label={T.email} value={email} maxLength={300} onChange={setEmail} />
        <TextField id="lista-negra-motivo" name="reason" label={T.reason} value={reason} maxLength={500} onChange={setReason} />
        <button type="button" className="btn btn--primary" onClick={() => void addOne()}>
          {T.add}
        </button>
        <button type="button" className="btn btn--warning" onClick={() => void removeOne()}>
          {T.remove}
        </button>
      </div>
      <div aria-busy={loading}>
        <ReportGrid
          columns={COLUMNS}
          data={rows}
          title={T.grid}
          selection="single"
          paging={false}
          height="50vh"
          rowKey={(r) => Number(r.id)}
          onSelectionChange={(picked) => setSelected((picked[0]?.email as string | undefined) ?? null)}
        />
      </div>
      <ServerListPager label={T.grid} loadingText={T.total(0)} totalText={T.total} list={list} viewCount={null} />
    </div>
  );
}
