import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { freePort, Managed, run, waitFor } from './processes.js';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed (PG_BIN overrides), or null. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')) && existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : null;
}

export function redisServerBin(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** initdb refuses to run as root: as root the cluster belongs to the postgres system user. */
function clusterUser(): string | undefined {
  if (userInfo().uid !== 0) return undefined;
  const probe = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error('Corriendo como root hace falta el usuario del sistema postgres para initdb');
  return 'postgres';
}

/** A throw-away PostgreSQL cluster in a temporary folder on a free port. */
export class TestPostgres {
  readonly dir: string;
  readonly data: string;
  port = 0;
  private readonly user = clusterUser();

  constructor(private readonly bin: string) {
    this.dir = mkdtempSync(join(tmpdir(), 'bo-faults-pg-'));
    this.data = join(this.dir, 'data');
    if (this.user) {
      const uid = Number(spawnSync('id', ['-u', this.user], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', this.user], { encoding: 'utf8' }).stdout.trim());
      chownSync(this.dir, uid, gid);
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private pgCtl(args: string[]): string {
    return run(join(this.bin, 'pg_ctl'), ['-D', this.data, ...args], { asUser: this.user, timeoutMs: 60_000 });
  }

  async init(): Promise<void> {
    run(join(this.bin, 'initdb'), ['-D', this.data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'], {
      asUser: this.user,
    });
    this.port = await freePort();
    await this.start();
  }

  async start(): Promise<void> {
    // fsync off: a test cluster needs no durability against power loss; commits are still acknowledged only once written.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=120`;
    this.pgCtl(['-l', join(this.dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
  }

  /** Stops the server: 'fast' (what a restart does: sessions are terminated) or 'immediate' (a crash). */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.pgCtl(['-m', mode, '-w', '-t', '60', 'stop']);
  }

  running(): boolean {
    return existsSync(join(this.data, 'postmaster.pid'));
  }

  /** Stops the server whatever its state and removes the folder. */
  destroy(): void {
    try {
      if (this.running()) this.stop('immediate');
    } catch {
      const pid = Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid) process.kill(pid, 'SIGKILL');
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A redis-server without persistence on a free port, in its own process group. */
export class TestRedis {
  port = 0;
  process: Managed | null = null;

  constructor(private readonly bin: string) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.process = new Managed(
      'redis',
      this.bin,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      {},
    );
    const proc = this.process;
    await waitFor('redis-server listo', () => {
      if (!proc.running) throw new Error(`redis-server terminó: ${proc.output()}`);
      return proc.lines.some((l) => l.includes('Ready to accept connections'));
    });
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }
}
