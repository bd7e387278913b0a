import { useSubscription } from '@apollo/client/react';
import { SystemMessagesDocument } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { formatTimestamp } from '../format';

export const SYSTEM_MESSAGE_TITLE = 'Aviso del sistema';

/** Every broadcast system message appears as an info toast while the signed-in layout is open. */
export function useSystemMessages(): void {
  useSubscription(SystemMessagesDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (!message) return;
      const when = formatTimestamp(message.at);
      toast.info(message.text, { title: SYSTEM_MESSAGE_TITLE, detail: when ? `${message.author} · ${when}` : message.author });
    },
  });
}
