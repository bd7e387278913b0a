import type { AppContext } from '../../../graphql/context.js';
import { businessDay } from '../../../domain/dates.js';
import { AppError } from '../../../shared/app-error.js';
import type { ChartDefinition } from '../definitions.js';
import { DashboardInfo, DashboardItemType, DashboardRange, type DashboardItemData } from './dashboard.types.js';
import { readItem, type DashboardRow } from './dashboard.service.js';
import { runReport, type RunColumn } from '../engine/run.js';
import type { ReportForm } from '../engine/form.js';
import { ChartType, ColumnGrouping, ColumnTotal, ReportColumnType, ReportPeriod, SeriesMode } from '../report-enums.js';
import { inReportCompany, LEVEL } from '../report-scope.js';
import { run } from '../../../db/sql.js';

/**
 * The item's range up to today (dinf_fecha): today, this month, this quarter or this year. Today
 * is Ecuador's ('YYYY-MM-DD'), whatever the server's zone: at 22:00 in Quito a server on UTC is
 * already on the next day, and on the first of a month it would read a month with nothing yet.
 */
export function rangeDates(range: DashboardRange, today = businessDay()): { from: string; to: string } {
  const [y, m] = today.split('-') as [string, string];
  const quarter = String(Number(m) - ((Number(m) - 1) % 3)).padStart(2, '0');
  const from = {
    [DashboardRange.TODAY]: today,
    [DashboardRange.MONTH]: `${y}-${m}-01`,
    [DashboardRange.QUARTER]: `${y}-${quarter}-01`,
    [DashboardRange.YEAR]: `${y}-01-01`,
  }[range];
  return { from, to: today };
}

/** Sum of exact decimal texts (the report's cells), as exact text with the given decimals. */
export function sumText(values: readonly (string | null)[], decimals: number): string {
  const scale = 6;
  let total = 0n;
  for (const v of values) {
    const m = v === null ? null : /^(-?)(\d+)(?:\.(\d+))?$/.exec(v.trim());
    if (!m) continue;
    const units = BigInt(m[2]! + (m[3] ?? '').padEnd(scale, '0').slice(0, scale));
    total += m[1] ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, -scale);
  const frac = digits.slice(-scale).slice(0, decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${frac.padEnd(decimals, '0')}` : ''}`;
}

const column = (name: string, label: string, type: ReportColumnType, total = ColumnTotal.NONE): RunColumn => ({
  name,
  label,
  type,
  sqlType: type === ReportColumnType.INTEGER ? 'integer' : type === ReportColumnType.DATE ? 'date' : 'text',
  decimals: 0,
  grouping: ColumnGrouping.NONE,
  total,
  color: null,
  width: 2,
  groupColumn: null,
  visible: true,
});
const bars = (legend: string, series: string[]): ChartDefinition => ({
  type: ChartType.BAR,
  stacked: false,
  legendColumn: legend,
  seriesMode: SeriesMode.BY_COLUMN,
  hasLegend: false,
  hasLabels: true,
  title: null,
  series,
});

/** The central figures of info items: columns, SQL (params: from, to) and chart. */
const INFO: Record<DashboardInfo, { columns: RunColumn[]; sql: string; chart: ChartDefinition | null }> = {
  [DashboardInfo.DOCUMENTS_MONTH]: {
    columns: [column('dia', 'Día', ReportColumnType.DATE), column('documentos', 'Documentos', ReportColumnType.INTEGER, ColumnTotal.SUM)],
    sql: `select to_char(uso_fecha, 'YYYY-MM-DD') as dia, sum(uso_cantidad)::text as documentos from tconexion_uso where uso_fecha between ?::date and ?::date group by uso_fecha order by uso_fecha`,
    chart: bars('dia', ['documentos']),
  },
  [DashboardInfo.PACKAGES_RUNNING_OUT]: {
    columns: [
      column('empresa', 'Empresa', ReportColumnType.TEXT),
      column('adquiridos', 'Adquiridos', ReportColumnType.INTEGER),
      column('saldo', 'Saldo', ReportColumnType.INTEGER),
      column('fechafin', 'Vence', ReportColumnType.DATE),
    ],
    sql: `select e.emp_razons as empresa, c.conexadquiridas::text as adquiridos, greatest(c.conexadquiridas - coalesce(u.usadas, 0), 0)::text as saldo, to_char(c.fechafin, 'YYYY-MM-DD') as fechafin
            from tconexiones c join tempresa e on e.emp_ruc = c.rucempresa
            left join lateral (select sum(uso_cantidad) as usadas from tconexion_uso where con_codigo = c.con_codigo and uso_excedente = 'F') u on true
           where c.estado = 1 and ?::date is not null and ?::date is not null
             and greatest(c.conexadquiridas - coalesce(u.usadas, 0), 0) * 100 <= c.conexadquiridas * c.notificar_porcentaje
           order by greatest(c.conexadquiridas - coalesce(u.usadas, 0), 0), e.emp_razons limit 100`,
    chart: null,
  },
  [DashboardInfo.COMPANIES_BY_STATE]: {
    columns: [column('estado', 'Estado', ReportColumnType.TEXT), column('empresas', 'Empresas', ReportColumnType.INTEGER, ColumnTotal.SUM)],
    sql: `select case emp_activa when 0 then 'Inactiva' when 1 then 'Activa' when 2 then 'Demo' else 'Bloqueada' end as estado, count(*)::text as empresas
            from tempresa where ?::date is not null and ?::date is not null group by emp_activa order by emp_activa`,
    chart: bars('estado', ['empresas']),
  },
  [DashboardInfo.SUPPORT_BY_STATE]: {
    columns: [column('estado', 'Estado', ReportColumnType.TEXT), column('solicitudes', 'Solicitudes', ReportColumnType.INTEGER, ColumnTotal.SUM)],
    sql: `select case coalesce(not_soporte_estado, 0) when 0 then 'Nueva' when 2 then 'En análisis' when 3 then 'Soporte Isyplus' when 4 then 'Resueltas' else 'Soporte Técnico' end as estado, count(*)::text as solicitudes
            from tnotificacion where not_tipo = 1 and not_respuesta is null and ?::date is not null and ?::date is not null group by coalesce(not_soporte_estado, 0) order by coalesce(not_soporte_estado, 0)`,
    chart: bars('estado', ['solicitudes']),
  },
};

const totalsOf = (columns: RunColumn[], rows: (string | null)[][]) =>
  columns.map((c, i) =>
    c.total === ColumnTotal.SUM
      ? sumText(
          rows.map((r) => r[i] ?? null),
          c.decimals,
        )
      : c.total === ColumnTotal.COUNT
        ? String(rows.length)
        : null,
  );

/** The filter form of a report over a range, per its period (months, quarters, one date or a range). */
function formFor(period: ReportPeriod, singleDate: boolean, from: string, to: string): ReportForm {
  const [ya, ma] = from.split('-').map(Number) as [number, number];
  const [yb, mb] = to.split('-').map(Number) as [number, number];
  if (period === ReportPeriod.QUARTERS) return { anioa: ya, mesa: Math.ceil(ma / 3), aniob: yb, mesb: Math.ceil(mb / 3) };
  if (period === ReportPeriod.MONTHS || period === ReportPeriod.MONTHS_ALT) return { anioa: ya, mesa: ma, aniob: yb, mesb: mb };
  return singleDate ? { hasta: to } : { desde: from, hasta: to };
}

async function reportData(ctx: AppContext, companyId: number | null | undefined, item: DashboardRow, from: string, to: string): Promise<DashboardItemData> {
  const fn = item.dinf_funcio!;
  const report = await inReportCompany(ctx, companyId, 'ver', LEVEL.read, { readOnly: true }, async (scope) => {
    const [row] = await scope.run<{ inf_codigo: number; inf_periodo: number; inf_fecha: number }>(
      "select inf_codigo, inf_periodo, inf_fecha from tinforme where inf_funcio = ? and inf_activo = 'T' order by inf_codigo limit 1",
      [fn],
    );
    return row;
  });
  if (!report) throw AppError.notFound(`La empresa no tiene un informe activo de la función ${fn}`);
  const run = await runReport(ctx, companyId, report.inf_codigo, formFor(report.inf_periodo, report.inf_fecha === 1, from, to));
  const visible = run.columns.map((c, i) => [c, i] as const).filter(([c]) => c.visible);
  const columns = visible.map(([c]) => c);
  const rows = run.rows.map((r) => visible.map(([, i]) => r[i] ?? null));
  return {
    itemId: item.dinf_codigo,
    reportCode: report.inf_codigo,
    from: run.desde,
    to: run.hasta,
    columns,
    rows,
    totals: totalsOf(columns, rows),
    chart: run.view.chart.type ? run.view.chart : null,
  };
}

/** get_datos: one item's data over its range; report items in the chosen company, info items from the central data. */
export async function dashboardItemData(
  ctx: AppContext,
  companyId: number | null | undefined,
  itemId: number | null | undefined,
  today = businessDay(),
): Promise<DashboardItemData> {
  const item = await readItem(ctx, itemId);
  const { from, to } = rangeDates(item.dinf_fecha as DashboardRange, today);
  if (item.dinf_tipo === DashboardItemType.REPORT) return reportData(ctx, companyId, item, from, to);
  const info = INFO[item.dinf_info as DashboardInfo];
  if (!info) throw AppError.notFound(`Cifra desconocida: ${item.dinf_info}`);
  const raw = await run<Record<string, string | null>>(ctx.em, info.sql, [from, to]);
  const rows = raw.map((r: Record<string, string | null>) => info.columns.map((c) => r[c.name] ?? null));
  return { itemId: item.dinf_codigo, reportCode: null, from, to, columns: info.columns, rows, totals: totalsOf(info.columns, rows), chart: info.chart };
}
