import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { App, wireSessionExpiry } from '../../web/src/app/App';
import { createApolloClient } from '../../web/src/app/apollo';
import { preloadScreens, routes } from '../../web/src/app/routes';
import {
  HelpBannersDocument,
  HelpCentreDocument,
  MeDocument,
  PublicTutorialsDocument,
  TipsForScreenDocument,
  type CurrentUserFieldsFragment,
} from '../../web/src/generated/graphql';
import { api, server } from './msw';

// Screens are lazy chunks in the app; load them all before any test renders, so no test waits on one.
await preloadScreens();

/** Answers `me` with the given user (null: signed out). */
export function mockMe(user: CurrentUserFieldsFragment | null) {
  server.use(api.query(MeDocument, () => HttpResponse.json({ data: { __typename: 'Query', me: user } })));
}

/** What the layout asks for on every screen (the screen's tips, the public help centre): nothing unless a test says otherwise. */
export function mockLayoutDefaults() {
  server.use(
    api.query(TipsForScreenDocument, () => HttpResponse.json({ data: { __typename: 'Query', tipsForScreen: [] } })),
    // The public help centre (/home) with no content.
    api.query(HelpCentreDocument, () => HttpResponse.json({ data: { __typename: 'Query', helpTopics: [], supportInfo: null } })),
    api.query(HelpBannersDocument, () => HttpResponse.json({ data: { __typename: 'Query', banners: [] } })),
    api.query(PublicTutorialsDocument, () => HttpResponse.json({ data: { __typename: 'Query', publicTutorials: [] } })),
  );
}

/** The whole app (router, Apollo over HTTP, feedback widgets) at `path`. */
export function renderApp(path: string) {
  mockLayoutDefaults();
  const client = createApolloClient({ subscriptions: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireSessionExpiry(router, client);
  const view = render(<App client={client} router={router} />);
  const location = () => router.state.location;
  return { ...view, client, router, location };
}
