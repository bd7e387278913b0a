import { Field, InputType, Int } from 'type-graphql';
import { legacyFields } from '../../graphql/field-paths.js';
import { SortDirection } from '../../graphql/ordering.js';
import { AccessType, CompanyAddOn, CompanyDisplayState, CompanyOrderField, CompanySearchMode, CompanyService, CompanyStateCode } from './company-enums.js';

@InputType({ description: 'Filtros de la lista de empresas; los que se dejan vacíos no filtran y los que se envían se combinan (todos deben cumplirse)' })
export class CompanyListFilter {
  @Field(() => String, { nullable: true, description: 'Texto a buscar en el código de acceso, el RUC o la razón social, según mode' }) text?: string | null;
  @Field(() => CompanySearchMode, { nullable: true, description: 'Dónde buscar el texto; sin modo se busca en el acceso, el RUC y la razón social a la vez' })
  mode?: CompanySearchMode | null;
  @Field(() => [Int], {
    nullable: true,
    description: 'Tipos de empresa aceptados (códigos de companyFormOptions.businessLines); -1 elige las empresas sin tipo',
  })
  businessLines?: number[] | null;
  @Field(() => [CompanyStateCode], { nullable: true, description: 'Estados aceptados (emp_activa)' }) states?: CompanyStateCode[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Solo las empresas con la marca de solo lectura (true) o solo las que no la tienen (false)' })
  readOnly?: boolean | null;
  @Field(() => [CompanyDisplayState], {
    nullable: true,
    description: 'Estados tal como se muestran (ACTIVO sin lectura, LECTURA activo con lectura); basta con cumplir uno',
  })
  stateLabels?: CompanyDisplayState[] | null;
  @Field(() => String, { nullable: true, description: 'Solo las empresas cuya base está en este servidor, exacto (emp_ipdb)' }) dbHost?: string | null;
  @Field(() => String, { nullable: true, description: 'Solo las empresas cuya base tiene este nombre, exacto (emp_nombredb)' }) dbName?: string | null;
  @Field(() => [CompanyService], { nullable: true, description: 'Servicios que la empresa debe tener activos, todos (emp_tiposerv)' }) services?:
    CompanyService[] | null;
  @Field(() => [CompanyAddOn], { nullable: true, description: 'Módulos adicionales que la empresa debe tener activos, todos (emp_modadc)' }) addOns?:
    CompanyAddOn[] | null;
}

@InputType('CompanyOrder', { description: 'Orden de la lista de empresas; las empresas con el mismo valor se ordenan por su código' })
export class CompanyOrder {
  @Field(() => CompanyOrderField, { description: 'Campo por el que se ordena' }) field!: CompanyOrderField;
  // Nullable with a default: the compiled executor does not fill input-object defaults of variables.
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@InputType({ description: 'Servicios contratados por la empresa (emp_tiposerv); los que no se envían conservan su valor' })
export class CompanyServicesInput {
  @Field(() => Boolean, { nullable: true, description: 'Facturación electrónica ante el SRI (fe)' }) fe?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Envío de mensajes SMS (sms)' }) sms?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Consulta de cédulas y RUC (ced)' }) ced?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Envío de correo (email)' }) email?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Respaldo de la base (bk)' }) bk?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Respaldo automático (bka)' }) bka?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Bloqueo de autorización: detiene el envío de comprobantes electrónicos (bloq_aut)' }) bloqAut?:
    boolean | null;
}

@InputType({ description: 'Módulos adicionales habilitados para la empresa (emp_modadc); los que no se envían conservan su valor' })
export class CompanyAddOnsInput {
  @Field(() => Boolean, { nullable: true, description: 'Proyectos (pry)' }) pry?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Folios (fol)' }) fol?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Órdenes de compra (orc)' }) orc?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Órdenes de producción (orp)' }) orp?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Bodegas (bod)' }) bod?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Importaciones (imp)' }) imp?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Vendedores (ven)' }) ven?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Inventario (inv)' }) inv?: boolean | null;
}

@InputType({ description: 'Ubicación de la empresa (emp_ubica); vacía queda en la provincia 2, ciudad LOJA' })
export class CompanyLocationInput {
  @Field(() => Int, { nullable: true, description: 'Provincia, código de companyFormOptions.provinces (provincia)' }) province?: number | null;
  @Field(() => String, { nullable: true, description: 'Ciudad; se guarda en mayúsculas (ciudad)' }) city?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Marca de solo lectura: una empresa activa con ella solo puede consultar (lectura)' }) readOnly?:
    boolean | null;
}

/**
 * A company's data to save: id null registers a new company row (over an existing database),
 * otherwise the company is updated. Fields left out (undefined/null) keep their value.
 */
@InputType({
  description: 'Datos de una empresa para guardar: sin id registra una empresa nueva sobre una base existente; los campos que no se envían conservan su valor',
})
export class CompanySaveInput {
  @Field(() => Int, { nullable: true, description: 'Código de la empresa a modificar; null para registrar una nueva (emp_codigo)' }) id?: number | null;
  @Field(() => String, { nullable: true, description: 'Código de acceso de los usuarios, único; se quitan los espacios (emp_coding)' }) accessCode?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Razón social registrada en el SRI (emp_razons)' }) legalName?: string | null;
  @Field(() => String, { nullable: true, description: 'RUC de la empresa, 13 dígitos (emp_ruc)' }) ruc?: string | null;
  @Field(() => String, { nullable: true, description: 'Dirección de la empresa (emp_dir)' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Teléfono de contacto (emp_telf)' }) phone?: string | null;
  @Field(() => Int, { nullable: true, description: 'Puerto del servidor de la base, de 1 a 65535; 5432 en una nueva (emp_puertodb)' }) dbPort?: number | null;
  @Field(() => String, { nullable: true, description: 'Servidor (nombre o IP) de la base de la empresa (emp_ipdb)' }) dbHost?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la base de datos de la empresa (emp_nombredb)' }) dbName?: string | null;
  @Field(() => String, { nullable: true, description: 'Esquema de la empresa en esa base: de 3 a 63 minúsculas, dígitos o _ (emp_esquemadb)' }) dbSchema?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Usuario con el que el sistema se conecta a la base (emp_userdb)' }) dbUser?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Clave de la base, solo de escritura: vacía o nula conserva la guardada; nunca se devuelve (emp_clavedb)',
  })
  dbPassword?: string | null;
  @Field(() => String, { nullable: true, description: 'Tema visual que ven los usuarios de la empresa (emp_tema)' }) theme?: string | null;
  @Field(() => AccessType, { nullable: true, description: 'Producto al que entra la empresa; contabilidad en una nueva (emp_tipoacces)' })
  accessType?: AccessType | null;
  @Field(() => Int, { nullable: true, description: 'Código telefónico del país; 593 (Ecuador) en una nueva (emp_codpais)' }) countryCode?: number | null;
  @Field(() => Int, { nullable: true, description: 'Tipo de empresa, código de companyFormOptions.businessLines; -1 quita el tipo (tac_codigo)' })
  businessLine?: number | null;
  @Field(() => CompanyLocationInput, { nullable: true, description: 'Provincia, ciudad y marca de solo lectura' }) location?: CompanyLocationInput | null;
  @Field(() => CompanyServicesInput, { nullable: true, description: 'Servicios contratados que cambian' }) services?: CompanyServicesInput | null;
  @Field(() => CompanyAddOnsInput, { nullable: true, description: 'Módulos adicionales que cambian' }) addOns?: CompanyAddOnsInput | null;
  @Field(() => String, { nullable: true, description: "Logo como data URL (PNG, JPEG, GIF o WEBP, hasta 300 KB); '' lo quita (emp_logo)" }) logo?:
    string | null;
}

// The service names location fields without their object, and legacy callers use the columns.
legacyFields(CompanySaveInput, {
  province: 'location.province',
  city: 'location.city',
  emp_coding: 'accessCode',
  emp_razons: 'legalName',
  emp_ruc: 'ruc',
  emp_dir: 'address',
  emp_telf: 'phone',
  emp_puertodb: 'dbPort',
  emp_ipdb: 'dbHost',
  emp_nombredb: 'dbName',
  emp_esquemadb: 'dbSchema',
  emp_userdb: 'dbUser',
  emp_tema: 'theme',
  emp_tipoacces: 'accessType',
  emp_codpais: 'countryCode',
  tac_codigo: 'businessLine',
  emp_ubica: 'location',
});
legacyFields(CompanyListFilter, { modo: 'mode', servicios: 'services', modadcs: 'addOns', tac_codigo: 'businessLines', emp_activa: 'states' });
