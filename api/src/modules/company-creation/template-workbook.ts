import ExcelJS from 'exceljs';
import type { AppContext } from '../../graphql/context.js';
import { requirePermission } from '../../shared/permissions.js';
import type { DownloadFile } from './creation.types.js';
import { RESOURCE } from './reference.service.js';
import { FIRST_DATA_ROW, HEADER_ROW, SHEET_COLUMNS, type SheetRow } from './spreadsheet-columns.js';

export const TEMPLATE_TITLE = 'PLANTILLA PARA LA CREACIÓN DE EMPRESAS';
export const TEMPLATE_FILE = 'plantilla_creacion_empresas.xlsx';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The example row of the template (row 8): a valid company the user overwrites. */
export const TEMPLATE_EXAMPLE: SheetRow = {
  RUC: '1793456782001',
  RAZON_SOCIAL: 'EMPRESA DE EJEMPLO S.A.',
  NOMBRE_COMERCIAL: 'EJEMPLO',
  CONTABILIDAD: 'SI',
  RIMPE: 'NO',
  AG_RETENCION: 'NO',
  ESTABLECIMIENTO: '001',
  PUNTO: '001',
  PUNTO_NOMBRE: 'PtoElec001',
  ESTAB2: '',
  PUNTO2: '',
  DIRECCION2: '',
  PUNTO2_NOMBRE: '',
  EMAIL: 'facturacion@ejemplo.ec',
  REPRESENTANTE: 'JUAN PÉREZ',
  ACTIVIDAD: 'VENTA AL POR MAYOR Y MENOR DE PRODUCTOS DIVERSOS',
  TELEFONO: '02-2456789',
  PROVINCIA: 'PICHINCHA',
  CIUDAD: 'QUITO',
  SECTOR: 'NORTE',
  DIRECCION: 'AV. AMAZONAS N34-120 Y ATAHUALPA',
  CED_CONTADORA: '',
  APENOM_CONTADORA: '',
  EMAIL_CONTADORA: '',
  CELULAR_CONTADORA: '',
  ACCESO: 'ejemplo',
  USUARIO: 'admin',
  CLAVE: 'Cambiar.2025',
  USUARIO_CONTADORA: '',
  CLAVE_CONTADORA: '',
  COD_PAIS: '593',
  NACION: 'ECUATORIANA',
};

/** Builds the template: title and notes in rows 1-6, column names in row 7, the example in row 8. */
export async function buildTemplateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Isyplus';
  const sheet = workbook.addWorksheet('EMPRESAS');
  sheet.getCell('A1').value = TEMPLATE_TITLE;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = 'Llene una empresa por fila desde la fila 8, sin cambiar el orden de las columnas de la fila 7.';
  sheet.getCell('A3').value =
    'Obligatorios: RUC (13), RAZON_SOCIAL y NOMBRE_COMERCIAL (más de 3), CONTABILIDAD, RIMPE y AG_RETENCION (SI o NO), ESTABLECIMIENTO y PUNTO (3 números), DIRECCION, EMAIL, PROVINCIA, CIUDAD, ACCESO, USUARIO y CLAVE.';
  sheet.getCell('A4').value =
    'Con PUNTO2: ESTAB2 y PUNTO2 de 3 números. Con USUARIO_CONTADORA (4 a 20 caracteres): su clave, apellidos y nombres, cédula y email.';
  sheet.getCell('A5').value = 'Las fórmulas no se calculan: se toma el valor guardado en el archivo.';
  const header = sheet.getRow(HEADER_ROW);
  SHEET_COLUMNS.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = column;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
    // Text format keeps leading zeros (001, RUCs of provinces 01-09).
    sheet.getColumn(i + 1).numFmt = '@';
    sheet.getColumn(i + 1).width = Math.max(14, column.length + 4);
  });
  const example = sheet.getRow(FIRST_DATA_ROW);
  SHEET_COLUMNS.forEach((column, i) => {
    example.getCell(i + 1).value = TEMPLATE_EXAMPLE[column] || null;
  });
  sheet.views = [{ state: 'frozen', ySplit: HEADER_ROW }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template for download, as base64 (GraphQL and REST carry JSON). */
export async function templateDownload(ctx: AppContext): Promise<DownloadFile> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return { fileName: TEMPLATE_FILE, mimeType: XLSX, contentBase64: (await buildTemplateWorkbook()).toString('base64') };
}
