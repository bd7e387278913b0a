import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/**
 * All validation errors in one answer. Apollo's `formatError` turns one error into one entry;
 * an input error with several refused fields (AppError.inputs, class-validator, the input
 * parser) is formatted as its first field, carrying the others under a symbol that JSON never
 * writes. `expandErrors` puts them back in line: one `errors[]` entry per field, in order.
 */
const MORE = Symbol('further input errors');

type WithMore = GraphQLFormattedError & { [MORE]?: readonly GraphQLFormattedError[] };

/** The first entry, carrying the following ones until `expandErrors` lays them out. */
export function withFollowing(first: GraphQLFormattedError, following: readonly GraphQLFormattedError[]): GraphQLFormattedError {
  if (following.length === 0) return first;
  return Object.assign(first, { [MORE]: following });
}

/** One entry per error, the carried ones right after the entry that carried them. */
export function expandErrors(errors: readonly GraphQLFormattedError[]): GraphQLFormattedError[] {
  return errors.flatMap((error) => {
    const following = (error as WithMore)[MORE];
    if (!following) return [error];
    const { [MORE]: _, ...first } = error as WithMore;
    return [first, ...following];
  });
}

/** Lays out the carried errors of every HTTP answer (the socket calls `expandErrors` itself). */
export function errorListPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = expandErrors(response.body.singleResult.errors);
        },
      };
    },
  };
}
