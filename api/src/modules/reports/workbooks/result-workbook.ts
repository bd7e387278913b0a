import ExcelJS from 'exceljs';
import type { AppContext } from '../../../graphql/context.js';
import type { DownloadFile } from '../../company-creation/creation.types.js';
import { sumText } from '../dashboard/dashboard-data.js';
import { runReport, type RunOptions } from '../engine/run.js';
import type { ReportForm } from '../engine/form.js';
import { ColumnTotal, ReportColumnType } from '../report-enums.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NUMERIC = new Set([ReportColumnType.INTEGER, ReportColumnType.DECIMAL]);
const showDay = (iso: string) => iso.split('-').reverse().join('/');

/**
 * /excel/reportes: the report run with the specification and form values, as a spreadsheet: the
 * name and range, the view's visible columns with their titles, numbers as numbers with the
 * column's decimals, dates as dates, and the footer totals (T sum, CU last value, CONT count).
 */
export async function reportWorkbook(
  ctx: AppContext,
  companyId: number | null | undefined,
  code: number,
  form: ReportForm,
  options: RunOptions = {},
): Promise<DownloadFile> {
  const run = await runReport(ctx, companyId, code, form, options);
  const visible = run.columns.map((c, i) => [c, i] as const).filter(([c]) => c.visible);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(run.report.name.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Informe');
  sheet.addRow([run.report.name]).font = { bold: true, size: 12 };
  sheet.addRow([run.desde === run.hasta ? showDay(run.hasta) : `Del ${showDay(run.desde)} al ${showDay(run.hasta)}`]);
  sheet.addRow(visible.map(([c]) => c.label)).font = { bold: true };
  for (const row of run.rows) {
    sheet.addRow(
      visible.map(([c, i]) => {
        const v = row[i] ?? null;
        if (v === null) return null;
        if (NUMERIC.has(c.type)) return Number(v);
        if (c.type === ReportColumnType.DATE) return new Date(`${v}T00:00:00Z`);
        return v;
      }),
    );
  }
  const totals = visible.map(([c, i]) => {
    const cells = run.rows.map((r) => r[i] ?? null);
    if (c.total === ColumnTotal.SUM && NUMERIC.has(c.type)) return Number(sumText(cells, c.decimals));
    if (c.total === ColumnTotal.LAST) return cells.length ? (NUMERIC.has(c.type) ? Number(cells[cells.length - 1]) : cells[cells.length - 1]) : null;
    if (c.total === ColumnTotal.COUNT) return cells.length;
    return null;
  });
  if (totals.some((t) => t !== null)) sheet.addRow(totals).font = { bold: true };
  visible.forEach(([c], j) => {
    const column = sheet.getColumn(j + 1);
    column.width = c.type === ReportColumnType.TEXT ? Math.max(14, c.width * 10) : 14;
    if (NUMERIC.has(c.type)) column.numFmt = c.decimals > 0 ? `#,##0.${'0'.repeat(c.decimals)}` : '#,##0';
    if (c.type === ReportColumnType.DATE) column.numFmt = 'dd/mm/yyyy';
  });
  const fileName = `${
    run.report.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .toLowerCase() || 'informe'
  }.xlsx`;
  return { fileName, mimeType: XLSX, contentBase64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64') };
}
