import type { ReportRow } from '../../grid/report-column';
import { MAP_LABELS } from '../messages';

export type MapRegion = 'world' | 'ec' | 'pe';

export const MAP_REGIONS: ReadonlyArray<{ region: MapRegion; label: string }> = [
  { region: 'world', label: MAP_LABELS.world },
  { region: 'ec', label: MAP_LABELS.ec },
  { region: 'pe', label: MAP_LABELS.pe },
];

/** The spec's default map. */
export const DEFAULT_MAP_REGION: MapRegion = 'ec';

/** Key columns of map rows: a province or department (ISO 3166-2, 'EC-L') or a country. */
export const PROVINCE_KEY = 'prv_codchart';
/**
 * Country key. Its values are ISO 3166-1 numeric codes ('218' Ecuador, '604' Peru), the ids
 * world-atlas gives its features, so rows match the world map without a translation table that
 * would need updating; '4' and '004' are read alike.
 */
export const COUNTRY_KEY = 'pai_codchart';

export const ECUADOR_ID = '218';
export const PERU_ID = '604';

/** Regional maps that can be opened from the world map, by country id. */
export const REGIONAL_MAPS: Readonly<Record<string, MapRegion>> = { [ECUADOR_ID]: 'ec', [PERU_ID]: 'pe' };

const COUNTRY_OF_PREFIX: Readonly<Record<string, string>> = { EC: ECUADOR_ID, PE: PERU_ID };

export interface RegionValue {
  id: string;
  value: number;
}

/** A key cell as a feature id: ISO 3166-2 codes upper-cased, country codes as 3 digits. */
export function regionId(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().toUpperCase();
  if (text === '') return null;
  return /^\d{1,3}$/.test(text) ? text.padStart(3, '0') : text;
}

/** Sums `valueColumn` per region key; rows without a key are left out. */
export function regionValues(rows: readonly ReportRow[], keyColumn: string, valueColumn: string): RegionValue[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const id = regionId(row[keyColumn]);
    if (id === null) continue;
    const n = Number(row[valueColumn]);
    sums.set(id, (sums.get(id) ?? 0) + (Number.isFinite(n) ? n : 0));
  }
  return [...sums].map(([id, value]) => ({ id, value: Math.round(value * 100) / 100 }));
}

/**
 * Values for the world map: country-keyed values as they are; province values added up into
 * their country (EC-* into Ecuador, PE-* into Peru) so a province report still shows on the world.
 */
export function worldValues(values: readonly RegionValue[]): RegionValue[] {
  const sums = new Map<string, number>();
  for (const { id, value } of values) {
    const country = /^\d{3}$/.test(id) ? id : COUNTRY_OF_PREFIX[id.split('-')[0] ?? ''];
    if (!country) continue;
    sums.set(country, (sums.get(country) ?? 0) + value);
  }
  return [...sums].map(([id, value]) => ({ id, value: Math.round(value * 100) / 100 }));
}

/** The map that fits the data: the world for country keys, Peru for PE- codes, else Ecuador. */
export function initialRegion(keyColumn: string | null, values: readonly RegionValue[]): MapRegion {
  if (keyColumn === COUNTRY_KEY || values.some((v) => /^\d{3}$/.test(v.id))) return 'world';
  if (values.length > 0 && values.every((v) => v.id.startsWith('PE-'))) return 'pe';
  return DEFAULT_MAP_REGION;
}

/** What a click on a world country does: open its regional map, or nothing (null) when it has none. */
export function regionalMapOf(featureId: string): MapRegion | null {
  return REGIONAL_MAPS[featureId] ?? null;
}
