import type ExcelJS from 'exceljs';
import { SPREADSHEET_MSG } from '../../../files/messages.js';
import { REPORT_IMPORT_MAX_REPORTS, SPREADSHEET_LIMITS } from '../../../files/spreadsheet-limits.js';
import { decodeBase64Upload } from '../../../files/upload-body.js';
import { readFirstSheet } from '../../../files/xlsx-stream.js';
import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { requirePermission } from '../../../shared/permissions.js';
import { recordAudit } from '../../system/audit.service.js';
import { writeReport } from './admin.service.js';
import type { ReportInput } from './admin.types.js';
import { defaultChart, writeChart } from '../run/chart.service.js';
import type { ReportDefinition } from '../definitions.js';
import { lookupFunction } from '../engine/catalog.js';
import { KNOWN_ARGUMENTS } from '../engine/run.js';
import { REPORT_MSG } from '../messages.js';
import { ColumnTotal, MODULE_NAMES, ReportColumnType, ReportModule, ReportOutput, ReportPeriod } from '../report-enums.js';
import { companyIdOf, inReportCompany, LEVEL, RESOURCE } from '../report-scope.js';

export const IMPORT_AUDIT = 'informe_desde_archivo';

const fold = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
/** The list export's headers (GET /tinforme/excel) plus Salida: a list exported from one company creates its reports in another. */
const FIELDS = {
  nombre: 'name',
  modulo: 'module',
  categoria: 'category',
  funcion: 'functionName',
  periodo: 'period',
  'fecha unica': 'singleDate',
  asociacion: 'associations',
  items: 'items',
  activo: 'active',
  mensaje: 'message',
  salida: 'output',
} as const;
type Field = (typeof FIELDS)[keyof typeof FIELDS];

const NUMERIC = new Set([ReportColumnType.INTEGER, ReportColumnType.DECIMAL]);

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v).trim();
}

function moduleOf(text: string): ReportModule | null {
  const n = Number(text);
  if (Number.isInteger(n) && ReportModule[n] !== undefined) return n as ReportModule;
  const entry = Object.entries(MODULE_NAMES).find(([, name]) => fold(name) === fold(text));
  return entry ? (Number(entry[0]) as ReportModule) : null;
}
const yes = (text: string, fallback: boolean) => (text === '' ? fallback : ['si', 's', 't', '1', 'true', 'x'].includes(fold(text)));

const invalidFile = () => AppError.input('archivo', REPORT_MSG.invalidFile);
const tooLarge = () => AppError.input('archivo', SPREADSHEET_MSG.tooLarge(SPREADSHEET_LIMITS.maxFileBytes / 1024));

/** The report a data row describes, by the header's columns. */
function reportOf(get: (f: Field) => string): ReportInput {
  const period = Number(get('period') || 0);
  const output = Number(get('output') || ReportOutput.TABLE_AND_CHART);
  return {
    name: get('name'),
    functionName: get('functionName'),
    module: moduleOf(get('module')),
    category: Number(get('category')) || null,
    period: ReportPeriod[period] !== undefined ? (period as ReportPeriod) : ReportPeriod.RANGE,
    singleDate: yes(get('singleDate'), false),
    associations: get('associations') || undefined,
    items: get('items') || undefined,
    active: yes(get('active'), true),
    message: get('message') || null,
    output: ReportOutput[output] !== undefined ? (output as ReportOutput) : null,
  };
}

/**
 * Reads the first sheet, streamed within the spreadsheet limits (files/xlsx-stream.ts): row 1
 * a header naming at least Nombre and Función, one report per row after it.
 */
export async function readReportSheet(content: Buffer | null): Promise<ReportInput[]> {
  if (!content) throw invalidFile();
  const columns = new Map<Field, number>();
  let header = false;
  const inputs: ReportInput[] = [];
  await readFirstSheet(content, {
    invalid: REPORT_MSG.invalidFile,
    onRow(row, number) {
      if (number === 1) {
        header = true;
        row.eachCell((cell, col) => {
          const field = FIELDS[fold(cellText(cell.value)) as keyof typeof FIELDS];
          if (field) columns.set(field, col);
        });
        return;
      }
      if (!header || !columns.has('name') || !columns.has('functionName')) throw invalidFile();
      const get = (f: Field) => (columns.has(f) ? cellText(row.getCell(columns.get(f)!).value) : '');
      if (!get('name') && !get('functionName')) return;
      if (inputs.length >= REPORT_IMPORT_MAX_REPORTS) throw AppError.input('archivo', `El archivo tiene más de ${REPORT_IMPORT_MAX_REPORTS} informes`);
      inputs.push(reportOf(get));
    },
  });
  if (inputs.length === 0) throw invalidFile();
  return inputs;
}

/**
 * reporte_from_file: creates the reports of a spreadsheet in the company, all or none (one
 * transaction); each gets a view 'General' with the function's columns (numbers summed) and the
 * default chart. A refused row names its row number.
 */
export async function importReports(ctx: AppContext, companyId: number | null | undefined, contentBase64: string | null): Promise<ReportDefinition[]> {
  // The company and the permission before any of the file is read (the upload itself is capped at the HTTP edge).
  companyIdOf(companyId);
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear', LEVEL.save);
  const inputs = await readReportSheet(decodeBase64Upload(contentBase64, SPREADSHEET_LIMITS.maxFileBytes, tooLarge));
  return inReportCompany(ctx, companyId, 'crear', LEVEL.save, {}, async (scope) => {
    const created: ReportDefinition[] = [];
    for (const [i, input] of inputs.entries()) {
      let report: ReportDefinition;
      try {
        report = await writeReport(ctx, scope, input);
      } catch (error) {
        if (error instanceof AppError) throw AppError.input('archivo', `Fila ${i + 2}: ${error.message}`);
        throw error;
      }
      const fn = await lookupFunction(scope.tx, scope.schema, report.functionName, KNOWN_ARGUMENTS);
      const [{ vin_codigo }] = await scope.run<{ vin_codigo: number }>(
        `insert into tvistainf (vin_order, vin_especi, inf_codigo) values (1, 'General', ?) returning vin_codigo`,
        [report.code],
      );
      for (const [j, c] of fn.columns.entries()) {
        const numeric = NUMERIC.has(c.kind);
        await scope.run(`insert into tdetinforme (vin_codigo, di_column, di_orden, di_ancho, di_descri, di_decima, di_total) values (?, ?, ?, 2, ?, ?, ?)`, [
          vin_codigo,
          c.name,
          j + 1,
          c.name,
          c.kind === ReportColumnType.DECIMAL ? 2 : null,
          numeric ? ColumnTotal.SUM : ColumnTotal.NONE,
        ]);
      }
      const legend = fn.columns.find((c) => !NUMERIC.has(c.kind))?.name ?? null;
      const series = fn.columns.filter((c) => NUMERIC.has(c.kind)).map((c) => c.name);
      if (series.length) await writeChart(scope, vin_codigo, defaultChart(legend, series));
      created.push(report);
    }
    recordAudit(
      scope.tx,
      ctx.user,
      IMPORT_AUDIT,
      `${scope.schema}.tinforme`,
      created[0]!.code,
      `${created.length} informes: ${created.map((r) => r.name).join(', ')}`.slice(0, 500),
    );
    await scope.tx.flush();
    return created;
  });
}
