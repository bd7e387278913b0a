import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { BackupFormat } from './backup-enums.js';
import type { DumpEngine, Progress } from './dump-engine.js';
import { restoreWrapping, type RestorePlan } from './restore-plan.js';
import { countRows, type TableCounts } from './schema-counts.js';
import { run } from '../../db/sql.js';

/** libpq environment of a PostgreSQL URL: the password never shows in a process list. */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'isyplus-backup' };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const db = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (db) env.PGDATABASE = db;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The last error line a PostgreSQL tool wrote, without its prefix ('ERROR:  ...'). */
export function toolError(stderr: string, tool: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const error = lines.filter((l) => /ERROR:|error:|FATAL:/.test(l)).pop() ?? lines.pop() ?? `${tool} terminó con error`;
  return error.replace(/^.*?(ERROR|error|FATAL):\s*/, '').slice(0, 400);
}

interface Tool {
  done: Promise<void>;
  stdin: NodeJS.WritableStream;
  stdout: NodeJS.ReadableStream;
}

/** Starts a PostgreSQL client tool from PATH; `onLine` reads its stderr line by line. */
function spawnTool(cmd: string, args: string[], env: NodeJS.ProcessEnv, onLine?: (line: string) => void): Tool {
  const child = spawn(cmd, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let partial = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${cmd}: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(toolError(stderr, cmd)))));
  });
  return { done, stdin: child.stdin, stdout: child.stdout };
}

/**
 * Backups of a real PostgreSQL with its own tools: `pg_dump -Fc -n <schema>` reading the snapshot
 * in which the rows were counted, and `pg_restore` into `psql --single-transaction` wrapped by the
 * restore plan (rename, verification), so a failed or short restore changes nothing.
 */
export class PgToolsEngine implements DumpEngine {
  readonly format = BackupFormat.CUSTOM;
  readonly extension = 'dump';

  constructor(
    private readonly orm: MikroORM,
    private readonly databaseUrl: string,
  ) {}

  async dump(schema: string, file: string, progress: Progress): Promise<TableCounts> {
    const env = libpqEnv(this.databaseUrl);
    // The counts and pg_dump see the same snapshot: the transaction that exported it stays open until pg_dump ends.
    return this.orm.em.fork().transactional(
      async (tx) => {
        const exec = (sql: string) => run<Record<string, unknown>>(tx, sql);
        const [{ snapshot }] = (await exec('select pg_export_snapshot() as snapshot')) as [{ snapshot: string }];
        const counts = await countRows(exec, schema);
        const total = Object.keys(counts).length || 1;
        let done = 0;
        await progress(5, `${total} tablas por respaldar`);
        const tool = spawnTool('pg_dump', ['-Fc', '-v', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, '-n', schema, '-f', file], env, (line) => {
          if (line.includes('dumping contents of table'))
            void progress(5 + (90 * ++done) / total, `${done} de ${total} tablas respaldadas`).catch(() => undefined);
        });
        tool.stdin.end();
        await tool.done;
        return counts;
      },
      { isolationLevel: 'repeatable read' as never },
    );
  }

  async restore(file: string, plan: RestorePlan, progress: Progress): Promise<void> {
    const env = libpqEnv(this.databaseUrl);
    const total = Object.keys(plan.counts).length || 1;
    let done = 0;
    const { before, after } = restoreWrapping(plan);
    const dir = await mkdtemp(join(tmpdir(), 'bo-restaurar-'));
    try {
      await writeFile(join(dir, 'antes.sql'), before);
      await writeFile(join(dir, 'despues.sql'), after);
      // One pipeline, no copy through Node: the plan's statements around pg_restore's script, in
      // one psql transaction. A failed pg_restore appends a failing statement, so psql rolls back.
      const script = `{ cat "$1"; pg_restore -v --no-owner --no-privileges -f - "$2" || printf '\\n\\.\\nselect 1/0;\\n'; cat "$3"; } | psql -X -q -v ON_ERROR_STOP=1 --single-transaction -f -`;
      const pipeline = spawnTool('sh', ['-c', script, 'restaurar', join(dir, 'antes.sql'), file, join(dir, 'despues.sql')], env, (line) => {
        if (line.includes('processing data for table'))
          void progress(5 + (90 * ++done) / total, `${done} de ${total} tablas restauradas`).catch(() => undefined);
      });
      pipeline.stdin.end();
      await pipeline.done;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
