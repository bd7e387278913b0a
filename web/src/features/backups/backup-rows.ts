import type { BackupRowFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { BACKUP_TEXT as T } from './messages';

export const BACKUP_COLUMNS: ReportColumn[] = [
  { di_column: 'name', di_descri: 'Archivo', type: 'text', width: 230 },
  { di_column: 'schema', di_descri: 'Esquema', type: 'text', width: 160 },
  { di_column: 'state', di_descri: 'Estado', type: 'text', width: 110 },
  { di_column: 'size_kb', di_descri: 'Tamaño (KB)', type: 'number', di_decima: 1, width: 110 },
  { di_column: 'rows', di_descri: 'Filas', type: 'integer', width: 100 },
  { di_column: 'author', di_descri: 'Autor', type: 'text', width: 180 },
  { di_column: 'date', di_descri: 'Fecha', type: 'text', width: 150 },
  { di_column: 'checksum', di_descri: 'Checksum (SHA-256)', type: 'text', width: 200 },
  { di_column: 'message', di_descri: 'Resultado', type: 'text', width: 320 },
];

const dateTime = (iso: string) => new Date(iso).toLocaleString('es-EC', { dateStyle: 'short', timeStyle: 'short' });

export function backupRow(b: BackupRowFieldsFragment): ReportRow {
  return {
    id: b.id,
    name: b.name,
    schema: b.schema,
    state: T.states[b.state] ?? b.state,
    size_kb: b.size === null || b.size === undefined ? null : b.size / 1024,
    rows: b.rowCount ?? null,
    author: b.author,
    date: dateTime(b.createdAt),
    checksum: b.checksum ? `${b.checksum.slice(0, 16)}…` : '',
    message: b.message ?? '',
  };
}

export const backupKey = (row: ReportRow) => Number(row.id);
