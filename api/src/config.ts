import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { privateDataDir } from './db/data-dir.js';

/** Every environment variable the API reads, parsed and documented once. */
export interface Config {
  /** HTTP port (`PORT`, default 4000; 0 picks a free one). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** `NODE_ENV`; 'development' shows stack traces in GraphQL errors. */
  env: 'development' | 'production' | 'test';
  /** Real PostgreSQL server (`DATABASE_URL`). Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and local secrets (`DATA_DIR`, default ./.data). */
  dataDir: string;
  /** Redis for BullMQ queues and cross-instance pubsub (`REDIS_URL`). Unset: in-process. */
  redisUrl: string | undefined;
  /** 2 serves every route under /soporte as well (`DEPLOY_MODE`, default 1). */
  deployMode: 1 | 2;
  /** Password of the demo administrator (`ADMIN_PASSWORD`); 'admin' only for the embedded demo. */
  adminPassword: string | undefined;
  /** Seed demo data on an empty database (`SEED_DEMO`, default true). */
  seedDemo: boolean;
  /**
   * The day the demo data ends on (`DEMO_TODAY`, 'AAAA-MM-DD'). Unset: the day of seeding in
   * Ecuador, so the demo year (twelve months of accounting) always reaches today. Tests fix it.
   */
  demoToday: string | undefined;
  /** 32-byte key that encrypts secrets at rest (`SECRET_KEY`, hex or base64). */
  secretKey: Buffer;
  /** Session lifetime in minutes without activity (`SESSION_IDLE_MINUTES`, default 480). */
  sessionIdleMinutes: number;
  /** Serve the web build from this folder (`WEB_DIST`, default web/dist). */
  webDist: string;
  /** Run queue workers inside the API process (`RUN_WORKERS`, default true). */
  runWorkers: boolean;
  /**
   * Failed sign-ins per user name from one address in 15 minutes (`LOGIN_RATE_LIMIT`, default
   * 10); one address gets ten times that over all user names. Past it the user name is slowed
   * down from every address, never locked.
   */
  loginRateLimit: number;
  /** Public parcel searches per address in one minute (`PARCEL_RATE_LIMIT`, default 60). */
  parcelRateLimit: number;
  /** Distinct guides one address may look up without a session in 10 minutes (`PARCEL_GUIDE_LIMIT`, default 20). */
  parcelGuideLimit: number;
  /**
   * Mobile apps of the cooperatives (`PARCEL_APP_LINKS`): JSON keyed by access code (emp_coding),
   * each with `android` and/or `ios` links; the tracking page sends phones there. Default: the
   * demo cooperative's.
   */
  parcelAppLinks: Record<string, { android?: string; ios?: string }>;
  /**
   * Proxies whose X-Forwarded-For is believed (`TRUST_PROXY`): Express's `trust proxy` value, a
   * comma-separated list of addresses, subnets or `loopback`/`linklocal`/`uniquelocal`, or a
   * number of hops. Unset: nobody; the client address is the socket's.
   */
  trustProxy: string | number | false;
  /** Logical name of the database that holds the demo tenants (`TENANT_DB_NAME`). */
  tenantDbName: string;
  /** Prefix of the Redis keys: BullMQ queues and sign-in limits (`QUEUE_PREFIX`, default 'bo'). */
  queuePrefix: string;
  /** Jobs each BullMQ worker runs at once (`QUEUE_CONCURRENCY`, default 4; mail fan-out is SMTP-bound and gains from more). */
  queueConcurrency: number;
  /** SMTP transport URL (`SMTP_URL`). Unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail (`MAIL_FROM`, default 'Isyplus Soporte <soporte@isyplus.ec>'). */
  mailFrom: string;
  /** HTTP SMS gateway that receives each SMS as a JSON POST (`SMS_URL`). Unset: SMS are stored as not sent. */
  smsUrl: string | undefined;
  /** Bearer token sent to the SMS gateway (`SMS_TOKEN`). */
  smsToken: string | undefined;
  /**
   * Sender accounts may reach SMTP/IMAP servers on loopback, link-local or private addresses
   * (`ALLOW_PRIVATE_MAIL_HOSTS`, default false): off, an account cannot probe the internal network.
   */
  allowPrivateMailHosts: boolean;
  /**
   * Origins besides the server's own host from which pages may use the session: the WebSocket
   * upgrade and the REST adapter's writes (`ALLOWED_ORIGINS`, comma-separated, default none).
   */
  allowedOrigins: string[];
  /** Limit of a graceful shutdown in ms (`SHUTDOWN_TIMEOUT_MS`, default 10000): running work gets it minus 3 s, then the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Folder of company backups (`BACKUP_DIR`, default `<DATA_DIR>/backups`). */
  backupDir: string;
  /** Statement timeout of each schema's run in script administration (`SCRIPT_TIMEOUT_MS`, default 30000). */
  scriptTimeoutMs: number;
  /** Seconds between checks of running spreadsheet imports against the queue (`IMPORT_RECONCILE_SECONDS`, default 30; 0 only at start). */
  importReconcileSeconds: number;
  /** Seconds between checks that the sessions of open WebSockets are still valid (`SOCKET_SESSION_CHECK_SECONDS`, default 30; 0 never). */
  socketSessionCheckSeconds: number;
  /** statement_timeout of one report run in ms (`REPORT_TIMEOUT_MS`, default 30000). */
  reportTimeoutMs: number;
  /** Most rows one report run returns; more are cut and the run says so (`REPORT_ROW_CAP`, default 200000). */
  reportRowCap: number;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'si'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} debe ser un entero no negativo: '${value}'`);
  return n;
}

function trustProxy(value: string | undefined): string | number | false {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', '*'].includes(text.toLowerCase())) throw new Error(`TRUST_PROXY debe nombrar los proxies (direcciones, subredes o loopback), no '${text}'`);
  return text;
}

function origins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || !['http:', 'https:'].includes(url.protocol)) {
      throw new Error(`ALLOWED_ORIGINS debe ser una lista de orígenes separados por comas, como https://soporte.ejemplo.ec: '${entry}'`);
    }
    return url.origin;
  });
}

function readSecretKey(raw: string | undefined, dataDir: string, embedded: boolean): Buffer {
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('SECRET_KEY debe tener 32 bytes (64 caracteres hex o base64)');
    return key;
  }
  if (!embedded) {
    // A real deployment must bring its key: a generated one would make stored secrets unreadable
    // on the next instance. Tests and CI set one explicitly.
    throw new Error('SECRET_KEY es obligatorio cuando se usa DATABASE_URL');
  }
  const file = resolve(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  privateDataDir(dataDir);
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

const DEFAULT_APP_LINKS = {
  lojaexpress: {
    android: 'https://play.google.com/store/apps/details?id=ec.lojaexpress.encomiendas',
    ios: 'https://apps.apple.com/ec/app/loja-express-encomiendas/id1500000001',
  },
  mitadmundo: {
    android: 'https://play.google.com/store/apps/details?id=ec.transmitaddelmundo.encomiendas',
    ios: 'https://apps.apple.com/ec/app/trans-mitad-del-mundo/id1500000002',
  },
  sanmarcos: {
    android: 'https://play.google.com/store/apps/details?id=ec.transanmarcos.encomiendas',
    ios: 'https://apps.apple.com/ec/app/trans-san-marcos/id1500000003',
  },
};

function appLinks(value: string | undefined): Config['parcelAppLinks'] {
  if (!value) return DEFAULT_APP_LINKS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('PARCEL_APP_LINKS debe ser un JSON: {"codigo_acceso": {"android": "https://...", "ios": "https://..."}}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('PARCEL_APP_LINKS debe ser un objeto por código de acceso');
  const out: Config['parcelAppLinks'] = {};
  for (const [code, links] of Object.entries(parsed as Record<string, Record<string, unknown>>)) {
    const entry: { android?: string; ios?: string } = {};
    for (const os of ['android', 'ios'] as const) {
      const link = links?.[os];
      if (link === undefined) continue;
      if (typeof link !== 'string' || !/^https?:\/\//.test(link))
        throw new Error(`PARCEL_APP_LINKS: el enlace ${os} de ${code} debe empezar con http:// o https://`);
      entry[os] = link;
    }
    out[code] = entry;
  }
  return out;
}

function isoDay(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const [y, m, d] = raw.split('-').map(Number);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(Date.UTC(y!, m! - 1, d!)) : null;
  if (!day || day.toISOString().slice(0, 10) !== raw) throw new Error(`${name} debe ser una fecha AAAA-MM-DD (recibido: "${raw}")`);
  return raw;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR || './.data');
  const nodeEnv = (env.NODE_ENV as Config['env']) || 'production';
  const config: Config = {
    port: int('PORT', env.PORT, 4000),
    host: env.HOST || '0.0.0.0',
    env: ['development', 'production', 'test'].includes(nodeEnv) ? nodeEnv : 'production',
    databaseUrl,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    deployMode: env.DEPLOY_MODE === '2' ? 2 : 1,
    adminPassword: env.ADMIN_PASSWORD || (databaseUrl ? undefined : 'admin'),
    seedDemo: bool(env.SEED_DEMO, true),
    demoToday: isoDay('DEMO_TODAY', env.DEMO_TODAY),
    secretKey: overrides.secretKey ?? readSecretKey(env.SECRET_KEY, dataDir, !databaseUrl),
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 480),
    webDist: resolve(env.WEB_DIST || 'web/dist'),
    runWorkers: bool(env.RUN_WORKERS, true),
    loginRateLimit: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    parcelRateLimit: int('PARCEL_RATE_LIMIT', env.PARCEL_RATE_LIMIT, 60),
    parcelGuideLimit: int('PARCEL_GUIDE_LIMIT', env.PARCEL_GUIDE_LIMIT, 20),
    parcelAppLinks: appLinks(env.PARCEL_APP_LINKS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    tenantDbName: env.TENANT_DB_NAME || 'isyplus',
    queuePrefix: env.QUEUE_PREFIX || 'bo',
    queueConcurrency: Math.max(1, int('QUEUE_CONCURRENCY', env.QUEUE_CONCURRENCY, 4)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Isyplus Soporte <soporte@isyplus.ec>',
    smsUrl: env.SMS_URL || undefined,
    smsToken: env.SMS_TOKEN || undefined,
    allowPrivateMailHosts: bool(env.ALLOW_PRIVATE_MAIL_HOSTS, false),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    importReconcileSeconds: int('IMPORT_RECONCILE_SECONDS', env.IMPORT_RECONCILE_SECONDS, 30),
    socketSessionCheckSeconds: int('SOCKET_SESSION_CHECK_SECONDS', env.SOCKET_SESSION_CHECK_SECONDS, 30),
    backupDir: resolve(env.BACKUP_DIR || `${dataDir}/backups`),
    scriptTimeoutMs: int('SCRIPT_TIMEOUT_MS', env.SCRIPT_TIMEOUT_MS, 30_000),
    reportTimeoutMs: Math.max(1, int('REPORT_TIMEOUT_MS', env.REPORT_TIMEOUT_MS, 30_000)),
    reportRowCap: Math.max(1, int('REPORT_ROW_CAP', env.REPORT_ROW_CAP, 200_000)),
  };
  return { ...config, ...overrides };
}
