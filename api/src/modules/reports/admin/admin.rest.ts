import type { RestRoute } from '../../../rest/route.js';
import { legacyWrapper } from '../../../rest/legacy-fields.js';
import { importReports } from './import.service.js';
import { copyReport, massChangeReports, reportsOfFunction, type MultiResult } from './multi.service.js';
import { ReportModule } from '../report-enums.js';
import { inputsOf, optionalInteger, stringOnly } from '../../../rest/params.js';

const LEGACY_FIELD: Record<string, string> = {
  companyId: 'emp_codigo',
  companyIds: 'empresas',
  functionName: 'inf_funcio',
  code: 'inf_codigo',
  name: 'inf_nombre',
  category: 'cin_codigo',
  module: 'inf_modulo',
};
const legacy = legacyWrapper(LEGACY_FIELD);
// Local: a string cut to `max`, null for anything else (the kit's stringOnly answers '' and optionalText keeps non-strings).
const textUpTo = (v: unknown, max: number): string | null => (typeof v === 'string' ? v.slice(0, max) : null);
/**
 * empresas: an array of emp_codigo (or of objects with emp_codigo), or a comma-separated list.
 * Local: the kit's integerList takes no objects, no cap and no int range ('' is 0 there).
 */
export function companyList(v: unknown): number[] {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return raw
    .slice(0, 1000)
    .map((x) => optionalInteger(typeof x === 'object' && x !== null ? (x as { emp_codigo?: unknown }).emp_codigo : typeof x === 'string' ? x.trim() : x))
    .filter((x): x is number => x !== null);
}

/** The legacy answer of a multi-company call: cod (1, 2 partial, -1 error), msg and one entry per company. */
export const legacyMulti = (r: MultiResult) => ({
  cod: r.code,
  msg: r.message,
  datos: r.results.map((c) => ({
    emp_codigo: c.companyId,
    emp_nombre: c.company,
    ok: c.ok,
    msg: c.message,
    inf_codigo: c.reportCode,
  })),
});

/** /rest/informes/treporte/{id}: the administrator's multi-company calls and the spreadsheet upload. */
export const reportAdminRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/informes/treporte/:id',
    action: 'get_data_mult',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        return legacyMulti(await reportsOfFunction(req.ctx, textUpTo(v.inf_funcio, 63), companyList(v.empresas)));
      }),
  },
  {
    method: 'POST',
    path: '/informes/treporte/:id',
    action: 'update_all',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const module = optionalInteger(v.inf_modulo);
        return legacyMulti(
          await massChangeReports(req.ctx, {
            functionName: stringOnly(v.inf_funcio).slice(0, 63),
            companyIds: companyList(v.empresas),
            name: textUpTo(v.inf_nombre, 150),
            message: textUpTo(v.inf_mensaje, 300),
            category: optionalInteger(v.cin_codigo),
            module: module !== null && ReportModule[module] !== undefined ? (module as ReportModule) : null,
            active: v.inf_activo === 'T' ? true : v.inf_activo === 'F' ? false : null,
          }),
        );
      }),
  },
  {
    // Copy to databases: the report of emp_codigo (inf_codigo, or the path's id) to the companies in empresas.
    method: 'POST',
    path: '/informes/treporte/:id',
    action: 'cmbMult',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        return legacyMulti(
          await copyReport(req.ctx, optionalInteger(v.emp_codigo), optionalInteger(v.inf_codigo) ?? optionalInteger(req.params.id), companyList(v.empresas)),
        );
      }),
  },
  {
    method: 'POST',
    path: '/informes/treporte/:id',
    action: 'reporte_from_file',
    handler: (req) =>
      legacy(async () => {
        const v = inputsOf(req);
        const created = await importReports(req.ctx, optionalInteger(v.emp_codigo), typeof v.archivo === 'string' ? v.archivo : null);
        return {
          msg: `${created.length} ${created.length === 1 ? 'informe creado' : 'informes creados'}`,
          informes: created.map((r) => ({
            inf_codigo: r.code,
            inf_nombre: r.name,
            inf_funcio: r.functionName,
          })),
        };
      }),
  },
];
