import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Almacén de la empresa (talmacen)' })
export class ReportWarehouse {
  @Field(() => Int, { description: 'Código (alm_codigo)' }) id!: number;
  @Field({ description: 'Razón social del almacén (alm_razsoc)' }) name!: string;
  @Field({ description: 'Número de establecimiento (alm_nroest)' }) establishment!: string;
}

@ObjectType({ description: 'Usuario de la empresa (tusuarios del esquema de la empresa)' })
export class ReportCompanyUser {
  @Field(() => Int, { description: 'Código (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre del usuario (usr_nombre)' }) name!: string;
}

@ObjectType({ description: 'Período contable de la empresa (tperiodo)' })
export class ReportPeriodRange {
  @Field(() => Int, { description: 'Código (pe_codigo)' }) id!: number;
  @Field({ description: 'Inicio AAAA-MM-DD (pe_finicio)' }) from!: string;
  @Field({ description: 'Fin AAAA-MM-DD (pe_ffin)' }) to!: string;
}

@ObjectType({ description: 'Listas del formulario de filtros de un informe (get_listas)' })
export class ReportFormLists {
  @Field(() => [ReportWarehouse], { description: 'Almacenes' }) warehouses!: ReportWarehouse[];
  @Field(() => [ReportCompanyUser], { description: 'Usuarios activos' }) users!: ReportCompanyUser[];
  @Field(() => [ReportPeriodRange], { description: 'Períodos contables' }) periods!: ReportPeriodRange[];
}

@ObjectType({ description: 'Sección (punto de venta) de un almacén (get_secciones)' })
export class ReportSection {
  @Field(() => Int, { description: 'Código (sec_codigo, el tdv_codigo del punto de venta)' }) id!: number;
  @Field({ description: 'Nombre de la sección (tdv_nombre)' }) name!: string;
  @Field({ description: 'Número del punto de venta (tdv_numero)' }) number!: string;
}
