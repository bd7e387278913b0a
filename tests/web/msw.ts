import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';
import { UnreadNotificationsDocument } from '../../web/src/generated/graphql';

/** GraphQL handlers bound to the endpoint the web calls in tests (happy-dom URL http://localhost/). */
export const api = graphql.link('http://localhost/graphql');

/**
 * One msw server per test file; each test adds its handlers with `server.use(...)`. Every
 * signed-in screen's header asks for the unread-notifications counter: 0 unless a test says otherwise.
 */
export const server = setupServer(api.query(UnreadNotificationsDocument, () => HttpResponse.json({ data: { __typename: 'Query', unreadNotifications: 0 } })));
