import { createHash } from 'node:crypto';
import { completeRuc } from '../../../api/src/db/seeders/demo-data.js';
import type { SheetRow } from '../../../api/src/modules/company-creation/spreadsheet-columns.js';
import type { ApiClient } from '../../support/client.js';
import type { FaultCluster } from './cluster.js';
import { workbook } from '../../support/company-sheet.js';

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
      RUC: ruc,
      RAZON_SOCIAL: `COMERCIAL ${access.toUpperCase()} S.A.`,
      NOMBRE_COMERCIAL: `Comercial ${access}`,
      CONTABILIDAD: 'SI',
      RIMPE: 'NO',
      AG_RETENCION: 'no',
      ESTABLECIMIENTO: '001',
      PUNTO: '001',
      PUNTO_NOMBRE: '',
      EMAIL: `${access}@empresa.ec`,
      REPRESENTANTE: '',
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
    });
  }
  return rows;
}

/** An .xlsx like the template (the same builder as the API tests). */
export const companyWorkbook = workbook;

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

/** Rows of an import already created ('creada'), read from the suite's own PostgreSQL. */
export async function createdRowsOf(cluster: FaultCluster, hash: string): Promise<number> {
  const [row] = await cluster.sql<{ n: number }>(`select count(*)::int as n from timportacion_fila where imp_hash = $1 and imf_estado = 'creada'`, [hash]);
  return row!.n;
}
