import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import express, { type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Config } from './config.js';
import { migrate, openDatabase } from './db/orm.js';
import { withStartupLock } from './db/startup-lock.js';
import { seedDemo } from './db/seeders/demo.seeder.js';
import { TenantRegistry } from './db/tenant/tenant-registry.js';
import { describeFailures, migrateTenants } from './db/tenant/tenant-migrator.js';
import { SESSION_COOKIE, type AppContext, type Services } from './graphql/context.js';
import { formatError } from './graphql/errors.js';
import { graphqlHandler } from './graphql/http-handler.js';
import { documentRefusal } from './graphql/document-guard.js';
import { jitGateway } from './graphql/jit-executor.js';
import { fastGraphql, handedOverBodyError } from './graphql/fast-http.js';
import { anonymousCallerPlugin } from './graphql/anonymous.js';
import { OutboxPublisher } from './events/outbox.js';
import { createAppPubSub } from './graphql/pubsub.js';
import { createSchema } from './graphql/schema.js';
import { PARSE_OPTIONS, validationRules } from './graphql/validation.js';
import { errorListPlugin } from './graphql/error-list.js';
import { startGraphqlSocket } from './graphql/ws-server.js';
import { healthRoutes } from './http/health.js';
import { requestLog } from './http/request-log.js';
import { apiHeaders, bodyErrors, noStore, readCookie, sameOriginFrom, securityHeaders, strictTransport } from './http/security.js';
import { bodyDepth } from './http/body-depth.js';
import { serveWeb } from './http/static.js';
import { BullQueue } from './jobs/bullmq-queue.js';
import { InProcessQueue, type JobQueue } from './jobs/queue.js';
import { registerJobs } from './jobs/register.js';
import { startImportReconcile } from './modules/company-creation/import-reconcile.js';
import { stopPeriodic } from './jobs/periodic.js';
import { AuthService } from './modules/auth/auth.service.js';
import { log } from './shared/log.js';
import { closeStep, drainBudget, POOL_CLOSE_MS } from './shutdown.js';
import { createRestRouter } from './rest/router.js';
import { closeParcelThrottle } from './modules/parcels/parcel-throttle.js';
import { REST_ROUTES } from './rest/routes.js';
import { bearerToken } from './modules/api-tokens/api-token.service.js';
import { filesRouter } from './files/files.http.js';
import { registerMailFileOwners } from './modules/mail/file-owners.js';
import { registerHelpFileOwners } from './modules/help/help-files.js';
import { registerSupportFileOwner } from './modules/support/support-files.js';
import { startSendResume } from './send/mail-queue.js';
import { closeSendRuntime } from './send/runtime.js';

/** The JSON body limit of POST /graphql (1 MiB, body-parser's '1mb'). */
const GRAPHQL_BODY_LIMIT = 1024 * 1024;

export interface RunningApp {
  url: string;
  port: number;
  server: Server;
  services: Services;
  /** Closes everything; with drainMs, running requests and jobs get that long before they are cut or released. */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Closes what createServices opened: the queue first (it may still write), the database last. */
export async function closeServices(services: Services, options: { drainMs?: number } = {}): Promise<void> {
  await stopPeriodic(services);
  await services.jobs.close(options);
  closeSendRuntime(services);
  await services.outbox.close();
  await services.pubsub.close();
  await services.auth.close();
  closeParcelThrottle(services);
  // A connection still checked out (a request cut by the shutdown) must not hold the exit.
  await closeStep('pool', services.orm.close(), options.drainMs === undefined ? undefined : POOL_CLOSE_MS);
}

/** Opens the database, migrates, seeds an empty one, and builds the long-lived services. */
export async function createServices(config: Config, orm?: MikroORM): Promise<Services> {
  const database = orm ?? (await openDatabase(config));
  const pubsub = createAppPubSub(config.redisUrl);
  const outbox = new OutboxPublisher(database, pubsub);
  pubsub.outbox = outbox;
  const jobs: JobQueue = config.redisUrl ? new BullQueue(config.redisUrl, pubsub, config.queuePrefix, config.queueConcurrency) : new InProcessQueue(pubsub);
  const services: Services = {
    config,
    orm: database,
    auth: new AuthService(config.sessionIdleMinutes, { limit: config.loginRateLimit, redisUrl: config.redisUrl, prefix: config.queuePrefix }),
    tenants: new TenantRegistry(database, config.tenantDbName),
    pubsub,
    outbox,
    jobs,
  };
  registerJobs(services);
  try {
    await withStartupLock(config, async () => {
      await migrate(database);
      if (config.seedDemo) await seedDemo(services);
      // Every company schema to the latest tenant version; a failing schema is logged, not fatal.
      for (const line of describeFailures(await migrateTenants(database, config.tenantDbName))) console.error(line);
    });
    // Events committed before a restart (or while Redis was away) are published from now on.
    outbox.start();
    // Mail and SMS committed before a crash, a restart or a queue outage are queued now and every
    // 30 s (their job ids make this harmless twice).
    startSendResume(services);
  } catch (error) {
    await closeServices(services).catch(() => undefined);
    throw error;
  }
  return services;
}

/** Listens, or fails with a message that says which setting to change (a busy port is the usual case). */
function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? `el puerto ${port} ya está en uso; elija otro con PORT` : error.message;
      reject(new Error(`No se pudo escuchar en ${host}:${port}: ${reason}`, { cause: error }));
    };
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

function clientIp(req: IncomingMessage & { ip?: string }): string | null {
  return req.ip ?? req.socket.remoteAddress ?? null;
}

/** Starts the HTTP server: GraphQL (+ ws subscriptions), the legacy REST adapter, the web build. */
export async function startApp(config: Config, existing?: Services): Promise<RunningApp> {
  const services = existing ?? (await createServices(config));
  const schema = await createSchema(services.pubsub);
  const app = express();
  // Requests reach Express through the GraphQL fast path's listener (set below, before listening).
  const httpServer = createServer();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders, strictTransport);
  // Sessions checked in the last seconds are kept while PostgreSQL's change notices are heard
  // (modules/auth/session-cache.ts); a write answered here empties them before its answer
  // leaves, so the caller's next request sees what it changed even before the notice arrives.
  if (config.databaseUrl) services.auth.listenForChanges(config.databaseUrl, log);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
        services.auth.sessions.clear();
        return writeHead.apply(this, args);
      } as Response['writeHead'];
    }
    next();
  });

  // Secure when the request came over HTTPS: directly, or through a proxy named in TRUST_PROXY
  // that says so in X-Forwarded-Proto (Express's req.secure ignores that header from anybody else).
  const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });
  async function contextFor(req: Request, res: Response): Promise<AppContext> {
    // The session lookup is one statement on the shared connection pool; the request's own entity
    // manager is forked when something first asks for it (`{ me { … } }` never does).
    const user = await services.auth.resolve(services.orm.em, readCookie(req.headers.cookie, SESSION_COOKIE));
    let em: EntityManager | undefined;
    return {
      get em() {
        return (em ??= services.orm.em.fork());
      },
      user,
      services,
      meta: { ip: clientIp(req), userAgent: req.get('user-agent') ?? null },
      apiToken: bearerToken(req.get('authorization'), req.get('x-api-token')),
      setSessionCookie: (token) => res.cookie(SESSION_COOKIE, token, cookieOptions(req)),
      clearSessionCookie: () => res.clearCookie(SESSION_COOKIE, cookieOptions(req)),
    };
  }

  const health = healthRoutes(services);
  app.use(health.router);
  app.use(['/graphql', '/rest', '/soporte/rest'], requestLog, noStore);

  const socket = startGraphqlSocket(httpServer, schema, services);

  const development = config.env === 'development';
  const formatErrors = (formatted: GraphQLFormattedError, error: unknown) => formatError(formatted, error, development);
  // Compact JSON, as Apollo's `stringifyResult` below.
  const stringifyResult = (value: unknown) => JSON.stringify(value);
  // Queries over POST /graphql answered before Express and Apollo, with the same answers (graphql/fast-http.ts).
  const fast = fastGraphql(httpServer, {
    schema,
    validationRules: validationRules(),
    app,
    context: contextFor,
    formatError: formatErrors,
    includeStacktrace: development,
    stringifyResult,
    securityHeaders: apiHeaders,
    limit: GRAPHQL_BODY_LIMIT,
  });
  httpServer.on('request', fast.listener);
  const apollo = new ApolloServer<AppContext>({
    // The schema, with queries run by compiled documents (graphql/jit-executor.ts).
    gateway: jitGateway(schema),
    introspection: true,
    csrfPrevention: true,
    // main.ts owns the signals; Apollo's own handler would stop the server a second time.
    stopOnTerminationSignals: false,
    validationRules: validationRules(),
    parseOptions: PARSE_OPTIONS,
    includeStacktraceInErrorResponses: development,
    formatError: formatErrors,
    // Compact JSON, and no plugin that hooks every resolved field (cache control would).
    stringifyResult,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      // Requests in flight at shutdown get half the drain time; the rest is for running jobs.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: Math.floor(drainBudget(config.shutdownTimeoutMs) / 2) }),
      socket.drainPlugin,
      anonymousCallerPlugin(),
      // One errors[] entry per refused input field (graphql/error-list.ts).
      errorListPlugin(),
      fast.plugin,
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    handedOverBodyError,
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    bodyDepth(['variables', 'extensions']),
    bodyErrors,
    graphqlHandler(apollo, contextFor, documentRefusal),
  );

  const restStack = [
    express.json({ limit: '1mb' }),
    express.urlencoded({ extended: false, limit: '1mb' }),
    bodyDepth(),
    bodyErrors,
    sameOriginFrom(config.allowedOrigins),
    createRestRouter(REST_ROUTES, contextFor),
  ];
  app.use('/rest', ...restStack);
  registerMailFileOwners();
  registerHelpFileOwners();
  registerSupportFileOwner();
  const files = filesRouter(contextFor, config.allowedOrigins);
  app.use('/files', files);
  if (config.deployMode === 2) app.use('/soporte/files', files);
  if (config.deployMode === 2) app.use('/soporte/rest', ...restStack);

  serveWeb(app, config.webDist, config.deployMode);

  if (config.runWorkers) {
    services.jobs.startWorker();
    startImportReconcile(services);
    // Once a day whichever instance starts first: the date in the id makes the job idempotent.
    await services.jobs
      .add('sesiones.limpiar', {}, { jobId: `sesiones.limpiar.${new Date().toISOString().slice(0, 10)}` })
      .catch((error: unknown) => console.error('No se pudo encolar la limpieza de sesiones:', error instanceof Error ? error.message : error));
  }
  try {
    await listen(httpServer, config.port, config.host);
  } catch (error) {
    await apollo.stop();
    socket.close();
    health.close();
    await closeServices(services);
    throw error;
  }
  const port = (httpServer.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    server: httpServer,
    services,
    async close(options = {}) {
      const started = performance.now();
      socket.close();
      await closeStep('http', apollo.stop(), options.drainMs === undefined ? undefined : options.drainMs / 2 + POOL_CLOSE_MS);
      httpServer.closeAllConnections();
      health.close();
      const drainMs = options.drainMs === undefined ? undefined : Math.max(0, options.drainMs - (performance.now() - started));
      await closeServices(services, { drainMs });
    },
  };
}
