import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { UnreadNotificationsChangedDocument, UnreadNotificationsDocument } from '../../generated/graphql';
import { askDesktopPermission, notifyDesktop } from './desktop-notify';
import { NOTIF_TEXT as T } from './messages';
import './notifications.css';

/** Writes the header counter into the cache: the badge, the inbox and a read notification share it. */
export function setUnreadCount(client: ReturnType<typeof useApolloClient>, unread: number): void {
  client.writeQuery({ query: UnreadNotificationsDocument, data: { __typename: 'Query', unreadNotifications: unread } });
}

/**
 * The header's unread-notifications counter: read once, then kept live by the subscription (a
 * notification sent from another browser raises it without reload; reading one lowers it at
 * once). Each arriving notification shows on the desktop when the browser allows it.
 */
export function UnreadBadge() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data } = useQuery(UnreadNotificationsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => askDesktopPermission(), []);
  useSubscription(UnreadNotificationsChangedDocument, {
    ignoreResults: true,
    onData: ({ data: event }) => {
      const change = event.data?.unreadNotificationsChanged;
      if (!change) return;
      setUnreadCount(client, change.unread);
      if (change.notificationId && change.text) notifyDesktop(change.text, () => void navigate('/lsnotificaciones'));
    },
  });
  const unread = data?.unreadNotifications ?? 0;
  return (
    <Link to="/lsnotificaciones" className="unread-badge" aria-label={T.badge(unread)} title={T.badge(unread)} data-testid="unread-badge">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      {unread > 0 && <span className="unread-badge__count">{unread > 99 ? '99+' : unread}</span>}
    </Link>
  );
}
