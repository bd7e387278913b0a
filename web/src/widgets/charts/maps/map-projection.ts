import type { Feature, Geometry, Position } from 'geojson';

export type ProjectionType = 'mercator' | 'naturalEarth1';

export interface ProjectionFit {
  projectionType: ProjectionType;
  projectionScale: number;
  /** Nivo multiplies these by the chart's width and height. */
  projectionTranslation: [number, number];
}

const RAD = Math.PI / 180;

/** The raw (unit-scale) projections d3-geo uses for these two types, so the fit matches what Nivo draws. */
const RAW: Record<ProjectionType, (lambda: number, phi: number) => [number, number]> = {
  mercator: (lambda, phi) => [lambda, Math.log(Math.tan((Math.PI / 2 + phi) / 2))],
  naturalEarth1: (lambda, phi) => {
    const phi2 = phi * phi;
    const phi4 = phi2 * phi2;
    return [
      lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
      phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
    ];
  },
};

function* positions(geometry: Geometry | null): Generator<Position> {
  if (!geometry) return;
  switch (geometry.type) {
    case 'Point':
      yield geometry.coordinates;
      break;
    case 'MultiPoint':
    case 'LineString':
      yield* geometry.coordinates;
      break;
    case 'MultiLineString':
    case 'Polygon':
      for (const ring of geometry.coordinates) yield* ring;
      break;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) yield* ring;
      break;
    case 'GeometryCollection':
      for (const g of geometry.geometries) yield* positions(g);
      break;
  }
}

/**
 * Scale and translation that fit every feature inside width x height with `padding` pixels on
 * each side, centred (Nivo's Choropleth takes a scale, not d3's fitSize).
 */
export function fitProjection(features: readonly Feature[], projectionType: ProjectionType, width: number, height: number, padding = 16): ProjectionFit {
  const raw = RAW[projectionType];
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const feature of features) {
    for (const [lon = 0, lat = 0] of positions(feature.geometry)) {
      // d3 draws y downwards: the raw y is flipped.
      const [x, yUp] = raw(lon * RAD, lat * RAD);
      const y = -yUp;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  if (!Number.isFinite(x0)) return { projectionType, projectionScale: 100, projectionTranslation: [0.5, 0.5] };
  const innerWidth = Math.max(1, width - 2 * padding);
  const innerHeight = Math.max(1, height - 2 * padding);
  const scale = Math.min(innerWidth / Math.max(x1 - x0, 1e-9), innerHeight / Math.max(y1 - y0, 1e-9));
  const tx = width / 2 - (scale * (x0 + x1)) / 2;
  const ty = height / 2 - (scale * (y0 + y1)) / 2;
  return { projectionType, projectionScale: scale, projectionTranslation: [tx / width, ty / height] };
}

/** Where a longitude/latitude lands on screen with a fit (used to check fits in tests). */
export function projectPoint(fit: ProjectionFit, width: number, height: number, lon: number, lat: number): [number, number] {
  const [x, y] = RAW[fit.projectionType](lon * RAD, lat * RAD);
  return [fit.projectionTranslation[0] * width + fit.projectionScale * x, fit.projectionTranslation[1] * height - fit.projectionScale * y];
}
