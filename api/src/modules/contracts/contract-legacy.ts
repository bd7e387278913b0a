// Legacy (spec 000 §3 "Contract row") shapes of contract payments for the REST adapter.
import { isoToDisplayDate } from '../../domain/dates.js';
import { contactsText } from '../../domain/contract-payments.js';
import type { ContractPaymentRow, Installment, InstallmentContract } from './contract.types.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';

/** GraphQL field names of refusals -> the legacy names a REST client sent (inputid). */
export const LEGACY_FIELD: Record<string, string> = {
  text: 'texto',
  paymentStates: 'estado',
  companyStates: 'emp_activa',
  businessLines: 'tac_codigo',
  contractStates: 'estado_contrato',
  startFrom: 'desde',
  startTo: 'hasta',
  contractId: 'fol_codigo',
};

/** Runs a service call and renames a refused field to the legacy parameter. */
export const legacy = legacyWrapper(LEGACY_FIELD);

/** A contract row with the legacy names (revisarPagos items). */
export function toLegacyContractRow(r: ContractPaymentRow) {
  return {
    fol_codigo: r.contractId,
    emp_codigo: r.companyId,
    emp_ruc: r.ruc,
    emp_razons: r.legalName,
    emp_activa: r.companyState,
    emp_ubica: r.location,
    estado: r.paymentState,
    estado_color: r.paymentStateColor,
    estado_contrato: r.contractState,
    estado_notificacion: r.notificationState,
    estadoAcceso: r.accessState,
    estadoAcceso_color: r.accessStateColor,
    mes_contrato_str: r.contractMonth,
    tac_id: r.businessLine,
    tac_descrip: r.businessLineName,
    trn_codigo: r.invoiceId,
    trn_compro: r.invoiceNumber,
    trn_fecreg: r.invoiceDate ? isoToDisplayDate(r.invoiceDate) : null,
    clp_email: r.email,
    clp_apenom: r.clientName,
    fol_fecha: r.startDate,
    fol_meses: r.months,
    // REST answers money as JSON numbers, as documented: converted from the exact text only here.
    fol_cuota: Number(r.fee),
    fol_activo: r.active ? 'T' : 'F',
    cuotas_pagadas: r.paidCount,
    cuotas_pendientes: r.unpaidCount,
    valor_vencido: Number(r.amountDue),
    contactos: r.contacts.map((c) => ({ fad_nomcontacto: c.name, fad_cargo: c.role, fad_mailcontacto: c.email })),
    contactos_str: contactsText(r.contacts),
  };
}

/** The contract of an installment history with the legacy names. */
export function toLegacyContract(c: InstallmentContract) {
  return {
    fol_codigo: c.contractId,
    emp_ruc: c.ruc,
    emp_razons: c.legalName,
    clp_apenom: c.clientName,
    fol_fecha: c.startDate,
    fol_meses: c.months,
    fol_cuota: Number(c.fee),
    fol_activo: c.active ? 'T' : 'F',
  };
}

/** An installment with the legacy names (verHistorialCuotas items). */
export function toLegacyInstallment(i: Installment) {
  return {
    cuo_numero: i.number,
    cuo_vence: i.dueDate,
    cuo_valor: Number(i.amount),
    cuo_pagada: i.paidDate,
    estado: i.state,
    trn_codigo: i.invoiceId,
    trn_compro: i.invoiceNumber,
  };
}

/** The contract payments grid's columns (ReportColumn names, as companies' getForm cols). */
export const CONTRACT_COLS = [
  { di_column: 'emp_ruc', di_descri: 'RUC', type: 'text' },
  { di_column: 'emp_razons', di_descri: 'Razón social', type: 'text' },
  { di_column: 'estadoAcceso', di_descri: 'Estado empresa', type: 'text', di_grupo: 'F' },
  { di_column: 'estado', di_descri: 'Estado de pago', type: 'text', di_grupo: 'F' },
  { di_column: 'mes_contrato_str', di_descri: 'Mes del contrato', type: 'text' },
  { di_column: 'cuotas_pagadas', di_descri: 'Cuotas pagadas', type: 'integer' },
  { di_column: 'valor_vencido', di_descri: 'Valor vencido', type: 'number', di_total: 'T' },
  { di_column: 'trn_compro', di_descri: 'Comprobante', type: 'text' },
  { di_column: 'trn_fecreg', di_descri: 'Fecha comprobante', type: 'text' },
  { di_column: 'estado_contrato', di_descri: 'Estado contrato', type: 'text', di_grupo: 'F' },
  { di_column: 'estado_notificacion', di_descri: 'Notificación', type: 'text', di_grupo: 'F' },
  { di_column: 'tac_descrip', di_descri: 'Tipo', type: 'text', di_grupo: 'F' },
  { di_column: 'clp_email', di_descri: 'Email', type: 'text' },
  { di_column: 'contactos_str', di_descri: 'Contactos', type: 'text' },
];
