import { Field, InputType, Int, ObjectType } from 'type-graphql';

// Input strings are nullable on purpose: the service answers a missing value with the spec's
// Spanish message naming the field, instead of a generic GraphQL type error.

@ObjectType({ description: 'Longitud máxima de un campo del establecimiento en una versión (ver_maxlen)' })
export class FieldMaxLength {
  @Field({ description: 'Columna, p. ej. alm_direcc' }) field!: string;
  @Field(() => Int) length!: number;
}

@ObjectType({ description: 'Versión del producto (tversion): plantilla del esquema de la empresa y longitudes máximas' })
export class ProductVersion {
  @Field(() => Int, { description: 'ver_codigo' }) id!: number;
  @Field({ description: 'ver_nombre' }) name!: string;
  @Field(() => String, { nullable: true, description: 'ver_descri' }) description!: string | null;
  @Field({ description: 'Plantilla del esquema (ver_plantilla)' }) template!: string;
  @Field(() => Int, { description: 'Tipo de acceso de sus empresas: 1 contabilidad, 2 transporte' }) accessType!: number;
  @Field(() => [FieldMaxLength], { description: 'ver_maxlen' }) maxLengths!: FieldMaxLength[];
}

export { CodeOption } from '../../graphql/common-types.js';
import { CodeOption } from '../../graphql/common-types.js';

@ObjectType({ description: 'Provincia con sus ciudades' })
export class ProvinceOption {
  @Field(() => Int, { description: 'prv_codigo' }) code!: number;
  @Field({ description: 'prv_nombre' }) name!: string;
  @Field(() => [String]) cities!: string[];
}

@ObjectType({ description: 'Regla de un campo del formulario (controles)' })
export class FieldControl {
  @Field({ description: 'Ruta del campo, p. ej. infocontrib.ruc' }) field!: string;
  @Field() required!: boolean;
  @Field(() => Int, { nullable: true }) minLength!: number | null;
  @Field(() => Int, { nullable: true }) maxLength!: number | null;
  @Field(() => String, { nullable: true, description: 'Mensaje cuando no se cumple' }) message!: string | null;
}

@ObjectType({ description: 'Valores iniciales del formulario de nueva empresa' })
export class CompanyFormDefaults {
  @Field() establishmentNumber!: string;
  @Field() pointNumber!: string;
  @Field() pointName!: string;
  @Field(() => Int) taxpayerType!: number;
  @Field(() => Int) countryCode!: number;
  @Field() nationality!: string;
  @Field(() => Int) pointType!: number;
}

@ObjectType({ description: 'Datos del formulario de nueva empresa (form_crea_empresa)' })
export class CompanyCreationFormData {
  @Field(() => CompanyFormDefaults) form!: CompanyFormDefaults;
  @Field(() => [CodeOption], { description: 'tipocontribuyentes' }) taxpayerTypes!: CodeOption[];
  @Field(() => [String], { description: 'activeconomicas' }) economicActivities!: string[];
  @Field(() => [ProvinceOption], { description: 'provincias' }) provinces!: ProvinceOption[];
  @Field({ description: 'permite_ptomanual' }) allowsManualPoint!: boolean;
  @Field(() => [FieldControl], { description: 'controles' }) controls!: FieldControl[];
}

@InputType({ description: 'infocontrib' })
export class TaxpayerInfoInput {
  @Field(() => String, { nullable: true, description: 'ruc' }) ruc?: string | null;
  @Field(() => String, { nullable: true, description: 'razonsocial' }) legalName?: string | null;
  @Field(() => String, { nullable: true, description: 'nombrecomercial (por omisión la razón social)' }) tradeName?: string | null;
  @Field(() => String, { nullable: true, description: 'nroestab' }) establishmentNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'direccion (tributaria)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'email' }) email?: string | null;
  @Field(() => Int, { nullable: true, description: 'contribuyente: 0 no obligado, 1 institución pública, 2 especial, 3 sociedad, 4 persona natural obligada' }) taxpayerType?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'rimpe' }) rimpe?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'agenteretencion' }) withholdingAgent?: boolean | null;
}

@InputType({ description: 'ptoemision' })
export class EmissionPointInput {
  @Field(() => String, { nullable: true, description: 'numero' }) number?: string | null;
  @Field(() => String, { nullable: true, description: 'nombre' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'direccion' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'establecimiento' }) establishment?: string | null;
  @Field(() => Int, { nullable: true, description: '3 manual, 4 electrónico (por omisión)' }) type?: number | null;
}

@InputType({ description: 'infoadc' })
export class AdditionalInfoInput {
  @Field(() => String, { nullable: true, description: 'telefono' }) phone?: string | null;
  @Field(() => Int, { nullable: true, description: 'provcod' }) provinceCode?: number | null;
  @Field(() => String, { nullable: true, description: 'provincia (se toma de la lista por provcod)' }) province?: string | null;
  @Field(() => String, { nullable: true, description: 'ciudad' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'sector' }) sector?: string | null;
  @Field(() => String, { nullable: true, description: 'reprelegal (por omisión la razón social)' }) legalRepresentative?: string | null;
  @Field(() => String, { nullable: true, description: 'activeconomica' }) economicActivity?: string | null;
  @Field(() => String, { nullable: true, description: 'nacion' }) nationality?: string | null;
  @Field(() => Int, { nullable: true, description: 'codpais (593 por omisión)' }) countryCode?: number | null;
}

@InputType({ description: 'usuario (dueño) o usuario de la contadora' })
export class CompanyUserInput {
  @Field(() => String, { nullable: true, description: 'usuario' }) username?: string | null;
  @Field(() => String, { nullable: true, description: 'password' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'passwordconf' }) passwordConfirmation?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'reusarcontrib: el dueño toma los datos del contribuyente' }) reuseTaxpayer?: boolean | null;
  @Field(() => String, { nullable: true, description: 'apenom' }) fullName?: string | null;
  @Field(() => String, { nullable: true, description: 'cedruc' }) idNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'email' }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'celular' }) mobile?: string | null;
}

@InputType({ description: 'Nueva empresa desde el formulario (crea_empresa)' })
export class CompanyCreationInput {
  @Field(() => Int, { nullable: true, description: 'ver_codigo' }) versionId?: number | null;
  @Field(() => TaxpayerInfoInput) taxpayer!: TaxpayerInfoInput;
  @Field(() => EmissionPointInput) emissionPoint!: EmissionPointInput;
  @Field(() => AdditionalInfoInput) additional!: AdditionalInfoInput;
  @Field(() => CompanyUserInput) user!: CompanyUserInput;
  @Field(() => EmissionPointInput, { nullable: true, description: 'Segundo punto de emisión (opcional)' }) secondPoint?: EmissionPointInput | null;
  @Field(() => CompanyUserInput, { nullable: true, description: 'Usuario de la contadora (opcional)' }) assistant?: CompanyUserInput | null;
  @Field(() => String, { nullable: true, description: 'acceso (sin espacios)' }) accessCode?: string | null;
}

@ObjectType({ description: 'Resultado de crear una empresa (procesado, msj, acceso)' })
export class CompanyCreationResult {
  @Field() processed!: boolean;
  @Field() message!: string;
  @Field() accessCode!: string;
  @Field(() => Int) companyId!: number;
}

@InputType({ description: 'Carga de empresas desde una hoja .xlsx (crea_empresa_excel)' })
export class CompanySpreadsheetInput {
  @Field(() => Int, { nullable: true, description: 'ver_codigo' }) versionId?: number | null;
  @Field(() => String, { nullable: true }) fileName?: string | null;
  @Field(() => String, { nullable: true, description: 'Contenido del .xlsx en base64' }) contentBase64?: string | null;
}

@ObjectType({ description: 'Valor de una columna tal como se cargó (sin las claves)' })
export class ImportCellValue {
  @Field({ description: 'Columna de la hoja (RUC, RAZON_SOCIAL...)' }) column!: string;
  @Field() value!: string;
}

@ObjectType({ description: 'Resultado de una fila de la hoja' })
export class CompanyImportRow {
  @Field(() => Int, { description: 'Fila de la hoja (los datos empiezan en la 8)' }) row!: number;
  @Field(() => String, { nullable: true }) ruc!: string | null;
  @Field(() => String, { nullable: true }) accessCode!: string | null;
  @Field(() => String, { nullable: true }) legalName!: string | null;
  @Field({ description: 'error (no válida), pendiente, creada o fallida' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Columna con el error' }) field!: string | null;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => Int, { nullable: true }) companyId!: number | null;
  @Field(() => [ImportCellValue], { description: 'Lo que se cargó en la fila, sin las claves; se conserva aunque la fila falle' }) values!: ImportCellValue[];
}

@ObjectType({ description: 'Carga de empresas desde una hoja; idempotente por el contenido del archivo' })
export class CompanyImport {
  @Field({ description: 'SHA-256 del archivo' }) hash!: string;
  @Field({ description: 'Trabajo en segundo plano (suscripción jobProgress)' }) jobId!: string;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => Int) versionId!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int) valid!: number;
  @Field(() => Int) errors!: number;
  @Field(() => Int) created!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) pending!: number;
  @Field({ description: 'Mensaje para el usuario' }) message!: string;
  @Field({ description: 'Verdadero cuando el mismo archivo ya se había cargado' }) resubmitted!: boolean;
  @Field({ description: 'pendiente (sin trabajo en la cola), en_proceso, terminada o fallida' }) state!: string;
  @Field(() => Int, { description: 'Intento actual: cada reintento encola un trabajo nuevo' }) attempt!: number;
  @Field(() => String, { nullable: true, description: 'Motivo de la falla o de la espera, en español' }) failure!: string | null;
  @Field(() => String, { nullable: true, description: 'Código del motivo (QUEUE_UNAVAILABLE, DATABASE_UNAVAILABLE, JOB_FAILED)' }) failureCode!: string | null;
  @Field({ description: 'Verdadero cuando Reintentar (o volver a cargar el archivo) correría filas pendientes o fallidas' }) canRetry!: boolean;
  @Field(() => [CompanyImportRow]) rows!: CompanyImportRow[];
}

@ObjectType({ description: 'Archivo para descargar' })
export class DownloadFile {
  @Field({ description: 'Nombre con el que se guarda el archivo, con su extensión' }) fileName!: string;
  @Field({ description: 'Tipo de contenido del archivo (MIME), por ejemplo application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) mimeType!: string;
  @Field({ description: 'Contenido del archivo codificado en base64' }) contentBase64!: string;
}
