import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('SessionCodes', {
  description:
    'Códigos con los que trabaja la sesión: usuario y sección del personal y, si se indicó una empresa, su establecimiento matriz, esquema y unidad de negocio (obtcod)',
})
export class SessionCodes {
  @Field(() => Int, { nullable: true, description: 'Empresa con la que se trabaja (codemp); null si no se indicó' }) companyId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Establecimiento matriz de la empresa, o el primero (almcod)' }) establishmentId!: number | null;
  @Field(() => String, { nullable: true, description: 'Esquema de datos de la empresa (esquema)' }) schema!: string | null;
  @Field(() => Int, { description: 'Código del usuario del personal que inició sesión (usuario)' }) userId!: number;
  @Field(() => Int, { nullable: true, description: 'Sección del personal a la que pertenece el usuario (seccion)' }) sectionId!: number | null;
  @Field(() => Int, { nullable: true, description: 'Unidad de negocio del establecimiento (ung_codigo)' }) businessUnitId!: number | null;
}

@ObjectType('SessionNames', { description: 'Nombres de los códigos de la sesión, para mostrarlos en la cabecera (obtnombres)' })
export class SessionNames {
  @Field(() => String, { nullable: true, description: 'Razón social de la empresa (emp_razons)' }) companyName!: string | null;
  @Field(() => String, { nullable: true, description: 'Razón social del establecimiento (alm_razsoc)' }) establishmentName!: string | null;
  @Field({ description: 'Nombre del usuario (usr_nombre)' }) userName!: string;
  @Field(() => String, { nullable: true, description: 'Nombre de la sección del personal (sec_nombre)' }) sectionName!: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la unidad de negocio (ung_descri)' }) businessUnitName!: string | null;
}

@ObjectType('AppConfig', {
  description: 'Configuración de la aplicación para una empresa: códigos de la sesión y los datos que las pantallas piden al empezar (appconfig)',
})
export class AppConfig {
  @Field(() => SessionCodes, { description: 'Códigos de la sesión con esta empresa' }) codes!: SessionCodes;
  @Field(() => Int, { nullable: true, description: 'Proyecto activo del establecimiento (pry_codigo); null si no tiene' }) projectId!: number | null;
  @Field({ description: 'Esquema de datos de la empresa (esquema)' }) schema!: string;
  @Field(() => String, { nullable: true, description: 'Descripción del establecimiento, p. ej. COMERCIO (almdescri)' }) establishmentDescription!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Descripción de la unidad de negocio (uninegociodescri)' }) businessUnitDescription!: string | null;
  @Field(() => Int, { description: 'Cantidad de parciales que se muestran (nparcialview, parámetro NPARCIALVIEW)' }) partialViews!: number;
  @Field({ description: 'Los documentos piden la clave de transacción (tclave 1) o no (0)' }) transactionPassword!: boolean;
}
