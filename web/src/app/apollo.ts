import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { EMPTY, defer, finalize } from 'rxjs';
import { beginRequest, endRequest } from '../widgets/feedback/loading';
import { graphqlHttpUrl } from './config';
import { MeDocument } from '../generated/graphql';
import { errorCode, graphQLErrorsOf, handleOperationError } from './graphql-errors';
import { createWsLink } from './ws-link';

export interface ApolloOptions {
  /** Open the WebSocket link for subscriptions (off in component tests). */
  subscriptions?: boolean;
}

/** Spec: reconnect after 1 s, doubling up to at most 5 s, with jitter 0.5 (±50 %); `random` in [0, 1). */
export function reconnectDelay(retries: number, random: number = Math.random()): number {
  const base = Math.min(1000 * 2 ** retries, 5000);
  return base + base * 0.5 * (random * 2 - 1);
}

async function reconnectWait(retries: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries)));
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

/** Counts queries and mutations in flight for the loading bar (subscriptions live too long to count). */
const pendingLink = new ApolloLink((operation, forward) => {
  if (isSubscription(operation)) return forward(operation);
  return defer(() => {
    beginRequest();
    return forward(operation).pipe(finalize(endRequest));
  });
});

/** A refusal (FORBIDDEN) may mean the profile changed meanwhile: `me` is asked again so menus and actions follow. */
function refreshPermissionsOn(error: unknown, client: ApolloClient | undefined): void {
  if (client && graphQLErrorsOf(error).some((e) => errorCode(e) === 'FORBIDDEN')) void client.refetchQueries({ include: [MeDocument] }).catch(() => undefined);
}

function errorLinkFor(client: () => ApolloClient | undefined): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    handleOperationError(error, {
      operationName: operation.operationName,
      operationType: operation.operationType,
      handledByCaller: operation.getContext().handledByCaller,
    });
    refreshPermissionsOn(error, client());
  });
}

export function createApolloClient(options: ApolloOptions = {}): ApolloClient {
  const { subscriptions = true } = options;
  // HttpLink sends content-type application/json, which satisfies Apollo Server's CSRF prevention.
  const httpLink = new HttpLink({ uri: graphqlHttpUrl(), credentials: 'same-origin' });
  let client: ApolloClient | undefined;
  const wsLink = subscriptions ? createWsLink(reconnectWait, () => client) : new ApolloLink(() => EMPTY);

  return (client = new ApolloClient({
    link: ApolloLink.from([pendingLink, errorLinkFor(() => client), ApolloLink.split(isSubscription, wsLink, httpLink)]),
    cache: new InMemoryCache({
      typePolicies: {
        ScreenPermission: { keyFields: false },
        // Help search hits of different kinds share ids (topic 5, FAQ 5); save results are not entities.
        HelpSearchHit: { keyFields: ['kind', 'id'] },
        HelpSaveResult: { keyFields: false },
      },
    }),
  }));
}
