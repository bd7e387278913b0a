import { failureCodeOf, type CompanyImportState, type ImportRowStatus } from './creation-enums.js';
import type { EntityManager } from '@mikro-orm/core';
import type { CompanyImport, CompanyImportRow } from './creation.types.js';
import { CREATION_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/**
 * Job name and id of a spreadsheet import. The file's hash names the import; its attempt number
 * names the job, so a retry never collides with a failed job the queue still keeps (the first
 * attempt keeps the plain name).
 */
export const IMPORT_JOB = 'empresas.crear_excel';
export const importJobId = (hash: string, attempt = 1) => (attempt > 1 ? `crea_empresa_excel.${hash}-${attempt}` : `crea_empresa_excel.${hash}`);

/** pendiente: stored, no job yet; en_proceso: its job was queued; terminada: no row left to do; fallida: its job failed. */
export type ImportState = 'pendiente' | 'en_proceso' | 'terminada' | 'fallida';

export interface BatchRow {
  imp_hash: string;
  ver_codigo: number;
  imp_archivo: string | null;
  usr_codigo: number | null;
  usr_nombre: string;
  imp_total: number;
  imp_validas: number;
  imp_errores: number;
  imp_estado: ImportState;
  imp_intento: number;
  imp_codigo: string | null;
  imp_mensaje: string | null;
  /** Seconds since the last change of state. */
  imp_quieto: number;
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
  imf_valores: Record<string, string> | string | null;
  reintentable: boolean;
}

/** Sheet columns never stored in the clear: the passwords travel only inside the encrypted row. */
export const SECRET_COLUMNS = new Set(['CLAVE', 'CLAVE_CONTADORA']);

export async function readBatch(em: EntityManager, hash: string): Promise<BatchRow | null> {
  const [row] = await run<BatchRow>(
    em,
    `select imp_hash, ver_codigo, imp_archivo, usr_codigo, usr_nombre, imp_total, imp_validas, imp_errores, imp_estado, imp_intento, imp_codigo, imp_mensaje,
            extract(epoch from now() - imp_actualizado)::int as imp_quieto
       from timportacion_empresa where imp_hash = ?`,
    [hash],
  );
  return row ?? null;
}

/** Rows a retry would run: pending ones, and failed ones that still hold their data. */
export async function rowsToRetry(em: EntityManager, hash: string): Promise<number> {
  const [row] = await run<{ n: number }>(
    em,
    `select count(*)::int as n from timportacion_fila where imp_hash = ? and (imf_estado = 'pendiente' or (imf_estado = 'fallida' and imf_datos is not null))`,
    [hash],
  );
  return row.n;
}

/** The import with every row's outcome and uploaded values, in sheet order. */
export async function importSummary(em: EntityManager, batch: BatchRow, resubmitted: boolean, canRetry: boolean): Promise<CompanyImport> {
  const stored = await run<StoredRow>(
    em,
    `select imf_fila, imf_ruc, imf_acceso, imf_razons, imf_estado, imf_campo, imf_mensaje, emp_codigo, imf_valores,
            (imf_estado = 'pendiente' or (imf_estado = 'fallida' and imf_datos is not null)) as reintentable
       from timportacion_fila where imp_hash = ? order by imf_fila`,
    [batch.imp_hash],
  );
  const rows: CompanyImportRow[] = stored.map((r) => {
    const values = typeof r.imf_valores === 'string' ? (JSON.parse(r.imf_valores) as Record<string, string>) : (r.imf_valores ?? {});
    return {
      row: r.imf_fila,
      ruc: r.imf_ruc,
      accessCode: r.imf_acceso,
      legalName: r.imf_razons,
      status: r.imf_estado as ImportRowStatus,
      field: r.imf_campo,
      message: r.imf_mensaje,
      companyId: r.emp_codigo,
      values: Object.entries(values).map(([column, value]) => ({ column, value })),
    };
  });
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const message = batch.imp_errores > 0 ? CREATION_MSG.fileErrors : CREATION_MSG.queued(batch.imp_validas);
  return {
    hash: batch.imp_hash,
    jobId: importJobId(batch.imp_hash, batch.imp_intento),
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
    state: batch.imp_estado as CompanyImportState,
    attempt: batch.imp_intento,
    failure: batch.imp_mensaje,
    failureCode: failureCodeOf(batch.imp_codigo),
    canRetry: canRetry && stored.some((r) => r.reintentable),
    rows,
  };
}
