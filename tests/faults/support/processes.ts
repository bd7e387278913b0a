import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until check() returns a value other than undefined/false, or throws after timeoutMs. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}${last ? ` (${String(last)})` : ''}`);
    await sleep(everyMs);
  }
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(command: string, args: string[], options: { asUser?: string; timeoutMs?: number } = {}): string {
  const [cmd, argv] = options.asUser ? ['runuser', ['-u', options.asUser, '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: options.timeoutMs ?? 60_000 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} falló (${result.status ?? result.signal}): ${result.stderr}${result.stdout}${result.error ?? ''}`);
  return result.stdout;
}

/** A long-running child in its own process group, with its output kept in memory and in a file. */
export class Managed {
  readonly lines: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private readonly child: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile?: string },
  ) {
    this.child = spawn(command, args, { env: options.env, cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line) this.lines.push(line);
      if (options.logFile) appendFileSync(options.logFile, text);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      });
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.exitInfo === null;
  }

  /** Sends a signal to the whole process group (the child and anything it started). */
  signal(signal: NodeJS.Signals): void {
    if (!this.running) return;
    try {
      process.kill(-this.pid, signal);
    } catch {
      // already gone
    }
  }

  /** SIGTERM, then SIGKILL when it has not exited after graceMs. */
  async stop(graceMs = 5000): Promise<void> {
    if (!this.running) return;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  output(): string {
    return this.lines.join('\n');
  }
}
