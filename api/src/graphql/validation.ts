import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { scanDocument } from './document-scan.js';
import { DEFAULT_LIMITS, limitsRule, parseOptions, tokenLimitMessage } from './limits.js';

/** Rules added to graphql's own, over HTTP (Apollo's `validationRules`) and over the socket alike. */
export function validationRules(): ValidationRule[] {
  return [limitsRule()];
}

/** Options of graphql's parser (the token limit), over HTTP (Apollo's `parseOptions`) and over the socket alike. */
export const PARSE_OPTIONS = parseOptions();

/**
 * Parses and validates a document as Apollo Server does over HTTP, with its error codes
 * (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED; a rule's own code, such as
 * QUERY_TOO_COMPLEX, is kept by `formatError`, which also turns the parser's token limit into
 * QUERY_TOO_COMPLEX), after the same reading of the text as over HTTP (document-scan.ts). Used
 * where Apollo is not: the WebSocket.
 */
export function parseAndValidate(schema: GraphQLSchema, query: string, rules: readonly ValidationRule[]): DocumentNode | GraphQLError[] {
  // Only signed-in users open sockets: their token limit, and the nesting limit of every caller.
  const refused = scanDocument(query, DEFAULT_LIMITS.maxTokens);
  if (refused) return [refused.error];
  let document: DocumentNode;
  try {
    document = parse(query, PARSE_OPTIONS);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const tooComplex = tokenLimitMessage(error.message);
    return [
      new GraphQLError(error.message, {
        source: error.source,
        positions: error.positions,
        originalError: error,
        extensions: { code: tooComplex ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_PARSE_FAILED' },
      }),
    ];
  }
  const errors = validate(schema, document, [...specifiedRules, ...rules]);
  if (errors.length === 0) return document;
  return errors.map(
    (error) =>
      new GraphQLError(error.message, { nodes: error.nodes, originalError: error, extensions: { ...error.extensions, code: 'GRAPHQL_VALIDATION_FAILED' } }),
  );
}
