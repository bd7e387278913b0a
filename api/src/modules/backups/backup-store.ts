import type { EntityManager } from '@mikro-orm/core';
import type { BackupFormat, BackupState } from './backup-enums.js';
import type { TableCounts } from './schema-counts.js';
import { run } from '../../db/sql.js';

/** A trespaldo row as the services read it. */
export interface BackupRow {
  bak_codigo: number;
  emp_codigo: number | null;
  bak_servidor: string;
  bak_basedatos: string;
  bak_esquema: string;
  bak_nombre: string;
  bak_formato: BackupFormat;
  bak_tamano: string | number | null;
  bak_checksum: string | null;
  bak_conteos: TableCounts | string | null;
  bak_filas: string | number | null;
  bak_estado: BackupState;
  bak_mensaje: string | null;
  usr_nombre: string;
  bak_fecha: Date;
  bak_terminado: Date | null;
}

/** A trestauracion row with its backup's name. */
export interface RestoreRow {
  res_codigo: number;
  bak_codigo: number;
  bak_nombre: string;
  res_esquema: string;
  res_reemplaza: boolean;
  res_estado: BackupState;
  res_mensaje: string | null;
  usr_nombre: string;
  res_fecha: Date;
  res_terminado: Date | null;
}

export const BACKUP_COLUMNS = `bak_codigo, emp_codigo, bak_servidor, bak_basedatos, bak_esquema, bak_nombre, bak_formato, bak_tamano, bak_checksum,
  bak_conteos, bak_filas, bak_estado, bak_mensaje, usr_nombre, bak_fecha, bak_terminado`;

export async function readBackup(em: EntityManager, where: { id?: number; name?: string }): Promise<BackupRow | null> {
  const [row] = await run<BackupRow>(em, `select ${BACKUP_COLUMNS} from trespaldo where ${where.id !== undefined ? 'bak_codigo = ?' : 'bak_nombre = ?'}`, [
    where.id ?? where.name,
  ]);
  return row ?? null;
}

export async function readRestore(em: EntityManager, id: number): Promise<RestoreRow | null> {
  const [row] = await run<RestoreRow>(
    em,
    `select r.res_codigo, r.bak_codigo, b.bak_nombre, r.res_esquema, r.res_reemplaza, r.res_estado, r.res_mensaje, r.usr_nombre, r.res_fecha, r.res_terminado
       from trestauracion r join trespaldo b on b.bak_codigo = r.bak_codigo where r.res_codigo = ?`,
    [id],
  );
  return row ?? null;
}

/** The counts column as an object (jsonb comes parsed from PostgreSQL, as text from some drivers). */
export function countsOf(row: Pick<BackupRow, 'bak_conteos'>): TableCounts {
  if (!row.bak_conteos) return {};
  return typeof row.bak_conteos === 'string' ? (JSON.parse(row.bak_conteos) as TableCounts) : row.bak_conteos;
}
