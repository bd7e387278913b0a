import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapRegion } from './map-regions';

export interface RegionProperties {
  name: string;
}

export type RegionFeature = Feature<Geometry, RegionProperties> & { id: string };

/** Antarctica takes a third of the world map's height and carries no sales. */
const ANTARCTICA_ID = '010';

/** Spanish names of the countries users see most; other countries keep world-atlas's English name. */
const SPANISH_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  '032': 'Argentina',
  '068': 'Bolivia',
  '076': 'Brasil',
  '124': 'Canadá',
  '152': 'Chile',
  '156': 'China',
  '170': 'Colombia',
  '188': 'Costa Rica',
  '192': 'Cuba',
  '214': 'República Dominicana',
  '218': 'Ecuador',
  '222': 'El Salvador',
  '250': 'Francia',
  '276': 'Alemania',
  '320': 'Guatemala',
  '340': 'Honduras',
  '380': 'Italia',
  '392': 'Japón',
  '484': 'México',
  '558': 'Nicaragua',
  '591': 'Panamá',
  '600': 'Paraguay',
  '604': 'Perú',
  '620': 'Portugal',
  '724': 'España',
  '826': 'Reino Unido',
  '840': 'Estados Unidos',
  '858': 'Uruguay',
  '862': 'Venezuela',
};

/** Galápagos province; drawn as an inset nearer the coast, as maps of Ecuador usually do. */
export const GALAPAGOS_ID = 'EC-W';
/** Degrees of longitude the islands move east: about 1,000 km of open sea less, so the mainland gets the room. */
export const GALAPAGOS_SHIFT = 7;

export type LonLatBox = [[number, number], [number, number]];

function shiftGeometry(geometry: Geometry, dx: number): Geometry {
  const move = (p: number[]) => [p[0]! + dx, ...p.slice(1)];
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(move)) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(move))) };
    default:
      return geometry;
  }
}

/** The longitude/latitude box of a polygon geometry. */
export function featureBounds(geometry: Geometry): LonLatBox {
  const points = geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.type === 'MultiPolygon' ? geometry.coordinates.flat(2) : [];
  const lons = points.map((p) => p[0]!);
  const lats = points.map((p) => p[1]!);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}

/** Moves Galápagos east by GALAPAGOS_SHIFT and gives the box (in degrees) to frame it with. */
export function insetGalapagos(features: readonly RegionFeature[]): { features: RegionFeature[]; frame: LonLatBox | null } {
  let frame: LonLatBox | null = null;
  const moved = features.map((f) => {
    if (f.id !== GALAPAGOS_ID) return f;
    const geometry = shiftGeometry(f.geometry, GALAPAGOS_SHIFT);
    frame = featureBounds(geometry);
    return { ...f, geometry };
  });
  return { features: moved, frame };
}

const cache = new Map<MapRegion, Promise<RegionFeature[]>>();

async function loadWorld(): Promise<RegionFeature[]> {
  // Heavy data: only fetched when a world map is drawn.
  const [{ feature }, atlas] = await Promise.all([import('topojson-client'), import('world-atlas/countries-110m.json')]);
  const topology = ((atlas as { default?: unknown }).default ?? atlas) as Topology<{ countries: GeometryCollection<RegionProperties> }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, RegionProperties>;
  return collection.features
    .filter((f) => f.id !== undefined && String(f.id) !== ANTARCTICA_ID)
    .map((f) => {
      const id = String(f.id);
      return { ...f, id, properties: { name: SPANISH_COUNTRY_NAMES[id] ?? f.properties.name } };
    });
}

async function loadGeoJson(load: () => Promise<unknown>): Promise<RegionFeature[]> {
  const module = (await load()) as { default?: unknown };
  const collection = (module.default ?? module) as FeatureCollection<Geometry, RegionProperties>;
  return collection.features.map((f) => ({ ...f, id: String(f.id) }));
}

/** The features of a map, loaded once per page. */
export function loadMapFeatures(region: MapRegion): Promise<RegionFeature[]> {
  let pending = cache.get(region);
  if (!pending) {
    pending =
      region === 'world'
        ? loadWorld()
        : region === 'ec'
          ? loadGeoJson(() => import('./ec-provinces.geo.json')).then((f) => insetGalapagos(f).features)
          : loadGeoJson(() => import('./pe-departments.geo.json'));
    // A failed load may be retried next time.
    pending.catch(() => cache.delete(region));
    cache.set(region, pending);
  }
  return pending;
}
