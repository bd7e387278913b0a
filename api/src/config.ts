import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

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
  /** 32-byte key that encrypts secrets at rest (`SECRET_KEY`, hex or base64). */
  secretKey: Buffer;
  /** Session lifetime in minutes without activity (`SESSION_IDLE_MINUTES`, default 480). */
  sessionIdleMinutes: number;
  /** Serve the web build from this folder (`WEB_DIST`, default web/dist). */
  webDist: string;
  /** Run queue workers inside the API process (`RUN_WORKERS`, default true). */
  runWorkers: boolean;
  /** Login attempts allowed per IP and user per 15 minutes (`LOGIN_RATE_LIMIT`, default 10). */
  loginRateLimit: number;
  /** Logical name of the database that holds the demo tenants (`TENANT_DB_NAME`). */
  tenantDbName: string;
  /** Key prefix of the BullMQ queues in Redis (`QUEUE_PREFIX`, default 'bo'). */
  queuePrefix: string;
  /** SMTP transport URL (`SMTP_URL`). Unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail (`MAIL_FROM`, default 'Isyplus Soporte <soporte@isyplus.ec>'). */
  mailFrom: string;
  /** Seconds between checks of running spreadsheet imports against the queue (`IMPORT_RECONCILE_SECONDS`, default 30; 0 only at start). */
  importReconcileSeconds: number;
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
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
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
    secretKey: overrides.secretKey ?? readSecretKey(env.SECRET_KEY, dataDir, !databaseUrl),
    sessionIdleMinutes: int('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 480),
    webDist: resolve(env.WEB_DIST || 'web/dist'),
    runWorkers: bool(env.RUN_WORKERS, true),
    loginRateLimit: int('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    tenantDbName: env.TENANT_DB_NAME || 'isyplus',
    queuePrefix: env.QUEUE_PREFIX || 'bo',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Isyplus Soporte <soporte@isyplus.ec>',
    importReconcileSeconds: int('IMPORT_RECONCILE_SECONDS', env.IMPORT_RECONCILE_SECONDS, 30),
  };
  return { ...config, ...overrides };
}
