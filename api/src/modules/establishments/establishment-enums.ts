import { registerEnumType } from 'type-graphql';

/*
 * The coded values of establishments and emission points as GraphQL enums. Each TypeScript
 * enum's value IS the code the tenant tables keep (alm_tipo, alm_tipcierre, alm_tipoamb,
 * cnt_codigo, tdv_estado, tdv_tipo): GraphQL answers and reads the names, while the services,
 * the entities and the REST adapter keep working with the codes. This file is the one place
 * where code and name meet.
 */

/** alm_tipo. */
export enum EstablishmentType {
  COMMERCIAL = 1,
  HOTEL = 5,
  ICE_PRODUCER = 10,
}

registerEnumType(EstablishmentType, {
  name: 'EstablishmentType',
  description: 'Actividad del establecimiento, que decide qué comprobantes y tributos maneja (alm_tipo)',
  valuesConfig: {
    COMMERCIAL: { description: 'Comercial: venta de bienes o servicios en general (código 1)' },
    HOTEL: { description: 'Hotel: establecimiento de alojamiento (código 5)' },
    ICE_PRODUCER: { description: 'Productor de bienes gravados con el impuesto a los consumos especiales, ICE (código 10)' },
  },
});

/** alm_tipcierre. */
export enum EstablishmentClosingType {
  BY_DATE = 0,
  BY_SHIFT = 1,
  OPEN_DAY = 2,
}

registerEnumType(EstablishmentClosingType, {
  name: 'EstablishmentClosingType',
  description: 'Cómo se cierra la caja del establecimiento al final de la jornada (alm_tipcierre)',
  valuesConfig: {
    BY_DATE: { description: 'Por fecha: un cierre por día calendario (código 0)' },
    BY_SHIFT: { description: 'Por turno: un cierre por cada turno de caja (código 1)' },
    OPEN_DAY: { description: 'Jornada abierta: la jornada sigue abierta hasta que se cierra a mano, aunque cambie la fecha (código 2)' },
  },
});

/** alm_tipoamb. */
export enum EinvoicingEnvironment {
  TEST = 1,
  PRODUCTION = 2,
}

registerEnumType(EinvoicingEnvironment, {
  name: 'EinvoicingEnvironment',
  description: 'Ambiente del SRI al que el establecimiento envía sus comprobantes electrónicos (alm_tipoamb)',
  valuesConfig: {
    TEST: { description: 'Pruebas: los comprobantes no tienen validez tributaria (código 1)' },
    PRODUCTION: { description: 'Producción: los comprobantes autorizados tienen validez tributaria (código 2)' },
  },
});

/** cnt_codigo. */
export enum EstablishmentTaxpayerType {
  NOT_REQUIRED_TO_KEEP_ACCOUNTS = 0,
  PUBLIC_INSTITUTION = 1,
  SPECIAL_TAXPAYER = 2,
  SOCIETY = 3,
  NATURAL_PERSON_KEEPING_ACCOUNTS = 4,
}

registerEnumType(EstablishmentTaxpayerType, {
  name: 'EstablishmentTaxpayerType',
  description: 'Clase de contribuyente ante el SRI con la que el establecimiento emite sus comprobantes (cnt_codigo)',
  valuesConfig: {
    NOT_REQUIRED_TO_KEEP_ACCOUNTS: { description: 'Persona no obligada a llevar contabilidad (código 0)' },
    PUBLIC_INSTITUTION: { description: 'Institución pública (código 1)' },
    SPECIAL_TAXPAYER: { description: 'Contribuyente especial: debe indicar su número de resolución de autorización (código 2)' },
    SOCIETY: { description: 'Sociedad (código 3)' },
    NATURAL_PERSON_KEEPING_ACCOUNTS: { description: 'Persona natural obligada a llevar contabilidad (código 4)' },
  },
});

/** tdv_estado: 0 active; any other code is shown as cancelled ('de baja'). */
export enum PointState {
  ACTIVE = 0,
  CANCELLED = 1,
}

registerEnumType(PointState, {
  name: 'EmissionPointState',
  description: 'Si el punto de emisión puede emitir comprobantes (tdv_estado)',
  valuesConfig: {
    ACTIVE: { description: 'Activo: emite comprobantes (código 0)' },
    CANCELLED: { description: 'De baja (anulado): ya no emite; conserva sus comprobantes numerados y se puede reactivar (código distinto de 0)' },
  },
});

/** tdv_estado of a row as the enum: every code other than 0 is cancelled. */
export const pointStateOf = (code: number): PointState => (code === PointState.ACTIVE ? PointState.ACTIVE : PointState.CANCELLED);

/** tdv_tipo. */
export enum PointType {
  MANUAL = 3,
  ELECTRONIC = 4,
}

registerEnumType(PointType, {
  name: 'EmissionPointType',
  description: 'Cómo emite comprobantes el punto de emisión (tdv_tipo)',
  valuesConfig: {
    MANUAL: { description: 'Manual: comprobantes preimpresos autorizados por el SRI (código 3)' },
    ELECTRONIC: { description: 'Electrónico: comprobantes electrónicos autorizados en línea por el SRI (código 4)' },
  },
});
