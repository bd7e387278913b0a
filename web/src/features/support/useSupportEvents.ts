import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SupportEventsDocument, type SupportEventsSubscription } from '../../generated/graphql';
import { connectionState, subscribeConnection } from '../../widgets/feedback/connection';
import { toast } from '../../widgets/feedback/toasts';
import { STATE_LABELS, SUPPORT_TEXT as T } from './messages';
import { askNotificationPermission, desktopNotification, playChime } from './support-alerts';

type SupportEvent = SupportEventsSubscription['supportEvents'];

/** Listeners of screens that show a request (the review refetches when its request moves). */
const screens = new Set<(event: SupportEvent) => void>();
export function onSupportEvent(listener: (event: SupportEvent) => void): () => void {
  screens.add(listener);
  return () => void screens.delete(listener);
}

export const reviewPath = (id: number) => `/revisa/soporte/${id}`;

/** The toast text of an event: the spec's texts for requests and technician messages. */
export function toastText(event: SupportEvent): string {
  if (event.kind === 'TECHNICAL_MESSAGE') return T.technician(event.userName, event.message);
  if (event.kind === 'STATE_CHANGED') return T.stateToast(event.userName, STATE_LABELS[event.state], event.requestId);
  return T.incoming(event.userName, event.message);
}

/**
 * The signed-in user's support events: a toast titled 'Soporte', a short sound and a desktop
 * notification (60 s, opens the review) for what is addressed to them. After the socket comes
 * back it subscribes again from the last event it got, so the server sends what was missed.
 */
export function useSupportEvents(): void {
  const navigate = useNavigate();
  const lastId = useRef<string | null>(null);
  const seen = useRef(new Set<string>());
  const [after, setAfter] = useState<string | null>(null);

  useEffect(() => {
    askNotificationPermission();
    let was = connectionState();
    return subscribeConnection(() => {
      const now = connectionState();
      if (was === 'reconnecting' && now === 'connected' && lastId.current) setAfter(lastId.current);
      was = now;
    });
  }, []);

  useSubscription(SupportEventsDocument, {
    variables: { afterEventId: after },
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.supportEvents;
      if (!event) return;
      if (event.eventId) {
        if (seen.current.has(event.eventId)) return;
        seen.current.add(event.eventId);
        lastId.current = event.eventId;
      }
      screens.forEach((listener) => listener(event));
      // Someone else's state change of a request the user watches refreshes its screen; the user's own actions do not ring.
      if (event.kind === 'STATE_CHANGED' && event.senderId === event.userId) return;
      const text = toastText(event);
      toast.info(text, { title: T.toastTitle });
      playChime();
      desktopNotification(T.toastTitle, text, () => void navigate(reviewPath(event.requestId)));
    },
  });
}
