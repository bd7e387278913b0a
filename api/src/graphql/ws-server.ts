import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getOperationAST, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { jsonDepthOver, MAX_JSON_DEPTH } from '../http/body-depth.js';
import { readCookie, sourceAllowed } from '../http/security.js';
import { errorEnvelope } from '../rest/envelope.js';
import { AppError } from '../shared/app-error.js';
import { log } from '../shared/log.js';
import { MSG } from '../shared/messages.js';
import { SESSION_COOKIE, type AppContext, type Services } from './context.js';
import { formatErrors } from './errors.js';
import { GRAPHQL_MSG } from './messages.js';
import { isTransientError as isTransient } from '../db/transient.js';
import { run } from '../db/sql.js';
import { validationRules } from './validation.js';
import { jitSubscriptions } from './jit-subscriptions.js';
import { SessionSockets } from './ws-session-count.js';

export const WS_PATH = '/graphql';

/**
 * Largest frame the socket reads: 256 KB. A subscription of the web client is under 1 KB; an
 * operation within the limits (12 levels, 30 aliases, cost 5,000) fits with room for long
 * variables. ws refuses a bigger frame from its header (close 1009) before reading it, signed
 * in or not. HTTP accepts bodies up to 1 MB because they also carry mutations' data.
 */
export const WS_MAX_PAYLOAD = 256 * 1024;

/** Operations in flight on one socket (the web client keeps a handful of subscriptions). */
export const WS_MAX_OPERATIONS = 20;

/**
 * Open sockets of one session (the web client opens one per tab): in all the instances when
 * Redis is set (ws-session-count.ts), on each instance otherwise.
 */
export const WS_MAX_PER_SESSION = 20;

/**
 * Close code when a dependency (PostgreSQL, Redis) fails for a moment: 1013 "Try Again Later",
 * which graphql-ws clients retry (they never retry 4500 or the other 4xxx codes of errors).
 * Also the close code of a session's socket past WS_MAX_PER_SESSION: the web client retries it
 * and gets in once another tab closes.
 */
export const WS_CLOSE_TRY_AGAIN = 1013;

/** Close code of a socket whose session was closed, revoked or expired (graphql-ws does not retry it). */
export const WS_CLOSE_SESSION_ENDED = 4403;

type Extra = { socket: WebSocket; request: IncomingMessage; user?: AppContext['user'] };

/**
 * Every `seconds`, one statement checks the sessions of this process's open sockets: a socket
 * whose session was closed (logout, revocation, password change, deactivation) or expired is
 * closed with 4403, so live data stops within that time on every instance.
 */
function watchSessions(services: Services, open: Map<WebSocket, string>): () => void {
  const seconds = services.config.socketSessionCheckSeconds;
  if (seconds <= 0) return () => {};
  let running = false;
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the callback catches every failure itself and never rejects
  const timer = setInterval(async () => {
    if (running || open.size === 0) return;
    running = true;
    try {
      const ids = [...new Set(open.values())];
      const rows = await run<{ ses_codigo: string }>(
        services.orm.em.fork(),
        `select s.ses_codigo from tsesion s join tusuarios u on u.usr_codigo = s.usr_codigo
          where s.ses_codigo = any(?::text[]) and s.ses_revocada is null and s.ses_expira > now() and u.usr_activo = 'T'`,
        [`{${ids.join(',')}}`],
      );
      const live = new Set(rows.map((r: { ses_codigo: string }) => r.ses_codigo));
      for (const [socket, sessionId] of open) if (!live.has(sessionId)) socket.close(WS_CLOSE_SESSION_ENDED, GRAPHQL_MSG.socketSessionEnded);
    } catch (error) {
      // The database is away: the sockets are checked again next time.
      log.failure({ event: 'websocket', code: 'SESIONES', route: 'revisar', error, throttle: true });
    } finally {
      running = false;
    }
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

export interface GraphqlSocket {
  /** Apollo plugin that closes the sockets when Apollo drains the server. */
  drainPlugin: ApolloServerPlugin<AppContext>;
  /** Refuses new sockets and ends the open ones at once (shutdown, failed start); Apollo's drain closes the rest. */
  close(): void;
}

function refuseUpgrade(socket: Duplex, error: AppError): void {
  // Node leaves an upgrading socket without an error listener: a reset must not stop the process.
  socket.on('error', () => socket.destroy());
  const { status, body } = errorEnvelope(error);
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

function tryAgainLater(socket: WebSocket, step: string, error: unknown): void {
  log.failure({ event: 'websocket', code: 'NO_DISPONIBLE', route: step, error, throttle: true });
  socket.close(WS_CLOSE_TRY_AGAIN, GRAPHQL_MSG.socketTryAgain);
}

function refuse(message: string, code: 'GRAPHQL_VALIDATION_FAILED' | 'RATE_LIMITED' | 'BAD_USER_INPUT'): GraphQLError[] {
  return [new GraphQLError(message, { extensions: { code } })];
}

/**
 * GraphQL over WebSocket (graphql-ws) on the HTTP server's /graphql, for subscriptions only.
 * The same rules as over HTTP: the origin rule of the REST adapter on the upgrade (a browser
 * page of another site cannot ride the session cookie), the same validation and limits, the
 * same error format, and a session for every operation.
 */
export function startGraphqlSocket(httpServer: Server, schema: GraphQLSchema, services: Services): GraphqlSocket {
  const development = services.config.env === 'development';
  const rules = validationRules();
  const jit = jitSubscriptions(schema, rules);
  const wsServer = new WebSocketServer({ noServer: true, path: WS_PATH, maxPayload: WS_MAX_PAYLOAD });
  const sessions = new SessionSockets({ max: WS_MAX_PER_SESSION, redisUrl: services.config.redisUrl, prefix: services.config.queuePrefix });
  const stopWatching = watchSessions(services, sessions.bySocket);

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const source = request.headers.origin ?? request.headers.referer;
    if (!sourceAllowed(source, request.headers.host, services.config.allowedOrigins)) {
      refuseUpgrade(socket, AppError.forbidden(MSG.csrf));
      return;
    }
    wsServer.handleUpgrade(request, socket, head, (ws) => {
      wsServer.emit('connection', ws, request);
      // The errors ws emits on a socket are the client's (a frame over maxPayload, bad framing)
      // and ws already closes it with the right code; graphql-ws would log each as an internal
      // error, a log anyone could flood.
      ws.removeAllListeners('error');
      ws.on('error', () => {});
    });
  };
  httpServer.on('upgrade', onUpgrade);

  const format = (errors: readonly GraphQLError[]) => formatErrors(errors, development);

  const cleanup = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema,
      subscribe: (args) => jit.subscribe(args),
      // Subscriptions are for signed-in staff only: the session cookie travels with the upgrade.
      // A database that is away is not a refusal (4403 would not be retried): 1013, come back later.
      onConnect: async (ctx) => {
        let user: AppContext['user'];
        try {
          user = await services.auth.resolve(services.orm.em.fork(), readCookie(ctx.extra.request.headers.cookie, SESSION_COOKIE));
        } catch (error) {
          tryAgainLater(ctx.extra.socket, 'conectar', error);
          return false;
        }
        if (!user) return false;
        // Closed while its session was looked up: nothing to count (its close event has passed).
        if (ctx.extra.socket.readyState !== WebSocket.OPEN) return false;
        if (!(await sessions.add(ctx.extra.socket, user.sessionId))) {
          if (ctx.extra.socket.readyState === WebSocket.OPEN)
            ctx.extra.socket.close(WS_CLOSE_TRY_AGAIN, GRAPHQL_MSG.socketTooManyPerSession(WS_MAX_PER_SESSION));
          return false;
        }
        ctx.extra.user = user;
        return true;
      },
      onSubscribe: (ctx: Context<Record<string, unknown> | undefined, Extra>, _id, payload) => {
        // The operation being subscribed is already in the table.
        if (Object.keys(ctx.subscriptions).length > WS_MAX_OPERATIONS) return refuse(GRAPHQL_MSG.socketTooManyOperations(WS_MAX_OPERATIONS), 'RATE_LIMITED');
        // graphql-ws has read the frame (at most WS_MAX_PAYLOAD); nothing walks variables nested too deep.
        if (jsonDepthOver(payload.variables) || jsonDepthOver(payload.extensions))
          return refuse(GRAPHQL_MSG.variablesTooDeep(MAX_JSON_DEPTH), 'BAD_USER_INPUT');
        const document = jit.document(payload.query);
        if (Array.isArray(document)) return document;
        const operation = getOperationAST(document, payload.operationName);
        if (operation && operation.operation !== 'subscription') return refuse(GRAPHQL_MSG.socketSubscriptionsOnly, 'GRAPHQL_VALIDATION_FAILED');
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: (ctx): AppContext => ({
        em: services.orm.em.fork(),
        user: ctx.extra.user ?? null,
        services,
        meta: { ip: ctx.extra.request.socket.remoteAddress ?? null, userAgent: ctx.extra.request.headers['user-agent'] ?? null },
        setSessionCookie: () => {},
        clearSessionCookie: () => {},
      }),
      // Errors leave in the same shape and with the same codes as over HTTP.
      // Internal details stay in the log; a passing failure closes with 1013 so that the client
      // comes back and subscribes again instead of ending the subscription with an error.
      onError: (ctx, _id, _payload, errors) => {
        if (errors.some(isTransient)) tryAgainLater(ctx.extra.socket, 'suscribir', errors.find(isTransient));
        return format(errors);
      },
      onNext: (ctx, _id, _payload, _args, result) => {
        const { errors } = result as ExecutionResult;
        if (!errors) return undefined;
        if (errors.some(isTransient)) tryAgainLater(ctx.extra.socket, 'suscribir', errors.find(isTransient));
        return { ...result, errors: format(errors) };
      },
    },
    wsServer,
  );

  return {
    drainPlugin: {
      async serverWillStart() {
        return {
          async drainServer() {
            await cleanup.dispose();
          },
        };
      },
    },
    close() {
      stopWatching();
      sessions.close();
      httpServer.off('upgrade', onUpgrade);
      for (const socket of wsServer.clients) socket.terminate();
    },
  };
}
