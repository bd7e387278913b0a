import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** An establishment (almacén) of a company, stored in the company's own schema. */
@ObjectType('Establishment', { description: 'Establecimiento de una empresa (talmacen)' })
@Entity({ tableName: 'talmacen', schema: '*' })
export class Establishment {
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

  @Field({ description: 'Número de establecimiento (alm_nroest)' })
  @Property({ fieldName: 'alm_nroest', length: 3 })
  number: string = '001';

  @Field({ description: 'Descripción (alm_descri)' })
  @Property({ fieldName: 'alm_descri', length: 60 })
  description: string = 'COMERCIO';

  @Field({ description: 'Sección (alm_seccio)' })
  @Property({ fieldName: 'alm_seccio', length: 60 })
  section: string = 'ALMACEN';

  @Field(() => Int, { description: 'Matriz: 1 sí, 0 no (alm_matriz)' })
  @Property({ fieldName: 'alm_matriz' })
  headOffice: number = 0;

  @Field(() => Int, { nullable: true, description: 'Provincia (alm_provin)' })
  @Property({ fieldName: 'alm_provin', nullable: true })
  province?: number | null;

  @Field(() => String, { nullable: true, description: 'Ciudad (alm_ciudad)' })
  @Property({ fieldName: 'alm_ciudad', length: 60, nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Correo (alm_email)' })
  @Property({ fieldName: 'alm_email', length: 150, nullable: true })
  email?: string | null;
}
