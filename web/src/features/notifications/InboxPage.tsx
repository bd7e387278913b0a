import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MyNotificationsDocument, SetNotificationStateDocument, type NotificationState } from '../../generated/graphql';
import { SelectField } from '../../widgets/forms/SelectField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportRow } from '../../widgets/grid/report-column';
import { INBOX_COLUMNS, inboxRow } from './inbox-rows';
import { NOTIF_TEXT as T } from './messages';
import { setUnreadCount } from './UnreadBadge';
import './notifications.css';

const STATES = ['ALL', 'UNREAD', 'READ', 'DELETED'] as const;

/**
 * /lsnotificaciones 'Notificaciones': the user's inbox, unread first, filtered by state (kept in
 * the URL). Opening an unread one marks it read on the server and lowers the header counter at
 * once, then shows it on /revisar_notif.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const state = (STATES as readonly string[]).includes(params.get('estado') ?? '') ? (params.get('estado') as (typeof STATES)[number]) : 'ALL';
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading } = useQuery(MyNotificationsDocument, {
    variables: { state: state === 'ALL' ? null : (state as NotificationState), pageSize: 500 },
    fetchPolicy: 'cache-and-network',
  });
  const [setState] = useMutation(SetNotificationStateDocument);
  const rows = useMemo(() => (data?.myNotifications.items ?? []).map(inboxRow), [data]);

  async function open(row: ReportRow) {
    const id = Number(row.not_codigo);
    if (row.not_estado === 'UNREAD') {
      const done = await setState({ variables: { id, state: 'READ' } });
      if (done.data) setUnreadCount(client, done.data.setNotificationState.unread);
    }
    await navigate(`/revisar_notif?not_codigo=${id}&opcion=0`);
  }

  return (
    <section className="page notif-page">
      <h1>{T.inboxTitle}</h1>
      <div className="notif-page__bar">
        <SelectField
          id="notif-estado"
          name="estado"
          label={T.stateFilter}
          value={state}
          options={STATES.map((s) => ({ value: s, label: T.states[s] }))}
          onChange={(value) => setParams(value === 'ALL' ? {} : { estado: value })}
        />
      </div>
      <ReportGrid
        columns={INBOX_COLUMNS}
        data={rows}
        title={T.inboxTitle}
        variant="plain"
        loading={loading && !data}
        rowKey={(row) => Number(row.not_codigo)}
        onOpenRow={(row) => void open(row)}
        cellStyle={cellStyle}
        height="60vh"
      />
    </section>
  );
}

const cellStyle = (row: ReportRow, columnId: string) =>
  columnId === 'estado' && row.not_estado === 'UNREAD' ? { background: '#fdecea', color: '#a61b1b', fontWeight: 'bold' as const, badge: true } : undefined;
