import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';
import { CompanyAddOn, CompanyDisplayState, CompanyService, CompanyStateCode } from './company-enums.js';
import { Company } from './company.entity.js';
import { Page } from '../../graphql/page.js';

@ObjectType({ description: 'Cómo se muestra el estado de una empresa: INACTIVO gris, ACTIVO verde, DEMO dorado, BLOQUEADO rojo, LECTURA azul' })
export class CompanyStateView {
  @Field({ description: 'Estado tal como se muestra: INACTIVO, ACTIVO, LECTURA, DEMO o BLOQUEADO' }) label!: string;
  @Field(() => CompanyDisplayState, { description: 'El mismo estado mostrado, como enumeración' }) displayState!: CompanyDisplayState;
  @Field({ description: 'Color CSS con el que las pantallas pintan el estado' }) color!: string;
  @Field({ description: 'Verdadero cuando la empresa está activa pero con la marca de solo lectura' }) readOnly!: boolean;
}

@ObjectType({ description: 'Cambio de estado que se ofrece para el estado actual de la empresa (botón de la pantalla)' })
export class CompanyStateAction {
  @Field({ description: 'Texto del botón: Bloquear, Desactivar Base, Desbloquear o Activar' }) label!: string;
  @Field(() => CompanyStateCode, { description: 'Estado en que queda la empresa; se pasa a changeCompanyState' }) state!: CompanyStateCode;
}

@ObjectType({ description: 'Ubicación de la empresa leída de emp_ubica (provincia 2, LOJA cuando está vacía)' })
export class CompanyLocation {
  @Field(() => Int, { description: 'Provincia, código de companyFormOptions.provinces (2 por omisión)' }) province!: number;
  @Field({ description: 'Ciudad en mayúsculas (LOJA por omisión)' }) city!: string;
  @Field({ description: 'Marca de solo lectura: una empresa activa con ella solo puede consultar' }) readOnly!: boolean;
}

@ObjectType({ description: 'Servicios contratados por la empresa, leídos de emp_tiposerv' })
export class CompanyServices {
  @Field({ description: 'Facturación electrónica ante el SRI (fe)' }) fe!: boolean;
  @Field({ description: 'Envío de mensajes SMS (sms)' }) sms!: boolean;
  @Field({ description: 'Consulta de cédulas y RUC (ced)' }) ced!: boolean;
  @Field({ description: 'Envío de correo (email)' }) email!: boolean;
  @Field({ description: 'Respaldo de la base; verdadero cuando no está configurado (bk)' }) bk!: boolean;
  @Field({ description: 'Respaldo automático (bka)' }) bka!: boolean;
  @Field({ description: 'Bloqueo de autorización: detiene el envío de comprobantes electrónicos (bloq_aut)' }) bloqAut!: boolean;
}

@ObjectType({ description: 'Módulos adicionales habilitados para la empresa, leídos de emp_modadc' })
export class CompanyAddOns {
  @Field({ description: 'Proyectos (pry)' }) pry!: boolean;
  @Field({ description: 'Folios (fol)' }) fol!: boolean;
  @Field({ description: 'Órdenes de compra (orc)' }) orc!: boolean;
  @Field({ description: 'Órdenes de producción (orp)' }) orp!: boolean;
  @Field({ description: 'Bodegas (bod)' }) bod!: boolean;
  @Field({ description: 'Importaciones (imp)' }) imp!: boolean;
  @Field({ description: 'Vendedores (ven)' }) ven!: boolean;
  @Field({ description: 'Inventario (inv)' }) inv!: boolean;
}

@ObjectType({ description: 'Una página de la lista de empresas, con el total y los permisos del usuario sobre la pantalla' })
export class CompanyPage extends Page(Company, {
  items: 'Las empresas de esta página, en el orden pedido',
  totalCount: 'Empresas que cumplen el filtro, en todas las páginas',
  page: 'Número de esta página, desde 1',
  pageSize: 'Empresas por página',
}) {
  @Field(() => Int, { deprecationReason: 'Use totalCount', description: 'Empresas que cumplen el filtro (igual a totalCount)' }) total!: number;
  @Field(() => ScreenPermission, { description: "Qué puede hacer el usuario en la pantalla 'empresas' (ver, crear, editar, eliminar)" })
  permisos!: ScreenPermission;
}

@ObjectType({ description: 'Un cambio en el historial de estados de una empresa (cambios de estado y bloqueos de autorización)' })
export class CompanyHistoryEntry {
  @Field(() => GraphQLISODateTime, { description: 'Fecha y hora del cambio (aud_fecha)' }) at!: Date;
  @Field({ description: 'Usuario del personal que hizo el cambio (usr_nombre)' }) userName!: string;
  @Field(() => String, { nullable: true, description: 'Qué cambió, por ejemplo «Bloquear: ACTIVO → BLOQUEADO» (observacion)' }) note!: string | null;
}

@ObjectType({ description: 'Resultado de una operación sobre empresas' })
export class CompanyResult {
  @Field({ description: 'Mensaje en español para mostrar al usuario' }) message!: string;
  @Field(() => Company, { nullable: true, description: 'La empresa tal como quedó; null en las operaciones masivas y al eliminar' }) company!: Company | null;
  @Field(() => Int, { description: 'Cantidad de empresas afectadas' }) count!: number;
}

@ObjectType({ description: 'Tipo de empresa o línea de negocio del catálogo ttipoactividad (agrupa las empresas en la lista)' })
export class BusinessLine {
  @Field(() => Int, { description: 'Código del tipo, el que se guarda en la empresa (tac_codigo)' }) code!: number;
  @Field({ description: 'Nombre del tipo, por ejemplo «Facturación electrónica» (tac_descrip)' }) name!: string;
}

@ObjectType({ description: 'Un estado de la leyenda de estados, con su etiqueta y color' })
export class CompanyStateOption {
  @Field(() => CompanyStateCode, { description: 'Estado guardado de la empresa' }) state!: CompanyStateCode;
  @Field({ description: 'Estado tal como se muestra: INACTIVO, ACTIVO, LECTURA, DEMO o BLOQUEADO' }) label!: string;
  @Field(() => CompanyDisplayState, { description: 'El mismo estado mostrado, como enumeración (para filtrar con stateLabels)' })
  displayState!: CompanyDisplayState;
  @Field({ description: 'Color CSS del estado' }) color!: string;
  @Field({ description: 'Verdadero para LECTURA: activa con la marca de solo lectura' }) readOnly!: boolean;
}

@ObjectType({ description: 'Un servicio que se puede contratar, con su nombre' })
export class CompanyServiceOption {
  @Field(() => CompanyService, { description: 'El servicio' }) key!: CompanyService;
  @Field({ description: 'Nombre del servicio para mostrar' }) label!: string;
}

@ObjectType({ description: 'Un módulo adicional que se puede habilitar, con su nombre' })
export class CompanyAddOnOption {
  @Field(() => CompanyAddOn, { description: 'El módulo' }) key!: CompanyAddOn;
  @Field({ description: 'Nombre del módulo para mostrar' }) label!: string;
}

@ObjectType({ description: 'Provincia del Ecuador con sus ciudades' })
export class CompanyProvince {
  @Field(() => Int, { description: 'Código de la provincia (prv_codigo)' }) code!: number;
  @Field({ description: 'Nombre de la provincia' }) name!: string;
  @Field(() => [String], { description: 'Nombres de sus ciudades, en orden alfabético' }) cities!: string[];
}

@ObjectType({ description: 'País que se puede asignar a una empresa, identificado por su código telefónico' })
export class CompanyCountry {
  @Field(() => Int, { description: 'Código telefónico del país, el que se guarda (emp_codpais)' }) code!: number;
  @Field({ description: 'Nombre del país' }) name!: string;
}

@ObjectType({ description: 'Listas del formulario y de los filtros de empresas, con los permisos del usuario' })
export class CompanyFormOptions {
  @Field(() => [BusinessLine], { description: 'Tipos de empresa' }) businessLines!: BusinessLine[];
  @Field(() => [CompanyProvince], { description: 'Provincias con sus ciudades' }) provinces!: CompanyProvince[];
  @Field(() => [CompanyCountry], { description: 'Países' }) countries!: CompanyCountry[];
  @Field(() => [CompanyStateOption], { description: 'Leyenda de estados, LECTURA incluida' }) states!: CompanyStateOption[];
  @Field(() => [CompanyServiceOption], { description: 'Servicios que se pueden contratar' }) services!: CompanyServiceOption[];
  @Field(() => [CompanyAddOnOption], { description: 'Módulos adicionales que se pueden habilitar' }) addOns!: CompanyAddOnOption[];
  @Field(() => ScreenPermission, { description: "Qué puede hacer el usuario en la pantalla 'empresas'" }) permisos!: ScreenPermission;
}
