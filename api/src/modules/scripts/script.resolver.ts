import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { SCRIPT_MSG } from './messages.js';
import { checkFunction, findScriptRun, resultsOf, schemasOf, scriptDatabases, startScriptRun, type ScriptRunRow } from './script.service.js';
import { ScriptCheck, ScriptCheckInput, ScriptDatabase, ScriptRun, ScriptRunInput, ScriptRunJob } from './script.types.js';

export function toScriptRun(row: ScriptRunRow): ScriptRun {
  const results = resultsOf(row).map((r) => ({ ...r, outcome: r.ok ? SCRIPT_MSG.ok : SCRIPT_MSG.error }));
  return {
    id: row.sce_codigo,
    hash: row.sce_hash,
    dryRun: row.sce_prueba,
    state: row.sce_estado,
    schemas: schemasOf(row),
    results,
    allSucceeded: row.sce_estado === 'terminado' && results.every((r) => r.ok),
    author: row.usr_nombre,
    createdAt: new Date(row.sce_fecha),
    finishedAt: row.sce_terminado ? new Date(row.sce_terminado) : null,
  };
}

@Resolver()
export class ScriptResolver {
  @Query(() => [ScriptDatabase], { description: 'Bases con sus esquemas de empresa donde se pueden ejecutar scripts; solo super usuarios' })
  scriptDatabases(@Ctx() ctx: AppContext): Promise<ScriptDatabase[]> {
    return scriptDatabases(ctx);
  }

  @Query(() => ScriptRun, { nullable: true, description: 'Una ejecución de script con sus resultados; null si no existe' })
  async scriptRun(@Arg('id', () => Int, { description: 'Código de la ejecución (sce_codigo)' }) id: number, @Ctx() ctx: AppContext): Promise<ScriptRun | null> {
    const row = await findScriptRun(ctx, id);
    return row ? toScriptRun(row) : null;
  }

  @Mutation(() => ScriptRunJob, {
    description:
      'Ejecuta un script en cada esquema elegido, cada uno en su transacción con search_path solo en ese esquema y un tiempo límite; una prueba deshace los cambios. Solo super usuarios',
  })
  async runTenantScript(
    @Arg('input', () => ScriptRunInput, { description: 'Script, esquemas y prueba' }) input: ScriptRunInput,
    @Ctx() ctx: AppContext,
  ): Promise<ScriptRunJob> {
    const started = await startScriptRun(ctx, input);
    return { run: toScriptRun(started.run), jobId: started.jobId };
  }

  @Mutation(() => ScriptCheck, { description: 'Verifica en un esquema que el script compila y que su función existe (checkfn_general); solo super usuarios' })
  checkTenantFunction(
    @Arg('input', () => ScriptCheckInput, { description: 'Script, esquema y base' }) input: ScriptCheckInput,
    @Ctx() ctx: AppContext,
  ): Promise<ScriptCheck> {
    return checkFunction(ctx, input);
  }
}
