import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import { EmissionPoint } from '../../db/tenant/emission-point.entity.js';

import { CodeOption } from '../../graphql/common-types.js';

@ObjectType({ description: 'Valores de los campos codificados de un establecimiento' })
export class EstablishmentOptions {
  @Field(() => [CodeOption], { description: 'Tipos de contribuyente (cnt_codigo)' }) taxpayerTypes!: CodeOption[];
  @Field(() => [CodeOption], { description: 'Tipos de establecimiento (alm_tipo)' }) establishmentTypes!: CodeOption[];
  @Field(() => [CodeOption], { description: 'Tipos de cierre (alm_tipcierre)' }) closingTypes!: CodeOption[];
  @Field(() => [CodeOption], { description: 'Ambientes (alm_tipoamb)' }) environments!: CodeOption[];
}

@ObjectType({ description: 'Establecimientos de una empresa, la Matriz primero' })
export class EstablishmentList {
  @Field(() => [Establishment]) items!: Establishment[];
  @Field(() => Int) total!: number;
  @Field(() => Establishment, { nullable: true, description: 'El establecimiento Matriz' }) headOffice!: Establishment | null;
  @Field({ description: 'Facturación electrónica activa (emp_tiposerv.fe = T)' }) einvoicing!: boolean;
  @Field(() => [EmissionPoint], { description: 'Puntos de emisión electrónicos de la empresa' }) electronicPoints!: EmissionPoint[];
}

@ObjectType({ description: 'Resultado de una gestión sobre los puntos de emisión' })
export class EmissionPointResult {
  @Field() message!: string;
  @Field(() => EmissionPoint) point!: EmissionPoint;
  @Field({ description: 'Facturación electrónica activa' }) einvoicing!: boolean;
  @Field(() => [EmissionPoint], { description: 'Puntos electrónicos del establecimiento' }) points!: EmissionPoint[];
}

@ObjectType({ description: 'Resultado de activar la facturación electrónica' })
export class EinvoicingActivation {
  @Field() message!: string;
  @Field(() => Establishment, { description: 'El establecimiento Matriz con sus datos' }) headOffice!: Establishment;
  @Field() einvoicing!: boolean;
}

@ObjectType({ description: 'Resultado de guardar o gestionar un establecimiento' })
export class EstablishmentResult {
  @Field() message!: string;
  @Field(() => Establishment) establishment!: Establishment;
}

@ObjectType({ description: 'Ciudad (tciudad)' })
export class City {
  @Field(() => Int, { description: 'ciu_codigo' }) id!: number;
  @Field({ description: 'ciu_nombre' }) name!: string;
}

@ObjectType({ description: 'Provincia con sus ciudades (tprovincia)' })
export class Province {
  @Field(() => Int, { description: 'prv_codigo' }) id!: number;
  @Field({ description: 'prv_nombre' }) name!: string;
  @Field(() => [City]) cities!: City[];
}

/** Every field of an establishment; id null creates one. Required ones are checked by the service with one message. */
@InputType({ description: 'Datos de un establecimiento; sin id crea uno nuevo' })
export class EstablishmentInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) ruc?: string | null;
  @Field(() => String, { nullable: true }) number?: string | null;
  @Field(() => String, { nullable: true }) section?: string | null;
  @Field(() => String, { nullable: true }) legalName?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true }) province?: number | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) legalRepresentative?: string | null;
  @Field(() => String, { nullable: true }) economicActivity?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String, { nullable: true }) mobile?: string | null;
  @Field(() => String, { nullable: true }) fax?: string | null;
  @Field(() => String, { nullable: true }) sector?: string | null;
  @Field(() => Int, { nullable: true }) type?: number | null;
  @Field(() => Int, { nullable: true }) environment?: number | null;
  @Field(() => String, { nullable: true }) numericCode?: string | null;
  @Field(() => String, { nullable: true }) specialTaxpayerAuth?: string | null;
  @Field(() => Int, { nullable: true }) closingType?: number | null;
  @Field(() => Int, { nullable: true }) businessUnit?: number | null;
  @Field(() => Int, { nullable: true }) taxpayerType?: number | null;
}

@InputType({ description: 'Nuevo punto de emisión electrónico; por omisión 002, PtoElec002, tipo 4' })
export class ElectronicPointInput {
  @Field(() => Int, { nullable: true }) establishmentId?: number | null;
  @Field(() => String, { nullable: true }) number?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
}

@InputType({ description: 'Datos del establecimiento Matriz para activar la facturación electrónica' })
export class EinvoicingActivationInput {
  @Field(() => Int, { nullable: true, description: 'El establecimiento Matriz (alm_codigo)' }) establishmentId?: number | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Int, { nullable: true }) taxpayerType?: number | null;
  @Field(() => String, { nullable: true }) specialTaxpayerAuth?: string | null;
  @Field(() => String, { nullable: true, description: 'alm_codnum; 12345678 cuando está vacío' }) numericCode?: string | null;
}
