import type { AppContext } from '../../../graphql/context.js';
import { readColumns, readReport, readViews, INF_COLUMNS, toReport, type InfRow, type ReportDefinition } from '../definitions.js';
import type { ReportForm } from '../engine/form.js';
import type { ReportModule } from '../report-enums.js';
import { inReportCompany, LEVEL } from '../report-scope.js';
import { legacyFields } from '../../../graphql/field-paths.js';
import { ReportFormInput, type ReportDetail } from '../reports.types.js';

/** The reports of a company, optionally of one module or category, by module and name. */
export function listReports(
  ctx: AppContext,
  companyId: number | null | undefined,
  filter: { module?: ReportModule | null; category?: number | null; activeOnly?: boolean },
): Promise<ReportDefinition[]> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => {
    const rows = await scope.run<InfRow>(
      `select ${INF_COLUMNS} from tinforme
        where (?::int is null or inf_modulo = ?) and (?::int is null or cin_codigo = ?) and (not ?::boolean or inf_activo = 'T')
        order by inf_modulo, inf_nombre, inf_codigo`,
      [filter.module ?? null, filter.module ?? null, filter.category ?? null, filter.category ?? null, filter.activeOnly ?? false],
    );
    return rows.map(toReport);
  });
}

/** A report with its views, each with its columns and saved chart; null when the code names none. */
export function reportDetail(ctx: AppContext, companyId: number | null | undefined, code: number | null | undefined): Promise<ReportDetail | null> {
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => {
    if (!code) return null;
    const report = await readReport(scope, code);
    if (!report) return null;
    const views = await readViews(scope, code);
    return { report, views: await Promise.all(views.map(async (v) => ({ ...v, columns: await readColumns(scope, v.id) }))) };
  });
}

/** The GraphQL form in the legacy field names the engine binds. */
export function formOf(input: ReportFormInput | null | undefined): ReportForm {
  const i = input ?? {};
  return {
    desde: i.from ?? null,
    hasta: i.to ?? null,
    anioa: i.yearFrom ?? null,
    mesa: i.monthFrom ?? null,
    aniob: i.yearTo ?? null,
    mesb: i.monthTo ?? null,
    alm_codigo: i.warehouseId ?? null,
    sec_codigo: i.sectionId ?? null,
    num_user: i.userId ?? null,
    cat_codigo: i.categoryId ?? null,
    art_codigo: i.articleId ?? null,
    clp_codigo: i.referenteId ?? null,
    tar_codigo: i.tariffId ?? null,
    mdc_codigo: i.doctorId ?? null,
    ccp_codigo: i.costCenterId ?? null,
    tcp_codigo: i.partyTypeId ?? null,
    clp_codresp: i.responsibleId ?? null,
    pry_codigo: i.projectId ?? null,
    zon_codigo: i.zoneId ?? null,
    nlug_origen: i.originId ?? null,
    nlug_destino: i.destinationId ?? null,
    nru_codigo: i.routeId ?? null,
    ntrb_codigo: i.frequencyId ?? null,
    cbus_numero: i.busNumber ?? null,
    pas_codigo: i.passengerId ?? null,
  };
}

/** Refusals name the legacy form field; over GraphQL they name the input's field. */
legacyFields(ReportFormInput, {
  desde: 'from',
  hasta: 'to',
  anioa: 'yearFrom',
  mesa: 'monthFrom',
  aniob: 'yearTo',
  mesb: 'monthTo',
  alm_codigo: 'warehouseId',
  sec_codigo: 'sectionId',
  num_user: 'userId',
  cat_codigo: 'categoryId',
  art_codigo: 'articleId',
  clp_codigo: 'referenteId',
  tar_codigo: 'tariffId',
  mdc_codigo: 'doctorId',
  ccp_codigo: 'costCenterId',
  tcp_codigo: 'partyTypeId',
  clp_codresp: 'responsibleId',
  pry_codigo: 'projectId',
  zon_codigo: 'zoneId',
  nlug_origen: 'originId',
  nlug_destino: 'destinationId',
  nru_codigo: 'routeId',
  ntrb_codigo: 'frequencyId',
  cbus_numero: 'busNumber',
  pas_codigo: 'passengerId',
});
