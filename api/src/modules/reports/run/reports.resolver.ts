import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../../graphql/context.js';
import { restoreViewChart, saveViewChart, viewChart } from './chart.service.js';
import { runReport } from '../engine/run.js';
import { ReportModule } from '../report-enums.js';
import { formOf, listReports, reportDetail } from './reports.service.js';
import { reportListWorkbook } from '../workbooks/list-workbook.js';
import { reportWorkbook } from '../workbooks/result-workbook.js';
import { ReportOrder, ReportPage, reportPage } from './report-page.js';
import { formLists, formSections } from '../form-lists/form-lists.service.js';
import { ReportFormLists, ReportSection } from '../form-lists/form-lists.types.js';
import { DownloadFile } from '../../company-creation/creation.types.js';
import { ChartSetup, ChartSetupInput, Report, ReportDetail, ReportFormInput, ReportRunResult } from '../reports.types.js';

const COMPANY = {
  nullable: true,
  description: "Empresa (emp_codigo) en cuyo esquema están el informe y sus datos; sin ella: 'Debe seleccionar una empresa'",
} as const;
const VIEW = { nullable: true, description: "Vista (vin_codigo); sin ella: 'Seleccione una vista para ver o editar el detalle de las columnas'" } as const;

/** Reports (spec 001 §2 /informes, spec 002 /consultas): definitions, runs and saved charts; the same services as /rest/reportes. */
@Resolver()
export class ReportsResolver {
  @Query(() => [Report], { description: 'Informes de la empresa por módulo y nombre, opcionalmente de un módulo o categoría' })
  reports(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('module', () => ReportModule, { nullable: true, description: 'Solo los de este módulo (inf_modulo)' }) module: ReportModule | null,
    @Arg('category', () => Int, { nullable: true, description: 'Solo los de esta categoría (cin_codigo)' }) category: number | null,
    @Arg('activeOnly', () => Boolean, { nullable: true, description: 'Solo los activos' }) activeOnly: boolean | null,
    @Ctx() ctx: AppContext,
  ): Promise<Report[]> {
    return listReports(ctx, companyId, { module, category, activeOnly: activeOnly ?? false });
  }

  @Query(() => ReportPage, { description: 'Informes de la empresa por páginas, con filtros, orden y total (por omisión por módulo y nombre)' })
  reportPage(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('module', () => ReportModule, { nullable: true, description: 'Solo los de este módulo (inf_modulo)' }) module: ReportModule | null,
    @Arg('category', () => Int, { nullable: true, description: 'Solo los de esta categoría (cin_codigo)' }) category: number | null,
    @Arg('activeOnly', () => Boolean, { nullable: true, description: 'Solo los activos' }) activeOnly: boolean | null,
    @Arg('search', () => String, { nullable: true, description: 'Parte del nombre o de la función' }) search: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'Página a devolver, desde 1 (1 por omisión)' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: 'Informes por página: 50 por omisión' }) pageSize: number | null,
    @Arg('orderBy', () => ReportOrder, { nullable: true, description: 'Orden; por omisión por módulo y nombre' }) orderBy: ReportOrder | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReportPage> {
    return reportPage(ctx, companyId, { module, category, activeOnly, search }, page, pageSize, orderBy);
  }

  @Query(() => DownloadFile, { description: 'La lista de informes con los filtros, en una hoja de cálculo (GET /tinforme/excel)' })
  reportListWorkbook(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('module', () => ReportModule, { nullable: true, description: 'Solo los de este módulo' }) module: ReportModule | null,
    @Arg('category', () => Int, { nullable: true, description: 'Solo los de esta categoría' }) category: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<DownloadFile> {
    return reportListWorkbook(ctx, companyId, { module, category });
  }

  @Query(() => ReportDetail, { nullable: true, description: 'Un informe con sus vistas, columnas y gráficas; null si el código no nombra ninguno' })
  report(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('code', () => Int, { description: 'Código del informe (inf_codigo)' }) code: number,
    @Ctx() ctx: AppContext,
  ): Promise<ReportDetail | null> {
    return reportDetail(ctx, companyId, code);
  }

  @Query(() => ReportRunResult, {
    description:
      'Ejecuta un informe por código: llama a su función con el formulario según sus banderas, en una transacción de solo lectura con tiempo máximo (REPORT_TIMEOUT_MS) y máximo de filas (REPORT_ROW_CAP); filas y metadatos de columnas tipados',
  })
  runReport(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('code', () => Int, { description: 'Código del informe (inf_codigo)' }) code: number,
    @Arg('form', () => ReportFormInput, { nullable: true, description: 'Formulario de filtros' }) form: ReportFormInput | null,
    @Arg('viewId', () => Int, { nullable: true, description: 'Vista (vin_codigo); por defecto la primera' }) viewId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReportRunResult> {
    return runReport(ctx, companyId, code, formOf(form), { viewId }).then((r) => ({
      report: r.report,
      view: { ...r.view, columns: [] },
      columns: r.columns,
      rows: r.rows,
      rowCount: r.rows.length,
      truncated: r.truncated,
      from: r.desde,
      to: r.hasta,
    }));
  }

  @Query(() => DownloadFile, {
    description:
      'El resultado de un informe en una hoja de cálculo (/excel/reportes): columnas visibles de la vista, números con sus decimales y totales al pie',
  })
  reportWorkbook(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('code', () => Int, { description: 'Código del informe (inf_codigo)' }) code: number,
    @Arg('form', () => ReportFormInput, { nullable: true, description: 'Formulario de filtros' }) form: ReportFormInput | null,
    @Arg('viewId', () => Int, { nullable: true, description: 'Vista (vin_codigo); por defecto la primera' }) viewId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<DownloadFile> {
    return reportWorkbook(ctx, companyId, code, formOf(form), { viewId });
  }

  @Query(() => ReportFormLists, { description: 'Listas del formulario de filtros (get_listas): almacenes, usuarios y períodos de la empresa' })
  reportFormLists(@Arg('companyId', () => Int, COMPANY) companyId: number | null, @Ctx() ctx: AppContext): Promise<ReportFormLists> {
    return formLists(ctx, companyId).then((l) => ({
      warehouses: l.almacenes.map((a) => ({ id: a.alm_codigo, name: a.alm_nombre, establishment: a.alm_nroest })),
      users: l.usuarios.map((u) => ({ id: u.usr_codigo, name: u.usr_nombre })),
      periods: l.periodos.map((p) => ({ id: p.pe_codigo, from: p.pe_finicio, to: p.pe_ffin })),
    }));
  }

  @Query(() => [ReportSection], { description: "Secciones de un almacén (get_secciones); sin almacén: 'Debe seleccionar un almacén'" })
  reportSections(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('warehouseId', () => Int, { nullable: true, description: 'Almacén (alm_codigo)' }) warehouseId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReportSection[]> {
    return formSections(ctx, companyId, warehouseId).then((rows) => rows.map((r) => ({ id: r.sec_codigo, name: r.sec_nombre, number: r.sec_numero })));
  }

  @Query(() => ChartSetup, { description: 'Gráfica guardada de una vista (GET /rest/reportes/grafica/{vin_codigo})' })
  reportChart(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('viewId', () => Int, VIEW) viewId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ChartSetup> {
    return viewChart(ctx, companyId, viewId);
  }

  @Mutation(() => ChartSetup, {
    description:
      'Guarda la gráfica de una vista: tipo obligatorio, series numéricas, pastel con categoría y UNA serie; exige editar ≥ 2 sobre informes; auditado',
  })
  saveReportChart(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('viewId', () => Int, VIEW) viewId: number | null,
    @Arg('input', () => ChartSetupInput, { description: 'La configuración' }) input: ChartSetupInput,
    @Ctx() ctx: AppContext,
  ): Promise<ChartSetup> {
    return saveViewChart(ctx, companyId, viewId, input);
  }

  @Mutation(() => ChartSetup, {
    description: 'Restablece la gráfica por defecto de una vista (barras, primera columna de texto, columnas numéricas); exige editar ≥ 2; auditado',
  })
  restoreReportChart(
    @Arg('companyId', () => Int, COMPANY) companyId: number | null,
    @Arg('viewId', () => Int, VIEW) viewId: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<ChartSetup> {
    return restoreViewChart(ctx, companyId, viewId);
  }
}
