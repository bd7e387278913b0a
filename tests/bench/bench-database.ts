import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where a benchmark's app keeps its data, and how to get rid of it. */
export interface BenchDatabase {
  /** The environment for loadConfig: DATABASE_URL and SECRET_KEY, or DATA_DIR. */
  env: NodeJS.ProcessEnv;
  /** 'PostgreSQL (database bo_bench_…)' or 'embedded PGlite'. */
  label: string;
  onServer: boolean;
  /** Drops the database (FORCE: pooled connections must not keep it alive) or removes the folder. */
  drop(): Promise<void>;
  /** For the hard time limit, when nothing may be awaited: removes the folder, or says what to drop. */
  abandon(): string;
}

/**
 * A throwaway database for one benchmark run: `bo_bench_<tag>_<pid>` on the server of
 * DATABASE_URL when it is set, otherwise an embedded PGlite folder in the temp directory.
 */
export async function throwawayDatabase(tag: string, base: NodeJS.ProcessEnv): Promise<BenchDatabase> {
  const env: NodeJS.ProcessEnv = { ...base };
  const serverUrl = base.DATABASE_URL;
  if (serverUrl) {
    const name = `bo_bench_${tag}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    env.SECRET_KEY = randomBytes(32).toString('hex');
    return {
      env,
      label: `PostgreSQL (database ${name})`,
      onServer: true,
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
      abandon: () => `drop database ${name} by hand`,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `bo-bench-${tag}-`));
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  delete env.SECRET_KEY; // generated into the temp DATA_DIR
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  return { env, label: 'embedded PGlite', onServer: false, drop: async () => remove(), abandon: () => (remove(), 'its data folder was removed') };
}
