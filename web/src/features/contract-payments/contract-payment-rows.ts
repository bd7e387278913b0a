import { contactsText } from '@domain/contract-payments';
import type { ContractPaymentRowFieldsFragment, PaymentState } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { CellStyleFn } from '../../widgets/grid/row-paint';
import { PAYMENTS_TEXT } from './messages';

const C = PAYMENTS_TEXT.columns;

/** Columns that open something: the company name its installment history, the receipt its invoice. */
export const HISTORY_COLUMN = 'emp_razons';
export const RECEIPT_COLUMN = 'trn_compro';

/** Columns of the contract payments list (legacy names, as the REST revisarPagos cols). */
export const PAYMENT_COLUMNS: readonly ReportColumn[] = [
  // RUC and name stay in view while the other columns scroll.
  { di_column: 'emp_ruc', di_descri: C.ruc, type: 'text', width: 125, pin: 'left', di_total: 'CONT' },
  { di_column: HISTORY_COLUMN, di_descri: C.legalName, type: 'text', width: 280, pin: 'left' },
  { di_column: 'estadoAcceso', di_descri: C.accessState, type: 'text', width: 135 },
  { di_column: 'estado', di_descri: C.paymentState, type: 'text', width: 135 },
  { di_column: 'mes_contrato_str', di_descri: C.contractMonth, type: 'text', width: 140 },
  { di_column: 'cuotas_pagadas', di_descri: C.paidCount, type: 'integer', width: 130 },
  { di_column: 'valor_vencido', di_descri: C.amountDue, type: 'number', width: 120, di_total: 'T' },
  { di_column: RECEIPT_COLUMN, di_descri: C.receipt, type: 'text', width: 175 },
  { di_column: 'trn_fecreg', di_descri: C.receiptDate, type: 'date', width: 155 },
  { di_column: 'estado_contrato', di_descri: C.contractState, type: 'text', width: 135 },
  { di_column: 'estado_notificacion', di_descri: C.notificationState, type: 'text', width: 130 },
  { di_column: 'tac_descrip', di_descri: C.businessLine, type: 'text', width: 130 },
  { di_column: 'clp_email', di_descri: C.email, type: 'text', width: 240 },
  { di_column: 'contactos', di_descri: C.contacts, type: 'text', width: 600 },
];

/** The API's payment states (enum names) as the screen writes them. */
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = { VENCIDO: 'VENCIDO', AL_DIA: 'AL DÍA', PAGADO: 'PAGADO', INACTIVO: 'INACTIVO' };

/** One grid row per contract; fol_codigo and the colour fields are not columns. */
export function paymentRow(r: ContractPaymentRowFieldsFragment): ReportRow {
  return {
    fol_codigo: r.contractId,
    trn_codigo: r.invoiceId ?? null,
    emp_ruc: r.ruc,
    emp_razons: r.legalName,
    estadoAcceso: r.accessState,
    estadoAcceso_color: r.accessStateColor,
    estado: PAYMENT_STATE_LABEL[r.paymentState] ?? r.paymentState,
    estado_color: r.paymentStateColor,
    mes_contrato_str: r.contractMonth,
    cuotas_pagadas: r.paidCount,
    // Display only: the grid sums its number column.
    valor_vencido: Number(r.amountDue),
    trn_compro: r.invoiceNumber ?? '',
    trn_fecreg: r.invoiceDate ?? null,
    estado_contrato: r.contractState,
    estado_notificacion: r.notificationState,
    tac_descrip: r.businessLineName ?? '',
    clp_email: r.email ?? '',
    contactos: contactsText(r.contacts),
  };
}

// Tag text readable on each state colour: dark on the light ones.
const LIGHT = new Set(['limegreen', 'gold', '#92C755', '#FFB80F']);
const tag = (color: string | undefined) => (color ? { background: color, color: LIGHT.has(color) ? '#1a1a1a' : '#ffffff', badge: true } : undefined);
const LINK = { color: '#1a5fb4', fontWeight: 600 } as const;
const CONTRACT_COLORS: Record<string, string> = { ACTIVO: '#92C755', BLOQUEADO: 'crimson' };

/**
 * State cells as tags in their colours (payment, company, contract state), the two columns that
 * open a window in link colour. Module-level: stable for the grid's paint cache.
 */
export const paymentCellStyle: CellStyleFn = (row, columnId) => {
  switch (columnId) {
    case 'estado':
      return tag(row.estado_color as string | undefined);
    case 'estadoAcceso':
      return tag((row.estadoAcceso_color as string | undefined) || undefined);
    case 'estado_contrato':
      return tag(CONTRACT_COLORS[String(row.estado_contrato)]);
    case HISTORY_COLUMN:
      return LINK;
    case RECEIPT_COLUMN:
      return row.trn_compro ? LINK : undefined;
    default:
      return undefined;
  }
};
