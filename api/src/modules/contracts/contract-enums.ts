import { registerEnumType } from 'type-graphql';

/*
 * Coded values of contract payments as GraphQL enums. The TS values are the texts the database
 * queries and the REST adapter use (domain/contract-payments.ts), so this is the one mapping.
 */

/** Payment state of a contract (estado). */
export enum PaymentStateEnum {
  VENCIDO = 'VENCIDO',
  AL_DIA = 'AL DÍA',
  PAGADO = 'PAGADO',
  INACTIVO = 'INACTIVO',
}

registerEnumType(PaymentStateEnum, {
  name: 'PaymentState',
  description: 'Situación de pago de un contrato según sus cuotas a la fecha de hoy (estado)',
  valuesConfig: {
    VENCIDO: { description: 'Tiene al menos una cuota sin pagar cuyo vencimiento ya pasó' },
    AL_DIA: { description: 'Tiene cuotas por pagar, pero ninguna vencida (AL DÍA)' },
    PAGADO: { description: 'Todas las cuotas del contrato están pagadas' },
    INACTIVO: { description: 'El contrato ya no está activo (fol_activo F), sin importar sus cuotas' },
  },
});

/** State of one installment. */
export enum InstallmentStateEnum {
  PAGADA = 'PAGADA',
  VENCIDA = 'VENCIDA',
  PENDIENTE = 'PENDIENTE',
}

registerEnumType(InstallmentStateEnum, {
  name: 'InstallmentState',
  description: 'Situación de una cuota mensual de un contrato a la fecha de hoy',
  valuesConfig: {
    PAGADA: { description: 'La cuota tiene fecha de pago (cuo_pagada)' },
    VENCIDA: { description: 'Sin pagar y su vencimiento ya pasó' },
    PENDIENTE: { description: 'Sin pagar y todavía no vence' },
  },
});

export enum ContractPaymentOrderField {
  LEGAL_NAME = 'LEGAL_NAME',
  RUC = 'RUC',
  START_DATE = 'START_DATE',
  AMOUNT_DUE = 'AMOUNT_DUE',
  CONTRACT_ID = 'CONTRACT_ID',
}

registerEnumType(ContractPaymentOrderField, {
  name: 'ContractPaymentOrderField',
  description: 'Campos por los que se puede ordenar la lista de pagos de contrato',
  valuesConfig: {
    LEGAL_NAME: { description: 'Razón social de la empresa (o nombre del cliente); el orden por omisión' },
    RUC: { description: 'RUC del contrato' },
    START_DATE: { description: 'Fecha de inicio del contrato' },
    AMOUNT_DUE: { description: 'Valor vencido: suma de las cuotas vencidas sin pagar' },
    CONTRACT_ID: { description: 'Código del contrato (fol_codigo), en el orden en que se registraron' },
  },
});
