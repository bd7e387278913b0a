import type { ReportScope } from './report-scope.js';
import { ChartType, ColumnGrouping, ColumnTotal, ReportModule, ReportOutput, ReportPeriod, SeriesMode } from './report-enums.js';

/** A report's specification as stored in the company's schema (tinforme). */
export interface ReportDefinition {
  code: number;
  name: string;
  message: string | null;
  output: ReportOutput;
  functionName: string;
  module: ReportModule;
  category: number;
  addOnModule: number | null;
  businessLines: string | null;
  period: ReportPeriod;
  singleDate: boolean;
  option: string | null;
  others: string | null;
  items: string;
  associations: string;
  active: boolean;
}

export interface ChartDefinition {
  type: ChartType | null;
  stacked: boolean;
  legendColumn: string | null;
  seriesMode: SeriesMode;
  hasLegend: boolean;
  hasLabels: boolean;
  title: string | null;
  series: string[];
}

export interface ColumnDefinition {
  id: number;
  column: string;
  order: number;
  width: number;
  label: string;
  grouping: ColumnGrouping;
  decimals: number | null;
  total: ColumnTotal;
  color: string | null;
  groupColumn: string | null;
  fontStyle: string | null;
}

export interface ViewDefinition {
  id: number;
  reportCode: number;
  order: number;
  title: string;
  horizontal: boolean;
  fontType: string;
  template: string | null;
  chart: ChartDefinition;
}

export type InfRow = {
  inf_codigo: number;
  inf_nombre: string;
  inf_mensaje: string | null;
  inf_respon: number;
  inf_funcio: string;
  inf_modulo: number;
  cin_codigo: number;
  inf_modadc: number | null;
  tac_cods: string | null;
  inf_periodo: number;
  inf_fecha: number;
  inf_option: string | null;
  inf_otros: string | null;
  inf_items: string;
  inf_asocia: string;
  inf_activo: string;
};
export const INF_COLUMNS =
  'inf_codigo, inf_nombre, inf_mensaje, inf_respon, inf_funcio, inf_modulo, cin_codigo, inf_modadc, tac_cods, inf_periodo, inf_fecha, inf_option, inf_otros, inf_items, inf_asocia, inf_activo';

export const toReport = (r: InfRow): ReportDefinition => ({
  code: r.inf_codigo,
  name: r.inf_nombre,
  message: r.inf_mensaje,
  output: r.inf_respon as ReportOutput,
  functionName: r.inf_funcio,
  module: r.inf_modulo as ReportModule,
  category: r.cin_codigo,
  addOnModule: r.inf_modadc,
  businessLines: r.tac_cods,
  period: r.inf_periodo as ReportPeriod,
  singleDate: r.inf_fecha === 1,
  option: r.inf_option,
  others: r.inf_otros,
  items: r.inf_items,
  associations: r.inf_asocia,
  active: r.inf_activo === 'T',
});

export type VinRow = {
  vin_codigo: number;
  inf_codigo: number;
  vin_order: number;
  vin_especi: string;
  vin_imphor: string;
  vin_fonttype: string;
  vin_template: string | null;
  vin_tipgra: number | null;
  vin_rotgra: string;
  vin_leygra: string | null;
  vin_modserie: number;
  vin_haslegend: string;
  vin_haslabel: string;
  vin_titgra: string | null;
  series: string[] | null;
};
export const VIN_SELECT = `select v.*, (select array_agg(g.igr_column order by g.igr_orden, g.igr_codigo) from tgrafinf g where g.vin_codigo = v.vin_codigo) as series from tvistainf v`;

export const toView = (v: VinRow): ViewDefinition => ({
  id: v.vin_codigo,
  reportCode: v.inf_codigo,
  order: v.vin_order,
  title: v.vin_especi,
  horizontal: v.vin_imphor === 'T',
  fontType: v.vin_fonttype,
  template: v.vin_template,
  chart: {
    type: v.vin_tipgra as ChartType | null,
    stacked: v.vin_rotgra === 'T',
    legendColumn: v.vin_leygra,
    seriesMode: v.vin_modserie as SeriesMode,
    hasLegend: v.vin_haslegend === 'T',
    hasLabels: v.vin_haslabel === 'T',
    title: v.vin_titgra,
    series: v.series ?? [],
  },
});

type DiRow = {
  di_codigo: number;
  di_column: string;
  di_orden: number;
  di_ancho: number;
  di_descri: string;
  di_grupo: string;
  di_decima: number | null;
  di_total: string;
  di_color: string | null;
  di_grucol: string | null;
  di_fontstyle: string | null;
};
const toColumn = (d: DiRow): ColumnDefinition => ({
  id: d.di_codigo,
  column: d.di_column,
  order: d.di_orden,
  width: d.di_ancho,
  label: d.di_descri,
  grouping: d.di_grupo as ColumnGrouping,
  decimals: d.di_decima,
  total: d.di_total as ColumnTotal,
  color: d.di_color,
  groupColumn: d.di_grucol,
  fontStyle: d.di_fontstyle,
});

export async function readReport(scope: ReportScope, code: number): Promise<ReportDefinition | null> {
  const [row] = await scope.run<InfRow>(`select ${INF_COLUMNS} from tinforme where inf_codigo = ?`, [code]);
  return row ? toReport(row) : null;
}

export async function readViews(scope: ReportScope, code: number): Promise<ViewDefinition[]> {
  return (await scope.run<VinRow>(`${VIN_SELECT} where v.inf_codigo = ? order by v.vin_order, v.vin_codigo`, [code])).map(toView);
}

export async function readView(scope: ReportScope, viewId: number): Promise<ViewDefinition | null> {
  const [row] = await scope.run<VinRow>(`${VIN_SELECT} where v.vin_codigo = ?`, [viewId]);
  return row ? toView(row) : null;
}

export async function readColumns(scope: ReportScope, viewId: number): Promise<ColumnDefinition[]> {
  return (await scope.run<DiRow>('select * from tdetinforme where vin_codigo = ? order by di_orden, di_codigo', [viewId])).map(toColumn);
}
