import { isChartType, isMap, isPieLike, type ChartType } from './chart-types';

export type SeriesMode = 0 | 1;

/** The chart setup of spec 002 §3: what the panel draws and what the setup modal edits. */
export interface ChartSetup {
  type: ChartType | null;
  /** Category column (vin_leygra); for maps it is the region key column. */
  legendColumn: string | null;
  /** Numeric columns drawn as series, in order (one igr_column each). */
  series: string[];
  showLabels: boolean;
  showLegend: boolean;
  /** 0: each series column is a series over the rows; 1: transposed, each row is a series. */
  seriesMode: SeriesMode;
  stacked: boolean;
  /** Map charts only: the column holding prv_codchart or pai_codchart codes. */
  mapKey: string | null;
  title: string;
}

/** Legacy flags come as 1/0, 'T'/'F', '1'/'0' or booleans depending on the caller. */
export type LegacyFlag = number | string | boolean | null | undefined;

/** The saved chart definition as the server keeps it (tvistainf of GET /rest/reportes/grafica/{vin_codigo}). */
export interface ChartDefinition {
  vin_tipgra: number | string | null;
  /** Stacked series. */
  vin_rotgra: LegacyFlag;
  vin_leygra: string | null;
  vin_modserie: number | string | null;
  vin_haslabel: LegacyFlag;
  vin_haslegend: LegacyFlag;
  vin_titgra?: string | null;
}

export interface ChartSeriesEntry {
  igr_column: string;
}

export const EMPTY_SETUP: ChartSetup = {
  type: null,
  legendColumn: null,
  series: [],
  showLabels: false,
  showLegend: true,
  seriesMode: 0,
  stacked: false,
  mapKey: null,
  title: '',
};

function flag(value: LegacyFlag, fallback: boolean): boolean {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = value.trim().toUpperCase();
  return text === 'T' || text === '1' || text === 'S' || text === 'TRUE';
}

/** Pie-like charts have a single series over the categories, so they always use series mode 0. */
export function normalizeSetup(setup: ChartSetup): ChartSetup {
  if (isPieLike(setup.type)) return { ...setup, seriesMode: 0, stacked: false };
  if (isMap(setup.type)) return { ...setup, seriesMode: 0, stacked: false };
  return setup;
}

/**
 * Reads a saved definition; null when there is none (no tvistainf or no chart type), which the
 * panel shows as "not configured". For maps the legend column is the region key.
 */
export function fromChartDefinition(tvistainf: ChartDefinition | null | undefined, series: readonly ChartSeriesEntry[] | null | undefined): ChartSetup | null {
  if (!tvistainf) return null;
  const type = Number(tvistainf.vin_tipgra);
  if (!isChartType(type)) return null;
  const legend = tvistainf.vin_leygra?.trim() || null;
  return normalizeSetup({
    type,
    legendColumn: legend,
    series: (series ?? []).map((s) => s.igr_column).filter((c) => c !== ''),
    showLabels: flag(tvistainf.vin_haslabel, false),
    showLegend: flag(tvistainf.vin_haslegend, true),
    seriesMode: Number(tvistainf.vin_modserie) === 1 ? 1 : 0,
    stacked: flag(tvistainf.vin_rotgra, false),
    mapKey: isMap(type) ? legend : null,
    title: tvistainf.vin_titgra ?? '',
  });
}

/** Writes a setup as the server saves it; flags as 1/0. */
export function toChartDefinition(setup: ChartSetup): { tvistainf: ChartDefinition; series: ChartSeriesEntry[] } {
  const normal = normalizeSetup(setup);
  return {
    tvistainf: {
      vin_tipgra: normal.type,
      vin_rotgra: normal.stacked ? 1 : 0,
      vin_leygra: isMap(normal.type) ? normal.mapKey : normal.legendColumn,
      vin_modserie: normal.seriesMode,
      vin_haslabel: normal.showLabels ? 1 : 0,
      vin_haslegend: normal.showLegend ? 1 : 0,
      vin_titgra: normal.title === '' ? null : normal.title,
    },
    series: normal.series.map((igr_column) => ({ igr_column })),
  };
}
