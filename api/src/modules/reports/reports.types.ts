import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { ChartType, ColumnGrouping, ColumnTotal, ReportColumnType, ReportModule, ReportOutput, ReportPeriod, SeriesMode } from './report-enums.js';

@ObjectType({ description: 'Especificación de un informe de la empresa (tinforme): una función SQL del esquema de la empresa y su formulario' })
export class Report {
  @Field(() => Int, { description: 'Código (inf_codigo)' }) code!: number;
  @Field({ description: 'Nombre (inf_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Mensaje (inf_mensaje)' }) message!: string | null;
  @Field(() => ReportOutput, { description: 'Salida (inf_respon)' }) output!: ReportOutput;
  @Field({ description: 'Función del esquema de la empresa que produce las filas (inf_funcio)' }) functionName!: string;
  @Field(() => ReportModule, { description: 'Módulo (inf_modulo)' }) module!: ReportModule;
  @Field(() => Int, { description: 'Categoría (cin_codigo)' }) category!: number;
  @Field(() => Int, { nullable: true, description: 'Módulo adicional (inf_modadc)' }) addOnModule!: number | null;
  @Field(() => String, { nullable: true, description: 'Líneas de negocio, lista separada por comas (tac_cods)' }) businessLines!: string | null;
  @Field(() => ReportPeriod, { description: 'Período del formulario (inf_periodo)' }) period!: ReportPeriod;
  @Field({ description: 'Una sola fecha (inf_fecha 1) en lugar de desde/hasta' }) singleDate!: boolean;
  @Field(() => String, { nullable: true, description: 'Opción (inf_option)' }) option!: string | null;
  @Field(() => String, { nullable: true, description: 'Otros (inf_otros)' }) others!: string | null;
  @Field({ description: 'Banderas de ítems, 6 posiciones: origen, destino, ruta, frec, bus, pasaj; 0 deshabilitado, 1 opcional, 2 obligatorio (inf_items)' })
  items!: string;
  @Field({
    description:
      'Banderas de asociación, 13 posiciones: almacen, seccion, usuario, categ, art, referente, tar, mdc, ccp, tcp, responsable, pry, zona; 0 deshabilitado, 1 opcional, 2 obligatorio (inf_asocia)',
  })
  associations!: string;
  @Field({ description: 'Activo (inf_activo)' }) active!: boolean;
}

@ObjectType({ description: 'Gráfica guardada de una vista (tvistainf y sus series)' })
export class ChartSetup {
  @Field(() => ChartType, { nullable: true, description: 'Tipo (vin_tipgra); null: sin gráfica configurada' }) type!: ChartType | null;
  @Field({ description: 'Apilada (vin_rotgra)' }) stacked!: boolean;
  @Field(() => String, { nullable: true, description: 'Columna de la leyenda o categoría (vin_leygra)' }) legendColumn!: string | null;
  @Field(() => SeriesMode, { description: 'Modo de las series (vin_modserie)' }) seriesMode!: SeriesMode;
  @Field({ description: 'Muestra la leyenda (vin_haslegend)' }) hasLegend!: boolean;
  @Field({ description: 'Muestra etiquetas (vin_haslabel)' }) hasLabels!: boolean;
  @Field(() => String, { nullable: true, description: 'Título (vin_titgra)' }) title!: string | null;
  @Field(() => [String], { description: 'Columnas numéricas de las series, en orden (igr_column)' }) series!: string[];
}

@ObjectType({ description: 'Columna de una vista (tdetinforme)' })
export class ReportViewColumn {
  @Field(() => Int, { description: 'Código (di_codigo)' }) id!: number;
  @Field({ description: 'Columna de la función (di_column)' }) column!: string;
  @Field(() => Int, { description: 'Orden' }) order!: number;
  @Field(() => Int, { description: 'Ancho (di_ancho, por defecto 2)' }) width!: number;
  @Field({ description: 'Título (di_descri)' }) label!: string;
  @Field(() => ColumnGrouping, { description: 'Agrupación (di_grupo)' }) grouping!: ColumnGrouping;
  @Field(() => Int, { nullable: true, description: 'Decimales (di_decima); null: 2 en decimales, 0 en enteros' }) decimals!: number | null;
  @Field(() => ColumnTotal, { description: 'Total al pie (di_total)' }) total!: ColumnTotal;
  @Field(() => String, { nullable: true, description: 'Color de celda rgb(r, g, b) (di_color)' }) color!: string | null;
  @Field(() => String, { nullable: true, description: 'Columna de grupo (di_grucol)' }) groupColumn!: string | null;
  @Field(() => String, { nullable: true, description: 'Estilo de letra (di_fontstyle)' }) fontStyle!: string | null;
}

@ObjectType({ description: 'Vista de un informe (tvistainf): columnas y gráfica' })
export class ReportView {
  @Field(() => Int, { description: 'Código (vin_codigo)' }) id!: number;
  @Field(() => Int, { description: 'Informe (inf_codigo)' }) reportCode!: number;
  @Field(() => Int, { description: 'Orden (vin_order)' }) order!: number;
  @Field({ description: 'Especificación o título (vin_especi)' }) title!: string;
  @Field({ description: 'Impresión horizontal (vin_imphor T)' }) horizontal!: boolean;
  @Field({ description: "Letra (vin_fonttype, por defecto '8px Arial')" }) fontType!: string;
  @Field(() => String, { nullable: true, description: 'Plantilla (vin_template)' }) template!: string | null;
  @Field(() => ChartSetup, { description: 'Gráfica guardada' }) chart!: ChartSetup;
  @Field(() => [ReportViewColumn], { description: 'Columnas, en orden' }) columns!: ReportViewColumn[];
}

@ObjectType({ description: 'Un informe con sus vistas' })
export class ReportDetail {
  @Field(() => Report, { description: 'La especificación' }) report!: Report;
  @Field(() => [ReportView], { description: 'Vistas, en orden (vin_order)' }) views!: ReportView[];
}

@ObjectType({ description: 'Columna del resultado de una ejecución: metadatos de la vista y tipo del catálogo' })
export class ReportRunColumn {
  @Field({ description: 'Nombre de la columna de la función' }) name!: string;
  @Field({ description: 'Título' }) label!: string;
  @Field(() => ReportColumnType, { description: 'Tipo de los valores' }) type!: ReportColumnType;
  @Field({ description: 'Tipo SQL declarado por la función' }) sqlType!: string;
  @Field(() => Int, { description: 'Decimales a mostrar' }) decimals!: number;
  @Field(() => ColumnGrouping, { description: 'Agrupación' }) grouping!: ColumnGrouping;
  @Field(() => ColumnTotal, { description: 'Total al pie' }) total!: ColumnTotal;
  @Field(() => String, { nullable: true, description: 'Color de celda' }) color!: string | null;
  @Field(() => Int, { description: 'Ancho' }) width!: number;
  @Field(() => String, { nullable: true, description: 'Columna de grupo' }) groupColumn!: string | null;
  @Field({ description: 'Si la vista la muestra (las columnas que la vista no nombra van al final, ocultas)' }) visible!: boolean;
}

@ObjectType({ description: 'Resultado de ejecutar un informe' })
export class ReportRunResult {
  @Field(() => Report, { description: 'El informe ejecutado' }) report!: Report;
  @Field(() => ReportView, { description: 'La vista usada' }) view!: ReportView;
  @Field(() => [ReportRunColumn], { description: 'Columnas, en el orden de las celdas' }) columns!: ReportRunColumn[];
  @Field(() => [[String]], {
    nullable: 'items',
    description: 'Filas: celdas como texto en el orden de columns (decimales exactos, fechas AAAA-MM-DD); null para SQL NULL',
  })
  rows!: (string | null)[][];
  @Field(() => Int, { description: 'Número de filas devueltas' }) rowCount!: number;
  @Field({ description: 'Si se cortó en el máximo de filas (REPORT_ROW_CAP)' }) truncated!: boolean;
  @Field(() => LocalDateScalar, { description: 'Desde (según el período del informe)' }) from!: string;
  @Field(() => LocalDateScalar, { description: 'Hasta' }) to!: string;
}

@InputType({ description: 'Formulario de filtros de un informe; el informe decide cuáles usa (inf_fecha, inf_periodo, inf_asocia, inf_items)' })
export class ReportFormInput {
  @Field(() => LocalDateScalar, { nullable: true, description: 'Desde (desde)' }) from?: string | null;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Hasta, o la fecha única (hasta)' }) to?: string | null;
  @Field(() => Int, { nullable: true, description: 'Año desde (anioa)' }) yearFrom?: number | null;
  @Field(() => Int, { nullable: true, description: 'Mes desde, o trimestre desde 1 a 4 (mesa)' }) monthFrom?: number | null;
  @Field(() => Int, { nullable: true, description: 'Año hasta (aniob); por defecto el año desde' }) yearTo?: number | null;
  @Field(() => Int, { nullable: true, description: 'Mes o trimestre hasta (mesb); por defecto el desde' }) monthTo?: number | null;
  @Field(() => Int, { nullable: true, description: 'Almacén (alm_codigo), posición 1' }) warehouseId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Sección (sec_codigo), posición 2' }) sectionId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Usuario (num_user), posición 3' }) userId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Categoría (cat_codigo), posición 4' }) categoryId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Artículo (art_codigo), posición 5' }) articleId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Referente (clp_codigo), posición 6' }) referenteId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Tarifa (tar_codigo), posición 7' }) tariffId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Médico (mdc_codigo), posición 8' }) doctorId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Centro de costo (ccp_codigo), posición 9' }) costCenterId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Tipo de cliente o proveedor (tcp_codigo), posición 10' }) partyTypeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Responsable (clp_codresp), posición 11' }) responsibleId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Proyecto (pry_codigo), posición 12' }) projectId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Zona (zon_codigo), posición 13' }) zoneId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ítem origen (nlug_origen)' }) originId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ítem destino (nlug_destino)' }) destinationId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ítem ruta (nru_codigo)' }) routeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ítem frecuencia (ntrb_codigo)' }) frequencyId?: number | null;
  @Field(() => String, { nullable: true, description: 'Ítem número de bus (cbus_numero)' }) busNumber?: string | null;
  @Field(() => Int, { nullable: true, description: 'Ítem pasajero (pas_codigo)' }) passengerId?: number | null;
}

@InputType({ description: 'Configuración de la gráfica de una vista' })
export class ChartSetupInput {
  @Field(() => ChartType, { nullable: true, description: "Tipo; sin él: 'Debe seleccionar el tipo de gráfica'" }) type?: ChartType | null;
  @Field({ nullable: true, description: 'Apilada' }) stacked?: boolean;
  @Field(() => String, { nullable: true, description: 'Columna de la leyenda o categoría' }) legendColumn?: string | null;
  @Field(() => SeriesMode, { nullable: true, description: 'Modo de las series' }) seriesMode?: SeriesMode | null;
  @Field({ nullable: true, description: 'Muestra la leyenda' }) hasLegend?: boolean;
  @Field({ nullable: true, description: 'Muestra etiquetas' }) hasLabels?: boolean;
  @Field(() => String, { nullable: true, description: 'Título' }) title?: string | null;
  @Field(() => [String], { description: 'Columnas numéricas de las series' }) series!: string[];
}
