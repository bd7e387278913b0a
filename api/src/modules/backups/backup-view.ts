import type { BackupRow, RestoreRow } from './backup-store.js';
import { countsOf } from './backup-store.js';
import type { Backup, BackupRestore } from './backup.types.js';

const num = (v: string | number | null) => (v === null || v === undefined ? null : Number(v));

export function toBackup(row: BackupRow): Backup {
  return {
    id: row.bak_codigo,
    name: row.bak_nombre,
    server: row.bak_servidor,
    database: row.bak_basedatos,
    schema: row.bak_esquema,
    companyId: row.emp_codigo,
    format: row.bak_formato,
    state: row.bak_estado,
    message: row.bak_mensaje,
    size: num(row.bak_tamano),
    checksum: row.bak_checksum,
    rowCount: num(row.bak_filas),
    tables: Object.entries(countsOf(row)).map(([table, rows]) => ({ table, rows })),
    author: row.usr_nombre,
    createdAt: new Date(row.bak_fecha),
    finishedAt: row.bak_terminado ? new Date(row.bak_terminado) : null,
  };
}

export function toRestore(row: RestoreRow): BackupRestore {
  return {
    id: row.res_codigo,
    backupName: row.bak_nombre,
    schema: row.res_esquema,
    replace: row.res_reemplaza,
    state: row.res_estado,
    message: row.res_mensaje,
    author: row.usr_nombre,
    createdAt: new Date(row.res_fecha),
    finishedAt: row.res_terminado ? new Date(row.res_terminado) : null,
  };
}
