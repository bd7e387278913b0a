import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../shared/app-error.js';
import { noteFailure } from '../shared/log.js';
import { MSG } from '../shared/messages.js';
import { databaseRefusal } from '../shared/db-errors.js';
import { expandErrors, withFollowing } from './error-list.js';
import { validationProblems } from './input-errors.js';
import { tokenLimitMessage, validationAbortedMessage } from './limits.js';

/**
 * The codes a GraphQL answer may carry (docs/graphql.md): the business ones of AppError, the
 * limits' QUERY_TOO_COMPLEX, graphql's own for documents that do not parse or do not match the
 * schema, and the automatic persisted queries' protocol code (clients resend the full query).
 */
export const ERROR_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'QUERY_TOO_COMPLEX',
  'RATE_LIMITED',
  'INTERNAL',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** Apollo's request-level codes, in the documented list's terms. */
const PROTOCOL_CODES: Readonly<Record<string, string>> = {
  // No operation of that name in the document, or several and no name.
  OPERATION_RESOLUTION_FAILURE: 'GRAPHQL_VALIDATION_FAILED',
  // A request that carries no readable operation (no `query`, variables that are not an object...).
  BAD_REQUEST: 'GRAPHQL_PARSE_FAILED',
};

// Unwrapped by property rather than by class: a second copy of the graphql module (as under
// test runners) makes `instanceof GraphQLError` false for errors the executor created.
function findOriginal(error: unknown): unknown {
  let current = error as { originalError?: unknown } | undefined;
  for (let i = 0; i < 5 && current?.originalError; i++) current = current.originalError as typeof current;
  return current;
}

/** An AppError's answer: its code, message, level and field(s); several fields carry one entry each. */
function appErrorAnswer(error: AppError, formatted: GraphQLFormattedError): GraphQLFormattedError {
  const entry = (message: string, field?: string, legacyField?: string): GraphQLFormattedError => ({
    message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: error.code, ...(field ? { field } : {}), ...(legacyField ? { legacyField } : {}), level: error.level },
  });
  const problems = error.inputProblems();
  if (problems.length <= 1) return entry(error.message, error.field, error.legacyField);
  const [first, ...rest] = problems.map((p) => entry(p.message, p.field, p.legacyField));
  return withFollowing(first!, rest);
}

/**
 * The one place errors become GraphQL answers: business refusals keep their code, field and
 * Spanish message; anything unexpected becomes INTERNAL without details (unless development).
 * Several input errors come out as one entry carrying the rest: `expandErrors` (the
 * errorListPlugin over HTTP, `formatErrors` over the socket) lays them out one per field.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, development: boolean): GraphQLFormattedError {
  const found = findOriginal(error);
  // A value PostgreSQL refused (too long, out of range, NUL...) or a constraint it enforced
  // (foreign key, unique, not null, check) is the caller's error.
  const original = found instanceof AppError ? found : (databaseRefusal(found) ?? found);
  if (original instanceof AppError) return appErrorAnswer(original, formatted);
  if (original instanceof ArgumentValidationError) {
    // Outside the root wrapper (which names the argument): the fields as class-validator names them.
    const problems = validationProblems(original);
    if (problems.length) return appErrorAnswer(AppError.inputs(problems), formatted);
  }
  const tooManyTokens = tokenLimitMessage(formatted.message);
  if (tooManyTokens) return { message: tooManyTokens, locations: formatted.locations, extensions: { code: 'QUERY_TOO_COMPLEX' } };
  const aborted = validationAbortedMessage(formatted.message);
  if (aborted) return { message: aborted, extensions: { code: 'QUERY_TOO_COMPLEX' } };
  let code = formatted.extensions?.code as string | undefined;
  // Apollo files every validation error under GRAPHQL_VALIDATION_FAILED; a rule's own code
  // (QUERY_TOO_COMPLEX of the limits) is more useful and is the same over the WebSocket.
  const ruleCode = (original as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  if (code === 'GRAPHQL_VALIDATION_FAILED' && typeof ruleCode === 'string') code = ruleCode;
  if (code) code = PROTOCOL_CODES[code] ?? code;
  if (code && ERROR_CODES.has(code) && code !== 'INTERNAL') {
    // GraphQL's own validation and parse errors: safe to show as they are.
    if (!development) return { ...formatted, extensions: { code } };
    return { ...formatted, extensions: { ...formatted.extensions, code } };
  }
  // Unexpected: the request log writes one line for it (the stack once per error per minute).
  const field = formatted.path?.[0];
  noteFailure({ code: 'INTERNAL', error: original, operation: typeof field === 'string' ? field : undefined }, 'graphql');
  if (development) return { ...formatted, extensions: { ...formatted.extensions, code: 'INTERNAL' } };
  return { message: MSG.internal, locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL' } };
}

/** formatError for a list (the socket): one entry per refused field, as over HTTP. */
export function formatErrors(errors: readonly GraphQLError[], development: boolean): GraphQLFormattedError[] {
  return expandErrors(errors.map((error) => formatError(error.toJSON(), error, development)));
}
