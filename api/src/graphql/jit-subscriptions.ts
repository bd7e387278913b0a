import {
  createSourceEventStream,
  getOperationAST,
  getVariableValues,
  subscribe as graphqlSubscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { asGraphqlJsErrors, compileOperation } from './jit-executor.js';
import { parseAndValidate, type validationRules } from './validation.js';

/** Validated subscription documents kept by text (least recently used out first). */
const DOCUMENTS_KEPT = 200;

/**
 * The responses of an event stream: each event answered by `answer`; return() reaches the
 * source at once (graphql-js's own mapping does the same).
 */
function answers(
  source: AsyncIterator<unknown>,
  answer: (event: unknown) => Promise<ExecutionResult> | ExecutionResult,
): AsyncIterableIterator<ExecutionResult> {
  return {
    async next() {
      const step = await source.next();
      return step.done ? { value: undefined, done: true } : { value: asGraphqlJsErrors(await answer(step.value)), done: false };
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error: unknown) {
      if (source.throw) await source.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Subscriptions answer their events through graphql-jit like HTTP queries: a document is
 * validated and compiled once per text, graphql-js opens the event stream (the subscribe
 * resolver with the field's arguments) and each event is answered by the compiled function
 * instead of a graphql-js execution (a thousand users' counter events are a thousand answers).
 * What graphql-jit cannot compile, or variables that do not coerce, stay with graphql-js.
 */
export function jitSubscriptions(schema: GraphQLSchema, rules: ReturnType<typeof validationRules>) {
  const documents = new Map<string, DocumentNode>();
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  return {
    /** The validated document of a text (the same object for the same text), or its errors. */
    document(query: string): DocumentNode | GraphQLError[] {
      const known = documents.get(query);
      if (known) {
        documents.delete(query);
        documents.set(query, known);
        return known;
      }
      const document = parseAndValidate(schema, query, rules);
      if (Array.isArray(document)) return document;
      if (documents.size >= DOCUMENTS_KEPT) documents.delete(documents.keys().next().value!);
      documents.set(query, document);
      return document;
    },
    async subscribe(args: ExecutionArgs) {
      const name = args.operationName ?? '';
      let byName = compiled.get(args.document);
      if (!byName) compiled.set(args.document, (byName = new Map()));
      let query = byName.get(name);
      if (query === undefined) byName.set(name, (query = compileOperation(schema, args.document, args.operationName ?? undefined)));
      if (!query) return graphqlSubscribe(args);
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.variableDefinitions?.length && getVariableValues(schema, operation.variableDefinitions, args.variableValues ?? {}).errors)
        return graphqlSubscribe(args);
      const stream = await createSourceEventStream(args);
      if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
      const compiledQuery = query;
      return answers((stream as AsyncIterable<unknown>)[Symbol.asyncIterator](), (event) =>
        compiledQuery.query(event, args.contextValue, args.variableValues ?? undefined),
      );
    },
  };
}
