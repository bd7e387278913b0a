import type { ReportRow } from './report-column';

// Reading row[key] for a changing key is a slow, generic property lookup in the engines; a numeric
// column read once into a typed array makes totals and sorts of 100.000 rows cheap. The arrays are
// kept per data array, which the grid replaces (never mutates) when a cell is edited.
const cache = new WeakMap<readonly ReportRow[], Map<string, Float64Array>>();

/** The column's values as numbers, NaN where the cell holds no number. */
export function numericValues(data: readonly ReportRow[], key: string): Float64Array {
  let byColumn = cache.get(data);
  if (!byColumn) {
    byColumn = new Map();
    cache.set(data, byColumn);
  }
  const cached = byColumn.get(key);
  if (cached) return cached;
  const values = new Float64Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const value = data[i]![key];
    values[i] = typeof value === 'number' ? value : NaN;
  }
  byColumn.set(key, values);
  return values;
}
