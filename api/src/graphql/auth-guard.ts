import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { AppError } from '../shared/app-error.js';
import type { AppContext } from './context.js';
import { PUBLIC_OPERATIONS } from './public-operations.js';

function requireUser(context: AppContext): void {
  if (!context.user) throw AppError.unauthenticated();
}

/**
 * Every root field (query, mutation, subscription) outside the public allowlist needs a
 * signed-in user. The check wraps the root fields once, when the schema is built, for HTTP and
 * WebSocket alike. It is not a type-graphql global middleware on purpose: those wrap every field
 * of every object, and on a page of 50 companies (about 1,500 fields) that per-field promise
 * chain cost more than the query itself.
 */
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      if (PUBLIC_OPERATIONS.has(`${type.name}.${field.name}`)) continue;
      const resolve: GraphQLFieldResolver<unknown, AppContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: AppContext, info) => {
        requireUser(context);
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe as GraphQLFieldResolver<unknown, AppContext> | undefined;
      if (subscribe) {
        field.subscribe = (source, args, context: AppContext, info) => {
          requireUser(context);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}
