import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { AppContext } from '../../../graphql/context.js';
import { orderSql, SortDirection } from '../../../graphql/ordering.js';
import { checkPage } from '../../../graphql/paging.js';
import { INF_COLUMNS, toReport, type InfRow } from '../definitions.js';
import type { ReportModule } from '../report-enums.js';
import { inReportCompany, LEVEL } from '../report-scope.js';
import { Report } from '../reports.types.js';
import { Page } from '../../../graphql/page.js';

export enum ReportOrderField {
  CODE = 'CODE',
  NAME = 'NAME',
  MODULE = 'MODULE',
  FUNCTION = 'FUNCTION',
}
registerEnumType(ReportOrderField, {
  name: 'ReportOrderField',
  description: 'Campo por el que se ordena la lista de informes',
  valuesConfig: {
    CODE: { description: 'Código (inf_codigo)' },
    NAME: { description: 'Nombre' },
    MODULE: { description: 'Módulo y nombre' },
    FUNCTION: { description: 'Función' },
  },
});

@InputType('ReportOrder', { description: 'Orden de la lista de informes' })
export class ReportOrder {
  @Field(() => ReportOrderField, { description: 'Campo por el que se ordena' }) field!: ReportOrderField;
  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.ASC, description: 'Sentido del orden (ascendente por omisión)' })
  direction?: SortDirection | null;
}

@ObjectType({ description: 'Una página de la lista de informes de una empresa' })
export class ReportPage extends Page(Report, {
  items: 'Informes de la página',
  totalCount: 'Informes que cumplen el filtro, en todas las páginas',
}) {}

const ORDER_COLUMNS: Record<ReportOrderField, string> = {
  CODE: 'inf_codigo',
  NAME: 'lower(inf_nombre)',
  MODULE: 'inf_modulo, lower(inf_nombre)',
  FUNCTION: 'inf_funcio',
};

export interface ReportPageFilter {
  module?: ReportModule | null;
  category?: number | null;
  activeOnly?: boolean | null;
  search?: string | null;
}

/** The reports of a company a page at a time: filters (module, category, active, name or function), orderBy, totalCount. */
export function reportPage(
  ctx: AppContext,
  companyId: number | null | undefined,
  filter: ReportPageFilter,
  page: number | null,
  pageSize: number | null,
  orderBy: ReportOrder | null,
): Promise<ReportPage> {
  const paging = checkPage(page, pageSize);
  const order = orderSql(orderBy, ORDER_COLUMNS, ReportOrderField.MODULE, 'inf_codigo');
  const search = filter.search?.trim() ? `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return inReportCompany(ctx, companyId, 'ver', LEVEL.read, {}, async (scope) => {
    const where = `(?::int is null or inf_modulo = ?) and (?::int is null or cin_codigo = ?) and (not ?::boolean or inf_activo = 'T') and (?::text is null or inf_nombre ilike ? or inf_funcio ilike ?)`;
    const params = [
      filter.module ?? null,
      filter.module ?? null,
      filter.category ?? null,
      filter.category ?? null,
      filter.activeOnly ?? false,
      search,
      search,
      search,
    ];
    const [{ n }] = await scope.run<{ n: number }>(`select count(*)::int as n from tinforme where ${where}`, params);
    const rows = await scope.run<InfRow>(`select ${INF_COLUMNS} from tinforme where ${where} order by ${order} limit ? offset ?`, [
      ...params,
      paging.pageSize,
      (paging.page - 1) * paging.pageSize,
    ]);
    return { items: rows.map(toReport), totalCount: n };
  });
}
