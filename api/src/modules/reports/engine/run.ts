import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { readColumns, readReport, readView, readViews, type ReportDefinition, type ViewDefinition } from '../definitions.js';
import { REPORT_MSG } from '../messages.js';
import { ColumnGrouping, ColumnTotal, ReportColumnType } from '../report-enums.js';
import { inReportCompany, LEVEL, type ReportScope } from '../report-scope.js';
import { lookupFunction, quoteIdent, type ReportFunction } from './catalog.js';
import { ASSOCIATION_FIELDS, bindForm, ITEM_FIELDS, type ReportForm } from './form.js';

/** Argument names the engine can bind (the filter form's field names). */
export const KNOWN_ARGUMENTS: ReadonlySet<string> = new Set([
  'desde',
  'hasta',
  'emp_codigo',
  ...ASSOCIATION_FIELDS.map(([f]) => f),
  ...ITEM_FIELDS.map(([f]) => f),
]);

/** One column of a run: its metadata from the view merged with its type from the catalog. */
export interface RunColumn {
  name: string;
  label: string;
  type: ReportColumnType;
  sqlType: string;
  decimals: number;
  grouping: ColumnGrouping;
  total: ColumnTotal;
  color: string | null;
  width: number;
  groupColumn: string | null;
  visible: boolean;
}

export interface ReportRun {
  report: ReportDefinition;
  view: ViewDefinition;
  columns: RunColumn[];
  /** Cells as text in column order (exact decimals, dates AAAA-MM-DD); null for SQL NULL. */
  rows: (string | null)[][];
  truncated: boolean;
  desde: string;
  hasta: string;
}

export interface RunOptions {
  viewId?: number | null;
  /** A function name the caller sent (legacy forms carry inf_funcio): must be the report's own. */
  functionName?: string | null;
}

/** Columns in the view's order first (visible), then the function's other columns (hidden). */
export function runColumns(fn: ReportFunction, viewColumns: Awaited<ReturnType<typeof readColumns>>): RunColumn[] {
  const types = new Map(fn.columns.map((c) => [c.name, c]));
  const out: RunColumn[] = [];
  const defaultDecimals = (t: ReportColumnType) => (t === ReportColumnType.DECIMAL ? 2 : 0);
  for (const c of viewColumns) {
    const declared = types.get(c.column);
    if (!declared) continue; // a column the function no longer returns
    out.push({
      name: c.column,
      label: c.label,
      type: declared.kind,
      sqlType: declared.type,
      decimals: c.decimals ?? defaultDecimals(declared.kind),
      grouping: c.grouping,
      total: c.total,
      color: c.color,
      width: c.width,
      groupColumn: c.groupColumn,
      visible: true,
    });
    types.delete(c.column);
  }
  for (const c of types.values()) {
    out.push({
      name: c.name,
      label: c.name,
      type: c.kind,
      sqlType: c.type,
      decimals: defaultDecimals(c.kind),
      grouping: ColumnGrouping.NONE,
      total: ColumnTotal.NONE,
      color: null,
      width: 2,
      groupColumn: null,
      visible: false,
    });
  }
  return out;
}

/**
 * The function call: schema and names from the catalog, quoted; values bound as the elements of
 * one text[] parameter (`($1)[n]::type`, what the company-role reader passes on); each row
 * comes back as the text[] of its cells in column order; at most `limit` rows.
 */
export function callSql(
  schema: string,
  fn: ReportFunction,
  columns: RunColumn[],
  values: Map<string, string | number | null>,
  limit: number,
): { sql: string; values: (string | null)[] } {
  const params: (string | null)[] = [];
  const args = fn.args.map((a) => {
    const value = values.get(a.name) ?? null;
    params.push(value === null ? null : String(value));
    return `${quoteIdent(a.name)} => ($1)[${params.length}]::${a.type}`;
  });
  const cells = columns.map((c) => `r.${quoteIdent(c.name)}::text`).join(', ');
  return {
    sql: `select array[${cells}]::text[] from ${quoteIdent(schema)}.${quoteIdent(fn.name)}(${args.join(', ')}) as r limit ${Math.trunc(limit)}`,
    values: params,
  };
}

/** Definition, view and function of a report inside an open scope; refusals per the spec. */
export async function prepareRun(scope: ReportScope, code: number, options: RunOptions) {
  const report = await readReport(scope, code);
  if (!report) throw AppError.notFound(REPORT_MSG.reportNotFound(code));
  if (options.functionName && options.functionName !== report.functionName)
    throw AppError.input('inf_funcio', REPORT_MSG.functionNotReport(options.functionName, code));
  let view: ViewDefinition | null;
  if (options.viewId) {
    view = await readView(scope, options.viewId);
    if (!view || view.reportCode !== code) throw AppError.input('vin_codigo', REPORT_MSG.viewNotFound(options.viewId));
  } else {
    [view = null] = await readViews(scope, code);
  }
  if (!view) throw AppError.conflict(REPORT_MSG.noView);
  const fn = await lookupFunction(scope.tx, scope.schema, report.functionName, KNOWN_ARGUMENTS);
  const columns = runColumns(fn, await readColumns(scope, view.id));
  return { report, view, fn, columns };
}

const isTimeout = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '57014' || /statement timeout/.test(String((e as Error).message)));

/**
 * Runs a report by code: a read-only transaction with the statement timeout, the function from
 * the definition verified in the catalog, the form bound per the flags, at most rowCap rows.
 */
export async function runReport(
  ctx: AppContext,
  companyId: number | null | undefined,
  code: number,
  form: ReportForm,
  options: RunOptions = {},
): Promise<ReportRun> {
  const { reportTimeoutMs, reportRowCap } = ctx.services.config;
  try {
    // Read-only, as the company's role (engine/company-role.ts): a function cannot write, nor reach public or another company.
    return await inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true, timeoutMs: reportTimeoutMs, companyRole: true }, async (scope) => {
      const { report, view, fn, columns } = await prepareRun(scope, code, options);
      const values = bindForm(
        { inf_asocia: report.associations, inf_items: report.items, inf_periodo: report.period, inf_fecha: report.singleDate ? 1 : 0 },
        form,
        scope.company.id,
      );
      const call = callSql(scope.schema, fn, columns, values, reportRowCap + 1);
      const rows = await scope.readAsCompany(call.sql, call.values);
      const truncated = rows.length > reportRowCap;
      if (truncated) rows.length = reportRowCap;
      return {
        report,
        view,
        columns,
        rows,
        truncated,
        desde: values.get('desde') as string,
        hasta: values.get('hasta') as string,
      };
    });
  } catch (error) {
    if (isTimeout(error)) throw AppError.conflict(REPORT_MSG.timeout(Math.max(1, Math.round(reportTimeoutMs / 1000))));
    if (typeof error === 'object' && error !== null && (error as { code?: string }).code === '25006') throw AppError.conflict(REPORT_MSG.readOnly);
    if (typeof error === 'object' && error !== null && (error as { code?: string }).code === '42501')
      throw AppError.conflict(REPORT_MSG.permission(error instanceof Error ? error.message : String(error)));
    throw error;
  }
}
