import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { AppContext } from './context.js';
import { INTROSPECTION_FIELDS } from './limits.js';
import { GRAPHQL_MSG } from './messages.js';
import { isActiveApiToken } from '../modules/api-tokens/api-token.service.js';

/** True when the document asks for the schema (`__schema` or `__type`; `__typename` is data). */
export function usesIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** graphql-js appends "Did you mean …?" to validation and coercion errors: a map of the schema. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}

/**
 * What a caller without a session may not learn about the schema: introspection is refused and
 * error messages carry no suggestions of field, type or value names. Signed-in users (and the
 * integrators' tools they run) keep both. A plugin rather than a validation rule because it
 * depends on the caller, and Apollo caches validated documents for everybody.
 */
export function anonymousCallerPlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.user) return undefined;
      return {
        async didResolveOperation({ document }) {
          // An integrator's active API token opens introspection too (codegen, GraphiQL).
          if (usesIntrospection(document) && !(contextValue.apiToken && (await isActiveApiToken(contextValue.services.orm.em, contextValue.apiToken)))) {
            throw new GraphQLError(GRAPHQL_MSG.introspectionNeedsSession, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const { singleResult } = response.body;
          singleResult.errors = singleResult.errors!.map((error) => ({ ...error, message: withoutSuggestions(error.message) }));
        },
      };
    },
  };
}
