import ExcelJS from 'exceljs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { storeFile } from '../../files/files.service.js';
import { AppError } from '../../shared/app-error.js';
import { MAIL_FILES } from '../mail/file-owners.js';
import { runReport, type ReportRun } from '../reports/engine/run.js';
import { NOTIF_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** A report function a notification e-mail can attach (tnotif_funcion). */
export interface ReportFunction {
  id: number;
  title: string;
  description: string;
  reportCode: number;
}

/** The active report functions (params.funciones), by code. */
export async function reportFunctions(em: EntityManager, ids?: readonly number[]): Promise<ReportFunction[]> {
  const rows = await run<{ tfn_codigo: number; tfn_titulo: string; tfn_descripcion: string; inf_codigo: number }>(
    em,
    `select tfn_codigo, tfn_titulo, tfn_descripcion, inf_codigo from tnotif_funcion where tfn_activa ${ids ? 'and tfn_codigo = any(?::int[])' : ''} order by tfn_codigo`,
    ids ? [`{${ids.join(',')}}`] : [],
  );
  const found = rows.map((r) => ({ id: r.tfn_codigo, title: r.tfn_titulo, description: r.tfn_descripcion, reportCode: r.inf_codigo }));
  for (const id of ids ?? []) if (!found.some((f) => f.id === id)) throw AppError.input('funciones', NOTIF_MSG.unknownFunction(id));
  return found;
}

const visibleColumns = (r: ReportRun) => r.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.visible);

/** The report as a PDF: portrait, text size 8 (spec 002 §9), title and date range on top. */
export function reportPdf(title: string, r: ReportRun): Buffer {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4' });
  doc.setFontSize(12);
  doc.text(title, 40, 40);
  doc.setFontSize(8);
  doc.text(`Desde ${r.desde} hasta ${r.hasta}`, 40, 55);
  const cols = visibleColumns(r);
  autoTable(doc, {
    startY: 65,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 8 },
    head: [cols.map(({ c }) => c.label)],
    body: r.rows.map((row) => cols.map(({ i }) => row[i] ?? '')),
  });
  return Buffer.from(doc.output('arraybuffer'));
}

/** The report as a spreadsheet: one sheet with the header row and the rows (numbers as numbers). */
export async function reportWorkbook(title: string, r: ReportRun): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  const cols = visibleColumns(r);
  sheet.addRow(cols.map(({ c }) => c.label)).font = { bold: true };
  for (const row of r.rows) {
    sheet.addRow(
      cols.map(({ c, i }) => {
        const v = row[i];
        return v !== null && (c.type === 'DECIMAL' || c.type === 'INTEGER') && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : (v ?? '');
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const fileBase = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase() || 'reporte';

/**
 * Runs each function's report for a company over the date range and stores its PDF and
 * spreadsheet as mail attachments; returns the file ids (two per function).
 */
export async function reportAttachments(
  ctx: AppContext,
  companyId: number,
  functions: readonly ReportFunction[],
  range: { desde: string; hasta: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (const fn of functions) {
    // Month-based reports read years and months: the same range, by month.
    const [anioa, mesa] = range.desde.split('-').map(Number);
    const [aniob, mesb] = range.hasta.split('-').map(Number);
    const result = await runReport(ctx, companyId, fn.reportCode, { desde: range.desde, hasta: range.hasta, anioa, mesa, aniob, mesb });
    const pdf = reportPdf(fn.title, result);
    const xlsx = await reportWorkbook(fn.title, result);
    const base = fileBase(fn.title);
    for (const [name, bytes] of [
      [`${base}.pdf`, pdf],
      [`${base}.xlsx`, xlsx],
    ] as const) {
      const meta = await storeFile(ctx.em, { name, bytes, fileClass: 'ATTACHMENT', ownerKind: MAIL_FILES, userId: ctx.user!.id, userName: ctx.user!.name });
      ids.push(meta.id);
    }
  }
  return ids;
}
