import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, Response } from 'express';
import type { HandedOver } from './fast-http.js';

/**
 * Apollo Server on an Express route, as `@as-integrations/express5` does it, but answering with
 * `res.end` instead of Express's `res.send`: no ETag (a SHA-1 of every answer, which no client
 * of a POST uses), and the query string taken from the URL without `url.parse`. Apollo sets the
 * content type; Node sets the length of a body written in one piece.
 */
export function graphqlHandler<C extends BaseContext>(server: ApolloServer<C>, context: (req: Request, res: Response) => Promise<C>) {
  server.assertStarted('graphqlHandler()');
  return async (req: Request, res: Response): Promise<void> => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      // A request the fast path handed over after building its context (fast-http.ts) keeps that one.
      context: () => ((req as Request & HandedOver).fastContext as Promise<C> | undefined) ?? context(req, res),
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
