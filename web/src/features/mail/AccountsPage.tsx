import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeleteMailAccountDocument, MailAccountsDocument, type SenderAccountFieldsFragment } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { TabList } from '../../widgets/TabList';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { AccountForm } from './AccountForm';
import { BlacklistTab } from './BlacklistTab';
import { MAIL_TEXT } from './messages';
import './mail.css';

const T = MAIL_TEXT.accounts;
const TAB_KEY = 'pestana';
const BLACKLIST_TAB = 'lista-negra';
const COLUMNS: ReportColumn[] = [
  { di_column: 'email', di_descri: T.columns.email, type: 'text', width: 220 },
  { di_column: 'name', di_descri: T.columns.name, type: 'text', width: 180 },
  { di_column: 'type', di_descri: T.columns.type, type: 'text', width: 120 },
  { di_column: 'smtp', di_descri: T.columns.smtp, type: 'text', width: 180 },
  { di_column: 'state', di_descri: T.columns.state, type: 'text', width: 130 },
  { di_column: 'perMinute', di_descri: T.columns.perMinute, type: 'integer', width: 100 },
  { di_column: 'users', di_descri: T.columns.users, type: 'integer', width: 90 },
];

/** /correo/cuentas: sender accounts (SMTP/IMAP settings, who may use each) and the mail blacklist. */
export function AccountsPage() {
  // The tab in the URL (`pestana=lista-negra`), so the blacklist's search and page come back with it.
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_KEY) === BLACKLIST_TAB ? 1 : 0;
  const setTab = (index: number) => setParams(index === 1 ? { [TAB_KEY]: BLACKLIST_TAB } : {}, { flushSync: true });
  const { data, refetch } = useQuery(MailAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const accounts = useMemo(() => data?.mailAccounts ?? [], [data]);
  const rows = useMemo<ReportRow[]>(
    () =>
      accounts.map((a) => ({
        id: a.id,
        email: a.email,
        name: a.name,
        type: a.typeLabel,
        smtp: a.smtpHost ? `${a.smtpHost}:${a.smtpPort ?? ''}` : 'SMTP_URL',
        state: a.disabled ? T.disabledLabel : T.enabled,
        perMinute: a.perMinute,
        users: a.userIds.length,
      })),
    [accounts],
  );
  const [selected, setSelected] = useState<SenderAccountFieldsFragment | null>(null);
  const [editing, setEditing] = useState<SenderAccountFieldsFragment | null | 'new'>(null);
  const [remove] = useMutation(DeleteMailAccountDocument);
  const { run } = useAction();
  async function removeAccount() {
    if (!selected) return void showWarning(T.selectFirst);
    if (!(await confirm({ title: MAIL_TEXT.confirmTitle, message: T.confirmDelete(selected.email) }))) return;
    await run(() => remove({ variables: { id: selected.id } }), {
      message: (data) => data.deleteMailAccount.message,
      onSuccess: () => setSelected(null),
      refetch,
    });
  }
  return (
    <section className="mail-page page">
      <h1 className="mail-page__title">{T.pageTitle}</h1>
      <TabList id="correo-cuentas" label={T.tabsLabel} tabs={T.tabs} selected={tab} onSelect={setTab} />
      {tab === 0 ? (
        <div role="tabpanel" id="correo-cuentas-panel-0" aria-labelledby="correo-cuentas-tab-0">
          <div className="mail-toolbar">
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              {T.newAccount}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => (selected ? setEditing(selected) : void showWarning(T.selectFirst))}>
              {T.edit}
            </button>
            <button type="button" className="btn btn--warning" onClick={() => void removeAccount()}>
              {T.remove}
            </button>
          </div>
          <ReportGrid
            columns={COLUMNS}
            data={rows}
            title={T.grid}
            selection="single"
            paging={false}
            height="50vh"
            rowKey={(r) => Number(r.id)}
            onSelectionChange={(picked) => setSelected(accounts.find((a) => a.id === picked[0]?.id) ?? null)}
            onOpenRow={(row) => setEditing(accounts.find((a) => a.id === row.id) ?? null)}
          />
        </div>
      ) : (
        <div role="tabpanel" id="correo-cuentas-panel-1" aria-labelledby="correo-cuentas-tab-1">
          <BlacklistTab />
        </div>
      )}
      {editing && <AccountForm account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => void refetch()} />}
    </section>
  );
}
