import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import type { HandedOver } from './fast-http.js';

/** A refusal of the document's text before Apollo parses it (graphql/document-guard.ts). */
export type DocumentRefusal<C> = (text: string, context: () => Promise<C>) => Promise<GraphQLError | undefined>;

/** The operation's text: `query` of a JSON body (POST) or of the query string (GET). */
function documentText(req: Request, search: string): unknown {
  if (req.method === 'GET') return new URLSearchParams(search).get('query');
  const body = req.body as unknown;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as { query?: unknown }).query : undefined;
}

/**
 * Apollo Server on an Express route, as `@as-integrations/express5` does it, but answering with
 * `res.end` instead of Express's `res.send`: no ETag (a SHA-1 of every answer, which no client
 * of a POST uses), and the query string taken from the URL without `url.parse`. Apollo sets the
 * content type; Node sets the length of a body written in one piece. `refuse` reads the text
 * before Apollo's parser does (nesting, tokens by caller): its refusal is answered here with
 * 400, in the shape of Apollo's errors; the context it may ask for is the one Apollo gets.
 */
export function graphqlHandler<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (req: Request, res: Response) => Promise<C>,
  refuse?: DocumentRefusal<C>,
) {
  server.assertStarted('graphqlHandler()');
  return async (req: Request, res: Response): Promise<void> => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const query = req.url.indexOf('?');
    const search = query < 0 ? '' : req.url.slice(query);
    // A request the fast path handed over after building its context (fast-http.ts) keeps that one.
    let pending = (req as Request & HandedOver).fastContext as Promise<C> | undefined;
    const contextOnce = () => (pending ??= context(req, res));
    const text = refuse && documentText(req, search);
    const refusal = typeof text === 'string' && text ? await refuse!(text, contextOnce) : undefined;
    if (refusal) {
      res.statusCode = 400;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ errors: [refusal.toJSON()] }));
      return;
    }
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body: req.body },
      context: contextOnce,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status || 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}
