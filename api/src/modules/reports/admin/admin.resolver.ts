import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../../graphql/context.js';
import { deleteReport, deleteReportView, reportFunctionColumns, reportFunctions, saveReport, saveReportColumns, saveReportView } from './admin.service.js';
import { MultiCompanyResult, ReportColumnInput, ReportFunctionColumn, ReportInput, ReportMassChangeInput, ReportViewInput } from './admin.types.js';
import { copyReport, massChangeReports, reportsOfFunction } from './multi.service.js';
import { importReports } from './import.service.js';
import { Report, ReportView, ReportViewColumn } from '../reports.types.js';

const COMPANY = { nullable: true, description: "Empresa (emp_codigo); sin ella: 'Debe seleccionar una empresa'" } as const;

/** The reports administrator (spec 001 /informes): specification, views, columns, copies and mass changes. */
@Resolver()
export class ReportsAdminResolver {
  @Query(() => [String], { description: 'Funciones del esquema de la empresa que un informe puede nombrar (devuelven una tabla)' })
  reportFunctions(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<string[]> {
    return reportFunctions(ctx, companyId);
  }

  @Query(() => [ReportFunctionColumn], {
    description: 'Columnas que devuelve una función del esquema de la empresa, con su tipo (editor de columnas y gráfica)',
  })
  reportFunctionColumns(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('functionName', () => String, { nullable: true, description: 'Función (inf_funcio)' }) functionName: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReportFunctionColumn[]> {
    return reportFunctionColumns(ctx, companyId, functionName);
  }

  @Mutation(() => Report, {
    description:
      "Guarda la especificación de un informe ('Existen campos vacíos'; la función debe existir en el esquema); exige editar ≥ 2 sobre informes; auditado",
  })
  saveReport(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('input', () => ReportInput, { description: 'La especificación' }) input: ReportInput,
    @Ctx() ctx: AppContext,
  ): Promise<Report> {
    return saveReport(ctx, companyId, input);
  }

  @Mutation(() => Boolean, { description: 'Elimina un informe con sus vistas, columnas y gráfica; exige eliminar ≥ 3; auditado' })
  deleteReport(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('code', () => Int, { nullable: true, description: 'Informe (inf_codigo)' }) code: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return deleteReport(ctx, companyId, code);
  }

  @Mutation(() => ReportView, {
    description: "Guarda una vista del informe ('Debe guardar el reporte antes.' si el informe no existe); exige editar ≥ 2; auditado",
  })
  async saveReportView(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('reportCode', () => Int, { nullable: true, description: 'Informe (inf_codigo)' }) reportCode: number | null,
    @Arg('input', () => ReportViewInput, { description: 'La vista' }) input: ReportViewInput,
    @Ctx() ctx: AppContext,
  ): Promise<ReportView> {
    const view = await saveReportView(ctx, companyId, reportCode, input);
    return { ...view, columns: [] };
  }

  @Mutation(() => Boolean, { description: 'Elimina una vista con sus columnas y gráfica; exige eliminar ≥ 3; auditado' })
  deleteReportView(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('viewId', () => Int, { nullable: true, description: 'Vista (vin_codigo)' }) viewId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return deleteReportView(ctx, companyId, viewId);
  }

  @Mutation(() => [ReportViewColumn], {
    description: 'Reemplaza las columnas de una vista (columnas de la función; color rgb(0-255, 0-255, 0-255)); exige editar ≥ 2; auditado',
  })
  saveReportColumns(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('viewId', () => Int, {
      nullable: true,
      description: "Vista (vin_codigo); sin ella: 'Seleccione una vista para ver o editar el detalle de las columnas'",
    })
    viewId: number | null,
    @Arg('columns', () => [ReportColumnInput], { description: 'Columnas en orden' }) columns: ReportColumnInput[],
    @Ctx() ctx: AppContext,
  ): Promise<ReportViewColumn[]> {
    return saveReportColumns(ctx, companyId, viewId, columns);
  }

  @Mutation(() => MultiCompanyResult, {
    description:
      'Copia un informe (vistas, columnas, gráfica y la función si falta) a los esquemas de otras empresas, cada una en su transacción; exige crear ≥ 3; auditado',
  })
  copyReport(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('code', () => Int, { nullable: true, description: 'Informe de origen (inf_codigo)' }) code: number | null,
    @Arg('targetCompanyIds', () => [Int], { description: 'Empresas destino (emp_codigo)' }) targetCompanyIds: number[],
    @Ctx() ctx: AppContext,
  ): Promise<MultiCompanyResult> {
    return copyReport(ctx, companyId, code, targetCompanyIds);
  }

  @Mutation(() => MultiCompanyResult, {
    description:
      'Cambio masivo (update_all) del informe de una función en varias empresas, cada una en su transacción: cod 1, 2 parcial o -1; exige editar ≥ 3; auditado',
  })
  massChangeReports(
    @Arg('input', () => ReportMassChangeInput, { description: 'El cambio y las empresas' }) input: ReportMassChangeInput,
    @Ctx() ctx: AppContext,
  ): Promise<MultiCompanyResult> {
    return massChangeReports(ctx, input);
  }

  @Query(() => MultiCompanyResult, {
    description:
      'get_data_mult: el informe de una función en cada empresa elegida, con un resultado por empresa (cod 1 todas lo tienen, 2 algunas, -1 ninguna)',
  })
  reportsOfFunction(
    @Arg('functionName', () => String, { nullable: true, description: 'Función (inf_funcio)' }) functionName: string | null,
    @Arg('companyIds', () => [Int], { description: 'Empresas (emp_codigo)' }) companyIds: number[],
    @Ctx() ctx: AppContext,
  ): Promise<MultiCompanyResult> {
    return reportsOfFunction(ctx, functionName, companyIds);
  }

  @Mutation(() => [Report], {
    description:
      "reporte_from_file: crea los informes de una hoja de cálculo (.xlsx con las columnas de la lista exportada: Nombre, Módulo, Categoría, Función, ...), todos o ninguno, cada uno con la vista 'General'; 'Seleccione un archivo válido'; exige crear ≥ 2; auditado",
  })
  importReports(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('contentBase64', () => String, { nullable: true, description: 'Contenido del archivo .xlsx en base64' }) contentBase64: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Report[]> {
    return importReports(ctx, companyId, contentBase64);
  }
}
