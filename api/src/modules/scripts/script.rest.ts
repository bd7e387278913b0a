import { withLegacyFields } from '../../rest/legacy-fields.js';
import { flag as yesNo, text } from '../../rest/params.js';
import type { RestRoute } from '../../rest/route.js';
import { SCRIPT_MSG } from './messages.js';
import { checkFunction, resultsOf, runScriptNow, scriptDatabases } from './script.service.js';

const P = '/admin_bd/tscript_admin/:id';
const FIELDS = { script: 'script_fn', schemas: 'lst_bd', schema: 'nombre_sch', database: 'nombre_bd', emp_esquemadb: 'nombre_sch' };

/** The S/N checkboxes of the screen (s, si, t, true, 1 in any case). */
const flag = (v: unknown) => yesNo(v, 'sn');

/** The selected schemas of lst_bd: [{datname, schemas: [{schema_name, selected}]}] (or plain names). */
function selectedSchemas(lst: unknown): string[] {
  const out: string[] = [];
  for (const db of Array.isArray(lst) ? lst : []) {
    if (typeof db === 'string') out.push(db);
    else for (const s of Array.isArray(db?.schemas) ? db.schemas : []) if (s && (s.selected === undefined || flag(s.selected))) out.push(text(s.schema_name));
  }
  return out.filter(Boolean);
}

/** /rest/admin_bd/tscript_admin/{id} (spec 002 §7 "Script admin"). */
export const scriptRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: P,
    action: 'base',
    handler: async ({ ctx }) => {
      const dbs = await scriptDatabases(ctx);
      return {
        lst_bd: dbs.map((d) => ({ datname: d.name, schemas: d.schemas.map((s) => ({ schema_name: s.schema, emp_razons: s.companyName, selected: false })) })),
      };
    },
  },
  {
    method: 'POST',
    path: P,
    action: 'savetoschema',
    handler: ({ ctx, body }) =>
      withLegacyFields(FIELDS, async () => {
        const run = await runScriptNow(ctx, { script: text(body.script_fn), schemas: selectedSchemas(body.lst_bd), dryRun: flag(body.prueba) });
        const results = resultsOf(run);
        const failed = results.filter((r) => !r.ok).length;
        const lines = results.map((r) => `${r.schema}: ${r.ok ? SCRIPT_MSG.ok : `${SCRIPT_MSG.error} - ${r.message}`}`);
        const msj = `${failed ? SCRIPT_MSG.error : SCRIPT_MSG.ok}: ${SCRIPT_MSG.summary(results.length - failed, failed)}\n${lines.join('\n')}`;
        return {
          cod: failed ? 0 : 1,
          msj,
          msg: msj,
          ...(failed ? { estado: 400, status: 400, level_code: 102 } : {}),
          sce_codigo: run.sce_codigo,
          hash: run.sce_hash,
          resultados: results.map((r) => ({
            datname: ctx.services.config.tenantDbName,
            schema_name: r.schema,
            estado: r.ok ? SCRIPT_MSG.ok : SCRIPT_MSG.error,
            msj: r.message,
          })),
        };
      }),
  },
  {
    method: 'POST',
    path: P,
    action: 'checkfn_general',
    handler: ({ ctx, body, query }) =>
      withLegacyFields(FIELDS, async () => {
        const check = await checkFunction(ctx, {
          script: text(body.script_fn),
          schema: text(body.nombre_sch ?? query.nombre_sch),
          database: text(body.nombre_bd ?? query.nombre_bd),
        });
        const msj = `${check.ok ? SCRIPT_MSG.ok : SCRIPT_MSG.error}: ${check.message}`;
        return {
          cod: check.ok ? 1 : 0,
          msj,
          msg: msj,
          ...(check.ok ? {} : { estado: 400, status: 400, level_code: 102 }),
          existe: check.exists,
          compila: check.compiles,
          funcion: check.functionName,
        };
      }),
  },
];
