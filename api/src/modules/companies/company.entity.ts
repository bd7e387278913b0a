import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { AccessType, CompanyStateCode } from './company-enums.js';

/** emp_activa values. */
export const CompanyState = { inactive: 0, active: 1, demo: 2, blocked: 3 } as const;

/**
 * A client company (`tempresa`) with the coordinates of its tenant database. The database
 * password (emp_clavedb) is stored encrypted and never leaves the server; the connection fields
 * (port, server, database, user) are GraphQL fields of company-fields.resolver.ts, shown only to
 * administrators of the companies screen (company-connection.ts).
 */
@ObjectType('Company', {
  description: 'Empresa cliente del proveedor: sus datos, su estado, los servicios contratados y dónde está su base de datos (tempresa)',
})
@Entity({ tableName: 'tempresa' })
export class Company {
  [OptionalProps]?: 'dbPort' | 'accessType' | 'countryCode' | 'state' | 'theme' | 'updatedAt';

  @Field(() => Int, { description: 'Código interno de la empresa, su identificador en toda la API (emp_codigo)' })
  @PrimaryKey({ fieldName: 'emp_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Código de acceso con el que los usuarios de la empresa entran al sistema, único y sin espacios (emp_coding)' })
  @Property({ fieldName: 'emp_coding', length: 60, unique: true })
  accessCode!: string;

  @Field({ description: 'Razón social: el nombre legal de la empresa registrado en el SRI (emp_razons)' })
  @Property({ fieldName: 'emp_razons', length: 300 })
  legalName!: string;

  @Field({ description: 'RUC de la empresa, 13 dígitos; varias empresas pueden compartirlo (emp_ruc)' })
  @Property({ fieldName: 'emp_ruc', length: 13 })
  ruc!: string;

  @Field(() => String, { nullable: true, description: 'Dirección de la empresa (emp_dir)' })
  @Property({ fieldName: 'emp_dir', length: 300, nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Teléfono de contacto de la empresa (emp_telf)' })
  @Property({ fieldName: 'emp_telf', length: 60, nullable: true })
  phone?: string | null;

  @Property({ fieldName: 'emp_logo', type: 'text', nullable: true, lazy: true })
  logo?: string | null;

  @Property({ fieldName: 'emp_puertodb', default: 5432 })
  dbPort: number = 5432;

  @Property({ fieldName: 'emp_ipdb', length: 100 })
  dbHost!: string;

  @Property({ fieldName: 'emp_nombredb', length: 100 })
  dbName!: string;

  @Field({ description: 'Esquema propio de la empresa dentro de esa base: establecimientos, puntos de emisión, usuarios (emp_esquemadb)' })
  @Property({ fieldName: 'emp_esquemadb', length: 63 })
  dbSchema!: string;

  @Property({ fieldName: 'emp_userdb', length: 100, nullable: true })
  dbUser?: string | null;

  /** Encrypted with the server key (see shared/secrets.ts). */
  @Property({ fieldName: 'emp_clavedb', type: 'text', nullable: true, hidden: true })
  dbPasswordEncrypted?: string | null;

  @Field(() => String, { nullable: true, description: 'Tema visual (colores) que ven los usuarios de la empresa (emp_tema)' })
  @Property({ fieldName: 'emp_tema', length: 40, nullable: true })
  theme?: string | null;

  @Field(() => AccessType, { description: 'Producto al que entra la empresa: contabilidad o transporte (emp_tipoacces)' })
  @Property({ fieldName: 'emp_tipoacces', default: 1 })
  accessType: number = 1;

  @Field(() => Int, { description: 'Código telefónico del país de la empresa, 593 Ecuador (emp_codpais)' })
  @Property({ fieldName: 'emp_codpais', default: 593 })
  countryCode: number = 593;

  @Field(() => Int, {
    nullable: true,
    description: 'Tipo de empresa o línea de negocio, código del catálogo companyFormOptions.businessLines; null sin tipo (tac_codigo)',
  })
  @Property({ fieldName: 'tac_codigo', nullable: true })
  businessLine?: number | null;

  @Field(() => CompanyStateCode, { description: 'Estado de la empresa: inactiva, activa, demo o bloqueada (emp_activa)' })
  @Property({ fieldName: 'emp_activa', default: 1 })
  state: number = 1;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Use locationInfo',
    description: 'Ubicación como texto JSON tal como se guarda: provincia, ciudad y marca de solo lectura (emp_ubica)',
  })
  @Property({ fieldName: 'emp_ubica', type: 'text', nullable: true })
  location?: string | null;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Use serviceFlags',
    description: 'Servicios contratados como texto JSON con marcas T/F tal como se guarda (emp_tiposerv)',
  })
  @Property({ fieldName: 'emp_tiposerv', type: 'text', nullable: true })
  services?: string | null;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Use addOnFlags',
    description: 'Módulos adicionales como texto JSON con marcas T/F tal como se guarda (emp_modadc)',
  })
  @Property({ fieldName: 'emp_modadc', type: 'text', nullable: true })
  addOns?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Fecha hasta la que rige el estado puesto en un cambio masivo; null sin fecha (fechafin)' })
  @Property({ fieldName: 'fechafin', type: 'date', nullable: true })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Versión del producto con la que se creó la empresa, ver productVersions (ver_codigo)' })
  @Property({ fieldName: 'ver_codigo', nullable: true })
  versionId?: number | null;

  /** Kept by a trigger on every insert and update (Migration012): incremental sync. */
  @Field(() => GraphQLISODateTime, {
    description: 'Fecha y hora del último cambio de la empresa, por cualquier medio; base de la sincronización con companies(updatedSince:)',
  })
  @Property({ fieldName: 'updated_at', type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt?: Date;
}
