import type { SentSmsSummaryQuery, SmsContractsQuery } from '../../generated/graphql';
import { dateTimeText } from '../../widgets/grid/cell-format';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { SMS_TEXT } from './messages';

const C = SMS_TEXT.columns;
type Contract = SmsContractsQuery['smsContracts']['items'][number];
type Sent = SentSmsSummaryQuery['sentSms']['items'][number];

/** 'Paquetes Contratados' columns (spec 002 §2), plus what is still available. */
export const CONTRACT_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'emp_coding', di_descri: C.access, type: 'text', width: 140, pin: 'left' },
  { di_column: 'emp_razons', di_descri: C.legalName, type: 'text', width: 340 },
  { di_column: 'sms_contratados', di_descri: C.contracted, type: 'text', width: 180 },
  { di_column: 'sms_utilizados', di_descri: C.used, type: 'integer', width: 130, di_total: 'T' },
  { di_column: 'sms_fallidos', di_descri: C.failed, type: 'integer', width: 130, di_total: 'T' },
  { di_column: 'sms_disponibles', di_descri: C.available, type: 'text', width: 140 },
];

export function contractRow(c: Contract): ReportRow {
  return {
    emp_codigo: c.companyId,
    emp_coding: c.accessCode,
    emp_razons: c.legalName,
    emp_ruc: c.ruc,
    contratados: c.contracted,
    tipo_contrato: c.contractType,
    sms_contratados: c.contractedLabel,
    sms_utilizados: c.used,
    sms_fallidos: c.failed,
    sms_disponibles: c.available === null ? SMS_TEXT.unlimited : String(c.available),
  };
}

export const contractKey = (row: ReportRow) => Number(row.emp_codigo);

const BASE: readonly ReportColumn[] = [
  { di_column: 'not_fenvio', di_descri: C.date, type: 'text', width: 150 },
  { di_column: 'emp_razons', di_descri: C.legalName, type: 'text', width: 260 },
  { di_column: 'clp_destino', di_descri: C.mobile, type: 'text', width: 120 },
  { di_column: 'clp_nombre', di_descri: C.recipient, type: 'text', width: 200 },
  { di_column: 'not_mensaje', di_descri: C.message, type: 'text', width: 380 },
];

/** The sent table: spec's Sent SMS (not_fenvio, clp_destino, not_mensaje) with the company and recipient. */
export const SENT_COLUMNS: readonly ReportColumn[] = [...BASE, { di_column: 'usr_nombre', di_descri: C.user, type: 'text', width: 180 }];
/** The failed table adds why it was not sent, beside the number so both show without scrolling. */
export const FAILED_COLUMNS: readonly ReportColumn[] = [
  ...BASE.slice(0, 3),
  { di_column: 'motivo', di_descri: C.reason, type: 'text', width: 330 },
  ...BASE.slice(3),
];

export function sentRow(s: Sent): ReportRow {
  return {
    sen_codigo: s.id,
    not_fenvio: dateTimeText(s.sentAt ?? s.createdAt),
    emp_razons: s.legalName,
    clp_destino: s.mobile,
    clp_nombre: s.recipientName ?? '',
    not_mensaje: s.message,
    usr_nombre: s.userName,
    motivo: s.error ?? '',
  };
}

export const sentKey = (row: ReportRow) => Number(row.sen_codigo);
