import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { legacyFields } from '../../graphql/field-paths.js';
import { AccessType } from '../companies/company-enums.js';
import { EstablishmentTaxpayerType, PointType } from '../establishments/establishment-enums.js';
import { CompanyImportState, ImportFailureCode, ImportRowStatus } from './creation-enums.js';

// Input strings are nullable on purpose: the service answers a missing value with the spec's
// Spanish message naming the field, instead of a generic GraphQL type error.

@ObjectType({ description: 'Longitud máxima que admite un campo del establecimiento en una versión del producto (ver_maxlen)' })
export class FieldMaxLength {
  @Field({ description: 'Columna del establecimiento a la que se aplica, por ejemplo alm_direcc' }) field!: string;
  @Field(() => Int, { description: 'Cantidad máxima de caracteres' }) length!: number;
}

@ObjectType({ description: 'Versión del producto con la que se crean empresas: la plantilla de su esquema y las longitudes máximas de sus campos (tversion)' })
export class ProductVersion {
  @Field(() => Int, { description: 'Código de la versión, el que se pasa al crear empresas (ver_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la versión para mostrar (ver_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Para qué sirve la versión (ver_descri)' }) description!: string | null;
  @Field({ description: 'Plantilla con la que se crea el esquema de cada empresa nueva (ver_plantilla)' }) template!: string;
  @Field(() => AccessType, { description: 'Producto al que entran las empresas de esta versión' }) accessType!: AccessType;
  @Field(() => [FieldMaxLength], { description: 'Longitudes máximas de los campos del establecimiento (ver_maxlen)' }) maxLengths!: FieldMaxLength[];
}

export { CodeOption } from '../../graphql/common-types.js';
import { CodeOption } from '../../graphql/common-types.js';

@ObjectType({ description: 'Provincia del Ecuador con sus ciudades, para el formulario de nueva empresa' })
export class ProvinceOption {
  @Field(() => Int, { description: 'Código de la provincia, el que se envía en additional.provinceCode (prv_codigo)' }) code!: number;
  @Field({ description: 'Nombre de la provincia (prv_nombre)' }) name!: string;
  @Field(() => [String], { description: 'Nombres de sus ciudades' }) cities!: string[];
}

@ObjectType({ description: 'Regla que el formulario de nueva empresa aplica a un campo antes de enviarlo (controles)' })
export class FieldControl {
  @Field({ description: 'Ruta heredada del campo, por ejemplo infocontrib.ruc' }) field!: string;
  @Field({ description: 'Verdadero si el campo es obligatorio' }) required!: boolean;
  @Field(() => Int, { nullable: true, description: 'Cantidad mínima de caracteres; null sin mínimo' }) minLength!: number | null;
  @Field(() => Int, { nullable: true, description: 'Cantidad máxima de caracteres; null sin máximo' }) maxLength!: number | null;
  @Field(() => String, { nullable: true, description: 'Mensaje en español cuando la regla no se cumple' }) message!: string | null;
}

@ObjectType({ description: 'Valores con los que empieza el formulario de nueva empresa' })
export class CompanyFormDefaults {
  @Field({ description: 'Número del establecimiento matriz, 3 dígitos (001)' }) establishmentNumber!: string;
  @Field({ description: 'Número del primer punto de emisión, 3 dígitos' }) pointNumber!: string;
  @Field({ description: 'Nombre del primer punto de emisión' }) pointName!: string;
  @Field(() => EstablishmentTaxpayerType, { description: 'Clase de contribuyente ante el SRI con que empieza el formulario (contribuyente)' })
  taxpayerType!: EstablishmentTaxpayerType;
  @Field(() => Int, { description: 'Código telefónico del país (593 Ecuador)' }) countryCode!: number;
  @Field({ description: 'Nacionalidad del contribuyente' }) nationality!: string;
  @Field(() => PointType, { description: 'Cómo emite el primer punto de emisión: manual o electrónico (tipo)' }) pointType!: PointType;
}

@ObjectType({ description: 'Todo lo que necesita el formulario de nueva empresa: valores iniciales, listas y reglas (form_crea_empresa)' })
export class CompanyCreationFormData {
  @Field(() => CompanyFormDefaults, { description: 'Valores iniciales' }) form!: CompanyFormDefaults;
  @Field(() => [CodeOption], { description: 'Tipos de contribuyente del SRI que se pueden elegir (tipocontribuyentes)' }) taxpayerTypes!: CodeOption[];
  @Field(() => [String], { description: 'Actividades económicas sugeridas (activeconomicas)' }) economicActivities!: string[];
  @Field(() => [ProvinceOption], { description: 'Provincias con sus ciudades (provincias)' }) provinces!: ProvinceOption[];
  @Field(() => [CodeOption], { description: 'Tipos de empresa que se pueden elegir (catálogo de líneas de negocio, tac_codigo)' }) businessLines!: CodeOption[];
  @Field({ description: 'Verdadero si se puede crear un punto de emisión manual además del electrónico (permite_ptomanual)' }) allowsManualPoint!: boolean;
  @Field(() => [FieldControl], { description: 'Reglas de los campos (controles)' }) controls!: FieldControl[];
}

@InputType({ description: 'Datos del contribuyente de la empresa nueva, como los registra el SRI (infocontrib)' })
export class TaxpayerInfoInput {
  @Field(() => String, { nullable: true, description: 'RUC del contribuyente, 13 dígitos válidos (ruc)' }) ruc?: string | null;
  @Field(() => String, { nullable: true, description: 'Razón social registrada en el SRI (razonsocial)' }) legalName?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre comercial; por omisión la razón social (nombrecomercial)' }) tradeName?: string | null;
  @Field(() => String, { nullable: true, description: 'Número del establecimiento matriz, 3 dígitos (nroestab)' }) establishmentNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección tributaria registrada en el SRI (direccion)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Correo del contribuyente (email)' }) email?: string | null;
  @Field(() => EstablishmentTaxpayerType, {
    nullable: true,
    description: 'Clase de contribuyente ante el SRI (las de companyCreationForm.taxpayerTypes); por omisión se deduce del RUC (contribuyente)',
  })
  taxpayerType?: EstablishmentTaxpayerType | null;
  @Field(() => Boolean, { nullable: true, description: 'Contribuyente del régimen RIMPE (rimpe)' }) rimpe?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Agente de retención (agenteretencion)' }) withholdingAgent?: boolean | null;
}

@InputType({ description: 'Punto de emisión de comprobantes de la empresa nueva (ptoemision)' })
export class EmissionPointInput {
  @Field(() => String, { nullable: true, description: 'Número del punto, 3 dígitos (numero)' }) number?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre del punto; por omisión PtoElec más el número (nombre)' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección del punto; por omisión la tributaria (direccion)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Número del establecimiento al que pertenece, 3 dígitos; por omisión el matriz (establecimiento)' })
  establishment?: string | null;
  @Field(() => PointType, { nullable: true, description: 'Cómo emite el punto: manual o electrónico (por omisión) (tipo)' }) type?: PointType | null;
}

@InputType({ description: 'Datos adicionales de la empresa nueva: contacto, ubicación y actividad (infoadc)' })
export class AdditionalInfoInput {
  @Field(() => String, { nullable: true, description: 'Teléfono de contacto (telefono)' }) phone?: string | null;
  @Field(() => Int, { nullable: true, description: 'Provincia, código de companyCreationForm.provinces (provcod)' }) provinceCode?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la provincia; se ignora: se toma de la lista por provinceCode (provincia)' }) province?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Ciudad; se guarda en mayúsculas (ciudad)' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Sector o barrio (sector)' }) sector?: string | null;
  @Field(() => String, { nullable: true, description: 'Representante legal; por omisión la razón social (reprelegal)' }) legalRepresentative?: string | null;
  @Field(() => String, { nullable: true, description: 'Actividad económica principal (activeconomica)' }) economicActivity?: string | null;
  @Field(() => String, { nullable: true, description: 'Nacionalidad del contribuyente (nacion)' }) nationality?: string | null;
  @Field(() => Int, { nullable: true, description: 'Código telefónico del país; 593 por omisión (codpais)' }) countryCode?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Tipo de empresa, código de companyCreationForm.businessLines; sin él la empresa queda sin tipo (tac_codigo)',
  })
  businessLine?: number | null;
}

@InputType({ description: 'Usuario de la empresa nueva: el dueño (usuario) o el de la contadora (usuario2)' })
export class CompanyUserInput {
  @Field(() => String, { nullable: true, description: 'Nombre de usuario para entrar al sistema (usuario)' }) username?: string | null;
  @Field(() => String, { nullable: true, description: 'Clave del usuario, solo de escritura (password)' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'La misma clave otra vez, para confirmarla (passwordconf)' }) passwordConfirmation?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'El dueño toma el nombre, el RUC y el correo del contribuyente (reusarcontrib)' }) reuseTaxpayer?:
    boolean | null;
  @Field(() => String, { nullable: true, description: 'Apellidos y nombres de la persona (apenom)' }) fullName?: string | null;
  @Field(() => String, { nullable: true, description: 'Cédula (10 dígitos) o RUC (13) de la persona (cedruc)' }) idNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Correo de la persona (email)' }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono celular de la persona (celular)' }) mobile?: string | null;
}

@InputType({
  description: 'Empresa nueva desde el formulario: crea la empresa, su esquema, su matriz, sus puntos de emisión y sus usuarios, todo o nada (crea_empresa)',
})
export class CompanyCreationInput {
  @Field(() => Int, { nullable: true, description: 'Versión del producto, código de productVersions (ver_codigo)' }) versionId?: number | null;
  @Field(() => TaxpayerInfoInput, { description: 'Datos del contribuyente' }) taxpayer!: TaxpayerInfoInput;
  @Field(() => EmissionPointInput, { description: 'Primer punto de emisión' }) emissionPoint!: EmissionPointInput;
  @Field(() => AdditionalInfoInput, { description: 'Contacto, ubicación y actividad' }) additional!: AdditionalInfoInput;
  @Field(() => CompanyUserInput, { description: 'Usuario dueño de la empresa' }) user!: CompanyUserInput;
  @Field(() => EmissionPointInput, { nullable: true, description: 'Segundo punto de emisión (opcional)' }) secondPoint?: EmissionPointInput | null;
  @Field(() => CompanyUserInput, { nullable: true, description: 'Usuario de la contadora (opcional)' }) assistant?: CompanyUserInput | null;
  @Field(() => String, { nullable: true, description: 'Código de acceso de la empresa, único; se quitan los espacios (acceso)' }) accessCode?: string | null;
}

// The rules name the legacy form paths (infocontrib.ruc, ...): their GraphQL fields in this input.
legacyFields(CompanyCreationInput, {
  ver_codigo: 'versionId',
  'infocontrib.ruc': 'taxpayer.ruc',
  'infocontrib.razonsocial': 'taxpayer.legalName',
  'infocontrib.nroestab': 'taxpayer.establishmentNumber',
  'infocontrib.direccion': 'taxpayer.address',
  'infocontrib.email': 'taxpayer.email',
  'infocontrib.contribuyente': 'taxpayer.taxpayerType',
  'ptoemision.numero': 'emissionPoint.number',
  'ptoemision.establecimiento': 'emissionPoint.establishment',
  'ptoemision.tipo': 'emissionPoint.type',
  'ptoemision2.numero': 'secondPoint.number',
  'ptoemision2.establecimiento': 'secondPoint.establishment',
  'ptoemision2.tipo': 'secondPoint.type',
  'infoadc.provcod': 'additional.provinceCode',
  'infoadc.ciudad': 'additional.city',
  'usuario.usuario': 'user.username',
  'usuario.password': 'user.password',
  'usuario.passwordconf': 'user.passwordConfirmation',
  'usuario.apenom': 'user.fullName',
  'usuario.cedruc': 'user.idNumber',
  'usuario2.usuario': 'assistant.username',
  'usuario2.password': 'assistant.password',
  'usuario2.passwordconf': 'assistant.passwordConfirmation',
  'usuario2.apenom': 'assistant.fullName',
  'usuario2.cedruc': 'assistant.idNumber',
  'usuario2.email': 'assistant.email',
  acceso: 'accessCode',
  emp_esquemadb: 'accessCode',
});

@ObjectType({ description: 'Resultado de crear una empresa desde el formulario' })
export class CompanyCreationResult {
  @Field({ description: 'Verdadero cuando la empresa quedó creada (procesado)' }) processed!: boolean;
  @Field({ description: 'Mensaje en español para mostrar (msj)' }) message!: string;
  @Field({ description: 'Código de acceso con el que quedó la empresa (acceso)' }) accessCode!: string;
  @Field(() => Int, { description: 'Código de la empresa creada (emp_codigo)' }) companyId!: number;
}

@InputType({ description: 'Carga de empresas desde una hoja .xlsx con la plantilla de companyCreationTemplate (crea_empresa_excel)' })
export class CompanySpreadsheetInput {
  @Field(() => Int, { nullable: true, description: 'Versión del producto de las empresas, código de productVersions (ver_codigo)' }) versionId?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del archivo, para mostrarlo en la carga' }) fileName?: string | null;
  @Field(() => String, { nullable: true, description: 'Contenido del archivo .xlsx en base64' }) contentBase64?: string | null;
}

legacyFields(CompanySpreadsheetInput, { ver_codigo: 'versionId', archivo: 'contentBase64' });

@ObjectType({ description: 'Valor de una columna de una fila de la hoja, tal como se cargó (las claves no se guardan)' })
export class ImportCellValue {
  @Field({ description: 'Columna de la hoja (RUC, RAZON_SOCIAL...)' }) column!: string;
  @Field({ description: 'Valor que traía la celda' }) value!: string;
}

@ObjectType({ description: 'Resultado de una fila de la hoja de carga de empresas' })
export class CompanyImportRow {
  @Field(() => Int, { description: 'Número de la fila en la hoja (los datos empiezan en la 8)' }) row!: number;
  @Field(() => String, { nullable: true, description: 'RUC de la fila' }) ruc!: string | null;
  @Field(() => String, { nullable: true, description: 'Código de acceso de la fila' }) accessCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Razón social de la fila' }) legalName!: string | null;
  @Field(() => ImportRowStatus, { description: 'Resultado de la fila' }) status!: ImportRowStatus;
  @Field(() => String, { nullable: true, description: 'Columna de la hoja con el error; null sin error' }) field!: string | null;
  @Field(() => String, { nullable: true, description: 'Mensaje en español del error o del resultado' }) message!: string | null;
  @Field(() => Int, { nullable: true, description: 'Código de la empresa creada (emp_codigo); null si no se creó' }) companyId!: number | null;
  @Field(() => [ImportCellValue], { description: 'Lo que se cargó en la fila, sin las claves; se conserva aunque la fila falle' }) values!: ImportCellValue[];
}

@ObjectType({ description: 'Carga de empresas desde una hoja; el mismo archivo (por su contenido) no duplica empresas' })
export class CompanyImport {
  @Field({ description: 'Identificador de la carga: SHA-256 del contenido del archivo' }) hash!: string;
  @Field({ description: 'Trabajo en segundo plano del intento actual; su avance llega por la suscripción jobProgress' }) jobId!: string;
  @Field(() => String, { nullable: true, description: 'Nombre del archivo cargado' }) fileName!: string | null;
  @Field(() => Int, { description: 'Versión del producto de las empresas (ver_codigo)' }) versionId!: number;
  @Field(() => Int, { description: 'Filas con datos en la hoja' }) total!: number;
  @Field(() => Int, { description: 'Filas que pasaron la validación' }) valid!: number;
  @Field(() => Int, { description: 'Filas rechazadas por la validación' }) errors!: number;
  @Field(() => Int, { description: 'Empresas ya creadas' }) created!: number;
  @Field(() => Int, { description: 'Filas válidas cuya creación falló' }) failed!: number;
  @Field(() => Int, { description: 'Filas válidas que esperan su creación' }) pending!: number;
  @Field({ description: 'Mensaje en español para el usuario' }) message!: string;
  @Field({ description: 'Verdadero cuando el mismo archivo ya se había cargado' }) resubmitted!: boolean;
  @Field(() => CompanyImportState, { description: 'Estado de la carga' }) state!: CompanyImportState;
  @Field(() => Int, { description: 'Intento actual: cada reintento encola un trabajo nuevo' }) attempt!: number;
  @Field(() => String, { nullable: true, description: 'Motivo de la falla o de la espera, en español' }) failure!: string | null;
  @Field(() => ImportFailureCode, { nullable: true, description: 'Motivo de la falla o de la espera, como código; null si no hubo' })
  failureCode!: ImportFailureCode | null;
  @Field({ description: 'Verdadero cuando Reintentar (o volver a cargar el archivo) correría filas pendientes o fallidas' }) canRetry!: boolean;
  @Field(() => [CompanyImportRow], { description: 'Resultado de cada fila, en el orden de la hoja' }) rows!: CompanyImportRow[];
}

@ObjectType({ description: 'Archivo para descargar' })
export class DownloadFile {
  @Field({ description: 'Nombre con el que se guarda el archivo, con su extensión' }) fileName!: string;
  @Field({ description: 'Tipo de contenido del archivo (MIME), por ejemplo application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  mimeType!: string;
  @Field({ description: 'Contenido del archivo codificado en base64' }) contentBase64!: string;
}
