import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import {
  EinvoicingEnvironment,
  EstablishmentClosingType,
  EstablishmentTaxpayerType,
  EstablishmentType,
} from '../../modules/establishments/establishment-enums.js';

/** An establishment (almacén) of a company, stored in the company's own schema. */
@ObjectType('Establishment', {
  description:
    'Establecimiento (local o sucursal) de una empresa cliente, con los datos con los que emite comprobantes ante el SRI; vive en el esquema de la empresa (talmacen)',
})
@Entity({ tableName: 'talmacen', schema: '*' })
export class Establishment {
  [OptionalProps]?: 'number' | 'description' | 'section' | 'headOffice' | 'type' | 'environment' | 'closingType';

  @Field(() => Int, { description: 'Código interno del establecimiento dentro de la empresa (alm_codigo)' })
  @PrimaryKey({ fieldName: 'alm_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Razón social del contribuyente con la que el establecimiento emite comprobantes (alm_razsoc)' })
  @Property({ fieldName: 'alm_razsoc', length: 300 })
  legalName!: string;

  @Field({ description: 'Dirección del establecimiento tal como consta en el RUC del SRI (alm_direcc)' })
  @Property({ fieldName: 'alm_direcc', length: 300 })
  address!: string;

  @Field({ description: 'RUC del contribuyente, 13 dígitos (alm_ruc)' })
  @Property({ fieldName: 'alm_ruc', length: 13 })
  ruc!: string;

  @Field(() => String, { nullable: true, description: 'Teléfono fijo de contacto del establecimiento (alm_fono1)' })
  @Property({ fieldName: 'alm_fono1', length: 30, nullable: true })
  phone?: string | null;

  @Field({ description: 'Número de establecimiento del SRI, 3 dígitos; encabeza la numeración de sus comprobantes (alm_nroest)' })
  @Property({ fieldName: 'alm_nroest', length: 3 })
  number: string = '001';

  @Field({ description: 'Nombre comercial o descripción con la que se reconoce el establecimiento (alm_descri)' })
  @Property({ fieldName: 'alm_descri', length: 60 })
  description: string = 'COMERCIO';

  @Field({ description: 'Sección o área del establecimiento, ALMACEN por omisión (alm_seccio)' })
  @Property({ fieldName: 'alm_seccio', length: 60 })
  section: string = 'ALMACEN';

  @Field(() => String, { nullable: true, description: 'Nombre del representante legal del contribuyente (alm_repleg)' })
  @Property({ fieldName: 'alm_repleg', length: 150, nullable: true })
  legalRepresentative?: string | null;

  @Field(() => String, { nullable: true, description: 'Actividad económica registrada en el RUC (alm_acteco)' })
  @Property({ fieldName: 'alm_acteco', length: 300, nullable: true })
  economicActivity?: string | null;

  @Field(() => String, { nullable: true, description: 'Correo electrónico del establecimiento; el mismo que usa la facturación electrónica (alm_email)' })
  @Property({ fieldName: 'alm_email', length: 150, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Sitio web del establecimiento (alm_websit)' })
  @Property({ fieldName: 'alm_websit', length: 150, nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'Teléfono celular de contacto (alm_movil)' })
  @Property({ fieldName: 'alm_movil', length: 30, nullable: true })
  mobile?: string | null;

  @Field(() => String, { nullable: true, description: 'Número de fax de contacto (alm_fax)' })
  @Property({ fieldName: 'alm_fax', length: 30, nullable: true })
  fax?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Provincia donde está el establecimiento: código del catálogo de provincias, ver la consulta provinces (alm_provin)',
  })
  @Property({ fieldName: 'alm_provin', nullable: true })
  province?: number | null;

  @Field(() => String, { nullable: true, description: 'Ciudad donde está el establecimiento (alm_ciudad)' })
  @Property({ fieldName: 'alm_ciudad', length: 60, nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Sector o barrio donde está el establecimiento (alm_sector)' })
  @Property({ fieldName: 'alm_sector', length: 60, nullable: true })
  sector?: string | null;

  @Field(() => EstablishmentType, { description: 'Actividad del establecimiento: comercial, hotel o productor de ICE (alm_tipo)' })
  @Property({ fieldName: 'alm_tipo' })
  type: EstablishmentType = EstablishmentType.COMMERCIAL;

  /** 1 head office (Matriz), 0 not; GraphQL answers it as a Boolean (graphql-js reads 1 as true). */
  @Field(() => Boolean, {
    description:
      'Verdadero si es la Matriz de la empresa: el establecimiento principal, el que activa la facturación electrónica; hay a lo sumo una (alm_matriz = 1)',
  })
  @Property({ fieldName: 'alm_matriz' })
  headOffice: number = 0;

  @Field(() => EinvoicingEnvironment, {
    description: 'Ambiente del SRI al que el establecimiento envía sus comprobantes electrónicos: pruebas o producción (alm_tipoamb)',
  })
  @Property({ fieldName: 'alm_tipoamb' })
  environment: EinvoicingEnvironment = EinvoicingEnvironment.PRODUCTION;

  @Field(() => String, {
    nullable: true,
    description: 'Código numérico de 8 dígitos que entra en la clave de acceso de los comprobantes electrónicos (alm_codnum)',
  })
  @Property({ fieldName: 'alm_codnum', length: 8, nullable: true })
  numericCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Número de resolución que califica al contribuyente como especial; obligatorio para ese tipo de contribuyente (alm_autesp)',
  })
  @Property({ fieldName: 'alm_autesp', length: 20, nullable: true })
  specialTaxpayerAuth?: string | null;

  @Field(() => EstablishmentClosingType, { description: 'Cómo se cierra la caja: por fecha, por turno o jornada abierta (alm_tipcierre)' })
  @Property({ fieldName: 'alm_tipcierre' })
  closingType: EstablishmentClosingType = EstablishmentClosingType.BY_DATE;

  @Field(() => Int, {
    nullable: true,
    description: 'Unidad de negocio de la empresa a la que pertenece el establecimiento: código de su catálogo (ung_codigo)',
  })
  @Property({ fieldName: 'ung_codigo', nullable: true })
  businessUnit?: number | null;

  @Field(() => EstablishmentTaxpayerType, {
    nullable: true,
    description: 'Clase de contribuyente ante el SRI con la que emite sus comprobantes; vacío si aún no se indicó (cnt_codigo)',
  })
  @Property({ fieldName: 'cnt_codigo', nullable: true })
  taxpayerType?: EstablishmentTaxpayerType | null;
}
