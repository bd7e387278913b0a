import { PACKAGE_RULES } from '../../domain/package-balance.js';

/** Spanish texts of the connection packages area (the spec's own rule texts are in domain/package-balance.ts). */
export const PACKAGE_MSG = {
  companyNotFound: (id: number | string) => `No existe la empresa ${id}`,
  packageNotFound: (id: number) => `No existe el paquete ${id}`,
  packageSize: 'El paquete debe ser un número entero de documentos mayor que cero',
  contractType: 'El tipo de contrato debe ser 0 (por paquete), 1 (tarifa fija) o 2 (gratuito)',
  notifyPercentage: 'El porcentaje de notificación debe estar entre 0 y 100',
  invalidDate: (label: string) => `La ${label} no es una fecha válida (DD/MM/AAAA)`,
  endBeforeStart: 'La fecha fin debe ser posterior a la fecha de compra',
  invoiceCancelled: (number: string) => `La factura ${number} está anulada`,
  invoiceTaken: (number: string, id: number) => `La factura ${number} ya está asociada al paquete ${id}`,
  alreadyCancelled: (id: number) => `El paquete ${id} ya está anulado`,
  cancelReason: 'Indique el motivo de la anulación',
  belowUsed: (used: number) => `El paquete no puede quedar con menos documentos que los ya usados (${used})`,
  quickFilterWithRuc: 'Los filtros rápidos no se pueden usar mientras busca por RUC',
  unknownBalance: (key: string) => `Filtro de saldo desconocido: ${key}`,
  created: (ruc: string, acquired: number) => `Paquete registrado para ${ruc}: ${acquired} documentos adquiridos`,
  edited: (id: number) => `Paquete ${id} actualizado`,
  cancelled: (id: number) => `Paquete ${id} anulado`,
  // Usage ledger
  units: 'La cantidad de documentos debe ser un entero mayor que cero',
  unitsTooMany: 'La cantidad de documentos no puede superar 100000 por registro',
  reference: 'La referencia no puede superar 80 caracteres',
  // Block authorization
  selectCompanies: 'Seleccione al menos una empresa',
  withBalance: (names: string) => `Las empresas ${names} ${PACKAGE_RULES.stillHasBalance}`,
  notNotified: (names: string) => `Las empresas ${names} no han sido notificadas (Sin notificación)`,
  emptyEmail: (count: number, names: string) =>
    `${count === 1 ? 'La empresa' : `Las ${count} empresas`} ${names} no ${count === 1 ? 'tiene' : 'tienen'} email configurado. ¿Desea continuar de todas formas?`,
  alreadyBlocked: (names: string) => `Las empresas ${names} ya tienen bloqueada la autorización de documentos`,
  notBlocked: (names: string) => `Las empresas ${names} no tienen bloqueada la autorización de documentos`,
  blocked: (count: number) => `Se bloqueó la autorización de documentos electrónicos de ${count} ${count === 1 ? 'empresa' : 'empresas'}`,
  unblocked: (count: number) => `Se desbloqueó la autorización de documentos electrónicos de ${count} ${count === 1 ? 'empresa' : 'empresas'}`,
  historyBlocked: 'Autorización de documentos electrónicos bloqueada (bloq_aut T)',
  historyUnblocked: 'Autorización de documentos electrónicos desbloqueada (bloq_aut F)',
  // Contacts and notifications
  invalidEmail: 'Ingrese un email válido',
  contractNotFound: (id: number) => `No existe el contrato ${id}`,
  contactsNotInContract: 'Los cargos seleccionados no pertenecen al contrato',
  emailChanged: (count: number) => `Se actualizó el email de ${count} ${count === 1 ? 'contacto' : 'contactos'}`,
  selectReferents: 'Seleccione al menos un referente',
  noActivePackage: 'La empresa no tiene un paquete activo para notificar',
  noTemplate: 'No existe la plantilla de notificación (mte_tipo 2)',
  notificationSent: (count: number) => `Se ${count === 1 ? 'envió 1 notificación' : `enviaron ${count} notificaciones`}`,
} as const;
