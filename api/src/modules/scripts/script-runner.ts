import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Services } from '../../graphql/context.js';
import { assertSchemaName } from '../../db/tenant/tenant-registry.js';
import { confineSchema, quoteIdent, type RunSql } from '../../db/tenant/tenant-role.js';
import { SCRIPT_MSG } from './messages.js';
import { checkScript, statementHead, type ScriptStatement } from './script-parser.js';

/** The database's own message of a failed statement. */
export const dbMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The runner function created for one run in the company's schema (and dropped or rolled back with it). */
const RUNNER = '_isy_ejecutar_script';

/**
 * The statements run inside one SECURITY DEFINER function owned by the company role: while it
 * runs, PostgreSQL refuses any change of role or session authorization ("cannot set parameter
 * role within security-definer function"), also from functions the script creates and calls
 * and from their `SET role` clauses, which a plain `SET LOCAL ROLE` does not stop (`RESET ROLE`
 * would go back to the app's user). One top-level call: statement_timeout covers the whole
 * script and cannot be lifted from inside it. A failing statement is reported as 'N: message'.
 */
function runnerSql(schema: string): string {
  return `create or replace function ${quoteIdent(schema)}.${RUNNER}(sentencias text[]) returns void language plpgsql security definer as $isy$
declare
  numero int := 0;
  sentencia text;
  detalle text;
begin
  foreach sentencia in array sentencias loop
    numero := numero + 1;
    execute sentencia;
  end loop;
exception when others then
  get stacked diagnostics detalle = pg_exception_detail;
  if detalle <> '' then
    raise exception using errcode = sqlstate, message = numero || ': ' || sqlerrm, detail = detalle;
  end if;
  raise exception using errcode = sqlstate, message = numero || ': ' || sqlerrm;
end $isy$`;
}

/**
 * The work of one run inside its transaction: the schema's role (created or completed as the
 * app user), then `SET LOCAL search_path`, `SET LOCAL ROLE`, the runner, `SET LOCAL
 * statement_timeout` and the one call. It ends by clearing what a script could leave on the
 * session after its transaction (session settings, temporary tables, advisory locks): the
 * embedded database has one session for the whole app.
 */
async function confinedRun(run: RunSql, schema: string, statements: ScriptStatement[], timeoutMs: number): Promise<void> {
  const role = await confineSchema(run, schema);
  const runner = `${quoteIdent(schema)}.${RUNNER}`;
  await run(`set local search_path to ${quoteIdent(schema)}`);
  await run(`set local role ${quoteIdent(role)}`);
  await run(runnerSql(schema));
  await run(`set local statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}`);
  await run(`select ${runner}($1::text[])`, [statements.map((s) => s.sql)]);
  await run(`drop function if exists ${runner}(text[])`);
  await run('reset role');
  await run('discard temp');
  await run('reset all');
  await run('select pg_advisory_unlock_all()');
}

/** One transaction on a connection of its own, closed after: nothing of the run stays in the app's pool. */
async function onOwnConnection(url: string, dryRun: boolean, work: (run: RunSql) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'isyplus-script' });
  await client.connect();
  try {
    await client.query('begin');
    try {
      await work((sql, params) => client.query(sql, params));
      await client.query(dryRun ? 'rollback' : 'commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

let embeddedNoted = false;

/** The embedded database: its one session, one transaction. */
async function onEmbedded(services: Services, dryRun: boolean, work: (run: RunSql) => Promise<void>): Promise<void> {
  if (!embeddedNoted) {
    embeddedNoted = true;
    console.warn(SCRIPT_MSG.embeddedTimeout);
  }
  const db = await (services.orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> }).getNativeClient();
  await db.transaction(async (tx) => {
    await work((sql, params) => tx.query(sql, params));
    if (dryRun) await tx.rollback();
  });
}

/** The Spanish answer for a failed run: permission, transaction end and timeout explained; other errors as the database said them. */
function failureMessage(error: unknown, statements: ScriptStatement[], schema: string, timeoutMs: number): string {
  const code = (error as { code?: string }).code;
  let message = dbMessage(error);
  const numbered = /^(\d+): ([\s\S]*)$/.exec(message);
  const statement = numbered ? statements[Number(numbered[1]) - 1] : undefined;
  if (numbered) message = numbered[2]!;
  if (code === '57014') return SCRIPT_MSG.timeout(String(timeoutMs / 1000).replace('.', ','), message);
  if (statement && code === '42501') return SCRIPT_MSG.permission(statement.number, statementHead(statement.sql), schema, message);
  if (statement && code === '2D000') return SCRIPT_MSG.transactionEnd(statement.number, statementHead(statement.sql), message);
  return message;
}

/**
 * Runs a script in one schema, confined: its statements checked by the parser first (a refusal
 * runs nothing), then one transaction under the company role with search_path and the statement
 * timeout fixed. A dry run always rolls back; a failure leaves nothing. Answers null or the
 * Spanish message of the refusal or failure.
 */
export async function runInSchema(services: Services, schema: string, script: string, dryRun: boolean): Promise<string | null> {
  assertSchemaName(schema);
  const checked = await checkScript(script);
  if (!checked.ok) return checked.message;
  const timeoutMs = Math.max(1, services.config.scriptTimeoutMs);
  const work = (run: RunSql) => confinedRun(run, schema, checked.statements, timeoutMs);
  try {
    if (services.config.databaseUrl) await onOwnConnection(services.config.databaseUrl, dryRun, work);
    else await onEmbedded(services, dryRun, work);
    return null;
  } catch (error) {
    return failureMessage(error, checked.statements, schema, timeoutMs);
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
