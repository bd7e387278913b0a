import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** emp_activa values. */
export const CompanyState = { inactive: 0, active: 1, demo: 2, blocked: 3 } as const;

/**
 * A client company (`tempresa`) with the coordinates of its tenant database. The database
 * password (emp_clavedb) is stored encrypted and never leaves the server.
 */
@ObjectType('Company', { description: 'Empresa cliente (tempresa)' })
@Entity({ tableName: 'tempresa' })
export class Company {
  [OptionalProps]?: 'dbPort' | 'accessType' | 'countryCode' | 'state' | 'theme';

  @Field(() => Int, { description: 'emp_codigo' })
  @PrimaryKey({ fieldName: 'emp_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Código de acceso, sin espacios (emp_coding)' })
  @Property({ fieldName: 'emp_coding', length: 60, unique: true })
  accessCode!: string;

  @Field({ description: 'Razón social (emp_razons)' })
  @Property({ fieldName: 'emp_razons', length: 300 })
  legalName!: string;

  @Field({ description: 'RUC (emp_ruc)' })
  @Property({ fieldName: 'emp_ruc', length: 13 })
  ruc!: string;

  @Field(() => String, { nullable: true, description: 'Dirección (emp_dir)' })
  @Property({ fieldName: 'emp_dir', length: 300, nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Teléfono (emp_telf)' })
  @Property({ fieldName: 'emp_telf', length: 60, nullable: true })
  phone?: string | null;

  @Property({ fieldName: 'emp_logo', type: 'text', nullable: true, lazy: true })
  logo?: string | null;

  @Field(() => Int, { description: 'Puerto de la base (emp_puertodb)' })
  @Property({ fieldName: 'emp_puertodb', default: 5432 })
  dbPort: number = 5432;

  @Field({ description: 'Servidor de la base (emp_ipdb)' })
  @Property({ fieldName: 'emp_ipdb', length: 100 })
  dbHost!: string;

  @Field({ description: 'Nombre de la base (emp_nombredb)' })
  @Property({ fieldName: 'emp_nombredb', length: 100 })
  dbName!: string;

  @Field({ description: 'Esquema de la empresa (emp_esquemadb)' })
  @Property({ fieldName: 'emp_esquemadb', length: 63 })
  dbSchema!: string;

  @Field(() => String, { nullable: true, description: 'Usuario de la base (emp_userdb)' })
  @Property({ fieldName: 'emp_userdb', length: 100, nullable: true })
  dbUser?: string | null;

  /** Encrypted with the server key (see shared/secrets.ts). */
  @Property({ fieldName: 'emp_clavedb', type: 'text', nullable: true, hidden: true })
  dbPasswordEncrypted?: string | null;

  @Field(() => String, { nullable: true, description: 'Tema (emp_tema)' })
  @Property({ fieldName: 'emp_tema', length: 40, nullable: true })
  theme?: string | null;

  @Field(() => Int, { description: 'Tipo de acceso: 1 contabilidad, 2 transporte (emp_tipoacces)' })
  @Property({ fieldName: 'emp_tipoacces', default: 1 })
  accessType: number = 1;

  @Field(() => Int, { description: 'Código de país (emp_codpais)' })
  @Property({ fieldName: 'emp_codpais', default: 593 })
  countryCode: number = 593;

  @Field(() => Int, { nullable: true, description: 'Tipo / línea de negocio (tac_codigo)' })
  @Property({ fieldName: 'tac_codigo', nullable: true })
  businessLine?: number | null;

  @Field(() => Int, { description: 'Estado: 0 inactivo, 1 activo, 2 demo, 3 bloqueado (emp_activa)' })
  @Property({ fieldName: 'emp_activa', default: 1 })
  state: number = 1;

  @Field(() => String, { nullable: true, description: 'Ubicación JSON: provincia, ciudad, lectura (emp_ubica)' })
  @Property({ fieldName: 'emp_ubica', type: 'text', nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'Servicios JSON T/F: fe, sms, ced, email, bk, bka, bloq_aut (emp_tiposerv)' })
  @Property({ fieldName: 'emp_tiposerv', type: 'text', nullable: true })
  services?: string | null;

  @Field(() => String, { nullable: true, description: 'Módulos adicionales JSON T/F (emp_modadc)' })
  @Property({ fieldName: 'emp_modadc', type: 'text', nullable: true })
  addOns?: string | null;

  @Field(() => String, { nullable: true, description: 'Fecha fin del estado (fechafin), AAAA-MM-DD' })
  @Property({ fieldName: 'fechafin', type: 'date', nullable: true })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Versión del producto (ver_codigo)' })
  @Property({ fieldName: 'ver_codigo', nullable: true })
  versionId?: number | null;
}
