import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { CompanyImportFieldsFragment } from '../../generated/graphql';
import { creationMessages as m } from './messages';

/** Columns of the per-row outcome grid of tab 3. */
export const IMPORT_COLUMNS: ReportColumn[] = [
  { di_column: 'fila', di_descri: 'Fila', type: 'integer', width: 70 },
  { di_column: 'estado', di_descri: 'Estado', type: 'text', width: 120, di_total: 'CONT' },
  { di_column: 'campo', di_descri: 'Campo', type: 'text', width: 150 },
  { di_column: 'mensaje', di_descri: 'Mensaje', type: 'text', width: 460 },
  { di_column: 'ruc', di_descri: 'RUC', type: 'text', width: 140 },
  { di_column: 'acceso', di_descri: 'Acceso', type: 'text', width: 130 },
  { di_column: 'razonsocial', di_descri: 'Razón social', type: 'text', width: 260 },
  { di_column: 'emp_codigo', di_descri: 'Código empresa', type: 'integer', width: 120 },
];

const NEEDS_ATTENTION = new Set<string>(['INVALID', 'FAILED']);

/** Rows to fix first (errors, failures), then the rest, each group in sheet order. */
export function importRows(result: CompanyImportFieldsFragment): ReportRow[] {
  const ordered = [...result.rows].sort((a, b) => Number(NEEDS_ATTENTION.has(b.status)) - Number(NEEDS_ATTENTION.has(a.status)) || a.row - b.row);
  return ordered.map((r) => ({
    fila: r.row,
    estado: m.status[r.status] ?? r.status,
    campo: r.field ?? '',
    mensaje: r.message ?? '',
    ruc: r.ruc ?? '',
    acceso: r.accessCode ?? '',
    razonsocial: r.legalName ?? '',
    emp_codigo: r.companyId ?? null,
  }));
}

/** Percent of the valid rows already processed (created or failed). */
export function importPercent(result: Pick<CompanyImportFieldsFragment, 'valid' | 'pending'>): number {
  if (result.valid === 0) return 100;
  return Math.round(((result.valid - result.pending) / result.valid) * 100);
}
