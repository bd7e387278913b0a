import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { MSG } from '../shared/messages.js';

/**
 * Most nested braces, brackets and parentheses in a document. graphql-js parses recursively: a
 * few thousand levels (well within the token limit) exhaust the stack. Operations stop at 12
 * levels of fields, but that is a validation rule (limits.ts), whose message names the depth of
 * the fields: documents up to 256 levels are parsed so that it can say it; deeper ones are
 * refused here, before the parser.
 */
export const MAX_DOCUMENT_DEPTH = 256;

const OPENING: ReadonlySet<TokenKind> = new Set([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING: ReadonlySet<TokenKind> = new Set([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

export interface ScanRefusal {
  reason: 'tokens' | 'depth';
  error: GraphQLError;
}

/**
 * Reads a document's tokens with graphql-js's own lexer (a loop, no recursion) before anything
 * parses it: past `maxTokens` tokens (counted as the parser counts them: comments do not count)
 * or MAX_DOCUMENT_DEPTH levels of nesting it answers the refusal, located at the token that
 * passed the limit, with the code QUERY_TOO_COMPLEX. A text the lexer cannot read is left to
 * the parser and its own syntax error. `anonymous` says so in the token message (a session
 * raises the limit).
 */
export function scanDocument(text: string, maxTokens: number, anonymous = false): ScanRefusal | undefined {
  const source = new Source(text);
  const lexer = new Lexer(source);
  let tokens = 0;
  let depth = 0;
  const refusal = (reason: ScanRefusal['reason'], message: string, position: number): ScanRefusal => ({
    reason,
    error: new GraphQLError(`${MSG.queryTooComplex}: ${message}`, { source, positions: [position], extensions: { code: 'QUERY_TOO_COMPLEX' } }),
  });
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > maxTokens) return refusal('tokens', `más de ${maxTokens} tokens${anonymous ? ' sin sesión' : ''}`, token.start);
      if (OPENING.has(token.kind) && ++depth > MAX_DOCUMENT_DEPTH) return refusal('depth', `más de ${MAX_DOCUMENT_DEPTH} niveles anidados`, token.start);
      if (CLOSING.has(token.kind)) depth--;
    }
  } catch (error) {
    if (error instanceof GraphQLError) return undefined;
    throw error;
  }
  return undefined;
}
