import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatTimestamp } from '../../app/format';
import { MyNotificationDocument, SetNotificationStateDocument } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { NOTIF_TEXT as T } from './messages';
import { setUnreadCount } from './UnreadBadge';
import './notifications.css';

/**
 * /revisar_notif: one notification of the user's inbox. Opened while unread it is marked read
 * (the counter drops); 'Eliminar' (confirmed) sets its state to deleted and returns to the list.
 */
export function ReviewPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('not_codigo'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading } = useQuery(MyNotificationDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [setState, { loading: saving }] = useMutation(SetNotificationStateDocument);
  const item = data?.myNotification;

  useEffect(() => {
    if (item?.state !== 'UNREAD') return;
    void setState({ variables: { id: item.id, state: 'READ' } }).then(
      (done) => done.data && setUnreadCount(client, done.data.setNotificationState.unread),
      () => undefined,
    );
  }, [item?.id, item?.state, setState, client]);

  async function remove() {
    if (!item || !(await confirm({ title: T.delete, message: T.confirmDelete }))) return;
    const done = await setState({ variables: { id: item.id, state: 'DELETED' } });
    if (done.data) setUnreadCount(client, done.data.setNotificationState.unread);
    await client.refetchQueries({ include: ['MyNotifications'] });
    await navigate('/lsnotificaciones');
  }

  return (
    <section className="page notif-page">
      <h1>{T.reviewTitle}</h1>
      {!loading && !item && <p role="alert">{T.notFound}</p>}
      {item && (
        <article className="notif-review" aria-labelledby="notif-review-title">
          <h2 id="notif-review-title">{item.planTitle ?? item.senderName}</h2>
          <p className="notif-review__meta">
            {T.columns.sender}: <strong>{item.senderName}</strong> · {formatTimestamp(item.sentAt)} · {T.stateLabels[item.state]}
          </p>
          {/* The server keeps the message sanitized (api/src/html/sanitize.ts). */}
          <div className="notif-review__body" dangerouslySetInnerHTML={{ __html: item.message }} />
          <div className="notif-actions">
            <Link to="/lsnotificaciones" className="btn btn--secondary">
              {T.back}
            </Link>
            {item.state !== 'DELETED' && (
              <button type="button" className="btn btn--danger" disabled={saving} onClick={() => void remove()}>
                {T.delete}
              </button>
            )}
          </div>
        </article>
      )}
    </section>
  );
}
