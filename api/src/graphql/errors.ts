import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../shared/app-error.js';
import { noteFailure } from '../shared/log.js';
import { MSG } from '../shared/messages.js';
import { dataError } from '../shared/db-errors.js';

// Unwrapped by property rather than by class: a second copy of the graphql module (as under
// test runners) makes `instanceof GraphQLError` false for errors the executor created.
function findOriginal(error: unknown): unknown {
  let current = error as { originalError?: unknown } | undefined;
  for (let i = 0; i < 5 && current?.originalError; i++) current = current.originalError as typeof current;
  return current;
}

/**
 * The one place errors become GraphQL answers: business refusals keep their code, field and
 * Spanish message; anything unexpected becomes INTERNAL without details (unless development).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, development: boolean): GraphQLFormattedError {
  const found = findOriginal(error);
  // A value PostgreSQL refused (too long, out of range, NUL...) is the caller's error.
  const original = found instanceof AppError ? found : (dataError(found) ?? found);
  if (original instanceof AppError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: original.code, ...(original.field ? { field: original.field } : {}), level: original.level },
    };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors?.[0] as { property: string; constraints?: Record<string, string>; children?: unknown[] } | undefined;
    const leaf = first ? firstLeaf(first) : undefined;
    return {
      message: leaf?.message ?? 'Datos no válidos',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', field: leaf?.field, level: 'warning' },
    };
  }
  let code = formatted.extensions?.code as string | undefined;
  // Apollo files every validation error under GRAPHQL_VALIDATION_FAILED; a rule's own code
  // (QUERY_TOO_COMPLEX of the limits) is more useful and is the same over the WebSocket.
  const ruleCode = (original as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  if (code === 'GRAPHQL_VALIDATION_FAILED' && typeof ruleCode === 'string') code = ruleCode;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
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

type ValidationNode = { property: string; constraints?: Record<string, string>; children?: unknown[] };

function firstLeaf(node: ValidationNode): { field: string; message: string } | undefined {
  const messages = Object.values(node.constraints ?? {});
  if (messages.length) return { field: node.property, message: messages[0] };
  for (const child of (node.children ?? []) as ValidationNode[]) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}
