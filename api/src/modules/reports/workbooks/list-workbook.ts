import ExcelJS from 'exceljs';
import type { AppContext } from '../../../graphql/context.js';
import type { DownloadFile } from '../../company-creation/creation.types.js';
import { MODULE_NAMES, type ReportModule } from '../report-enums.js';
import { listReports } from '../run/reports.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['Código', 'Nombre', 'Módulo', 'Categoría', 'Función', 'Período', 'Fecha única', 'Asociación', 'Ítems', 'Activo', 'Mensaje'];

/** The report list of a company with the list's filters as a spreadsheet (GET /tinforme/excel). */
export async function reportListWorkbook(
  ctx: AppContext,
  companyId: number | null | undefined,
  filter: { module?: ReportModule | null; category?: number | null },
): Promise<DownloadFile> {
  const reports = await listReports(ctx, companyId, filter);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Informes');
  sheet.addRow(HEADERS).font = { bold: true };
  for (const r of reports) {
    sheet.addRow([
      r.code,
      r.name,
      MODULE_NAMES[r.module] ?? r.module,
      r.category,
      r.functionName,
      r.period,
      r.singleDate ? 'SI' : 'NO',
      r.associations,
      r.items,
      r.active ? 'SI' : 'NO',
      r.message ?? '',
    ]);
  }
  sheet.columns.forEach((c, i) => (c.width = [8, 40, 24, 10, 28, 8, 11, 16, 9, 7, 50][i]));
  return { fileName: 'informes.xlsx', mimeType: XLSX, contentBase64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64') };
}
