import { registerEnumType } from 'type-graphql';

/** The aplicativo's modules (spec 000 §2); values are the module numbers. */
export enum AplicativoModule {
  ACCOUNTING_MODELS = 1,
  INITIAL_PERIOD = 2,
  UNBALANCED_ENTRIES = 3,
  RESTORE_DOCUMENT = 4,
  MENU_OPTIONS = 5,
}
registerEnumType(AplicativoModule, {
  name: 'AplicativoModule',
  description: 'Módulos del aplicativo',
  valuesConfig: {
    ACCOUNTING_MODELS: { description: '1: modelos contables por tipo de cuenta' },
    INITIAL_PERIOD: { description: '2: período contable inicial' },
    UNBALANCED_ENTRIES: { description: '3: asientos descuadrados' },
    RESTORE_DOCUMENT: { description: '4: restaurar documento electrónico' },
    MENU_OPTIONS: { description: '5: activar opciones de menú' },
  },
});

export const MODULE_TITLES: Record<AplicativoModule, string> = {
  [AplicativoModule.ACCOUNTING_MODELS]: 'Modelos contables por tipo de cuenta',
  [AplicativoModule.INITIAL_PERIOD]: 'Período contable inicial',
  [AplicativoModule.UNBALANCED_ENTRIES]: 'Asientos descuadrados',
  [AplicativoModule.RESTORE_DOCUMENT]: 'Restaurar documento electrónico',
  [AplicativoModule.MENU_OPTIONS]: 'Activar opciones de menú',
};

/** Side of an accounting model (mco_debcre). */
export enum AccountSide {
  DEBIT = 'D',
  CREDIT = 'C',
}
registerEnumType(AccountSide, {
  name: 'AccountSide',
  description: 'Lado en que el modelo contable asienta la cuenta (mco_debcre)',
  valuesConfig: { DEBIT: { description: 'D: débito (debe)' }, CREDIT: { description: 'C: crédito (haber)' } },
});

/** Accounting period state (pe_estado). */
export enum PeriodState {
  OPEN = 0,
  CLOSED = 1,
  LOCKED = 2,
}
registerEnumType(PeriodState, {
  name: 'PeriodState',
  description: 'Estado de un período contable (pe_estado)',
  valuesConfig: { OPEN: { description: '0 ABIERTO' }, CLOSED: { description: '1 CERRADO' }, LOCKED: { description: '2 BLOQUEADO' } },
});

/** Electronic document state (doc_estado). */
export enum ElectronicDocumentState {
  PENDING = 0,
  SENT = 1,
  AUTHORIZED = 2,
  RETURNED = 3,
  NOT_AUTHORIZED = 4,
}
registerEnumType(ElectronicDocumentState, {
  name: 'ElectronicDocumentState',
  description: 'Estado de un documento electrónico ante el SRI (doc_estado)',
  valuesConfig: {
    PENDING: { description: '0 PENDIENTE: por enviar' },
    SENT: { description: '1 ENVIADO' },
    AUTHORIZED: { description: '2 AUTORIZADO' },
    RETURNED: { description: '3 DEVUELTO' },
    NOT_AUTHORIZED: { description: '4 NO AUTORIZADO' },
  },
});

export const DOCUMENT_STATE_LABEL: Record<number, string> = { 0: 'PENDIENTE', 1: 'ENVIADO', 2: 'AUTORIZADO', 3: 'DEVUELTO', 4: 'NO AUTORIZADO' };

/** Audit actions of the aplicativo (tauditoria.aud_accion). */
export const AUDIT = {
  model: 'aplicativo_modelo_contable',
  initialPeriod: 'aplicativo_periodo_inicial',
  limit: 'aplicativo_limite_descuadre',
  fix: 'aplicativo_cuadrar_asiento',
  restore: 'aplicativo_restaurar_docele',
  menu: 'aplicativo_activar_opcion',
} as const;
