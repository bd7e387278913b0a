import type { ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { REFUSED_CLOSE_CODES, trackConnection } from '../widgets/feedback/connection';
import { graphqlWsUrl } from './config';

/**
 * The subscriptions link: a graphql-ws client that retries any drop but a refusal with the
 * spec's backoff (the server closes with 1013 when the database or Redis fails for a moment),
 * shows 'Reconectando…' meanwhile and, once back, refetches the active queries so the screen
 * shows what changed while it was away.
 */
/** Spec 002 §9: the socket's connect timeout; a connection not acknowledged by then is retried. */
export const CONNECT_TIMEOUT_MS = 20_000;

export function createWsLink(retryWait: (retries: number) => Promise<void>, getClient: () => ApolloClient | undefined): GraphQLWsLink {
  const client = createClient({
    url: graphqlWsUrl(),
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => !REFUSED_CLOSE_CODES.has((event as { code?: number } | undefined)?.code ?? 0),
    retryWait,
    connectionAckWaitTimeout: CONNECT_TIMEOUT_MS,
  });
  trackConnection(client, () => void getClient()?.refetchQueries({ include: 'active' }));
  return new GraphQLWsLink(client);
}
