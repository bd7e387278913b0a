import { createHash } from 'node:crypto';
import type { AppContext, Services } from '../../graphql/context.js';
import { enqueueWithin } from '../../jobs/queue.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../system/audit.service.js';
import { companySchemas, type SchemaEntry } from '../backups/schema-list.js';
import { SCRIPT_MSG } from './messages.js';
import { functionNameOf, runInSchema } from './script-runner.js';
import { checkScript } from './script-parser.js';
import { run } from '../../db/sql.js';

export const SCRIPT_JOB = 'scripts.ejecutar';

export interface SchemaResult {
  schema: string;
  ok: boolean;
  /** 'Exito', or the database's message. */
  message: string;
}

export interface ScriptRunRow {
  sce_codigo: number;
  sce_fecha: Date;
  usr_nombre: string;
  sce_hash: string;
  sce_prueba: boolean;
  sce_esquemas: string[] | string;
  sce_estado: string;
  sce_resultado: SchemaResult[] | string | null;
  sce_terminado: Date | null;
}

export interface ScriptRunRequest {
  script: string;
  schemas: string[];
  dryRun?: boolean | null;
}

/** Only the super user hierarchy runs scripts on company databases. */
export function requireSuperUser(ctx: AppContext): AuthUser {
  if (!ctx.user) throw AppError.unauthenticated();
  if (ctx.user.hierarchy < 2) throw AppError.forbidden(SCRIPT_MSG.onlySuperUser);
  return ctx.user;
}

/** lst_bd: the server's database with its company schemas. */
export async function scriptDatabases(ctx: AppContext): Promise<Array<{ name: string; schemas: SchemaEntry[] }>> {
  requireSuperUser(ctx);
  return [{ name: ctx.services.config.tenantDbName, schemas: await companySchemas(ctx.em) }];
}

const hashOf = (script: string) => createHash('sha256').update(script).digest('hex');
const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function checkedRequest(ctx: AppContext, input: ScriptRunRequest): Promise<{ script: string; schemas: string[] }> {
  const script = (input.script ?? '').trim();
  if (!script) throw AppError.input('script', SCRIPT_MSG.scriptRequired);
  // Refused before anything is recorded or run (each schema's run checks it again).
  const checked = await checkScript(script);
  if (!checked.ok) throw AppError.input('script', checked.message);
  const schemas = [...new Set((input.schemas ?? []).map((s) => s.trim()).filter(Boolean))];
  if (!schemas.length) throw AppError.input('schemas', SCRIPT_MSG.schemasRequired);
  const known = new Set((await companySchemas(ctx.em)).map((s) => s.schema));
  const unknown = schemas.find((s) => !known.has(s));
  if (unknown) throw AppError.input('schemas', SCRIPT_MSG.schemaUnknown(unknown));
  return { script, schemas };
}

/** Records a run (pendiente) with the script, its hash and the schemas; answers its id. */
async function recordRun(ctx: AppContext, actor: AuthUser, script: string, schemas: string[], dryRun: boolean): Promise<ScriptRunRow> {
  const [row] = await run<ScriptRunRow>(
    ctx.em,
    `insert into tscript_ejecucion (usr_codigo, usr_nombre, sce_hash, sce_script, sce_prueba, sce_esquemas) values (?, ?, ?, ?, ?, ?::jsonb)
     returning sce_codigo, sce_fecha, usr_nombre, sce_hash, sce_prueba, sce_esquemas, sce_estado, sce_resultado, sce_terminado`,
    [actor.id, actor.name, hashOf(script), script, dryRun, JSON.stringify(schemas)],
  );
  return row!;
}

/**
 * Runs a recorded script in each of its schemas, one transaction each (a failing schema is
 * reported and does not stop the others), then stores the per-schema results and audits the run
 * (who, when, hash, results). Running it again after it ended changes nothing.
 */
export async function executeRun(services: Services, runId: number, progress?: (pct: number, msg: string) => Promise<void>): Promise<ScriptRunRow> {
  const em = services.orm.em.fork();
  const [current] = await run<ScriptRunRow & { sce_script: string; usr_codigo: number | null }>(em, 'select * from tscript_ejecucion where sce_codigo = ?', [
    runId,
  ]);
  if (!current) throw AppError.notFound(`No existe la ejecución ${runId}`);
  if (current.sce_estado === 'terminado') return current;
  await run(em, `update tscript_ejecucion set sce_estado = 'en_proceso' where sce_codigo = ?`, [runId]);
  const schemas = parse<string[]>(current.sce_esquemas) ?? [];
  const results: SchemaResult[] = [];
  for (const schema of schemas) {
    const error = await runInSchema(services, schema, current.sce_script, current.sce_prueba);
    results.push({ schema, ok: !error, message: error ?? SCRIPT_MSG.ok });
    await progress?.(
      (results.length / schemas.length) * 100,
      `${results.length} de ${schemas.length} esquemas (${schema}: ${error ? SCRIPT_MSG.error : SCRIPT_MSG.ok})`,
    );
  }
  const failed = results.filter((r) => !r.ok).length;
  const done = await em.fork().transactional(async (tx) => {
    const [row] = await run<ScriptRunRow>(
      tx,
      `update tscript_ejecucion set sce_estado = 'terminado', sce_resultado = ?::jsonb, sce_terminado = clock_timestamp() where sce_codigo = ?
       returning sce_codigo, sce_fecha, usr_nombre, sce_hash, sce_prueba, sce_esquemas, sce_estado, sce_resultado, sce_terminado`,
      [JSON.stringify(results), runId],
    );
    const note = JSON.stringify({
      hash: current.sce_hash,
      prueba: current.sce_prueba,
      resumen: SCRIPT_MSG.summary(results.length - failed, failed),
      resultados: results,
    });
    recordAudit(tx, { id: current.usr_codigo ?? 0, name: current.usr_nombre }, current.sce_prueba ? 'script_prueba' : 'script', 'scripts', runId, note);
    await tx.flush();
    return row!;
  });
  return done;
}

/** savetoschema: runs the script now in every schema and answers the results. */
export async function runScriptNow(ctx: AppContext, input: ScriptRunRequest): Promise<ScriptRunRow> {
  const actor = requireSuperUser(ctx);
  const { script, schemas } = await checkedRequest(ctx, input);
  const run = await recordRun(ctx, actor, script, schemas, Boolean(input.dryRun));
  return executeRun(ctx.services, run.sce_codigo);
}

/** Queues the run (many schemas): progress on jobProgress(jobId), results by scriptRun(id). */
export async function startScriptRun(ctx: AppContext, input: ScriptRunRequest): Promise<{ run: ScriptRunRow; jobId: string }> {
  const actor = requireSuperUser(ctx);
  const { script, schemas } = await checkedRequest(ctx, input);
  const run = await recordRun(ctx, actor, script, schemas, Boolean(input.dryRun));
  const jobId = await enqueueWithin(
    ctx.services.jobs.add(
      SCRIPT_JOB,
      { runId: run.sce_codigo },
      { jobId: `script-${run.sce_codigo}-${crypto.randomUUID()}`, attempts: 1, access: { ownerId: actor.id, right: { hierarchy: 2 } } },
    ),
  );
  return { run, jobId };
}

export async function findScriptRun(ctx: AppContext, id: number): Promise<ScriptRunRow | null> {
  requireSuperUser(ctx);
  const [row] = await run<ScriptRunRow>(
    ctx.em,
    'select sce_codigo, sce_fecha, usr_nombre, sce_hash, sce_prueba, sce_esquemas, sce_estado, sce_resultado, sce_terminado from tscript_ejecucion where sce_codigo = ?',
    [id],
  );
  return row ?? null;
}

export function resultsOf(row: ScriptRunRow): SchemaResult[] {
  return parse<SchemaResult[]>(row.sce_resultado) ?? [];
}

export function schemasOf(row: ScriptRunRow): string[] {
  return parse<string[]>(row.sce_esquemas) ?? [];
}

/**
 * checkfn_general: in one schema, does the script compile (run and rolled back) and does the
 * function it creates exist there. Audited as a dry run.
 */
export async function checkFunction(
  ctx: AppContext,
  input: { script: string; schema: string; database?: string | null },
): Promise<{ schema: string; functionName: string; exists: boolean; compiles: boolean; ok: boolean; message: string }> {
  requireSuperUser(ctx);
  const db = (input.database ?? '').trim();
  if (db && db !== ctx.services.config.tenantDbName) throw AppError.input('database', SCRIPT_MSG.databaseUnknown(db));
  const schema = (input.schema ?? '').trim();
  if (!schema) throw AppError.input('schema', SCRIPT_MSG.schemaRequired);
  const script = (input.script ?? '').trim();
  if (!script) throw AppError.input('script', SCRIPT_MSG.scriptRequired);
  const functionName = functionNameOf(script);
  if (!functionName) throw AppError.input('script', SCRIPT_MSG.noFunction);
  const tried = await runScriptNow(ctx, { script, schemas: [schema], dryRun: true });
  const [result] = resultsOf(tried);
  const [row] = await run<{ n: number }>(
    ctx.em,
    'select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ? and p.proname = ?',
    [schema, functionName],
  );
  const exists = row!.n > 0;
  const compiles = Boolean(result?.ok);
  const message = !compiles ? result!.message : exists ? SCRIPT_MSG.functionExists(functionName, schema) : SCRIPT_MSG.functionMissing(functionName, schema);
  return { schema, functionName, exists, compiles, ok: compiles && exists, message };
}
