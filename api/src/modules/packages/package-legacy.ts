import type { ConnectionPackage, ConnectionRow, PackageInput } from './package.types.js';
import { legacyWrapper } from '../../rest/legacy-fields.js';
import { looseNumber, optionalFlag, optionalText } from '../../rest/params.js';
import { PackageState } from './package-enums.js';

/** GraphQL field names of refusals -> the legacy names a REST client sent (inputid). */
export const LEGACY_FIELD: Record<string, string> = {
  packageSize: 'paquete',
  contractType: 'tipo_contrato',
  invoiceNumber: 'trn_compro',
  invoiceCode: 'trn_codigo',
  notifyPercentage: 'notificar_porcentaje',
  purchaseDate: 'fechacompra',
  endDate: 'fechafin',
  packageId: 'con_codigo',
  companyId: 'emp_codigo',
  ruc: 'rucempresa',
  reason: 'motivo',
  newEmail: 'correoNew',
  contactIds: 'ids',
  contractId: 'fol_codigo',
  units: 'cantidad',
  reference: 'referencia',
  date: 'fecha',
  companyIds: 'cods',
  balance: 'filtro',
};

/** Runs a service call and renames a refused field to the legacy column. */
export const legacy = legacyWrapper(LEGACY_FIELD);

const tf = (v: boolean) => (v ? 'T' : 'F');

/** A list row with the legacy names (search_lista items). */
export function toLegacyRow(r: ConnectionRow) {
  return {
    emp_codigo: r.companyId,
    emp_coding: r.accessCode,
    emp_razons: r.legalName,
    rucempresa: r.ruc,
    emp_activa: r.companyState,
    estado_empresa: r.companyStateLabel,
    con_codigo: r.packageId,
    estado: r.packageId === null ? null : 1,
    desde: r.purchaseDate,
    fechacompra: r.purchaseDate,
    fechafin: r.endDate,
    paquete: r.packageSize,
    conexadquiridas: r.acquired,
    usadas: r.used,
    saldo: r.saldo,
    excedente: r.excess,
    tipo_contrato: r.contractType,
    notificar_porcentaje: r.notifyPercentage,
    bloquear: tf(r.block),
    observacion: r.note,
    trn_codigo: r.invoiceId,
    trn_compro: r.invoiceNumber,
    ruc_fac: r.billedRuc,
    name_fac: r.billedName,
    relacionado: tf(r.related),
    estado_notificacion: r.notificationState,
    estado_contrato: r.contractState,
    filtro: r.balance,
    color: r.balanceColor,
    email: r.email,
    express: tf(r.express),
  };
}

/** A package with the legacy names (verdetalles items, crear/editar/anular answers). */
export function toLegacyPackage(p: ConnectionPackage) {
  return {
    con_codigo: p.id,
    rucempresa: p.ruc,
    estado: p.state === PackageState.ACTIVO ? 1 : 0,
    estado_str: p.stateLabel,
    desde: p.purchaseDate,
    fechacompra: p.purchaseDate,
    fechafin: p.endDate,
    paquete: p.packageSize,
    conexadquiridas: p.acquired,
    saldo_anterior: p.carriedOver,
    usadas: p.used,
    saldo: p.saldo,
    excedente: p.excess,
    tipo_contrato: p.contractType,
    notificar_porcentaje: p.notifyPercentage,
    bloquear: tf(p.block),
    observacion: p.note,
    trn_codigo: p.invoiceId,
    trn_compro: p.invoiceNumber,
    ruc_fac: p.billedRuc,
    name_fac: p.billedName,
    relacionado: tf(p.related),
    estado_notificacion: p.notificationState,
    usuario: p.createdBy,
    anulado: p.cancelledAt,
    anulado_por: p.cancelledBy,
    motivo_anula: p.cancelReason,
  };
}

/** A number of the form; not a finite number is NaN, for the service to refuse naming the field. */
const int = (v: unknown) => looseNumber(v, { invalid: 'nan' });

/** The package form as the legacy client posts it. */
export function fromLegacyPackage(body: Record<string, unknown>): PackageInput {
  const p = (body.paquete && typeof body.paquete === 'object' ? body.paquete : body) as Record<string, unknown>;
  return {
    companyId: int(p.emp_codigo),
    packageSize: int(p.paquete) ?? NaN,
    contractType: int(p.tipo_contrato) ?? NaN,
    purchaseDate: optionalText(p.fechacompra ?? p.desde),
    endDate: optionalText(p.fechafin),
    notifyPercentage: int(p.notificar_porcentaje),
    block: optionalFlag(p.bloquear, 't'),
    note: optionalText(p.observacion),
    invoiceNumber: optionalText(p.trn_compro),
    invoiceId: int(p.trn_codigo),
  };
}

export const LIST_COLS = [
  { di_column: 'emp_coding', di_descri: 'Acceso', type: 'text' },
  { di_column: 'emp_razons', di_descri: 'Razón social', type: 'text' },
  { di_column: 'rucempresa', di_descri: 'RUC', type: 'text' },
  { di_column: 'paquete', di_descri: 'Paquete', type: 'integer' },
  { di_column: 'conexadquiridas', di_descri: 'Adquiridas', type: 'integer', di_total: 'T' },
  { di_column: 'usadas', di_descri: 'Usadas', type: 'integer', di_total: 'T' },
  { di_column: 'saldo', di_descri: 'Saldo', type: 'integer', di_total: 'T' },
  { di_column: 'fechacompra', di_descri: 'Desde', type: 'date' },
  { di_column: 'fechafin', di_descri: 'Hasta', type: 'date' },
  { di_column: 'tipo_contrato', di_descri: 'Tipo de contrato', type: 'text' },
  { di_column: 'estado_notificacion', di_descri: 'Notificación', type: 'text' },
  { di_column: 'estado_contrato', di_descri: 'Estado contrato', type: 'text' },
];
