import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { AddToMailBlacklistDocument, MailBlacklistDocument, RemoveFromMailBlacklistDocument } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { TextField } from '../../widgets/forms/TextField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerPager } from '../../widgets/grid/ServerPager';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
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

/** The blacklist: addresses refused by SMTP (5xx), bounced, or added by hand; searchable, exportable. */
export function BlacklistTab() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const { data, loading, refetch } = useQuery(MailBlacklistDocument, {
    variables: { text: text || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [add] = useMutation(AddToMailBlacklistDocument);
  const [remove] = useMutation(RemoveFromMailBlacklistDocument);
  const { run } = useAction();
  const result = data?.mailBlacklist;
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
          value={text}
          maxLength={300}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
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
      <ServerPager
        label={T.grid}
        summary={T.total(result?.totalCount ?? 0)}
        page={page}
        pageSize={PAGE_SIZE}
        total={result?.totalCount ?? 0}
        onPage={setPage}
      />
    </div>
  );
}
