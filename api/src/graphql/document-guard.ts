import type { GraphQLError } from 'graphql';
import { isActiveApiToken } from '../modules/api-tokens/api-token.service.js';
import type { AppContext } from './context.js';
import { scanDocument } from './document-scan.js';
import { ANONYMOUS_MAX_TOKENS, DEFAULT_LIMITS } from './limits.js';

/**
 * The refusal of a document before Apollo parses it, or undefined: nesting past
 * MAX_DOCUMENT_DEPTH for everybody; more than ANONYMOUS_MAX_TOKENS tokens without a session
 * (an integrator's active API token counts as one: its invoices may be written inline), more
 * than DEFAULT_LIMITS.maxTokens with one. The context (the session lookup) is asked for only
 * when the document passes the anonymous limit; a context that fails is left to Apollo, which
 * answers it.
 */
export async function documentRefusal(text: string, context: () => Promise<AppContext>): Promise<GraphQLError | undefined> {
  const small = scanDocument(text, ANONYMOUS_MAX_TOKENS, true);
  if (!small || small.reason === 'depth') return small?.error;
  let ctx: AppContext;
  try {
    ctx = await context();
  } catch {
    return undefined;
  }
  if (!ctx.user && !(ctx.apiToken && (await isActiveApiToken(ctx.services.orm.em, ctx.apiToken).catch(() => false)))) return small.error;
  return scanDocument(text, DEFAULT_LIMITS.maxTokens)?.error;
}
