import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { recordAudit } from '../../system/audit.service.js';
import type { ReportColumnInput, ReportInput, ReportViewInput } from './admin.types.js';
import {
  INF_COLUMNS,
  readColumns,
  readReport,
  readView,
  toReport,
  type ColumnDefinition,
  type InfRow,
  type ReportDefinition,
  type ViewDefinition,
} from '../definitions.js';
import { lookupFunction } from '../engine/catalog.js';
import { KNOWN_ARGUMENTS } from '../engine/run.js';
import { REPORT_MSG } from '../messages.js';
import { ColumnGrouping, ColumnTotal, ReportColumnType, ReportOutput, ReportPeriod } from '../report-enums.js';
import { inReportCompany, LEVEL, type ReportScope } from '../report-scope.js';

export const ADMIN_AUDIT = {
  save: 'informe_guardar',
  delete: 'informe_eliminar',
  view: 'informe_vista_guardar',
  deleteView: 'informe_vista_eliminar',
  column: 'informe_columna_guardar',
} as const;

const FLAGS6 = /^[0-2]{6}$/;
const FLAGS13 = /^[0-2]{13}$/;
/** rgb(0-255, 0-255, 0-255) */
export function validColour(value: string): boolean {
  const m = /^rgb\((\d{1,3}), ?(\d{1,3}), ?(\d{1,3})\)$/.exec(value.trim());
  return !!m && [m[1], m[2], m[3]].every((n) => Number(n) <= 255);
}
const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Saves a report's specification (save reporte): the spec's required fields, the function checked in the catalog (checkfn). */
export function saveReport(ctx: AppContext, companyId: number | null | undefined, input: ReportInput): Promise<ReportDefinition> {
  return inReportCompany(ctx, companyId, 'editar', LEVEL.save, {}, (scope) => writeReport(ctx, scope, input));
}

/** Validates and writes one specification inside an open scope; audited. */
export async function writeReport(ctx: AppContext, scope: ReportScope, input: ReportInput): Promise<ReportDefinition> {
  if (blank(input.name) || !input.output || !input.module || !input.category || blank(input.functionName)) throw AppError.input('name', REPORT_MSG.emptyFields);
  const fn = input.functionName!.trim();
  await lookupFunction(scope.tx, scope.schema, fn, KNOWN_ARGUMENTS);
  const items = input.items ?? '000000';
  const asocia = input.associations ?? '0000000000000';
  if (!FLAGS6.test(items)) throw AppError.input('items', 'Las banderas de ítems deben ser 6 caracteres 0, 1 o 2');
  if (!FLAGS13.test(asocia)) throw AppError.input('associations', 'Las banderas de asociación deben ser 13 caracteres 0, 1 o 2');
  const [cat] = await scope.run('select 1 from tcatinforme where cin_codigo = ?', [input.category]);
  if (!cat) throw AppError.input('category', `No existe la categoría ${input.category}`);
  const values = [
    input.name!.trim(),
    input.message?.trim() || null,
    input.output as ReportOutput,
    fn,
    input.module,
    input.category,
    input.addOnModule ?? null,
    input.businessLines?.trim() || null,
    input.period ?? ReportPeriod.RANGE,
    input.singleDate ? 1 : 0,
    input.option?.trim() || null,
    input.others?.trim() || null,
    items,
    asocia,
    input.active === false ? 'F' : 'T',
  ];
  let row: InfRow | undefined;
  if (input.code) {
    [row] = await scope.run<InfRow>(
      `update tinforme set inf_nombre = ?, inf_mensaje = ?, inf_respon = ?, inf_funcio = ?, inf_modulo = ?, cin_codigo = ?, inf_modadc = ?, tac_cods = ?, inf_periodo = ?, inf_fecha = ?,
              inf_option = ?, inf_otros = ?, inf_items = ?, inf_asocia = ?, inf_activo = ? where inf_codigo = ? returning ${INF_COLUMNS}`,
      [...values, input.code],
    );
    if (!row) throw AppError.notFound(REPORT_MSG.reportNotFound(input.code));
  } else {
    [row] = await scope.run<InfRow>(
      `insert into tinforme (inf_nombre, inf_mensaje, inf_respon, inf_funcio, inf_modulo, cin_codigo, inf_modadc, tac_cods, inf_periodo, inf_fecha, inf_option, inf_otros, inf_items, inf_asocia, inf_activo)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${INF_COLUMNS}`,
      values,
    );
  }
  recordAudit(scope.tx, ctx.user, ADMIN_AUDIT.save, `${scope.schema}.tinforme`, row!.inf_codigo, `${row!.inf_nombre} (${fn})`);
  await scope.tx.flush();
  return toReport(row!);
}

/** Deletes a report with its views, columns and chart; audited. */
export function deleteReport(ctx: AppContext, companyId: number | null | undefined, code: number | null | undefined): Promise<boolean> {
  return inReportCompany(ctx, companyId, 'eliminar', LEVEL.admin, {}, async (scope) => {
    if (!code) throw AppError.input('code', REPORT_MSG.selectReport);
    const [row] = await scope.run<{ inf_nombre: string }>('delete from tinforme where inf_codigo = ? returning inf_nombre', [code]);
    if (!row) throw AppError.notFound(REPORT_MSG.reportNotFound(code));
    recordAudit(scope.tx, ctx.user, ADMIN_AUDIT.delete, `${scope.schema}.tinforme`, code, row.inf_nombre);
    await scope.tx.flush();
    return true;
  });
}

/** Saves a view; a new report must be saved first ('Debe guardar el reporte antes.'). */
export function saveReportView(
  ctx: AppContext,
  companyId: number | null | undefined,
  reportCode: number | null | undefined,
  input: ReportViewInput,
): Promise<ViewDefinition> {
  return inReportCompany(ctx, companyId, 'editar', LEVEL.save, {}, async (scope) => {
    if (!reportCode || !(await readReport(scope, reportCode))) throw AppError.input('reportCode', REPORT_MSG.saveFirst);
    if (blank(input.title)) throw AppError.input('title', REPORT_MSG.emptyFields);
    const values = [input.order ?? 1, input.title!.trim(), input.horizontal ? 'T' : 'F', input.fontType?.trim() || '8px Arial', input.template?.trim() || null];
    let id = input.id ?? null;
    if (id) {
      const [row] = await scope.run<{ vin_codigo: number }>(
        'update tvistainf set vin_order = ?, vin_especi = ?, vin_imphor = ?, vin_fonttype = ?, vin_template = ? where vin_codigo = ? and inf_codigo = ? returning vin_codigo',
        [...values, id, reportCode],
      );
      if (!row) throw AppError.notFound(REPORT_MSG.viewNotFound(id));
    } else {
      [{ vin_codigo: id }] = await scope.run<{ vin_codigo: number }>(
        'insert into tvistainf (vin_order, vin_especi, vin_imphor, vin_fonttype, vin_template, inf_codigo) values (?, ?, ?, ?, ?, ?) returning vin_codigo',
        [...values, reportCode],
      );
    }
    recordAudit(scope.tx, ctx.user, ADMIN_AUDIT.view, `${scope.schema}.tvistainf`, id, input.title!.trim());
    await scope.tx.flush();
    return (await readView(scope, id!))!;
  });
}

/** Deletes a view with its columns and chart; audited. */
export function deleteReportView(ctx: AppContext, companyId: number | null | undefined, viewId: number | null | undefined): Promise<boolean> {
  return inReportCompany(ctx, companyId, 'eliminar', LEVEL.admin, {}, async (scope) => {
    if (!viewId) throw AppError.input('viewId', REPORT_MSG.selectView);
    const [row] = await scope.run<{ vin_especi: string }>('delete from tvistainf where vin_codigo = ? returning vin_especi', [viewId]);
    if (!row) throw AppError.notFound(REPORT_MSG.viewNotFound(viewId));
    recordAudit(scope.tx, ctx.user, ADMIN_AUDIT.deleteView, `${scope.schema}.tvistainf`, viewId, row.vin_especi);
    await scope.tx.flush();
    return true;
  });
}

/**
 * Saves the columns of a view, replacing them in one transaction: each a column of the report's
 * function; the colour rule of the spec. Returns the saved columns.
 */
export function saveReportColumns(
  ctx: AppContext,
  companyId: number | null | undefined,
  viewId: number | null | undefined,
  columns: ReportColumnInput[],
): Promise<ColumnDefinition[]> {
  return inReportCompany(ctx, companyId, 'editar', LEVEL.save, {}, async (scope) => {
    if (!viewId) throw AppError.input('viewId', REPORT_MSG.selectView);
    const view = await readView(scope, viewId);
    if (!view) throw AppError.input('viewId', REPORT_MSG.viewNotFound(viewId));
    const report = (await readReport(scope, view.reportCode))!;
    const fn = await lookupFunction(scope.tx, scope.schema, report.functionName, KNOWN_ARGUMENTS);
    const names = new Set(fn.columns.map((c) => c.name));
    await scope.run('delete from tdetinforme where vin_codigo = ?', [viewId]);
    for (const [i, c] of columns.entries()) {
      const column = c.column?.trim() ?? '';
      if (!column) throw AppError.input(`columns.${i}.column`, REPORT_MSG.emptyFields);
      if (!names.has(column)) throw AppError.input(`columns.${i}.column`, `La columna ${column} no es de la función ${fn.name}`);
      if (c.color && c.color.trim() && !validColour(c.color)) throw AppError.input(`columns.${i}.color`, REPORT_MSG.colour);
      await scope.run(
        `insert into tdetinforme (vin_codigo, di_column, di_orden, di_ancho, di_descri, di_grupo, di_decima, di_total, di_color, di_grucol, di_fontstyle) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          viewId,
          column,
          c.order ?? i + 1,
          Math.min(12, Math.max(1, c.width ?? 2)),
          c.label?.trim() || column,
          c.grouping ?? ColumnGrouping.NONE,
          c.decimals === null || c.decimals === undefined ? null : Math.min(6, Math.max(0, c.decimals)),
          c.total ?? ColumnTotal.NONE,
          c.color?.trim() || null,
          c.groupColumn?.trim() || null,
          c.fontStyle?.trim() || null,
        ],
      );
    }
    recordAudit(scope.tx, ctx.user, ADMIN_AUDIT.column, `${scope.schema}.tdetinforme`, viewId, columns.map((c) => c.column).join(','));
    await scope.tx.flush();
    return readColumns(scope, viewId);
  });
}

/** The functions of the company's schema a report may name (checkfn / the function picker). */
export function reportFunctions(ctx: AppContext, companyId: number | null | undefined): Promise<string[]> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => {
    const rows = await scope.run<{ f: string }>(
      `select p.proname as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = ? and p.proretset and p.prokind = 'f' and 't' = any (p.proargmodes::text[]) order by 1`,
      [scope.schema],
    );
    return rows.map((r) => r.f);
  });
}

/** The result columns of a function a report may name, with their kind (the columns editor and chart setup). */
export function reportFunctionColumns(
  ctx: AppContext,
  companyId: number | null | undefined,
  functionName: string | null | undefined,
): Promise<{ name: string; type: string; kind: ReportColumnType }[]> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => {
    if (blank(functionName)) throw AppError.input('functionName', REPORT_MSG.selectReport);
    return (await lookupFunction(scope.tx, scope.schema, functionName!.trim(), KNOWN_ARGUMENTS)).columns;
  });
}
