import { BALANCE_FILTERS } from '@domain/package-balance';
import type { BalanceClass, ConnectionRowFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { CellStyleFn } from '../../widgets/grid/row-paint';
import { PACKAGE_TEXT } from './messages';

const C = PACKAGE_TEXT.columns;

/** Columns of the package list (legacy names, as the REST search_lista cols). */
export const PACKAGE_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'emp_coding', di_descri: C.accessCode, type: 'text', width: 120 },
  { di_column: 'emp_razons', di_descri: C.legalName, type: 'text', width: 250, di_total: 'CONT' },
  { di_column: 'rucempresa', di_descri: C.ruc, type: 'text', width: 130 },
  { di_column: 'filtro', di_descri: C.balance, type: 'text', width: 120 },
  { di_column: 'estado_contrato', di_descri: C.contractState, type: 'text', width: 120 },
  { di_column: 'estado_notificacion', di_descri: C.notification, type: 'text', width: 125 },
  { di_column: 'paquete', di_descri: C.packageSize, type: 'integer', width: 80 },
  { di_column: 'conexadquiridas', di_descri: C.acquired, type: 'integer', width: 95, di_total: 'T' },
  { di_column: 'usadas', di_descri: C.used, type: 'integer', width: 80, di_total: 'T' },
  { di_column: 'saldo', di_descri: C.saldo, type: 'integer', width: 80, di_total: 'T' },
  { di_column: 'excedente', di_descri: C.excess, type: 'integer', width: 90, di_total: 'T' },
  { di_column: 'fechacompra', di_descri: C.purchaseDate, type: 'date', width: 95 },
  { di_column: 'fechafin', di_descri: C.endDate, type: 'date', width: 95 },
  { di_column: 'tipo_contrato', di_descri: C.contractType, type: 'text', width: 115 },
  { di_column: 'trn_compro', di_descri: C.invoice, type: 'text', width: 150 },
  { di_column: 'email', di_descri: C.email, type: 'text', width: 220 },
];

/** The API's balance class (enum name) and the code the legacy filter keys use. */
export const BALANCE_CODE: Record<BalanceClass, (typeof BALANCE_FILTERS)[number]['key']> = {
  EXCEDIDO: 'excedido',
  POR_COMPLETAR: 'porcompletar',
  SIN_ASIGNAR: 'sinasignar',
  DISPONIBLE: 'disponible',
};
const BALANCE_LABEL = new Map(BALANCE_FILTERS.map((f) => [f.key as string, f.label]));

/** One grid row per company; emp_codigo ties a selected row back to its company. */
export function packageRow(r: ConnectionRowFieldsFragment): ReportRow {
  return {
    emp_codigo: r.companyId,
    emp_coding: r.accessCode,
    emp_razons: r.legalName,
    rucempresa: r.ruc,
    filtro: BALANCE_LABEL.get(BALANCE_CODE[r.balance]) ?? r.balance,
    // Not columns: the colours of the balance and contract-state cells.
    filtro_color: r.balanceColor,
    paquete: r.packageSize ?? null,
    conexadquiridas: r.acquired,
    usadas: r.used,
    saldo: r.saldo,
    excedente: r.excess,
    fechacompra: r.purchaseDate ?? null,
    fechafin: r.endDate ?? null,
    tipo_contrato: r.contractTypeLabel ?? '',
    estado_notificacion: r.notificationState,
    estado_contrato: r.contractState,
    trn_compro: r.invoiceNumber ?? '',
    email: r.email ?? '',
  };
}

const CONTRACT_COLORS: Record<string, string> = { ACTIVO: 'limegreen', BLOQUEADO: 'crimson' };
const DARK_TEXT = new Set(['#FFB80F', '#92C755', 'limegreen']);

/** The balance and contract-state cells as tags in their colours; module-level, stable for the grid. */
export const packageCellStyle: CellStyleFn = (row, columnId) => {
  const colour =
    columnId === 'filtro' ? (row.filtro_color as string) : columnId === 'estado_contrato' ? CONTRACT_COLORS[String(row.estado_contrato)] : undefined;
  return colour ? { background: colour, color: DARK_TEXT.has(colour) ? '#1a1a1a' : '#ffffff', badge: true } : undefined;
};

export const packageKey = (row: ReportRow) => Number(row.emp_codigo);
