import { decodeBase64 } from '../company-creation/spreadsheet.service.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { withLegacyFields } from '../../rest/legacy-fields.js';
import { importReports } from './import.service.js';
import { copyReport, massChangeReports, reportsOfFunction, type MultiResult } from './multi.service.js';
import { ReportModule } from './report-enums.js';
import { optionalInteger } from '../../rest/params.js';

const LEGACY_FIELD: Record<string, string> = {
  companyId: 'emp_codigo',
  companyIds: 'empresas',
  functionName: 'inf_funcio',
  code: 'inf_codigo',
  name: 'inf_nombre',
  category: 'cin_codigo',
  module: 'inf_modulo',
};
const legacy = <T>(call: () => Promise<T>) => withLegacyFields(LEGACY_FIELD, call);
const values = (req: RestRequest): Record<string, unknown> => ({
  ...req.query,
  ...req.body,
});
const int = optionalInteger;
const text = (v: unknown, max: number): string | null => (typeof v === 'string' ? v.slice(0, max) : null);
/** empresas: an array of emp_codigo (or of objects with emp_codigo), or a comma-separated list. */
export function companyList(v: unknown): number[] {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return raw
    .slice(0, 1000)
    .map((x) => int(typeof x === 'object' && x !== null ? (x as { emp_codigo?: unknown }).emp_codigo : typeof x === 'string' ? x.trim() : x))
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
        const v = values(req);
        return legacyMulti(await reportsOfFunction(req.ctx, text(v.inf_funcio, 63), companyList(v.empresas)));
      }),
  },
  {
    method: 'POST',
    path: '/informes/treporte/:id',
    action: 'update_all',
    handler: (req) =>
      legacy(async () => {
        const v = values(req);
        const module = int(v.inf_modulo);
        return legacyMulti(
          await massChangeReports(req.ctx, {
            functionName: text(v.inf_funcio, 63) ?? '',
            companyIds: companyList(v.empresas),
            name: text(v.inf_nombre, 150),
            message: text(v.inf_mensaje, 300),
            category: int(v.cin_codigo),
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
        const v = values(req);
        return legacyMulti(await copyReport(req.ctx, int(v.emp_codigo), int(v.inf_codigo) ?? int(req.params.id), companyList(v.empresas)));
      }),
  },
  {
    method: 'POST',
    path: '/informes/treporte/:id',
    action: 'reporte_from_file',
    handler: (req) =>
      legacy(async () => {
        const v = values(req);
        const created = await importReports(req.ctx, int(v.emp_codigo), decodeBase64(typeof v.archivo === 'string' ? v.archivo : null));
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
