import { PAYMENT_STATE_KEYS } from '../../domain/contract-payments.js';

/** Spanish texts of contract payments (the spec's own texts are in domain/contract-payments.ts). */
export const CONTRACT_MSG = {
  noContract: 'El cliente no tiene un contrato registrado.',
  contractNotFound: (id: number) => `No existe el contrato ${id}`,
  contractOrRuc: 'Indique el contrato (fol_codigo) o el RUC de la empresa',
  contractId: 'El contrato (fol_codigo) debe ser un número entero mayor que cero',
  unknownPaymentState: (state: string) => `Estado de pago desconocido: '${state}'. Use ${PAYMENT_STATE_KEYS.join(', ')}`,
  companyState: (value: number) => `Estado de empresa desconocido: ${value}. Use 0 inactivo, 1 activo, 2 demo o 3 bloqueado`,
  businessLine: (value: number) => `Tipo de empresa no válido: ${value}`,
  contractState: (value: string) => `Estado de contrato desconocido: '${value}'. Use ACTIVO o BLOQUEADO`,
  startDate: (label: string) => `La fecha de inicio ${label} no es una fecha válida (AAAA-MM-DD)`,
  startRange: 'La fecha de inicio desde no puede ser posterior a la fecha de inicio hasta',
  textTooLong: 'El texto de búsqueda no puede superar 100 caracteres',
} as const;

/** Spanish names of the filter's fields, as the refusals name them. */
export const FILTER_LABELS = { from: 'desde', to: 'hasta' } as const;
