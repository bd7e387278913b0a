import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { expandErrors } from './error-list.js';
import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import { getVariableValues, GraphQLError, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Application, Request, RequestHandler, Response } from 'express';
import { bodyTooDeepError, jsonDepthOver } from '../http/body-depth.js';
import { logFailedRequest } from '../http/request-log.js';
import { HSTS } from '../http/security.js';
import { withRequestScope, type RequestFailure } from '../shared/log.js';
import { withoutSuggestions } from './anonymous.js';
import { FastDocuments } from './fast-documents.js';
import { asGraphqlJsErrors } from './jit-executor.js';

const Negotiator = createRequire(import.meta.url)('negotiator') as new (request: { headers: { accept?: string } }) => {
  mediaType(available: string[]): string | undefined;
};

/** Apollo Server's media types for a single answer (ApolloServer.ts MEDIA_TYPES). */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const SINGLE_RESULT_TYPES = [APPLICATION_JSON, 'application/graphql-response+json; charset=utf-8', 'application/json; callbackSpec=1.0; charset=utf-8'];
/** Content types the fast path reads; any other goes to Express and Apollo (their messages). */
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/** What the Express route sees when the fast path hands a request over after reading it. */
export interface HandedOver {
  /** A body error as body-parser reports it (`type` read by bodyErrors). */
  fastBodyError?: Error & { type: string; status: number };
  /** The context already built for this request (its session looked up once). */
  fastContext?: Promise<unknown>;
}

export interface FastGraphqlOptions<C extends { user: unknown }> {
  schema: GraphQLSchema;
  validationRules: readonly ValidationRule[];
  /** The Express app: the request is handed to it whenever the fast path does not answer. */
  app: Application;
  /** The same context function as Apollo's (Express request and response). */
  context(req: Request, res: Response): Promise<C>;
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  includeStacktrace: boolean;
  stringifyResult(value: unknown): string;
  /** The security headers middleware run by the Express app before every route (helmet; HSTS is added per request). */
  securityHeaders: RequestHandler;
  /** The JSON body limit of the Express route, in bytes. */
  limit: number;
}

export interface FastGraphql {
  /** Off: every request goes to Express and Apollo (set when Apollo stops; tests compare both paths). */
  enabled: boolean;
  /** Requests answered by the fast path since the start. */
  answered: number;
  /** The HTTP server's request listener. */
  listener(req: IncomingMessage, res: ServerResponse): void;
  /** Turns the fast path off when Apollo starts stopping, as Apollo stops answering operations. */
  plugin: ApolloServerPlugin;
}

const byServer = new WeakMap<Server, FastGraphql>();

/** The fast path of a running server (tests turn it off to compare with Apollo's answers). */
export function fastGraphqlOf(server: Server): FastGraphql | undefined {
  return byServer.get(server);
}

/** The prototypes Express gives its requests and responses (not in its type declarations). */
type ExpressPrototypes = { request: object; response: object };

type HeadFromErrors = { status?: number; headers: [string, string][] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The headers a middleware sets on every answer, captured once (helmet's are the same for every request). */
function headersOf(middleware: RequestHandler): string[] {
  const res = new ServerResponse({ method: 'GET', headers: {} } as IncomingMessage);
  middleware({ headers: {}, method: 'GET', url: '/' } as Request, res as unknown as Response, () => undefined);
  const flat: string[] = [];
  for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = res.getHeader(name);
    for (const one of Array.isArray(value) ? value : [String(value)]) flat.push(name, one);
  }
  return flat;
}

/**
 * POST /graphql with a JSON body whose operation is a query, answered on Node's request before
 * Express and Apollo: the same origin rule (a JSON content type passes Apollo's CSRF check),
 * the same context (session lookup), validation and limits (cached per text), the compiled
 * execution of graphql-jit, Apollo's error normalisation and `formatError`, the anonymous
 * caller's rule, the same headers and the same request log line. Everything else — mutations,
 * subscriptions, introspection, other content types, GET, batches, persisted queries, bodies that
 * do not parse, documents that do not validate, variables that do not coerce, a context that
 * fails — goes to Express and Apollo unchanged, which answer it with their own messages (a test
 * compares both paths).
 */
export function fastGraphql<C extends { user: unknown }>(server: Server, options: FastGraphqlOptions<C>): FastGraphql {
  const documents = new FastDocuments(options.schema, options.validationRules);
  const security = headersOf(options.securityHeaders);
  const contentTypes = new Map<string, string | null>();
  const { app, schema } = options;

  function contentTypeFor(accept: string | undefined): string | null {
    if (accept === undefined || accept === '') return APPLICATION_JSON;
    let found = contentTypes.get(accept);
    if (found === undefined) {
      found = new Negotiator({ headers: { accept } }).mediaType(SINGLE_RESULT_TYPES) ?? null;
      if (contentTypes.size < 50) contentTypes.set(accept, found);
    }
    return found;
  }

  function handOver(req: IncomingMessage & HandedOver, res: ServerResponse, body: unknown, extra: HandedOver = {}): void {
    (req as IncomingMessage & { body?: unknown }).body = body;
    if (extra.fastBodyError) req.fastBodyError = extra.fastBodyError;
    if (extra.fastContext) req.fastContext = extra.fastContext;
    app(req as Request, res as Response);
  }

  function bodyError(type: string, status: number, message: string): Error & { type: string; status: number } {
    return Object.assign(new Error(message), { type, status, statusCode: status, expose: true });
  }

  /** Apollo's normalizeAndFormatErrors (errorNormalize.ts): code, HTTP head from extensions, formatError. */
  function formatErrors(errors: readonly GraphQLError[], head: HeadFromErrors): GraphQLFormattedError[] {
    const enrich = (error: GraphQLError): GraphQLFormattedError => {
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
      const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
      if (
        http &&
        typeof http === 'object' &&
        (!('status' in http) || typeof http.status === 'number') &&
        (!('headers' in http) || http.headers instanceof Map)
      ) {
        if (http.status) head.status = http.status as number;
        if (http.headers) for (const [name, value] of http.headers as Map<string, string>) head.headers.push([name, value]);
        delete extensions.http;
      }
      if (options.includeStacktrace) extensions.stacktrace = error.stack?.split('\n');
      return { ...error.toJSON(), extensions };
    };
    return errors.map((error) => {
      try {
        return options.formatError(enrich(error), error);
      } catch (formatting) {
        if (options.includeStacktrace) return enrich(asGraphQLError(formatting));
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
  }

  async function answer(req: Request, res: Response, body: Record<string, unknown>, started: number): Promise<void> {
    const query = body.query;
    const operationName = body.operationName;
    const variables = body.variables;
    const extensions = body.extensions;
    if (
      typeof query !== 'string' ||
      !query ||
      (operationName !== undefined && operationName !== null && typeof operationName !== 'string') ||
      (variables !== undefined && variables !== null && !isRecord(variables)) ||
      (extensions !== undefined && extensions !== null && (!isRecord(extensions) || 'persistedQuery' in extensions))
    ) {
      return handOver(req, res, body);
    }
    const contentType = contentTypeFor(req.headers.accept);
    const operation = contentType && documents.operation(query, operationName ?? undefined);
    if (!operation) return handOver(req, res, body);

    // As Express's app.handle does before its routes: the context reads req.ip, req.get, res.cookie.
    Object.setPrototypeOf(req, (app as Application & ExpressPrototypes).request);
    Object.setPrototypeOf(res, (app as Application & ExpressPrototypes).response);
    req.res = res;
    res.req = req;
    res.locals ??= Object.create(null);
    req.originalUrl = req.url;
    const pending = options.context(req, res);
    let context: C;
    try {
      context = await pending;
    } catch {
      // Apollo answers a failed context ("Context creation failed: ...") from the same promise.
      return handOver(req, res, body, { fastContext: pending });
    }
    const given = (variables ?? undefined) as Record<string, unknown> | undefined;
    if (operation.hasVariables && getVariableValues(schema, operation.operation.variableDefinitions!, given ?? {}).errors) {
      return handOver(req, res, body, { fastContext: pending });
    }

    const head: HeadFromErrors = { headers: [] };
    let result: ExecutionResult;
    let failure: RequestFailure | undefined;
    let formatted: GraphQLFormattedError[] | undefined;
    try {
      result = asGraphqlJsErrors(await operation.compiled.query(undefined, context, given));
    } catch (error) {
      // Apollo answers an execution that throws with that error alone (status 500 unless it says).
      result = { errors: [asGraphQLError(error)] };
      head.status ??= 500;
    }
    if (result.errors?.length) {
      const errors = result.errors;
      const scoped = withRequestScope(() => formatErrors(errors, head));
      // As errorListPlugin does for Apollo: one errors[] entry per refused input field.
      formatted = expandErrors(scoped.result);
      failure = scoped.scope.failure;
      if (!context.user) formatted = formatted.map((error) => ({ ...error, message: withoutSuggestions(error.message) }));
      if (!head.status && result.data === undefined) head.status = 400;
    }
    const text = options.stringifyResult({ errors: formatted, data: result.data, extensions: result.extensions });
    const headers = security.slice();
    // As strictTransport (http/security.ts) on the Express routes: only over HTTPS.
    if (req.secure) headers.push('Strict-Transport-Security', HSTS);
    let typeSet = false;
    for (const [name, value] of head.headers) {
      headers.push(name, value);
      if (name === 'content-type') typeSet = true;
    }
    if (!typeSet) headers.push('content-type', contentType);
    headers.push('Content-Length', String(Buffer.byteLength(text)));
    const status = head.status || 200;
    res.writeHead(status, headers);
    res.end(text);
    fast.answered++;
    if (failure || status >= 500) res.once('close', () => logFailedRequest(req, res, started, failure));
  }

  function read(req: IncomingMessage, res: ServerResponse, started: number): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= options.limit) {
        chunks.push(chunk);
        return;
      }
      // As body-parser: stop reading, then its 413 through the route's error handler.
      over = true;
      req.off('data', onData);
      req.pause();
      handOver(req, res, undefined, { fastBodyError: bodyError('entity.too.large', 413, 'request entity too large') });
    };
    req.on('data', onData);
    req.on('end', () => {
      if (over) return;
      let text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length === 0) return handOver(req, res, {});
      let body: unknown;
      try {
        const first = /^[\x20\x09\x0a\x0d]*(.)/.exec(text)?.[1];
        if (first !== '{' && first !== '[') throw new SyntaxError('strict violation');
        body = JSON.parse(text);
      } catch (error) {
        return handOver(req, res, undefined, { fastBodyError: bodyError('entity.parse.failed', 400, (error as Error).message) });
      }
      // As bodyDepth on the Express route (http/body-depth.ts): nothing walks a body too deep.
      if (jsonDepthOver(body)) return handOver(req, res, undefined, { fastBodyError: bodyTooDeepError() });
      if (!isRecord(body) || Object.keys(body).length === 0) return handOver(req, res, body);
      answer(req as Request, res as Response, body, started).catch((error: unknown) => {
        // Only a bug of this path gets here: the request is answered as Apollo answers an unexpected error.
        if (!res.headersSent) {
          res.writeHead(500, [...security, 'content-type', APPLICATION_JSON]);
          res.end(options.stringifyResult({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
        }
        logFailedRequest(req as Request, res as Response, started, { code: 'INTERNAL', error });
      });
    });
  }

  const fast: FastGraphql = {
    enabled: true,
    answered: 0,
    listener(req, res) {
      if (!fast.enabled || req.method !== 'POST' || (req.url !== '/graphql' && !req.url!.startsWith('/graphql?'))) return app(req as Request, res as Response);
      const { headers } = req;
      const type = headers['content-type'];
      const length = headers['content-length'];
      if (
        type === undefined ||
        !JSON_TYPES.has(type.toLowerCase()) ||
        headers['content-encoding'] !== undefined ||
        (length === undefined ? headers['transfer-encoding'] === undefined : !(Number(length) <= options.limit))
      ) {
        return app(req as Request, res as Response);
      }
      read(req, res, performance.now());
    },
    plugin: {
      async serverWillStart() {
        return {
          async serverWillStop() {
            fast.enabled = false;
          },
        };
      },
    },
  };
  byServer.set(server, fast);
  return fast;
}

function asGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const original = error instanceof Error ? error : new GraphQLError(`Unexpected error value: ${String(error)}`);
  return original instanceof GraphQLError ? original : new GraphQLError(original.message, { originalError: original });
}

/** First middleware of the GraphQL route: a body error found by the fast path takes body-parser's way. */
export const handedOverBodyError: RequestHandler = (req, _res, next) => next((req as Request & HandedOver).fastBodyError);
