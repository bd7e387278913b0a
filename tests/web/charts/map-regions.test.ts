import { describe, expect, it } from 'vitest';
import { loadMapFeatures } from '../../../web/src/widgets/charts/maps/map-features';
import { fitProjection, projectPoint } from '../../../web/src/widgets/charts/maps/map-projection';
import { initialRegion, regionalMapOf, regionId, regionValues, worldValues } from '../../../web/src/widgets/charts/maps/map-regions';
import { provinceRow } from './chart-fixtures';

describe('map keying', () => {
  it('puts each province total on the feature with its prv_codchart ISO 3166-2 code, adding up repeated keys', () => {
    const rows = [provinceRow('Loja', 'EC-L', 1, 100, 115), provinceRow('Pichincha', 'ec-p ', 2, 200, 230), provinceRow('Loja', 'EC-L', 1, 50, 57.5)];
    expect(regionValues(rows, 'prv_codchart', 'total')).toEqual([
      { id: 'EC-L', value: 172.5 },
      { id: 'EC-P', value: 230 },
    ]);
  });

  it('matches pai_codchart to world-atlas ids as 3-digit ISO 3166-1 numeric codes', () => {
    const rows = [
      { pais: 'Ecuador', pai_codchart: 218, total: 10 },
      { pais: 'Perú', pai_codchart: '604', total: 20 },
      { pais: 'Afganistán', pai_codchart: '4', total: 5 },
      { pais: 'Sin país', pai_codchart: null, total: 99 },
    ];
    expect(regionValues(rows, 'pai_codchart', 'total')).toEqual([
      { id: '218', value: 10 },
      { id: '604', value: 20 },
      { id: '004', value: 5 },
    ]);
    expect(regionId(' 76 ')).toBe('076');
  });

  it('adds province values into their country for the world map', () => {
    const values = [
      { id: 'EC-L', value: 172.5 },
      { id: 'EC-P', value: 230 },
      { id: 'PE-LIM', value: 80 },
      { id: '076', value: 12 },
    ];
    expect(worldValues(values)).toEqual([
      { id: '218', value: 402.5 },
      { id: '604', value: 80 },
      { id: '076', value: 12 },
    ]);
  });

  it('starts on Ecuador by default, on the world for country keys and on Peru for Peruvian codes', () => {
    expect(initialRegion(null, [])).toBe('ec');
    expect(initialRegion('prv_codchart', [{ id: 'EC-L', value: 1 }])).toBe('ec');
    expect(initialRegion('pai_codchart', [{ id: '218', value: 1 }])).toBe('world');
    expect(initialRegion('prv_codchart', [{ id: 'PE-LIM', value: 1 }])).toBe('pe');
  });

  it('opens the regional map of Ecuador (218) and Peru (604) only', () => {
    expect(regionalMapOf('218')).toBe('ec');
    expect(regionalMapOf('604')).toBe('pe');
    expect(regionalMapOf('170')).toBeNull();
  });
});

describe('map data', () => {
  it('has the 24 provinces of Ecuador and the 26 Peruvian features with their ISO 3166-2 ids', async () => {
    const ecuador = await loadMapFeatures('ec');
    const peru = await loadMapFeatures('pe');
    expect(ecuador).toHaveLength(24);
    expect(ecuador.find((f) => f.id === 'EC-L')?.properties.name).toBe('Loja');
    expect(peru).toHaveLength(26);
    expect(peru.find((f) => f.id === 'PE-LIM')).toBeDefined();
  });

  it('has world countries keyed by ISO 3166-1 numeric ids with Spanish names for Ecuador and Peru, without Antarctica', async () => {
    const world = await loadMapFeatures('world');
    expect(world.find((f) => f.id === '218')?.properties.name).toBe('Ecuador');
    expect(world.find((f) => f.id === '604')?.properties.name).toBe('Perú');
    expect(world.find((f) => f.id === '010')).toBeUndefined();
  });

  it('fits Ecuador with Galápagos inside the panel', async () => {
    const ecuador = await loadMapFeatures('ec');
    const fit = fitProjection(ecuador, 'mercator', 900, 600, 28);
    for (const feature of ecuador) {
      const g = feature.geometry;
      const points = g.type === 'Polygon' ? g.coordinates.flat() : g.type === 'MultiPolygon' ? g.coordinates.flat(2) : [];
      for (const [lon, lat] of points) {
        const [x, y] = projectPoint(fit, 900, 600, lon!, lat!);
        expect(x).toBeGreaterThanOrEqual(27.9);
        expect(x).toBeLessThanOrEqual(872.1);
        expect(y).toBeGreaterThanOrEqual(27.9);
        expect(y).toBeLessThanOrEqual(572.1);
      }
    }
    expect(ecuador.some((f) => f.id === 'EC-W')).toBe(true);
  });
});
