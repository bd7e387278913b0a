import { lazy, Suspense, useMemo } from 'react';
import { columnDecimals, type ReportColumn, type ReportRow } from '../grid/report-column';
import { buildChartModel } from './chart-data';
import type { ChartSetup } from './chart-setup';
import { isBarLike, isMap } from './chart-types';
import { regionValues, worldValues, type MapRegion } from './maps/map-regions';
import { CHART_LABELS } from './messages';

// Nivo, the maps and their data load only when a chart of that kind is drawn.
const BarChart = lazy(() => import('./renderers/BarChart').then((m) => ({ default: m.BarChart })));
const LineChart = lazy(() => import('./renderers/LineChart').then((m) => ({ default: m.LineChart })));
const PieChart = lazy(() => import('./renderers/PieChart').then((m) => ({ default: m.PieChart })));
const PyramidChart = lazy(() => import('./renderers/PyramidChart').then((m) => ({ default: m.PyramidChart })));
const MapChart = lazy(() => import('./maps/MapChart').then((m) => ({ default: m.MapChart })));

export interface ChartViewProps {
  setup: ChartSetup;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  width: number;
  height: number;
  mapRegion: MapRegion;
  onMapRegionChange: (region: MapRegion) => void;
}

/** Draws an accepted setup with the renderer of its type, at a fixed size. */
export function ChartView({ setup, columns, rows, width, height, mapRegion, onMapRegionChange }: ChartViewProps) {
  const model = useMemo(() => (isMap(setup.type) ? null : buildChartModel(setup, columns, rows)), [setup, columns, rows]);
  const mapValues = useMemo(() => {
    if (!isMap(setup.type) || !setup.mapKey || !setup.series[0]) return [];
    const values = regionValues(rows, setup.mapKey, setup.series[0]);
    return mapRegion === 'world' ? worldValues(values) : values;
  }, [setup, rows, mapRegion]);

  let chart;
  if (isMap(setup.type)) {
    const series = columns.find((c) => c.di_column === setup.series[0]);
    chart = (
      <MapChart
        region={mapRegion}
        values={mapValues}
        seriesLabel={series?.di_descri ?? ''}
        decimals={series ? columnDecimals(series) : 2}
        showLegend={setup.showLegend}
        width={width}
        height={height}
        onRegionChange={onMapRegionChange}
      />
    );
  } else if (model) {
    const props = { model, setup, width, height };
    if (isBarLike(setup.type) || setup.type === 6) chart = <BarChart {...props} />;
    else if (setup.type === 7) chart = <PyramidChart {...props} />;
    else if (setup.type === 3 || setup.type === 10 || setup.type === 11) chart = <PieChart {...props} />;
    else chart = <LineChart {...props} />;
  }

  return <Suspense fallback={<p className="chart-panel__loading">{CHART_LABELS.loading}</p>}>{chart}</Suspense>;
}
