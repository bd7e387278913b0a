import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { noteFailure } from '../../../shared/log.js';
import { requirePermission } from '../../../shared/permissions.js';
import { Company } from '../../companies/company.entity.js';
import { recordAudit } from '../../system/audit.service.js';
import type { ReportMassChangeInput } from './admin.types.js';
import { readColumns, readReport, readViews } from '../definitions.js';
import { lookupFunction } from '../engine/catalog.js';
import { KNOWN_ARGUMENTS } from '../engine/run.js';
import { REPORT_MSG } from '../messages.js';
import { chartColumnValues, insertChartSeries } from '../run/chart.service.js';
import { inReportCompany, LEVEL, RESOURCE, withCompany, type ReportScope } from '../report-scope.js';

export const MULTI_AUDIT = { copy: 'informe_copiar', mass: 'informe_cambio_masivo' } as const;

export interface CompanyOperation {
  companyId: number;
  company: string;
  ok: boolean;
  message: string;
  reportCode: number | null;
}
export interface MultiResult {
  /** 1 all applied, 2 partial (a persistent warning on the screen), -1 none (an error). */
  code: number;
  message: string;
  results: CompanyOperation[];
}

const MAX_COMPANIES = 500;

function summary(results: CompanyOperation[], what: string): MultiResult {
  const ok = results.filter((r) => r.ok).length;
  if (ok === results.length) return { code: 1, message: `${what} en ${ok} ${ok === 1 ? 'empresa' : 'empresas'}`, results };
  if (ok === 0) return { code: -1, message: `No se aplicó en ninguna empresa: ${results[0]?.message ?? ''}`.trim(), results };
  return { code: 2, message: `Aplicado parcialmente: ${ok} de ${results.length} empresas; revise el detalle de las que fallaron`, results };
}

/** Each company in its own transaction; a failure is that company's result, never the others'. */
async function perCompany(
  ctx: AppContext,
  companyIds: number[],
  work: (scope: ReportScope) => Promise<{ message: string; reportCode: number | null }>,
): Promise<CompanyOperation[]> {
  const ids = [...new Set(companyIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (ids.length === 0) throw AppError.input('companyIds', REPORT_MSG.noCompany);
  if (ids.length > MAX_COMPANIES) throw AppError.input('companyIds', `Seleccione como máximo ${MAX_COMPANIES} empresas`);
  const companies = new Map((await ctx.em.find(Company, { id: { $in: ids } })).map((c) => [c.id, c]));
  const results: CompanyOperation[] = [];
  for (const id of ids) {
    const company = companies.get(id);
    if (!company) {
      results.push({ companyId: id, company: '', ok: false, message: `No existe la empresa ${id}`, reportCode: null });
      continue;
    }
    try {
      if (!ctx.services.tenants.isLocal(company)) throw AppError.conflict(REPORT_MSG.notLocal(company.legalName));
      const done = await withCompany(ctx.em, company, {}, work);
      results.push({ companyId: id, company: company.legalName, ok: true, ...done });
    } catch (error) {
      if (!(error instanceof AppError)) noteFailure({ code: 'INTERNAL', error }, 'informes');
      const message = error instanceof AppError ? error.message : `Error de base de datos: ${error instanceof Error ? error.message : String(error)}`;
      results.push({ companyId: id, company: company.legalName, ok: false, message, reportCode: null });
    }
  }
  return results;
}

/**
 * update_all: applies the same change to the report of one function (inf_funcio) in each chosen
 * company, each in its own transaction, with a per-company result; audited per company.
 */
export async function massChangeReports(ctx: AppContext, input: ReportMassChangeInput): Promise<MultiResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar', LEVEL.admin);
  const fn = input.functionName?.trim();
  if (!fn) throw AppError.input('functionName', REPORT_MSG.selectReport);
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    params.push(value);
  };
  if (input.name !== null && input.name !== undefined) {
    if (!input.name.trim()) throw AppError.input('name', REPORT_MSG.emptyFields);
    set('inf_nombre', input.name.trim());
  }
  if (input.message !== null && input.message !== undefined) set('inf_mensaje', input.message.trim() || null);
  if (input.category) set('cin_codigo', input.category);
  if (input.module) set('inf_modulo', input.module);
  if (input.active !== null && input.active !== undefined) set('inf_activo', input.active ? 'T' : 'F');
  if (sets.length === 0) throw AppError.input('name', 'Indique qué cambiar');
  const results = await perCompany(ctx, input.companyIds, async (scope) => {
    const rows = await scope.run<{ inf_codigo: number }>(`update tinforme set ${sets.join(', ')} where inf_funcio = ? returning inf_codigo`, [...params, fn]);
    if (rows.length === 0) throw AppError.conflict(`La empresa no tiene un informe de la función ${fn}`);
    recordAudit(scope.tx, ctx.user, MULTI_AUDIT.mass, `${scope.schema}.tinforme`, rows[0]!.inf_codigo, `${fn}: ${sets.map((s) => s.split(' ')[0]).join(', ')}`);
    await scope.tx.flush();
    return { message: 'Actualizado', reportCode: rows[0]!.inf_codigo };
  });
  return summary(results, 'Informe actualizado');
}

/**
 * Copy to databases: the report with its views, columns and chart goes to each chosen company's
 * schema, with the function created there when missing; each company in its own transaction.
 */
export async function copyReport(
  ctx: AppContext,
  companyId: number | null | undefined,
  code: number | null | undefined,
  targetIds: number[],
): Promise<MultiResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear', LEVEL.admin);
  const source = await inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => {
    if (!code) throw AppError.input('code', REPORT_MSG.selectReport);
    const report = await readReport(scope, code);
    if (!report) throw AppError.notFound(REPORT_MSG.reportNotFound(code));
    await lookupFunction(scope.tx, scope.schema, report.functionName, KNOWN_ARGUMENTS);
    const [{ def }] = await scope.run<{ def: string }>(
      `select pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ? and p.proname = ?`,
      [scope.schema, report.functionName],
    );
    const views = await Promise.all((await readViews(scope, code)).map(async (v) => ({ ...v, columns: await readColumns(scope, v.id) })));
    return { report, views, def, schema: scope.schema };
  });
  const { report, views, def } = source;
  const header = /^CREATE OR REPLACE FUNCTION ("?)[a-z_][a-z0-9_]*\1\./;
  if (!header.test(def)) throw AppError.conflict(REPORT_MSG.functionMissing(report.functionName));
  const results = await perCompany(
    ctx,
    targetIds.filter((id) => id !== companyId),
    async (scope) => {
      let created = false;
      const [exists] = await scope.run(`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ? and p.proname = ?`, [
        scope.schema,
        report.functionName,
      ]);
      if (!exists) {
        await scope.run(def.replace(header, `CREATE FUNCTION "${scope.schema}".`));
        created = true;
      }
      await lookupFunction(scope.tx, scope.schema, report.functionName, KNOWN_ARGUMENTS);
      const [{ inf_codigo }] = await scope.run<{ inf_codigo: number }>(
        `insert into tinforme (inf_nombre, inf_mensaje, inf_respon, inf_funcio, inf_modulo, cin_codigo, inf_modadc, tac_cods, inf_periodo, inf_fecha, inf_option, inf_otros, inf_items, inf_asocia, inf_activo)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning inf_codigo`,
        [
          report.name,
          report.message,
          report.output,
          report.functionName,
          report.module,
          report.category,
          report.addOnModule,
          report.businessLines,
          report.period,
          report.singleDate ? 1 : 0,
          report.option,
          report.others,
          report.items,
          report.associations,
          report.active ? 'T' : 'F',
        ],
      );
      for (const v of views) {
        const c = v.chart;
        const [{ vin_codigo }] = await scope.run<{ vin_codigo: number }>(
          `insert into tvistainf (inf_codigo, vin_order, vin_especi, vin_imphor, vin_fonttype, vin_template, vin_tipgra, vin_rotgra, vin_leygra, vin_modserie, vin_haslegend, vin_haslabel, vin_titgra)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning vin_codigo`,
          [inf_codigo, v.order, v.title, v.horizontal ? 'T' : 'F', v.fontType, v.template, ...chartColumnValues(c)],
        );
        for (const d of v.columns) {
          await scope.run(
            `insert into tdetinforme (vin_codigo, di_column, di_orden, di_ancho, di_descri, di_grupo, di_decima, di_total, di_color, di_grucol, di_fontstyle) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [vin_codigo, d.column, d.order, d.width, d.label, d.grouping, d.decimals, d.total, d.color, d.groupColumn, d.fontStyle],
          );
        }
        await insertChartSeries(scope, vin_codigo, c.series);
      }
      recordAudit(
        scope.tx,
        ctx.user,
        MULTI_AUDIT.copy,
        `${scope.schema}.tinforme`,
        inf_codigo,
        `${report.name} desde ${source.schema}${created ? ' (con la función)' : ''}`,
      );
      await scope.tx.flush();
      return { message: created ? 'Copiado con la función' : 'Copiado', reportCode: inf_codigo };
    },
  );
  return summary(results, 'Informe copiado');
}

/**
 * get_data_mult: the report of one function (inf_funcio) in each chosen company, read-only, with a
 * per-company result (its code, name and state; a company without it is a failed result).
 */
export async function reportsOfFunction(ctx: AppContext, functionName: string | null | undefined, companyIds: number[]): Promise<MultiResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
  const fn = functionName?.trim();
  if (!fn) throw AppError.input('functionName', REPORT_MSG.selectReport);
  const results = await perCompany(ctx, companyIds, async (scope) => {
    const [row] = await scope.run<{ inf_codigo: number; inf_nombre: string; inf_activo: string }>(
      'select inf_codigo, inf_nombre, inf_activo from tinforme where inf_funcio = ? order by inf_codigo limit 1',
      [fn],
    );
    if (!row) throw AppError.conflict(`La empresa no tiene un informe de la función ${fn}`);
    return { message: `${row.inf_nombre}${row.inf_activo === 'T' ? '' : ' (desactivado)'}`, reportCode: row.inf_codigo };
  });
  return summary(results, 'Informe encontrado');
}
