import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { ParcelState } from './parcel-enums.js';

@ObjectType({ description: 'Cooperativa de transporte que recibe encomiendas (empresa con emp_tipoacces 2)' })
export class ParcelCooperative {
  @Field(() => Int, { description: 'Código de la empresa (emp_codigo)' }) id!: number;
  @Field({ description: 'Razón social de la cooperativa (emp_razons)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Logo como data URL (emp_logo); vacío si no tiene' }) logo!: string | null;
  @Field(() => String, { nullable: true, description: 'Enlace a la aplicación móvil de la cooperativa para Android; vacío si no tiene' }) androidApp!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Enlace a la aplicación móvil de la cooperativa para iOS; vacío si no tiene' }) iosApp!: string | null;
}

@ObjectType({
  description:
    'Una encomienda tal como la muestra la página pública: nunca trae números de cédula; sin sesión, los nombres y el valor vienen vacíos salvo que se dé la cédula del remitente o del destinatario',
})
export class Parcel {
  @Field(() => Int, { description: 'Código de la encomienda (trn_codigo)' }) id!: number;
  @Field({ description: 'Número de guía de 15 dígitos (trn_compro)' }) guide!: string;
  @Field(() => GraphQLISODateTime, { description: 'Momento en que se recibió (trn_fecha)' }) date!: Date;
  @Field(() => String, { nullable: true, description: 'Nombre del remitente; vacío sin sesión salvo con la cédula del remitente o del destinatario' })
  senderName!: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre del destinatario; vacío sin sesión salvo con la cédula del remitente o del destinatario' })
  receiverName!: string | null;
  @Field({ description: 'Ciudad de origen' }) origin!: string;
  @Field({ description: 'Ciudad de destino' }) destination!: string;
  @Field(() => ParcelState, { description: 'Estado actual' }) state!: ParcelState;
  @Field({ description: 'Estado actual en palabras (RECIBIDA, EN TRÁNSITO, ...)' }) stateLabel!: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Momento de la entrega; vacío si no se entregó' }) deliveredAt!: Date | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Valor del envío; vacío sin sesión salvo con la cédula del remitente o del destinatario' })
  total!: string | null;
}

@ObjectType({ description: 'Un cambio de estado de la encomienda, con lugar y hora' })
export class ParcelHistoryEntry {
  @Field(() => ParcelState, { description: 'Estado al que pasó' }) state!: ParcelState;
  @Field({ description: 'El estado en palabras' }) stateLabel!: string;
  @Field({ description: 'Lugar del cambio' }) place!: string;
  @Field(() => GraphQLISODateTime, { description: 'Momento del cambio' }) date!: Date;
  @Field(() => String, { nullable: true, description: 'Detalle del cambio; sin los datos personales, los nombres y cédulas de la encomienda se leen ***' })
  detail!: string | null;
}

@ObjectType({ description: 'Un artículo enviado en la encomienda' })
export class ParcelArticle {
  @Field({ description: 'Descripción del artículo' }) description!: string;
  @Field(() => Int, { description: 'Cantidad' }) quantity!: number;
  @Field(() => MoneyScalar, { description: 'Peso en kilogramos' }) weight!: string;
  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'Valor del flete del artículo; vacío sin sesión salvo con la cédula del remitente o del destinatario',
  })
  value!: string | null;
}

@ObjectType({ description: 'Resultado de buscar una encomienda por número de guía' })
export class ParcelGuideResult {
  @Field({ description: 'Verdadero cuando no se encontró la encomienda en esa cooperativa' }) error!: boolean;
  @Field({
    description:
      'Verdadero cuando la respuesta trae los nombres, los valores y el total: personal con sesión, o la cédula dada es la del remitente o la del destinatario',
  })
  personalDataShown!: boolean;
  @Field(() => Parcel, { nullable: true, description: 'La encomienda; vacía si no se encontró' }) parcel!: Parcel | null;
  @Field(() => [ParcelHistoryEntry], { description: 'Historial, del más antiguo al más reciente' }) history!: ParcelHistoryEntry[];
  @Field(() => [ParcelArticle], { description: 'Artículos de la encomienda' }) articles!: ParcelArticle[];
}

@ObjectType({ description: 'Una encomienda de la lista por cédula o RUC' })
export class ParcelListItem {
  @Field(() => Int, { description: 'Código de la encomienda (trn_codigo)' }) id!: number;
  @Field({ description: 'Número de guía (comprobante)' }) guide!: string;
  @Field(() => GraphQLISODateTime, { description: 'Momento en que se recibió' }) date!: Date;
  @Field({ description: 'Ciudad de origen' }) origin!: string;
  @Field({ description: 'Ciudad de destino' }) destination!: string;
  @Field(() => ParcelState, { description: 'Estado actual' }) state!: ParcelState;
  @Field({ description: 'Estado actual en palabras' }) stateLabel!: string;
}

@ObjectType({ description: 'Resultado de buscar encomiendas por cédula o RUC (como remitente o destinatario)' })
export class ParcelIdResult {
  @Field(() => [ParcelListItem], { description: 'Encomiendas, la más reciente primero, hasta el límite' }) items!: ParcelListItem[];
  @Field(() => Int, { description: 'Límite aplicado (30 por omisión)' }) limit!: number;
}
