import ExcelJS from 'exceljs';
import { completeRuc } from '../../api/src/db/seeders/demo-data.js';
import { SHEET_COLUMNS, type SheetRow } from '../../api/src/modules/company-creation/spreadsheet-columns.js';

let rucSeq = 700;
/** A valid company RUC not used before in this test run. */
export function newRuc(): string {
  for (;;) {
    try {
      return completeRuc(`1792${String(rucSeq++).padStart(5, '0')}`);
    } catch {
      // this prefix has no check digit: next one
    }
  }
}

/** Factory: one valid spreadsheet row; `patch` overrides cells. */
export function goodRow(access: string, patch: Partial<SheetRow> = {}): Partial<SheetRow> {
  return {
    RUC: newRuc(),
    RAZON_SOCIAL: `COMERCIAL ${access.toUpperCase()} S.A.`,
    NOMBRE_COMERCIAL: `Comercial ${access}`,
    CONTABILIDAD: 'SI',
    RIMPE: 'NO',
    AG_RETENCION: 'NO',
    ESTABLECIMIENTO: '001',
    PUNTO: '001',
    EMAIL: `${access}@empresa.ec`,
    ACTIVIDAD: 'VENTA AL POR MAYOR',
    TELEFONO: '07-2570000',
    PROVINCIA: 'Loja',
    CIUDAD: 'Loja',
    SECTOR: 'CENTRO',
    DIRECCION: 'Bolívar 12-34 y Rocafuerte',
    ACCESO: access,
    USUARIO: 'admin',
    CLAVE: 'Clave.2025',
    COD_PAIS: '593',
    NACION: 'ECUATORIANA',
    ...patch,
  };
}

/** Builds an .xlsx like the template: title in row 1, column names in row 7, data from row 8. */
export async function workbook(rows: Array<Partial<SheetRow>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('EMPRESAS');
  sheet.getCell('A1').value = 'CARGA DE EMPRESAS';
  SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(7).getCell(i + 1).value = column));
  rows.forEach((values, r) => SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(8 + r).getCell(i + 1).value = values[column] ?? null)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
