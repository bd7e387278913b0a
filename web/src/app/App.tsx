import './theme.css';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FeedbackHost } from '../widgets/feedback/FeedbackHost';
import { configureResponseHandling } from './response';
import { loginPathFor } from './session';

/** "Go to the start page" after 'Sesión expirada!': drop the cached session and open /login (back here after). */
export function wireSessionExpiry(router: DataRouter, client: ApolloClient): void {
  configureResponseHandling({
    onSessionExpired: () => {
      const { pathname, search } = router.state.location;
      const target = pathname.startsWith('/login') ? '/login' : loginPathFor(pathname + search);
      // A form with unsaved edits asks first (useUnsavedChanges): kept, the screen and its cache stay.
      void router.navigate(target, { replace: true }).then(() => {
        if (router.state.location.pathname === '/login') return client.clearStore();
      });
    },
  });
}

export function App({ client, router }: { client: ApolloClient; router: DataRouter }) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
      <FeedbackHost />
    </ApolloProvider>
  );
}
