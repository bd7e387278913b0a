import type { MiddlewareFn } from 'type-graphql';
import { AppError } from '../shared/app-error.js';
import type { AppContext } from './context.js';
import { PUBLIC_OPERATIONS } from './public-operations.js';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/** Global middleware: a root field not in the public allowlist needs a signed-in user. */
export const requireSignIn: MiddlewareFn<AppContext> = ({ info, context }, next) => {
  const parent = info.parentType.name;
  if (ROOTS.has(parent) && !PUBLIC_OPERATIONS.has(`${parent}.${info.fieldName}`) && !context.user) {
    throw AppError.unauthenticated();
  }
  return next();
};
