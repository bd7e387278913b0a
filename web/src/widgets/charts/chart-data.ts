import { columnDecimals, type ReportColumn, type ReportRow } from '../grid/report-column';
import type { ChartSetup } from './chart-setup';
import { categoryText } from './chart-format';

export interface ChartSeries {
  /** Stable key for Nivo (a column key in mode 0, 'fila-N' in mode 1). */
  id: string;
  /** Name shown in the legend and tooltips. */
  label: string;
  decimals: number;
  /** One value per category, in category order. */
  values: number[];
}

/** What every chart draws: named categories and series of values over them. */
export interface ChartModel {
  categories: string[];
  series: ChartSeries[];
}

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  // Empty or non-numeric cells count as 0, as the grid does with edited numeric cells.
  return Number.isFinite(n) ? n : 0;
}

function round(n: number, decimals: number): number {
  const f = 10 ** Math.max(decimals, 2);
  return Math.round(n * f) / f;
}

/**
 * Builds the chart model. Mode 0: each series column is a series, the legend column's values are
 * the categories (rows with the same category are added up, so a category appears once).
 * Mode 1: transposed, each row is a series named by its legend value and the series columns are
 * the categories.
 */
export function buildChartModel(setup: ChartSetup, columns: readonly ReportColumn[], rows: readonly ReportRow[]): ChartModel {
  const byKey = new Map(columns.map((c) => [c.di_column, c]));
  const seriesColumns = setup.series.map((key) => byKey.get(key)).filter((c): c is ReportColumn => c !== undefined);
  const legend = setup.legendColumn ? byKey.get(setup.legendColumn) : undefined;
  const rowName = (row: ReportRow, index: number) => (legend ? categoryText(row[legend.di_column], legend) : String(index + 1));

  if (setup.seriesMode === 1) {
    return {
      categories: seriesColumns.map((c) => c.di_descri),
      series: rows.map((row, index) => ({
        id: `fila-${index + 1}`,
        label: rowName(row, index),
        decimals: Math.max(0, ...seriesColumns.map(columnDecimals)),
        values: seriesColumns.map((c) => toNumber(row[c.di_column])),
      })),
    };
  }

  const categories: string[] = [];
  const position = new Map<string, number>();
  const sums = seriesColumns.map(() => [] as number[]);
  rows.forEach((row, index) => {
    const name = rowName(row, index);
    let at = position.get(name);
    if (at === undefined) {
      at = categories.length;
      position.set(name, at);
      categories.push(name);
      sums.forEach((s) => s.push(0));
    }
    seriesColumns.forEach((c, i) => {
      sums[i]![at] = sums[i]![at]! + toNumber(row[c.di_column]);
    });
  });
  return {
    categories,
    series: seriesColumns.map((c, i) => ({
      id: c.di_column,
      label: c.di_descri,
      decimals: columnDecimals(c),
      values: sums[i]!.map((v) => round(v, columnDecimals(c))),
    })),
  };
}

/** Nivo bar rows: one per category, keyed by series id; the category under `category`. */
export function toBarData(model: ChartModel): Array<Record<string, string | number>> {
  return model.categories.map((category, i) => {
    const datum: Record<string, string | number> = { category };
    for (const s of model.series) datum[s.id] = s.values[i] ?? 0;
    return datum;
  });
}

/** Nivo line series: one per chart series with {x: category, y: value} points. */
export function toLineData(model: ChartModel): Array<{ id: string; data: Array<{ x: string; y: number }> }> {
  return model.series.map((s) => ({ id: s.id, data: model.categories.map((x, i) => ({ x, y: s.values[i] ?? 0 })) }));
}

/** Slices of a pie-like chart: the first series over the categories, whatever their sign. */
export function toSliceData(model: ChartModel): Array<{ id: string; label: string; value: number }> {
  const series = model.series[0];
  if (!series) return [];
  return model.categories.map((category, i) => ({ id: category, label: category, value: series.values[i] ?? 0 }));
}

/**
 * The slices a pie or pyramid can draw: a slice is a share of a positive total, so negative and
 * zero values have no size; `leftOut` names them so the panel can say so.
 */
export function drawableSlices(model: ChartModel): { slices: ReturnType<typeof toSliceData>; leftOut: string[] } {
  const all = toSliceData(model);
  return { slices: all.filter((s) => s.value > 0), leftOut: all.filter((s) => !(s.value > 0)).map((s) => s.label) };
}
