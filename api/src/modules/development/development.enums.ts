import { Field, InputType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';

/** Kind of a module of the product (mo_tipo). */
export enum DevModuleType {
  INCLUDED = 'INCLUDED',
  PURCHASABLE = 'PURCHASABLE',
}

registerEnumType(DevModuleType, {
  name: 'DevModuleType',
  description: 'Cómo llega un módulo al cliente: incluido en la versión o adquirible aparte (mo_tipo)',
  valuesConfig: {
    INCLUDED: { description: 'Incluido: viene con la versión del producto (código 1)' },
    PURCHASABLE: { description: 'Adquirible: el cliente lo compra aparte (código 2)' },
  },
});

/** Availability of an attribute of a module (at_tipo). */
export enum DevAttributeType {
  NOT_AVAILABLE = 'NOT_AVAILABLE',
  INCLUDED = 'INCLUDED',
  PURCHASABLE = 'PURCHASABLE',
}

registerEnumType(DevAttributeType, {
  name: 'DevAttributeType',
  description: 'Disponibilidad de un atributo de un módulo para el cliente (at_tipo)',
  valuesConfig: {
    NOT_AVAILABLE: { description: 'No disponible: todavía no se ofrece (código 0)' },
    INCLUDED: { description: 'Incluido: viene con el módulo (código 1)' },
    PURCHASABLE: { description: 'Adquirible: el cliente lo compra aparte (código 2)' },
  },
});

/** State of the development cycle of a module or attribute (ci_estado). */
export enum DevCycleState {
  OFF = 'OFF',
  ANALYSIS = 'ANALYSIS',
  DEVELOPMENT = 'DEVELOPMENT',
  IMPLEMENTATION = 'IMPLEMENTATION',
  MAINTENANCE = 'MAINTENANCE',
}

registerEnumType(DevCycleState, {
  name: 'DevCycleState',
  description: 'Etapa del ciclo de desarrollo en que está un módulo o un atributo (ci_estado)',
  valuesConfig: {
    OFF: { description: "Off: detenido, sin trabajo en curso (código 'off')" },
    ANALYSIS: { description: "En análisis: se levantan y revisan los requisitos (código 'an')" },
    DEVELOPMENT: { description: "En desarrollo: se programa (código 'de')" },
    IMPLEMENTATION: { description: "En implementación: se instala y pone en marcha con los clientes (código 'im')" },
    MAINTENANCE: { description: "En mantenimiento: terminado, solo recibe correcciones (código 'fi')" },
  },
});

/** The one place where the catalogue's codes and the enums meet. */
const MODULE_TYPE_CODE: Record<DevModuleType, number> = { INCLUDED: 1, PURCHASABLE: 2 };
const ATTRIBUTE_TYPE_CODE: Record<DevAttributeType, number> = { NOT_AVAILABLE: 0, INCLUDED: 1, PURCHASABLE: 2 };
const CYCLE_STATE_CODE: Record<DevCycleState, string> = { OFF: 'off', ANALYSIS: 'an', DEVELOPMENT: 'de', IMPLEMENTATION: 'im', MAINTENANCE: 'fi' };
const invert = <K extends string, V extends string | number>(map: Record<K, V>) => new Map<V, K>(Object.entries(map).map(([k, v]) => [v as V, k as K]));
const MODULE_TYPE_BY_CODE = invert(MODULE_TYPE_CODE);
const ATTRIBUTE_TYPE_BY_CODE = invert(ATTRIBUTE_TYPE_CODE);
const CYCLE_STATE_BY_CODE = invert(CYCLE_STATE_CODE);

export const moduleTypeCode = (type: DevModuleType): number => MODULE_TYPE_CODE[type];
export const attributeTypeCode = (type: DevAttributeType): number => ATTRIBUTE_TYPE_CODE[type];
export const cycleStateCode = (state: DevCycleState): string => CYCLE_STATE_CODE[state];
/** Codes the catalogue keeps → enums; the services only store known codes. */
export const moduleTypeOf = (code: number): DevModuleType => MODULE_TYPE_BY_CODE.get(code) ?? DevModuleType.INCLUDED;
export const attributeTypeOf = (code: number): DevAttributeType => ATTRIBUTE_TYPE_BY_CODE.get(code) ?? DevAttributeType.NOT_AVAILABLE;
export const cycleStateOf = (code: string): DevCycleState => CYCLE_STATE_BY_CODE.get(code) ?? DevCycleState.OFF;

/** Sortable fields of a cycle history. */
export enum DevCycleOrderField {
  RECORDED = 'RECORDED',
  DATE = 'DATE',
}

registerEnumType(DevCycleOrderField, {
  name: 'DevCycleOrderField',
  description: 'Campos por los que se puede ordenar el historial del ciclo de desarrollo',
  valuesConfig: {
    RECORDED: { description: 'Por el orden en que se registraron los estados (código del registro)' },
    DATE: { description: 'Por la fecha que se dio a cada estado' },
  },
});

export const DEV_CYCLE_ORDER: Record<DevCycleOrderField, string> = { RECORDED: 'c.ci_codigo', DATE: 'c.ci_fecha' };

@InputType('DevCycleOrder', { description: 'Orden del historial del ciclo; sin él, el registrado más recientemente primero' })
export class DevCycleOrder {
  @Field(() => DevCycleOrderField, { description: 'Campo por el que se ordena' }) field!: DevCycleOrderField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction!: SortDirection;
}

/** Sortable fields of the active users of the catalogue. */
export enum DevUserOrderField {
  NAME = 'NAME',
  LOGIN = 'LOGIN',
  ID = 'ID',
}

registerEnumType(DevUserOrderField, {
  name: 'DevUserOrderField',
  description: 'Campos por los que se puede ordenar la lista de usuarios activos del catálogo de desarrollo',
  valuesConfig: {
    NAME: { description: 'Por el nombre completo (el orden por omisión)' },
    LOGIN: { description: 'Por el nombre de usuario con que ingresa' },
    ID: { description: 'Por el código del usuario' },
  },
});

export const DEV_USER_ORDER: Record<DevUserOrderField, string> = { NAME: 'usr_nombre', LOGIN: 'usr_id', ID: 'usr_codigo' };

@InputType('DevUserOrder', { description: 'Orden de la lista de usuarios activos; sin él, por nombre' })
export class DevUserOrder {
  @Field(() => DevUserOrderField, { description: 'Campo por el que se ordena' }) field!: DevUserOrderField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction!: SortDirection;
}

/** Sortable fields of the product's versions. */
export enum DevVersionOrderField {
  ID = 'ID',
  NAME = 'NAME',
  MODULE_COUNT = 'MODULE_COUNT',
}

registerEnumType(DevVersionOrderField, {
  name: 'DevVersionOrderField',
  description: 'Campos por los que se puede ordenar la lista de versiones del producto',
  valuesConfig: {
    ID: { description: 'Por el código de la versión, es decir por antigüedad (el orden por omisión)' },
    NAME: { description: 'Por el nombre de la versión' },
    MODULE_COUNT: { description: 'Por el número de módulos asignados' },
  },
});

@InputType('DevVersionOrder', { description: 'Orden de la lista de versiones; sin él, por código' })
export class DevVersionOrder {
  @Field(() => DevVersionOrderField, { description: 'Campo por el que se ordena' }) field!: DevVersionOrderField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' }) direction!: SortDirection;
}
