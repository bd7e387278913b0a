import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { TEST_PASSWORD, TEST_SECRET_KEY, available } from '../../support/env.js';
import { freePort, Managed, waitFor } from './processes.js';
import { postgresBin, redisServerBin, TestPostgres, TestRedis } from './servers.js';

const ROOT = resolve(import.meta.dirname, '../../..');

/** True when this machine has what the fault suite starts (else skipped with a reason, or a failure under REQUIRE_ALL=1). */
export function faultsAvailable(): boolean {
  const bin = postgresBin();
  const redis = redisServerBin();
  return available('PostgreSQL (initdb y pg_ctl en /usr/lib/postgresql/<versión>/bin)', Boolean(bin)) && available('redis-server', Boolean(redis));
}

export interface AppProcess extends Managed {
  url: string;
}

/**
 * Its own PostgreSQL and Redis (so they can be stopped, killed and restarted without touching
 * shared servers), plus API instances and workers as child processes from the sources.
 * destroy() stops everything, whatever happened.
 */
export class FaultCluster {
  readonly postgres = new TestPostgres(postgresBin()!);
  readonly redis = new TestRedis(redisServerBin()!);
  readonly processes: Managed[] = [];
  readonly logDir = mkdtempSync(join(tmpdir(), 'bo-faults-log-'));
  private readonly queuePrefix = `bo_faults_${process.pid}`;
  private count = 0;

  async start(): Promise<void> {
    await Promise.all([this.postgres.init(), this.redis.start()]);
  }

  /** Environment of every API and worker process. */
  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: this.postgres.url,
      REDIS_URL: this.redis.url,
      QUEUE_PREFIX: this.queuePrefix,
      SECRET_KEY: TEST_SECRET_KEY,
      ADMIN_PASSWORD: TEST_PASSWORD,
      // The SMTP sinks of the fault tests listen on 127.0.0.1.
      ALLOW_PRIVATE_MAIL_HOSTS: 'true',
      SEED_DEMO: 'true',
      RUN_WORKERS: 'false',
      WEB_DIST: join(this.logDir, 'sin-web'),
      SWC_NODE_PROJECT: join(ROOT, 'api/tsconfig.json'),
      ...extra,
    };
  }

  // From the sources with SWC: loading the app takes ~3-4 s more per process than the compiled
  // api/dist, but compiling it (tsc) takes ~30 s, more than the suite's nine starts save.
  private spawnNode(kind: string, entry: string, env: NodeJS.ProcessEnv): Managed {
    const name = `${kind}-${++this.count}`;
    const child = new Managed(name, process.execPath, ['--import', '@swc-node/register/esm-register', join(ROOT, entry)], {
      env,
      cwd: ROOT,
      logFile: join(this.logDir, `${name}.log`),
    });
    this.processes.push(child);
    return child;
  }

  /** Starts an API instance and waits until it answers /healthz. */
  async startApi(extra: Record<string, string> = {}): Promise<AppProcess> {
    const port = await freePort();
    const child = this.spawnNode('api', 'api/src/main.ts', this.env({ PORT: String(port), ...extra })) as AppProcess;
    child.url = `http://127.0.0.1:${port}`;
    await waitFor(
      `${child.name} escuchando`,
      async () => {
        if (!child.running) throw new Error(`${child.name} terminó al iniciar: ${child.output()}`);
        return (await fetch(`${child.url}/healthz`)).ok;
      },
      90_000,
      200,
    );
    return child;
  }

  /** Starts a worker process and waits until it processes the queue. */
  async startWorker(extra: Record<string, string> = {}): Promise<Managed> {
    const child = this.spawnNode('worker', 'api/src/worker.ts', this.env(extra));
    await waitFor(
      `${child.name} en ejecución`,
      () => {
        if (!child.running) throw new Error(`${child.name} terminó al iniciar: ${child.output()}`);
        return child.lines.some((l) => l.includes('Worker de trabajos en ejecución'));
      },
      90_000,
      200,
    );
    return child;
  }

  /** One query on the cluster's database (a new connection each time: it may have been restarted). */
  async sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.postgres.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Stops every process (process groups, SIGKILL after a grace), PostgreSQL and Redis; removes the folders. */
  async destroy(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop(3000)));
    await this.redis.stop().catch(() => undefined);
    this.postgres.destroy();
    if (!process.env.KEEP_FAULT_LOGS) rmSync(this.logDir, { recursive: true, force: true });
  }
}
