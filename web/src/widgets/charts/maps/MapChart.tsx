import { Choropleth, type ChoroplethBoundFeature } from '@nivo/geo';
import { useEffect, useMemo, useState } from 'react';
import { formatNumber } from '@domain/money';
import { toast } from '../../feedback/toasts';
import { CHART_LABELS, CHART_MESSAGES } from '../messages';
import { CHART_FONT, CHART_THEME, MAP_COLORS, MAP_EMPTY_COLOR } from '../renderers/chart-theme';
import { ChartTooltip } from '../renderers/ChartTooltip';
import { featureBounds, GALAPAGOS_ID, loadMapFeatures, type RegionFeature } from './map-features';
import { fitProjection, projectPoint, type ProjectionFit } from './map-projection';
import { regionalMapOf, type MapRegion, type RegionValue } from './map-regions';

/** Dashed frame around the Galápagos inset, so nobody reads the islands as off the coast. */
function insetFrame(feature: RegionFeature, fit: ProjectionFit, width: number, height: number) {
  const [[lon0, lat0], [lon1, lat1]] = featureBounds(feature.geometry);
  const [x0, y0] = projectPoint(fit, width, height, lon0, lat1);
  const [x1, y1] = projectPoint(fit, width, height, lon1, lat0);
  const pad = 10;
  return function InsetFrame() {
    return (
      <g className="chart-map-inset" pointerEvents="none">
        <rect x={x0 - pad} y={y0 - pad} width={x1 - x0 + 2 * pad} height={y1 - y0 + 2 * pad} rx={6} fill="none" stroke="#9aa7b8" strokeDasharray="4 4" />
        {/* The font is written out, not inherited from the page, so a PNG export keeps it. */}
        <text x={x0 - pad} y={y0 - pad - 6} style={{ fontFamily: CHART_FONT, fontSize: 11, fill: '#5f6b7a' }}>
          Galápagos
        </text>
      </g>
    );
  };
}

export interface MapChartProps {
  region: MapRegion;
  values: readonly RegionValue[];
  seriesLabel: string;
  decimals: number;
  showLegend: boolean;
  width: number;
  height: number;
  /** A click on Ecuador or Peru on the world map opens that country's map. */
  onRegionChange: (region: MapRegion) => void;
}

/** Choropleth of one map (world, Ecuador or Peru) fitted to the panel. */
export function MapChart({ region, values, seriesLabel, decimals, showLegend, width, height, onRegionChange }: MapChartProps) {
  const [loaded, setLoaded] = useState<{ region: MapRegion; features: RegionFeature[] } | null>(null);

  useEffect(() => {
    let current = true;
    loadMapFeatures(region).then(
      (features) => current && setLoaded({ region, features }),
      (error: unknown) => console.error('No se pudo cargar el mapa', error),
    );
    return () => {
      current = false;
    };
  }, [region]);

  const features = loaded?.region === region ? loaded.features : null;
  const fit = useMemo(
    () => (features ? fitProjection(features, region === 'world' ? 'naturalEarth1' : 'mercator', width, height, region === 'world' ? 12 : 28) : null),
    [features, region, width, height],
  );
  // From the smallest to the largest value, so close values still get different shades.
  const max = Math.max(0, ...values.map((v) => v.value));
  const min = values.length > 1 ? Math.min(...values.map((v) => v.value)) : 0;
  const format = (v: number) => formatNumber(v, decimals);

  if (!features || !fit) return <p className="chart-panel__loading">{CHART_LABELS.loading}</p>;

  const known = new Set(features.map((f) => f.id));
  const matched = values.some((v) => known.has(v.id));
  const galapagos = region === 'ec' ? features.find((f) => f.id === GALAPAGOS_ID) : undefined;
  // Nivo's Choropleth draws custom layers but its type declarations leave `layers` out.
  const layers = { layers: ['features', ...(galapagos ? [insetFrame(galapagos, fit, width, height)] : []), 'legends'] } as object;

  const onClick = (feature: ChoroplethBoundFeature & { id?: string; properties?: { name?: string } }) => {
    if (region !== 'world') return;
    const target = regionalMapOf(String(feature.id));
    if (target) onRegionChange(target);
    else toast.info(CHART_MESSAGES.noRegionalMap(feature.properties?.name ?? String(feature.id)));
  };

  return (
    <>
      {!matched && <p className="chart-panel__note">{CHART_MESSAGES.noMapValues}</p>}
      <Choropleth
        width={width}
        height={height}
        features={features}
        data={[...values]}
        match="id"
        value="value"
        label="properties.name"
        valueFormat={format}
        domain={min < max ? [min, max] : [0, max || 1]}
        colors={MAP_COLORS}
        unknownColor={MAP_EMPTY_COLOR}
        borderWidth={0.7}
        borderColor="#9aa7b8"
        {...fit}
        {...layers}
        theme={CHART_THEME}
        onClick={onClick}
        tooltip={({ feature }) => {
          const f = feature as ChoroplethBoundFeature & { properties?: { name?: string } };
          const hasValue = typeof f.value === 'number';
          return (
            <ChartTooltip
              color={hasValue ? f.color : undefined}
              title={f.properties?.name ?? ''}
              subtitle={seriesLabel}
              value={hasValue ? format(f.value) : CHART_LABELS.noData}
            />
          );
        }}
        legends={
          showLegend && matched
            ? [
                {
                  anchor: 'bottom-left',
                  direction: 'column',
                  justify: false,
                  translateX: 20,
                  translateY: -20,
                  itemsSpacing: 2,
                  itemWidth: 180,
                  itemHeight: 18,
                  itemDirection: 'left-to-right',
                  itemTextColor: '#1f2933',
                  symbolSize: 14,
                  symbolShape: 'square',
                },
              ]
            : []
        }
        role="img"
      />
    </>
  );
}
