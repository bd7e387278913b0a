import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChartSetup, ReportRunColumn } from '../reports.types.js';

export enum DashboardItemType {
  REPORT = 'reporte',
  INFO = 'info',
}
registerEnumType(DashboardItemType, {
  name: 'DashboardItemType',
  description: 'Tipo del elemento del tablero',
  valuesConfig: {
    REPORT: { description: 'reporte: la gráfica o tabla de un informe de la empresa elegida' },
    INFO: { description: 'info: una cifra de los datos centrales' },
  },
});

export enum DashboardRange {
  TODAY = 'hoy',
  MONTH = 'mes',
  QUARTER = 'trimestre',
  YEAR = 'anio',
}
registerEnumType(DashboardRange, {
  name: 'DashboardRange',
  description: 'Rango de fechas del elemento (dinf_fecha), hasta hoy',
  valuesConfig: {
    TODAY: { description: 'solo el día de hoy' },
    MONTH: { description: 'desde el primer día del mes' },
    QUARTER: { description: 'desde el primer día del trimestre' },
    YEAR: { description: 'desde el 1 de enero' },
  },
});

export enum DashboardInfo {
  DOCUMENTS_MONTH = 'documentos_mes',
  PACKAGES_RUNNING_OUT = 'paquetes_por_agotar',
  COMPANIES_BY_STATE = 'empresas_estado',
  SUPPORT_BY_STATE = 'soporte_estado',
}
registerEnumType(DashboardInfo, {
  name: 'DashboardInfo',
  description: 'Cifra de un elemento info (dinf_info)',
  valuesConfig: {
    DOCUMENTS_MONTH: { description: 'Documentos autorizados en el rango, por día' },
    PACKAGES_RUNNING_OUT: { description: 'Paquetes vigentes cuyo saldo llegó al porcentaje de aviso' },
    COMPANIES_BY_STATE: { description: 'Empresas por estado (emp_activa)' },
    SUPPORT_BY_STATE: { description: 'Solicitudes de soporte por estado' },
  },
});

export enum DashboardOwner {
  USER = 'USER',
  PROFILE = 'PROFILE',
  DEFAULT = 'DEFAULT',
}
registerEnumType(DashboardOwner, {
  name: 'DashboardOwner',
  description: 'De quién es la configuración del tablero',
  valuesConfig: { USER: { description: 'Del usuario' }, PROFILE: { description: 'De un perfil' }, DEFAULT: { description: 'La de todos' } },
});

@ObjectType({ description: 'Elemento del tablero (tdashboard)' })
export class DashboardItem {
  @Field(() => Int, { description: 'Código (dinf_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Orden (dinf_orden)' }) order!: number;
  @Field(() => DashboardItemType, { description: 'Tipo' }) type!: DashboardItemType;
  @Field({ description: 'Título (dinf_titulo)' }) title!: string;
  @Field(() => String, { nullable: true, description: 'reporte: función del informe (dinf_funcio), el mismo en cada empresa' }) functionName!: string | null;
  @Field(() => DashboardInfo, { nullable: true, description: 'info: la cifra (dinf_info)' }) info!: DashboardInfo | null;
  @Field(() => DashboardRange, { description: 'Rango (dinf_fecha)' }) range!: DashboardRange;
  @Field({ description: 'Se muestra como gráfica (si no, como tabla) (dinf_config.vista)' }) asChart!: boolean;
}

@ObjectType({ description: 'La configuración del tablero que ve un usuario (get_conf)' })
export class DashboardConfig {
  @Field(() => DashboardOwner, { description: 'De quién es' }) owner!: DashboardOwner;
  @Field(() => Int, { nullable: true, description: 'Usuario o perfil dueño (usr_codigo); null la de todos' }) ownerId!: number | null;
  @Field(() => [DashboardItem], { description: 'Elementos en orden' }) items!: DashboardItem[];
}

@InputType({ description: 'Elemento del tablero a guardar' })
export class DashboardItemInput {
  @Field(() => DashboardItemType, { description: 'Tipo' }) type!: DashboardItemType;
  @Field(() => String, { nullable: true, description: 'Título' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'reporte: función del informe' }) functionName?: string | null;
  @Field(() => DashboardInfo, { nullable: true, description: 'info: la cifra' }) info?: DashboardInfo | null;
  @Field(() => DashboardRange, { nullable: true, description: 'Rango; por defecto el mes' }) range?: DashboardRange | null;
  @Field(() => Boolean, { nullable: true, description: 'Como gráfica; por defecto sí' }) asChart?: boolean | null;
}

@ObjectType({ description: 'Datos de un elemento del tablero (get_datos): columnas, filas y totales del rango' })
export class DashboardItemData {
  @Field(() => Int, { description: 'Elemento (dinf_codigo)' }) itemId!: number;
  @Field(() => Int, { nullable: true, description: 'reporte: el informe en la empresa (dinf_repcodigo)' }) reportCode!: number | null;
  @Field({ description: 'Desde (AAAA-MM-DD)' }) from!: string;
  @Field({ description: 'Hasta (AAAA-MM-DD)' }) to!: string;
  @Field(() => [ReportRunColumn], { description: 'Columnas' }) columns!: ReportRunColumn[];
  @Field(() => [[String]], { nullable: 'items', description: 'Filas: celdas como texto en el orden de columns' }) rows!: (string | null)[][];
  @Field(() => [String], { nullable: 'items', description: 'Totales al pie por columna (suma de las columnas con total), null sin total' }) totals!: (
    string | null
  )[];
  @Field(() => ChartSetup, { nullable: true, description: 'La gráfica: la guardada en la vista del informe, o barras por defecto en info' })
  chart!: ChartSetup | null;
}
