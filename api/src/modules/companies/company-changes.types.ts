import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/ordering.js';
import { Page } from '../../graphql/page.js';

/** What part of the company a recorded change touched (derived from tauditoria's entity and action). */
export enum CompanyChangeKind {
  STATE = 'STATE',
  COMPANY = 'COMPANY',
  ESTABLISHMENT = 'ESTABLISHMENT',
  EMISSION_POINT = 'EMISSION_POINT',
  PACKAGE = 'PACKAGE',
}

registerEnumType(CompanyChangeKind, {
  name: 'CompanyChangeKind',
  description: 'Clase de cambio del historial de una empresa',
  valuesConfig: {
    STATE: { description: 'Cambio de estado o bloqueo/desbloqueo de autorización (lo que responde get_historyestado)' },
    COMPANY: { description: 'Datos de la empresa: creación, edición de campos, tipo, activación de facturación electrónica' },
    ESTABLISHMENT: { description: 'Un establecimiento de la empresa (talmacen): creación, edición, matriz, eliminación' },
    EMISSION_POINT: { description: 'Un punto de emisión de la empresa (tpuntoventa): creación, anulación, reactivación' },
    PACKAGE: { description: 'Un paquete de conexiones de la empresa (tconexiones): compra, edición, anulación, notificación' },
  },
});

export enum CompanyChangeOrderField {
  DATE = 'DATE',
  USER = 'USER',
  KIND = 'KIND',
}

registerEnumType(CompanyChangeOrderField, {
  name: 'CompanyChangeOrderField',
  description: 'Campos por los que se puede ordenar el historial de cambios de una empresa',
  valuesConfig: {
    DATE: { description: 'Fecha y hora del cambio (aud_fecha)' },
    USER: { description: 'Usuario del personal que hizo el cambio (usr_nombre)' },
    KIND: { description: 'Clase de cambio' },
  },
});

@InputType('CompanyChangeOrder', { description: 'Orden del historial de cambios; por omisión el más reciente primero' })
export class CompanyChangeOrder {
  @Field(() => CompanyChangeOrderField, { description: 'Campo por el que se ordena' }) field!: CompanyChangeOrderField;
  // Nullable with a default: the compiled executor does not fill input-object defaults of variables.
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType({ description: 'Un cambio registrado de la empresa, de uno de sus establecimientos, puntos de emisión o paquetes' })
export class CompanyChange {
  @Field(() => Int, { description: 'Código del registro de auditoría (aud_codigo)' }) id!: number;
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora del cambio (aud_fecha)' }) at!: Date;
  @Field({ description: 'Usuario del personal que hizo el cambio (usr_nombre)' }) userName!: string;
  @Field(() => CompanyChangeKind, { description: 'Qué parte de la empresa cambió' }) kind!: CompanyChangeKind;
  @Field({ description: 'Acción registrada, por ejemplo guardar, crear, anular (aud_accion)' }) action!: string;
  @Field(() => String, { nullable: true, description: 'Qué cambió: los campos con su valor anterior y el nuevo, «Campo: antes → después» (observacion)' })
  note!: string | null;
}

@ObjectType({ description: 'Una página del historial de cambios de una empresa' })
export class CompanyChangePage extends Page(CompanyChange, {
  items: 'Los cambios de esta página, en el orden pedido',
  totalCount: 'Cambios que cumplen el filtro, en todas las páginas',
  page: 'Número de esta página, desde 1',
  pageSize: 'Cambios por página',
}) {}
