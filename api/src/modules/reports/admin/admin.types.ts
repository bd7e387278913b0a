import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ColumnGrouping, ColumnTotal, ReportColumnType, ReportModule, ReportOutput, ReportPeriod } from '../report-enums.js';

@InputType({ description: "Especificación de un informe a guardar; nombre, salida, módulo, categoría y función son obligatorios ('Existen campos vacíos')" })
export class ReportInput {
  @Field(() => Int, { nullable: true, description: 'Código (inf_codigo); sin él se crea' }) code?: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre (inf_nombre)' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Mensaje (inf_mensaje)' }) message?: string | null;
  @Field(() => ReportOutput, { nullable: true, description: 'Salida (inf_respon)' }) output?: ReportOutput | null;
  @Field(() => String, { nullable: true, description: 'Función del esquema de la empresa (inf_funcio); debe existir y devolver una tabla' }) functionName?:
    string | null;
  @Field(() => ReportModule, { nullable: true, description: 'Módulo (inf_modulo)' }) module?: ReportModule | null;
  @Field(() => Int, { nullable: true, description: 'Categoría (cin_codigo)' }) category?: number | null;
  @Field(() => Int, { nullable: true, description: 'Módulo adicional (inf_modadc)' }) addOnModule?: number | null;
  @Field(() => String, { nullable: true, description: 'Líneas de negocio separadas por comas (tac_cods)' }) businessLines?: string | null;
  @Field(() => ReportPeriod, { nullable: true, description: 'Período (inf_periodo); por defecto RANGE' }) period?: ReportPeriod | null;
  @Field(() => Boolean, { nullable: true, description: 'Una sola fecha (inf_fecha 1)' }) singleDate?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Opción (inf_option)' }) option?: string | null;
  @Field(() => String, { nullable: true, description: 'Otros (inf_otros)' }) others?: string | null;
  @Field(() => String, { nullable: true, description: 'Banderas de ítems, 6 caracteres 0/1/2 (inf_items)' }) items?: string | null;
  @Field(() => String, { nullable: true, description: 'Banderas de asociación, 13 caracteres 0/1/2 (inf_asocia)' }) associations?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Activo (inf_activo); por defecto sí' }) active?: boolean | null;
}

@InputType({ description: 'Vista de un informe a guardar' })
export class ReportViewInput {
  @Field(() => Int, { nullable: true, description: 'Código (vin_codigo); sin él se crea' }) id?: number | null;
  @Field(() => Int, { nullable: true, description: 'Orden (vin_order)' }) order?: number | null;
  @Field(() => String, { nullable: true, description: 'Especificación o título (vin_especi)' }) title?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Impresión horizontal (vin_imphor)' }) horizontal?: boolean | null;
  @Field(() => String, { nullable: true, description: "Letra; por defecto '8px Arial' (vin_fonttype)" }) fontType?: string | null;
  @Field(() => String, { nullable: true, description: 'Plantilla (vin_template)' }) template?: string | null;
}

@InputType({ description: 'Columna de una vista a guardar' })
export class ReportColumnInput {
  @Field(() => String, { nullable: true, description: 'Columna de la función (di_column)' }) column?: string | null;
  @Field(() => Int, { nullable: true, description: 'Orden' }) order?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ancho 1 a 12, por defecto 2 (di_ancho)' }) width?: number | null;
  @Field(() => String, { nullable: true, description: 'Título (di_descri); por defecto el nombre de la columna' }) label?: string | null;
  @Field(() => ColumnGrouping, { nullable: true, description: 'Agrupación (di_grupo)' }) grouping?: ColumnGrouping | null;
  @Field(() => Int, { nullable: true, description: 'Decimales 0 a 6 (di_decima)' }) decimals?: number | null;
  @Field(() => ColumnTotal, { nullable: true, description: 'Total al pie (di_total)' }) total?: ColumnTotal | null;
  @Field(() => String, { nullable: true, description: 'Color rgb(r, g, b) con r, g, b de 0 a 255 (di_color)' }) color?: string | null;
  @Field(() => String, { nullable: true, description: 'Columna de grupo (di_grucol)' }) groupColumn?: string | null;
  @Field(() => String, { nullable: true, description: 'Estilo de letra (di_fontstyle)' }) fontStyle?: string | null;
}

@ObjectType({ description: 'Resultado de una operación en una empresa (cambio masivo, copia)' })
export class CompanyOperationResult {
  @Field(() => Int, { description: 'Empresa (emp_codigo)' }) companyId!: number;
  @Field({ description: 'Razón social' }) company!: string;
  @Field({ description: 'Si se aplicó (cada empresa en su propia transacción)' }) ok!: boolean;
  @Field({ description: 'Mensaje de la empresa' }) message!: string;
  @Field(() => Int, { nullable: true, description: 'Código del informe en esa empresa' }) reportCode!: number | null;
}

@ObjectType({ description: 'Resultado de un cambio masivo o una copia: cod 1 todo aplicado, 2 parcial (aviso persistente), -1 nada (error)' })
export class MultiCompanyResult {
  @Field(() => Int, { description: 'cod: 1, 2 o -1' }) code!: number;
  @Field({ description: 'Mensaje' }) message!: string;
  @Field(() => [CompanyOperationResult], { description: 'Resultado por empresa' }) results!: CompanyOperationResult[];
}

@InputType({ description: 'Cambio masivo (update_all) del informe de una función en varias empresas' })
export class ReportMassChangeInput {
  @Field({ description: 'Función que identifica el informe en cada empresa (inf_funcio)' }) functionName!: string;
  @Field(() => [Int], { description: 'Empresas (emp_codigo)' }) companyIds!: number[];
  @Field(() => String, { nullable: true, description: 'Nuevo nombre' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Nuevo mensaje' }) message?: string | null;
  @Field(() => Int, { nullable: true, description: 'Nueva categoría' }) category?: number | null;
  @Field(() => ReportModule, { nullable: true, description: 'Nuevo módulo' }) module?: ReportModule | null;
  @Field(() => Boolean, { nullable: true, description: 'Activo o desactivado' }) active?: boolean | null;
}

@ObjectType({ description: 'Columna que devuelve la función de un informe, con su tipo del catálogo' })
export class ReportFunctionColumn {
  @Field({ description: 'Nombre (di_column)' }) name!: string;
  @Field({ description: 'Tipo SQL declarado' }) type!: string;
  @Field(() => ReportColumnType, { description: 'Tipo de los valores' }) kind!: ReportColumnType;
}
