import { registerEnumType } from 'type-graphql';

/*
 * The coded values of the doctors administration as GraphQL enums. Each numeric enum's value IS
 * the code the tables keep (pla_tipo, pla_estado, med_valido): GraphQL answers the names, the
 * services and the REST adapter keep the codes. This file is the one place where they meet.
 */

/** pla_tipo. */
export enum DoctorPlanType {
  TRIAL = 0,
  PAID = 1,
}

registerEnumType(DoctorPlanType, {
  name: 'DoctorPlanType',
  description: 'Clase de plan de un médico (pla_tipo)',
  valuesConfig: {
    TRIAL: { description: 'PRUEBA: período de prueba gratuito; es el único que se puede extender (código 0)' },
    PAID: { description: 'PAGADO: plan contratado por el médico (código 1)' },
  },
});

/** pla_estado, computed from the plan's end day against today. */
export enum DoctorPlanState {
  CURRENT = 1,
  EXPIRING = 2,
  EXPIRED = 3,
}

registerEnumType(DoctorPlanState, {
  name: 'DoctorPlanState',
  description: 'Vigencia del plan actual de un médico, calculada con su fecha de fin y el día de hoy (pla_estado)',
  valuesConfig: {
    CURRENT: { description: 'VIGENTE: termina en más de 7 días (código 1)' },
    EXPIRING: { description: 'POR CADUCAR: termina en 7 días o menos, hoy incluido (código 2)' },
    EXPIRED: { description: 'CADUCADO: su fecha de fin ya pasó (código 3)' },
  },
});

/** med_valido. */
export enum DoctorValidity {
  VALID = 0,
  PENDING = 1,
  INVALID = 2,
}

registerEnumType(DoctorValidity, {
  name: 'DoctorValidity',
  description: 'Si la administración comprobó que el registrado es realmente un médico (med_valido)',
  valuesConfig: {
    VALID: { description: 'VÁLIDO: la administración confirmó sus datos (código 0)' },
    PENDING: { description: 'POR VALIDAR: recién registrado, nadie lo revisó todavía (código 1)' },
    INVALID: { description: 'NO VÁLIDO: la administración rechazó sus datos (código 2)' },
  },
});

/** The search form's filtro. */
export enum DoctorSearchBy {
  ID = 'ID',
  NAME = 'NAME',
}

registerEnumType(DoctorSearchBy, {
  name: 'DoctorSearchBy',
  description: 'Por qué dato busca el texto del formulario de médicos (filtro)',
  valuesConfig: {
    ID: { description: 'Por cédula o RUC: los que empiezan con el texto' },
    NAME: { description: 'Por apellidos y nombres: los que contienen el texto, sin distinguir mayúsculas ni tildes' },
  },
});

/** Sortable fields of the doctors list. */
export enum DoctorOrderField {
  NAME = 'NAME',
  ID_NUMBER = 'ID_NUMBER',
  PLAN_END = 'PLAN_END',
  REGISTERED_ON = 'REGISTERED_ON',
  VALIDITY = 'VALIDITY',
  ID = 'ID',
}

registerEnumType(DoctorOrderField, {
  name: 'DoctorOrderField',
  description: 'Campos por los que se puede ordenar la lista de médicos',
  valuesConfig: {
    NAME: { description: 'Apellidos y nombres en orden alfabético español (sin tildes, la ñ después de la n); es el orden por omisión' },
    ID_NUMBER: { description: 'Cédula o RUC (ref_id)' },
    PLAN_END: { description: 'Fecha de fin del plan actual; los médicos sin plan van al final (pla_fecfin)' },
    REGISTERED_ON: { description: 'Fecha en que el médico se registró (fecha_registro)' },
    VALIDITY: { description: 'Validez: válidos, por validar y no válidos (med_valido)' },
    ID: { description: 'Código interno del médico, en el orden en que se registraron (ref_codigo)' },
  },
});
