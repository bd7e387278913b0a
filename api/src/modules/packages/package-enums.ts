import { registerEnumType } from 'type-graphql';

/*
 * Coded values of the packages area as GraphQL enums. Each TS enum's VALUES are the codes the
 * database (and the REST adapter) keep, so the mapping code <-> enum lives here and nowhere else:
 * GraphQL shows the names, the services keep working with the codes.
 */

/** Balance class of a company's package in force (the list's quick filters). */
export enum BalanceClassEnum {
  EXCEDIDO = 'excedido',
  POR_COMPLETAR = 'porcompletar',
  SIN_ASIGNAR = 'sinasignar',
  DISPONIBLE = 'disponible',
}

registerEnumType(BalanceClassEnum, {
  name: 'BalanceClass',
  description: 'Clase de saldo del paquete vigente de una empresa: es el filtro rápido de la lista de paquetes',
  valuesConfig: {
    EXCEDIDO: { description: 'Sin saldo: el paquete se agotó, tiene documentos autorizados sobre el paquete o ya venció (excedido)' },
    POR_COMPLETAR: { description: 'Le queda poco: el saldo está en o bajo el porcentaje de aviso, o vence en 30 días o menos (porcompletar)' },
    SIN_ASIGNAR: { description: 'La empresa no tiene paquete vigente (sinasignar)' },
    DISPONIBLE: { description: 'El paquete vigente tiene saldo suficiente y no está por vencer (disponible)' },
  },
});

/** tipo_contrato of a package. */
export enum ContractType {
  POR_PAQUETE = 0,
  TARIFA_FIJA = 1,
  GRATUITO = 2,
}

registerEnumType(ContractType, {
  name: 'ContractType',
  description: 'Cómo se cobra el paquete de documentos electrónicos (tipo_contrato)',
  valuesConfig: {
    POR_PAQUETE: { description: 'Se paga por la cantidad de documentos del paquete (código 0)' },
    TARIFA_FIJA: { description: 'Tarifa fija periódica, sin importar la cantidad usada (código 1)' },
    GRATUITO: { description: 'Sin costo; solo un administrador puede registrarlo o modificarlo (código 2)' },
  },
});

/** State of a package: in force, replaced (inactive) or cancelled. */
export enum PackageState {
  ACTIVO = 'ACTIVO',
  INACTIVO = 'INACTIVO',
  ANULADO = 'ANULADO',
}

registerEnumType(PackageState, {
  name: 'PackageState',
  description: 'Situación de un paquete de documentos: vigente, reemplazado o anulado (estado y con_anulado)',
  valuesConfig: {
    ACTIVO: { description: 'Paquete vigente de la empresa: a él se descuentan los documentos autorizados (estado 1)' },
    INACTIVO: { description: 'Paquete reemplazado por otro más reciente; su saldo pasó al nuevo (estado 0)' },
    ANULADO: { description: 'Paquete anulado por un usuario, con su motivo (estado 0 y fecha de anulación)' },
  },
});

/** Authorization state of a company's contract (bloq_aut of emp_tiposerv). */
export enum ContractState {
  ACTIVO = 'ACTIVO',
  BLOQUEADO = 'BLOQUEADO',
}

registerEnumType(ContractState, {
  name: 'ContractState',
  description: 'Si la empresa puede autorizar documentos electrónicos o se le bloqueó por falta de saldo (bloq_aut de emp_tiposerv)',
  valuesConfig: {
    ACTIVO: { description: 'La empresa autoriza documentos con normalidad (bloq_aut F)' },
    BLOQUEADO: { description: 'La autorización de documentos está bloqueada hasta que compre un paquete o se desbloquee (bloq_aut T)' },
  },
});
