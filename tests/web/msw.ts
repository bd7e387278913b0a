import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** One msw server per test file; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();

/** GraphQL handlers bound to the endpoint the web calls in tests (happy-dom URL http://localhost/). */
export const api = graphql.link('http://localhost/graphql');
