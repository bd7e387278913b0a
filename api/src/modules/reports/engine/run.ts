import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { readColumns, readReport, readView, readViews, type ReportDefinition, type ViewDefinition } from '../definitions.js';
import { REPORT_MSG } from '../messages.js';
import { ColumnGrouping, ColumnTotal, ReportColumnType } from '../report-enums.js';
import { inReportCompany, LEVEL, type ReportScope } from '../report-scope.js';
import { lookupFunction, quoteIdent, type ReportFunction } from './catalog.js';
import { ASSOCIATION_FIELDS, bindForm, ITEM_FIELDS, type ReportForm } from './form.js';

/** Argument names the engine can bind (the filter form's field names). */
export const KNOWN_ARGUMENTS: ReadonlySet<string> = new Set(['desde', 'hasta', 'emp_codigo', ...ASSOCIATION_FIELDS.map(([f]) => f), ...ITEM_FIELDS.map(([f]) => f)]);

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
    out.push({ name: c.column, label: c.label, type: declared.kind, sqlType: declared.type, decimals: c.decimals ?? defaultDecimals(declared.kind), grouping: c.grouping, total: c.total, color: c.color, width: c.width, groupColumn: c.groupColumn, visible: true });
    types.delete(c.column);
  }
  for (const c of types.values()) {
    out.push({ name: c.name, label: c.name, type: c.kind, sqlType: c.type, decimals: defaultDecimals(c.kind), grouping: ColumnGrouping.NONE, total: ColumnTotal.NONE, color: null, width: 2, groupColumn: null, visible: false });
  }
  return out;
}

/** The function call: schema and names from the catalog, quoted; values bound as parameters. */
export function callSql(schema: string, fn: ReportFunction, columns: RunColumn[], values: Map<string, string | number | null>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const args = fn.args.map((a) => {
    params.push(values.get(a.name) ?? null);
    return `${quoteIdent(a.name)} => ?::${a.type}`;
  });
  const select = columns.map((c) => `r.${quoteIdent(c.name)}::text`).join(', ');
  return { sql: `select ${select} from ${quoteIdent(schema)}.${quoteIdent(fn.name)}(${args.join(', ')}) as r`, params };
}

/** Definition, view and function of a report inside an open scope; refusals per the spec. */
export async function prepareRun(scope: ReportScope, code: number, options: RunOptions) {
  const report = await readReport(scope, code);
  if (!report) throw AppError.notFound(REPORT_MSG.reportNotFound(code));
  if (options.functionName && options.functionName !== report.functionName) throw AppError.input('inf_funcio', REPORT_MSG.functionNotReport(options.functionName, code));
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

/** The first `count` rows as arrays of cells in column order; one preallocated array per row, no intermediate copies (100k-row runs). */
export function cellRows(raw: readonly Record<string, string | null>[], names: readonly string[], count: number): (string | null)[][] {
  const width = names.length;
  const rows = new Array<(string | null)[]>(count);
  for (let r = 0; r < count; r++) {
    const source = raw[r]!;
    const row = new Array<string | null>(width);
    for (let c = 0; c < width; c++) row[c] = source[names[c]!] ?? null;
    rows[r] = row;
  }
  return rows;
}

const isTimeout = (e: unknown) => typeof e === 'object' && e !== null && ((e as { code?: string }).code === '57014' || /statement timeout/.test(String((e as Error).message)));

/**
 * Runs a report by code: a read-only transaction with the statement timeout, the function from
 * the definition verified in the catalog, the form bound per the flags, at most rowCap rows.
 */
export async function runReport(ctx: AppContext, companyId: number | null | undefined, code: number, form: ReportForm, options: RunOptions = {}): Promise<ReportRun> {
  const { reportTimeoutMs, reportRowCap } = ctx.services.config;
  try {
    return await inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true, timeoutMs: reportTimeoutMs }, async (scope) => {
      const { report, view, fn, columns } = await prepareRun(scope, code, options);
      const values = bindForm({ inf_asocia: report.associations, inf_items: report.items, inf_periodo: report.period, inf_fecha: report.singleDate ? 1 : 0 }, form, scope.company.id);
      const { sql, params } = callSql(scope.schema, fn, columns, values);
      const raw: Record<string, string | null>[] = await scope.tx.getConnection().execute(`${sql} limit ${reportRowCap + 1}`, params, 'all', scope.tx.getTransactionContext());
      const truncated = raw.length > reportRowCap;
      return { report, view, columns, rows: cellRows(raw, columns.map((c) => c.name), truncated ? reportRowCap : raw.length), truncated, desde: values.get('desde') as string, hasta: values.get('hasta') as string };
    });
  } catch (error) {
    if (isTimeout(error)) throw AppError.conflict(REPORT_MSG.timeout(Math.max(1, Math.round(reportTimeoutMs / 1000))));
    if (typeof error === 'object' && error !== null && (error as { code?: string }).code === '25006') throw AppError.conflict(REPORT_MSG.readOnly);
    throw error;
  }
}
