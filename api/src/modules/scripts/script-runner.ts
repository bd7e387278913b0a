import type { PGlite } from '@electric-sql/pglite';
import type { Services } from '../../graphql/context.js';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';

/** Raised to roll back a dry run after the script ran. */
class DryRun extends Error {}

/** The database's own message of a failed statement. */
export const dbMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs a script in one schema: its own transaction, `search_path` set to that schema only and a
 * statement timeout; a dry run executes and rolls back. Answers null or the database's error.
 */
export async function runInSchema(services: Services, schema: string, script: string, dryRun: boolean): Promise<string | null> {
  assertSchemaName(schema);
  const setup = `set local search_path to "${schema}"; set local statement_timeout = ${Math.max(1, services.config.scriptTimeoutMs)}`;
  try {
    if (services.config.databaseUrl) {
      await services.orm.em.fork().transactional(async (tx) => {
        const conn = tx.getConnection();
        const ctx = tx.getTransactionContext();
        // Without parameters the statements go by the simple protocol: a script may hold several.
        await conn.execute(setup, [], 'run', ctx);
        await conn.execute(script, [], 'run', ctx);
        if (dryRun) throw new DryRun();
      });
    } else {
      const pg = await (services.orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> }).getNativeClient();
      await pg.transaction(async (tx) => {
        await tx.exec(setup);
        await tx.exec(script);
        if (dryRun) await tx.rollback();
      });
    }
    return null;
  } catch (error) {
    if (error instanceof DryRun) return null;
    return dbMessage(error);
  }
}

/** Name of the function a script creates (`create [or replace] function [schema.]name(`), unquoted. */
export function functionNameOf(script: string): string | null {
  const match = /create\s+(?:or\s+replace\s+)?(?:function|procedure)\s+((?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?)\s*\(/i.exec(script);
  if (!match) return null;
  const parts = match[1]!.split('.').map((p) => p.trim());
  const last = parts[parts.length - 1]!;
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
}
