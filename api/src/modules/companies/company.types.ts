import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';
import { Company } from './company.entity.js';

@ObjectType({ description: 'Cómo se muestra el estado: INACTIVO gray, ACTIVO limegreen, DEMO gold, BLOQUEADO crimson, LECTURA cornflowerblue' })
export class CompanyStateView {
  @Field() label!: string;
  @Field({ description: 'Color CSS del estado' }) color!: string;
  @Field({ description: 'Activa con la marca lectura (solo lectura)' }) readOnly!: boolean;
}

@ObjectType({ description: 'Cambio de estado que se ofrece para el estado actual' })
export class CompanyStateAction {
  @Field({ description: 'Bloquear, Desactivar Base, Desbloquear o Activar' }) label!: string;
  @Field(() => Int, { description: 'emp_activa que queda' }) state!: number;
}

@ObjectType({ description: 'Ubicación (emp_ubica): provincia, ciudad y marca de solo lectura' })
export class CompanyLocation {
  @Field(() => Int, { description: 'provincia (2 por omisión)' }) province!: number;
  @Field({ description: 'ciudad (LOJA por omisión)' }) city!: string;
  @Field({ description: 'lectura' }) readOnly!: boolean;
}

@ObjectType({ description: 'Servicios (emp_tiposerv)' })
export class CompanyServices {
  @Field({ description: 'fe: facturación electrónica' }) fe!: boolean;
  @Field({ description: 'sms' }) sms!: boolean;
  @Field({ description: 'ced' }) ced!: boolean;
  @Field({ description: 'email' }) email!: boolean;
  @Field({ description: 'bk' }) bk!: boolean;
  @Field({ description: 'bka' }) bka!: boolean;
  @Field({ description: 'bloq_aut: bloquea el envío de documentos electrónicos' }) bloqAut!: boolean;
}

@ObjectType({ description: 'Módulos adicionales (emp_modadc)' })
export class CompanyAddOns {
  @Field() pry!: boolean;
  @Field() fol!: boolean;
  @Field() orc!: boolean;
  @Field() orp!: boolean;
  @Field() bod!: boolean;
  @Field() imp!: boolean;
  @Field() ven!: boolean;
  @Field() inv!: boolean;
}

@ObjectType({ description: 'Una página de la lista de empresas' })
export class CompanyPage {
  @Field(() => [Company]) items!: Company[];
  @Field(() => Int, { description: 'Empresas que cumplen el filtro' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => ScreenPermission, { description: "Objeto permisos de la pantalla 'empresas'" }) permisos!: ScreenPermission;
}

@ObjectType({ description: 'Entrada del historial de estados de una empresa' })
export class CompanyHistoryEntry {
  @Field(() => GraphQLISODateTime, { description: 'aud_fecha' }) at!: Date;
  @Field({ description: 'usr_nombre' }) userName!: string;
  @Field(() => String, { nullable: true, description: 'observacion' }) note!: string | null;
}

@ObjectType({ description: 'Resultado de una operación sobre empresas' })
export class CompanyResult {
  @Field({ description: 'Mensaje para mostrar' }) message!: string;
  @Field(() => Company, { nullable: true }) company!: Company | null;
  @Field(() => Int, { description: 'Empresas afectadas' }) count!: number;
}

@ObjectType({ description: 'Tipo de empresa (ttipoactividad)' })
export class BusinessLine {
  @Field(() => Int, { description: 'tac_codigo' }) code!: number;
  @Field({ description: 'tac_descrip' }) name!: string;
}

@ObjectType({ description: 'Estado con su etiqueta y color (leyenda)' })
export class CompanyStateOption {
  @Field(() => Int, { description: 'emp_activa' }) state!: number;
  @Field() label!: string;
  @Field() color!: string;
  @Field({ description: 'LECTURA: activa con la marca lectura' }) readOnly!: boolean;
}

@ObjectType({ description: 'Servicio o módulo adicional con su nombre' })
export class CompanyFlagOption {
  @Field({ description: 'Clave en el JSON (fe, sms, ..., pry, fol, ...)' }) key!: string;
  @Field() label!: string;
}

@ObjectType({ description: 'Provincia con sus ciudades' })
export class CompanyProvince {
  @Field(() => Int, { description: 'prv_codigo' }) code!: number;
  @Field() name!: string;
  @Field(() => [String]) cities!: string[];
}

@ObjectType({ description: 'País (emp_codpais)' })
export class CompanyCountry {
  @Field(() => Int) code!: number;
  @Field() name!: string;
}

@ObjectType({ description: 'Listas del formulario y filtros de empresas' })
export class CompanyFormOptions {
  @Field(() => [BusinessLine]) businessLines!: BusinessLine[];
  @Field(() => [CompanyProvince]) provinces!: CompanyProvince[];
  @Field(() => [CompanyCountry]) countries!: CompanyCountry[];
  @Field(() => [CompanyStateOption]) states!: CompanyStateOption[];
  @Field(() => [CompanyFlagOption]) services!: CompanyFlagOption[];
  @Field(() => [CompanyFlagOption]) addOns!: CompanyFlagOption[];
  @Field(() => ScreenPermission) permisos!: ScreenPermission;
}
