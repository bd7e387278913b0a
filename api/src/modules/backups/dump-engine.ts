import type { MikroORM } from '@mikro-orm/core';
import type { Config } from '../../config.js';
import type { BackupFormat } from './backup-enums.js';
import { PgToolsEngine } from './pg-engine.js';
import { PgliteEngine } from './pglite-engine.js';
import type { RestorePlan } from './restore-plan.js';
import type { TableCounts } from './schema-counts.js';

/** Reports progress 0..100 with a Spanish message. */
export type Progress = (percent: number, message: string) => Promise<void>;

/** Dumps one schema to a file and restores such a file, on the API's own database. */
export interface DumpEngine {
  readonly format: BackupFormat;
  /** File extension of its backups. */
  readonly extension: string;
  /** Writes the schema to `file` and answers the row count of each table in the same snapshot. */
  dump(schema: string, file: string, progress: Progress): Promise<TableCounts>;
  /** Restores `file` as the plan says, in one transaction that fails unless the counts match. */
  restore(file: string, plan: RestorePlan, progress: Progress): Promise<void>;
}

/** pg_dump/pg_restore against PostgreSQL; PGlite's own pg_dump on the embedded database. */
export function dumpEngineFor(config: Config, orm: MikroORM): DumpEngine {
  return config.databaseUrl ? new PgToolsEngine(orm, config.databaseUrl) : new PgliteEngine(orm);
}
