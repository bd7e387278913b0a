import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** An establishment (almacén) of a company, stored in the company's own schema. */
@ObjectType('Establishment', { description: 'Establecimiento de una empresa (talmacen)' })
@Entity({ tableName: 'talmacen', schema: '*' })
export class Establishment {
  [OptionalProps]?: 'number' | 'description' | 'section' | 'headOffice' | 'type' | 'environment' | 'closingType';

  @Field(() => Int, { description: 'alm_codigo' })
  @PrimaryKey({ fieldName: 'alm_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Razón social (alm_razsoc)' })
  @Property({ fieldName: 'alm_razsoc', length: 300 })
  legalName!: string;

  @Field({ description: 'Dirección (alm_direcc)' })
  @Property({ fieldName: 'alm_direcc', length: 300 })
  address!: string;

  @Field({ description: 'RUC (alm_ruc)' })
  @Property({ fieldName: 'alm_ruc', length: 13 })
  ruc!: string;

  @Field(() => String, { nullable: true, description: 'Teléfono (alm_fono1)' })
  @Property({ fieldName: 'alm_fono1', length: 30, nullable: true })
  phone?: string | null;

  @Field({ description: 'Número de establecimiento, 3 dígitos (alm_nroest)' })
  @Property({ fieldName: 'alm_nroest', length: 3 })
  number: string = '001';

  @Field({ description: 'Descripción / nombre comercial (alm_descri)' })
  @Property({ fieldName: 'alm_descri', length: 60 })
  description: string = 'COMERCIO';

  @Field({ description: 'Sección (alm_seccio)' })
  @Property({ fieldName: 'alm_seccio', length: 60 })
  section: string = 'ALMACEN';

  @Field(() => String, { nullable: true, description: 'Representante legal (alm_repleg)' })
  @Property({ fieldName: 'alm_repleg', length: 150, nullable: true })
  legalRepresentative?: string | null;

  @Field(() => String, { nullable: true, description: 'Actividad económica (alm_acteco)' })
  @Property({ fieldName: 'alm_acteco', length: 300, nullable: true })
  economicActivity?: string | null;

  @Field(() => String, { nullable: true, description: 'Correo (alm_email)' })
  @Property({ fieldName: 'alm_email', length: 150, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Sitio web (alm_websit)' })
  @Property({ fieldName: 'alm_websit', length: 150, nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'Celular (alm_movil)' })
  @Property({ fieldName: 'alm_movil', length: 30, nullable: true })
  mobile?: string | null;

  @Field(() => String, { nullable: true, description: 'Fax (alm_fax)' })
  @Property({ fieldName: 'alm_fax', length: 30, nullable: true })
  fax?: string | null;

  @Field(() => Int, { nullable: true, description: 'Provincia, prv_codigo (alm_provin)' })
  @Property({ fieldName: 'alm_provin', nullable: true })
  province?: number | null;

  @Field(() => String, { nullable: true, description: 'Ciudad (alm_ciudad)' })
  @Property({ fieldName: 'alm_ciudad', length: 60, nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Sector (alm_sector)' })
  @Property({ fieldName: 'alm_sector', length: 60, nullable: true })
  sector?: string | null;

  @Field(() => Int, { description: 'Tipo de establecimiento: 1 comercial, 5 hoteles, 10 productores de ICE (alm_tipo)' })
  @Property({ fieldName: 'alm_tipo' })
  type: number = 1;

  @Field(() => Int, { description: 'Matriz: 1 sí, 0 no (alm_matriz)' })
  @Property({ fieldName: 'alm_matriz' })
  headOffice: number = 0;

  @Field(() => Int, { description: 'Ambiente de facturación electrónica: 1 pruebas, 2 producción (alm_tipoamb)' })
  @Property({ fieldName: 'alm_tipoamb' })
  environment: number = 2;

  @Field(() => String, { nullable: true, description: 'Código numérico de 8 caracteres (alm_codnum)' })
  @Property({ fieldName: 'alm_codnum', length: 8, nullable: true })
  numericCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Número de autorización de contribuyente especial (alm_autesp)' })
  @Property({ fieldName: 'alm_autesp', length: 20, nullable: true })
  specialTaxpayerAuth?: string | null;

  @Field(() => Int, { description: 'Tipo de cierre: 0 por fecha, 1 por turno, 2 jornada abierta (alm_tipcierre)' })
  @Property({ fieldName: 'alm_tipcierre' })
  closingType: number = 0;

  @Field(() => Int, { nullable: true, description: 'Unidad de negocio (ung_codigo)' })
  @Property({ fieldName: 'ung_codigo', nullable: true })
  businessUnit?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Tipo de contribuyente: 0 no obligado a llevar contabilidad, 1 institución pública, 2 contribuyente especial, 3 sociedad, 4 persona natural obligada a llevar contabilidad (cnt_codigo)',
  })
  @Property({ fieldName: 'cnt_codigo', nullable: true })
  taxpayerType?: number | null;
}
