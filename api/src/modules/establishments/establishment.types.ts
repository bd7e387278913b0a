import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import { EmissionPoint } from '../../db/tenant/emission-point.entity.js';
import { CodeOption } from '../../graphql/common-types.js';
import { SortDirection } from '../../graphql/ordering.js';
import { EinvoicingEnvironment, EstablishmentClosingType, EstablishmentTaxpayerType, EstablishmentType } from './establishment-enums.js';

@ObjectType({
  description:
    'Opciones de los campos codificados de un establecimiento, con el código que se guarda y el texto que ve el usuario, para llenar los formularios',
})
export class EstablishmentOptions {
  @Field(() => [CodeOption], { description: 'Clases de contribuyente ante el SRI (códigos de cnt_codigo; en los registros, EstablishmentTaxpayerType)' })
  taxpayerTypes!: CodeOption[];
  @Field(() => [CodeOption], { description: 'Actividades de establecimiento (códigos de alm_tipo; en los registros, EstablishmentType)' })
  establishmentTypes!: CodeOption[];
  @Field(() => [CodeOption], { description: 'Formas de cierre de caja (códigos de alm_tipcierre; en los registros, EstablishmentClosingType)' })
  closingTypes!: CodeOption[];
  @Field(() => [CodeOption], {
    description: 'Ambientes del SRI para los comprobantes electrónicos (códigos de alm_tipoamb; en los registros, EinvoicingEnvironment)',
  })
  environments!: CodeOption[];
}

/** Sortable fields of a company's establishment list. */
export enum EstablishmentOrderField {
  HEAD_OFFICE = 'HEAD_OFFICE',
  NUMBER = 'NUMBER',
  DESCRIPTION = 'DESCRIPTION',
  LEGAL_NAME = 'LEGAL_NAME',
  CITY = 'CITY',
  ID = 'ID',
}

registerEnumType(EstablishmentOrderField, {
  name: 'EstablishmentOrderField',
  description: 'Campos por los que se puede ordenar la lista de establecimientos de una empresa',
  valuesConfig: {
    HEAD_OFFICE: { description: 'La Matriz primero (al final en descendente) y después por número de establecimiento; es el orden por omisión' },
    NUMBER: { description: 'Número de establecimiento del SRI (alm_nroest)' },
    DESCRIPTION: { description: 'Nombre comercial o descripción (alm_descri)' },
    LEGAL_NAME: { description: 'Razón social (alm_razsoc)' },
    CITY: { description: 'Ciudad (alm_ciudad)' },
    ID: { description: 'Código interno, en el orden en que se crearon (alm_codigo)' },
  },
});

@InputType('EstablishmentOrder', { description: 'Orden de la lista de establecimientos; a igualdad decide el código interno, en el mismo sentido' })
export class EstablishmentOrder {
  @Field(() => EstablishmentOrderField, { description: 'Campo por el que se ordena' }) field!: EstablishmentOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType({ description: 'Establecimientos de una empresa con su estado de facturación electrónica y sus puntos de emisión electrónicos' })
export class EstablishmentList {
  @Field(() => [Establishment], { description: 'Los establecimientos de la empresa, en el orden pedido (por omisión la Matriz primero y después por número)' })
  items!: Establishment[];
  @Field(() => Int, { description: 'Cuántos establecimientos tiene la empresa' }) totalCount!: number;
  @Field(() => Int, { description: 'Cuántos establecimientos tiene la empresa', deprecationReason: 'Use totalCount' }) total!: number;
  @Field(() => Establishment, { nullable: true, description: 'El establecimiento Matriz; vacío si la empresa aún no tiene establecimientos' })
  headOffice!: Establishment | null;
  @Field({ description: 'Verdadero si la empresa tiene activa la facturación electrónica (marca fe = T en emp_tiposerv)' }) einvoicing!: boolean;
  @Field(() => [EmissionPoint], { description: 'Puntos de emisión electrónicos de todos los establecimientos de la empresa, por establecimiento y número' })
  electronicPoints!: EmissionPoint[];
}

@ObjectType({ description: 'Resultado de crear, anular o reactivar un punto de emisión' })
export class EmissionPointResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => EmissionPoint, { description: 'El punto de emisión creado o cambiado' }) point!: EmissionPoint;
  @Field({ description: 'Verdadero si la empresa tiene activa la facturación electrónica' }) einvoicing!: boolean;
  @Field(() => [EmissionPoint], { description: 'Los puntos de emisión electrónicos del establecimiento del punto, ya con el cambio' }) points!: EmissionPoint[];
}

@ObjectType({ description: 'Resultado de activar la facturación electrónica de una empresa' })
export class EinvoicingActivation {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => Establishment, { description: 'El establecimiento Matriz con los datos del SRI que se guardaron' }) headOffice!: Establishment;
  @Field({ description: 'Verdadero: la facturación electrónica quedó activa' }) einvoicing!: boolean;
}

@ObjectType({ description: 'Resultado de guardar un establecimiento o de hacerlo Matriz' })
export class EstablishmentResult {
  @Field({ description: 'Mensaje de éxito para mostrar al usuario' }) message!: string;
  @Field(() => Establishment, { description: 'El establecimiento tal como quedó guardado' }) establishment!: Establishment;
}

@ObjectType({ description: 'Ciudad del catálogo de referencia (tciudad)' })
export class City {
  @Field(() => Int, { description: 'Código de la ciudad en el catálogo (ciu_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la ciudad (ciu_nombre)' }) name!: string;
}

@ObjectType({ description: 'Provincia del Ecuador con sus ciudades, del catálogo de referencia (tprovincia)' })
export class Province {
  @Field(() => Int, { description: 'Código de la provincia en el catálogo; es el valor del campo province de un establecimiento (prv_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la provincia (prv_nombre)' }) name!: string;
  @Field(() => [City], { description: 'Ciudades de la provincia, por nombre' }) cities!: City[];
}

/** Every field of an establishment; id null creates one. Required ones are checked by the service with one message. */
@InputType({
  description:
    'Datos de un establecimiento; sin id crea uno nuevo. Los obligatorios (RUC, razón social, provincia, ciudad, dirección) se revisan juntos y se nombran en un solo mensaje',
})
export class EstablishmentInput {
  @Field(() => Int, { nullable: true, description: 'Código interno del establecimiento a editar; vacío para crear uno nuevo (alm_codigo)' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'RUC del contribuyente, 13 dígitos; obligatorio (alm_ruc)' }) ruc?: string | null;
  @Field(() => String, { nullable: true, description: 'Número de establecimiento del SRI, 3 dígitos; 001 por omisión al crear (alm_nroest)' }) number?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Sección o área; ALMACEN por omisión al crear (alm_seccio)' }) section?: string | null;
  @Field(() => String, { nullable: true, description: 'Razón social del contribuyente; obligatoria (alm_razsoc)' }) legalName?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre comercial o descripción; COMERCIO por omisión al crear (alm_descri)' }) description?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Provincia: código del catálogo de la consulta provinces; obligatoria (alm_provin)' }) province?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Ciudad; obligatoria (alm_ciudad)' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección tal como consta en el RUC; obligatoria (alm_direcc)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono fijo de contacto (alm_fono1)' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre del representante legal (alm_repleg)' }) legalRepresentative?: string | null;
  @Field(() => String, { nullable: true, description: 'Actividad económica registrada en el RUC (alm_acteco)' }) economicActivity?: string | null;
  @Field(() => String, { nullable: true, description: 'Correo electrónico del establecimiento (alm_email)' }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Sitio web del establecimiento (alm_websit)' }) website?: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono celular de contacto (alm_movil)' }) mobile?: string | null;
  @Field(() => String, { nullable: true, description: 'Número de fax de contacto (alm_fax)' }) fax?: string | null;
  @Field(() => String, { nullable: true, description: 'Sector o barrio (alm_sector)' }) sector?: string | null;
  @Field(() => EstablishmentType, { nullable: true, description: 'Actividad del establecimiento; comercial por omisión (alm_tipo)' })
  type?: EstablishmentType | null;
  @Field(() => EinvoicingEnvironment, {
    nullable: true,
    description: 'Ambiente del SRI de sus comprobantes electrónicos; producción por omisión (alm_tipoamb)',
  })
  environment?: EinvoicingEnvironment | null;
  @Field(() => String, { nullable: true, description: 'Código numérico de 8 dígitos de la clave de acceso de los comprobantes electrónicos (alm_codnum)' })
  numericCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Número de resolución de contribuyente especial (alm_autesp)' }) specialTaxpayerAuth?: string | null;
  @Field(() => EstablishmentClosingType, { nullable: true, description: 'Forma de cierre de caja; por fecha por omisión (alm_tipcierre)' })
  closingType?: EstablishmentClosingType | null;
  @Field(() => Int, { nullable: true, description: 'Unidad de negocio: código de su catálogo (ung_codigo)' }) businessUnit?: number | null;
  @Field(() => EstablishmentTaxpayerType, { nullable: true, description: 'Clase de contribuyente ante el SRI (cnt_codigo)' })
  taxpayerType?: EstablishmentTaxpayerType | null;
}

@InputType({ description: 'Nuevo punto de emisión electrónico de un establecimiento; por omisión número 002 y nombre PtoElec002' })
export class ElectronicPointInput {
  @Field(() => Int, { nullable: true, description: 'Código interno del establecimiento donde se crea el punto; sin él se pide elegirlo (alm_codigo)' })
  establishmentId?: number | null;
  @Field(() => String, { nullable: true, description: 'Número del punto, 3 dígitos; 002 por omisión (tdv_numero)' }) number?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre del punto; por omisión PtoElec seguido del número (tdv_nombre)' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Descripción libre del punto (tdv_descri)' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección donde funciona el punto; por omisión la del establecimiento (direccion)' }) address?:
    string | null;
}

@InputType({ description: 'Datos del SRI del establecimiento Matriz con los que se activa la facturación electrónica de la empresa' })
export class EinvoicingActivationInput {
  @Field(() => Int, { nullable: true, description: 'Código interno del establecimiento que queda como Matriz; sin él se pide elegirlo (alm_codigo)' })
  establishmentId?: number | null;
  @Field(() => String, { nullable: true, description: 'Dirección que consta en el SRI; obligatoria (alm_direcc)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Correo electrónico, el mismo que se usará en la facturación electrónica; obligatorio (alm_email)' })
  email?: string | null;
  @Field(() => EstablishmentTaxpayerType, { nullable: true, description: 'Clase de contribuyente ante el SRI; obligatoria (cnt_codigo)' })
  taxpayerType?: EstablishmentTaxpayerType | null;
  @Field(() => String, { nullable: true, description: 'Número de resolución de contribuyente especial; obligatorio para esa clase (alm_autesp)' })
  specialTaxpayerAuth?: string | null;
  @Field(() => String, { nullable: true, description: 'Código numérico de 8 dígitos de la clave de acceso; 12345678 cuando está vacío (alm_codnum)' })
  numericCode?: string | null;
}
