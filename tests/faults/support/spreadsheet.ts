import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { completeRuc } from '../../../api/src/db/seeders/demo-data.js';
import { SHEET_COLUMNS, type SheetRow } from '../../../api/src/modules/company-creation/spreadsheet-columns.js';
import type { ApiClient } from '../../support/client.js';

/** `count` valid rows with distinct RUCs and access codes `${prefix}001`... */
export function companyRows(prefix: string, count: number, firstRuc = 1): Array<Partial<SheetRow>> {
  const rows: Array<Partial<SheetRow>> = [];
  for (let seq = firstRuc; rows.length < count; seq++) {
    let ruc: string;
    try {
      ruc = completeRuc(`1793${String(seq).padStart(5, '0')}`);
    } catch {
      continue; // this prefix has no check digit
    }
    const access = `${prefix}${String(rows.length + 1).padStart(3, '0')}`;
    rows.push({
      RUC: ruc, RAZON_SOCIAL: `COMERCIAL ${access.toUpperCase()} S.A.`, NOMBRE_COMERCIAL: `Comercial ${access}`, CONTABILIDAD: 'SI', RIMPE: 'NO', AG_RETENCION: 'no',
      ESTABLECIMIENTO: '001', PUNTO: '001', PUNTO_NOMBRE: '', EMAIL: `${access}@empresa.ec`, REPRESENTANTE: '', ACTIVIDAD: 'VENTA AL POR MAYOR',
      TELEFONO: '07-2570000', PROVINCIA: 'Loja', CIUDAD: 'Loja', SECTOR: 'CENTRO', DIRECCION: 'Bolívar 12-34 y Rocafuerte', ACCESO: access, USUARIO: 'admin', CLAVE: 'Clave.2025',
      COD_PAIS: '593', NACION: 'ECUATORIANA',
    });
  }
  return rows;
}

/** An .xlsx like the template: title in row 1, column names in row 7, data from row 8. */
export async function companyWorkbook(rows: Array<Partial<SheetRow>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('EMPRESAS');
  sheet.getCell('A1').value = 'CARGA DE EMPRESAS';
  SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(7).getCell(i + 1).value = column));
  rows.forEach((values, r) => SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(8 + r).getCell(i + 1).value = values[column] ?? null)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const SUBMIT = `mutation ($input: CompanySpreadsheetInput!) { createCompaniesFromSpreadsheet(input: $input) { hash jobId total valid errors resubmitted } }`;

/** Uploads the sheet through GraphQL; returns the import's hash (the SHA-256 of the file). */
export async function uploadSheet(client: ApiClient, content: Buffer): Promise<string> {
  const result = await client.graphql<{ createCompaniesFromSpreadsheet: { hash: string; valid: number; errors: number } }>(SUBMIT, {
    input: { versionId: 1, fileName: 'empresas.xlsx', contentBase64: content.toString('base64') },
  });
  if (result.errors) throw new Error(result.errors[0]!.message);
  const hash = createHash('sha256').update(content).digest('hex');
  if (result.data!.createCompaniesFromSpreadsheet.hash !== hash) throw new Error('hash inesperado');
  return hash;
}
