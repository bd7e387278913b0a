import type { EntityManager } from '@mikro-orm/core';
import type { CompanyImport, CompanyImportRow } from './creation.types.js';
import { CREATION_MSG } from './messages.js';

/** Job name and id of a spreadsheet import: the id is the file's hash, so adding it twice is a no-op. */
export const IMPORT_JOB = 'empresas.crear_excel';
export const importJobId = (hash: string) => `crea_empresa_excel.${hash}`;

export interface BatchRow {
  imp_hash: string;
  ver_codigo: number;
  imp_archivo: string | null;
  usr_codigo: number | null;
  usr_nombre: string;
  imp_total: number;
  imp_validas: number;
  imp_errores: number;
}

interface StoredRow {
  imf_fila: number;
  imf_ruc: string | null;
  imf_acceso: string | null;
  imf_razons: string | null;
  imf_estado: string;
  imf_campo: string | null;
  imf_mensaje: string | null;
  emp_codigo: number | null;
}

export function execIn<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext()) as Promise<T>;
}

export async function readBatch(em: EntityManager, hash: string): Promise<BatchRow | null> {
  const [row] = await execIn<BatchRow[]>(em, 'select imp_hash, ver_codigo, imp_archivo, usr_codigo, usr_nombre, imp_total, imp_validas, imp_errores from timportacion_empresa where imp_hash = ?', [hash]);
  return row ?? null;
}

/** The import with every row's outcome, in sheet order. */
export async function importSummary(em: EntityManager, batch: BatchRow, resubmitted: boolean): Promise<CompanyImport> {
  const stored = await execIn<StoredRow[]>(
    em,
    'select imf_fila, imf_ruc, imf_acceso, imf_razons, imf_estado, imf_campo, imf_mensaje, emp_codigo from timportacion_fila where imp_hash = ? order by imf_fila',
    [batch.imp_hash],
  );
  const rows: CompanyImportRow[] = stored.map((r) => ({
    row: r.imf_fila,
    ruc: r.imf_ruc,
    accessCode: r.imf_acceso,
    legalName: r.imf_razons,
    status: r.imf_estado,
    field: r.imf_campo,
    message: r.imf_mensaje,
    companyId: r.emp_codigo,
  }));
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const message = batch.imp_errores > 0 ? CREATION_MSG.fileErrors : CREATION_MSG.queued(batch.imp_validas);
  return {
    hash: batch.imp_hash,
    jobId: importJobId(batch.imp_hash),
    fileName: batch.imp_archivo,
    versionId: batch.ver_codigo,
    total: batch.imp_total,
    valid: batch.imp_validas,
    errors: batch.imp_errores,
    created: count('creada'),
    failed: count('fallida'),
    pending: count('pendiente'),
    message,
    resubmitted,
    rows,
  };
}
