import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApolloClient } from '../../web/src/app/apollo';
import { FeedbackHost } from '../../web/src/widgets/feedback/FeedbackHost';

/** A widget or screen part with the app's Apollo client (msw answers it) and the toasts and popups host. */
export function renderWithApi(ui: ReactElement) {
  const client = createApolloClient({ subscriptions: false });
  return render(
    <ApolloProvider client={client}>
      {ui}
      <FeedbackHost />
    </ApolloProvider>,
  );
}
