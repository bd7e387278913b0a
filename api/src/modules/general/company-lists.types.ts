import { Field, Int, ObjectType } from 'type-graphql';
import { CompanyStateCode } from '../companies/company-enums.js';

@ObjectType('UserCompany', { description: 'Una empresa cliente que un usuario del personal atiende (por las líneas de negocio de sus áreas de trabajo)' })
export class UserCompany {
  @Field(() => Int, { description: 'Código interno de la empresa (emp_codigo)' }) id!: number;
  @Field({ description: 'Código de acceso de la empresa (emp_coding)' }) accessCode!: string;
  @Field({ description: 'Razón social (emp_razons)' }) legalName!: string;
  @Field({ description: 'RUC de la empresa (emp_ruc)' }) ruc!: string;
  @Field(() => CompanyStateCode, { description: 'Estado de la empresa (emp_activa)' }) state!: CompanyStateCode;
  @Field(() => Int, { nullable: true, description: 'Tipo de empresa o línea de negocio (tac_codigo)' }) businessLineId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la línea de negocio (tac_descrip)' }) businessLineName!: string | null;
}

@ObjectType('BusinessLineOption', { description: 'Una línea de negocio del catálogo ttipoactividad' })
export class BusinessLineOption {
  @Field(() => Int, { description: 'Código de la línea (tac_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la línea (tac_descrip)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Propiedad de la línea que usan los reportes (tac_prop)' }) property!: string | null;
}

@ObjectType('UserCompanies', { description: 'Las empresas que atiende un usuario y el catálogo de líneas de negocio para filtrarlas (lista_emp)' })
export class UserCompanies {
  @Field(() => [UserCompany], { description: 'Empresas en las líneas de negocio del usuario (todas si no tiene líneas asignadas), por razón social' })
  companies!: UserCompany[];
  @Field(() => Int, { description: 'Cantidad de empresas de la lista' }) totalCount!: number;
  @Field(() => [BusinessLineOption], { description: 'Líneas de negocio (tipoactiv)' }) businessLines!: BusinessLineOption[];
}
