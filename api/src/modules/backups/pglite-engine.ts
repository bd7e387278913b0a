import { readFile, writeFile } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { PGlite } from '@electric-sql/pglite';
import { BackupFormat } from './backup-enums.js';
import type { DumpEngine, Progress } from './dump-engine.js';
import { restoreWrapping, type RestorePlan } from './restore-plan.js';
import { countRows, type TableCounts } from './schema-counts.js';

/**
 * The dump's script as statements for one transaction on the shared embedded connection: psql
 * meta-commands go, session settings become local to the transaction (so the API's own
 * search_path is back once it ends).
 */
export function localizeScript(sql: string): string {
  return sql
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .map((line) => (line.startsWith('SET ') ? `SET LOCAL ${line.slice(4)}` : line))
    .join('\n')
    .replaceAll("set_config('search_path', '', false)", "set_config('search_path', '', true)");
}

/**
 * Backups of the embedded database with PGlite's own pg_dump (a plain SQL script with multi-row
 * inserts), restored in one exclusive transaction of the embedded connection.
 */
export class PgliteEngine implements DumpEngine {
  readonly format = BackupFormat.SQL;
  readonly extension = 'sql';

  constructor(private readonly orm: MikroORM) {}

  private async client(): Promise<PGlite> {
    const conn = this.orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> };
    return conn.getNativeClient();
  }

  async dump(schema: string, file: string, progress: Progress): Promise<TableCounts> {
    const live = await this.client();
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    // pg_dump runs its own transaction: on the shared connection the API's queries would land
    // inside it. A clone is a consistent copy of the whole database, for the dump alone.
    const pg = (await live.clone()) as PGlite;
    try {
      const counts = await countRows(async (sql) => (await pg.query<Record<string, unknown>>(sql)).rows, schema);
      await progress(10, `${Object.keys(counts).length} tablas por respaldar`);
      const dump = await pgDump({ pg, args: ['-n', schema, '--no-owner', '--no-privileges', '--rows-per-insert=1000'] });
      await progress(90, 'Guardando el archivo del backup');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return counts;
    } finally {
      await pg.close();
    }
  }

  async restore(file: string, plan: RestorePlan, progress: Progress): Promise<void> {
    const pg = await this.client();
    const script = localizeScript(await readFile(file, 'utf8'));
    const { before, after } = restoreWrapping(plan);
    await progress(10, 'Restaurando el backup');
    await pg.transaction(async (tx) => {
      await tx.exec(before);
      await tx.exec(script);
      await progress(80, 'Verificando las filas de cada tabla');
      await tx.exec(after);
    });
  }
}
