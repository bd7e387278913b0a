import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { usesIntrospection } from './anonymous.js';

/** Compiled documents kept (least recently used out first): the web client sends a few dozen. */
const CACHE_SIZE = 500;

/**
 * Runs queries through graphql-jit: each document (text + operation name) is compiled once into
 * a function that walks the answer without graphql-js's per-field bookkeeping. What the compiled
 * function could answer differently from graphql-js goes to graphql-js itself, so callers see
 * the same answers and the same error messages: mutations (run in order by graphql-js),
 * subscriptions, introspection, documents graphql-jit refuses to compile and variables that do
 * not coerce. Resolvers are the schema's, so the sign-in and input wrappers of the root fields
 * (auth-guard.ts, input-guard.ts) run as before; errors go through Apollo's `formatError`.
 */
export function jitExecutor(schema: GraphQLSchema, size = CACHE_SIZE): GatewayExecutor {
  const compiled = new Map<string, CompiledQuery | null>();

  /** By Apollo's hash of the document's text (SHA-256, computed for its document store) and the operation. */
  function compiledFor(document: DocumentNode, queryHash: string, operationName: string | undefined): CompiledQuery | null {
    const key = `${operationName ?? ''}:${queryHash}`;
    let found = compiled.get(key);
    if (found !== undefined) {
      // Most recently used last, so the first key is the one to drop.
      compiled.delete(key);
      compiled.set(key, found);
      return found;
    }
    found = compileOperation(schema, document, operationName);
    if (compiled.size >= size) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, found);
    return found;
  }

  return async (request) => {
    const { document, operation, queryHash, context } = request;
    const operationName = request.request.operationName ?? undefined;
    const variables = request.request.variables ?? undefined;
    const byGraphqlJs = () =>
      execute({ schema, document, contextValue: context, variableValues: variables, operationName }) as Promise<ExecutionResult> | ExecutionResult;
    if (operation?.operation !== 'query' || !queryHash) return byGraphqlJs();
    const query = compiledFor(document, queryHash, operationName);
    if (!query) return byGraphqlJs();
    if (operation.variableDefinitions?.length && getVariableValues(schema, operation.variableDefinitions, variables ?? {}).errors) return byGraphqlJs();
    return asGraphqlJsErrors(await query.query(undefined, context, variables));
  };
}

/**
 * The compiled function of one operation, or null for what graphql-js must run: introspection
 * and what graphql-jit refuses to compile. Shared by the executor and the fast path (fast-http.ts).
 */
export function compileOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
  if (usesIntrospection(document)) return null;
  try {
    const result = compileQuery(schema, document, operationName);
    return isCompiledQuery(result) ? result : null;
  } catch {
    // graphql-js runs what graphql-jit cannot compile.
    return null;
  }
}

/**
 * graphql-jit's errors are GraphQLErrors without an `extensions` object when the thrown error had
 * none, which Apollo's error formatting does not expect: each becomes graphql-js's own error with
 * the same message, path, locations and original error (so `formatError` sees what it sees for
 * graphql-js, AppError code and all).
 */
export function asGraphqlJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((jit) => {
    const error = new GraphQLError(jit.message, { path: jit.path, originalError: jit.originalError ?? undefined });
    (error as { locations?: GraphQLError['locations'] }).locations = jit.locations;
    return error;
  });
  return { ...result, errors };
}

/** The executor handed to Apollo Server through its gateway interface: the schema stays this one. */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { executor: jitExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
