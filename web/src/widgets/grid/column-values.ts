import type { ReportRow } from './report-column';

// Reading row[key] for a changing key is a slow, generic property lookup in the engines, so each
// column the filters, sorts, groups and totals need is read once into an array. The arrays are
// kept per data array, which the grid replaces (never mutates) when a cell is edited.
export type ColumnCache<T> = WeakMap<readonly ReportRow[], Map<string, T>>;

/** The cached value of `key` for `data`, built by `build` the first time it is asked for. */
export function cachedColumn<T>(cache: ColumnCache<T>, data: readonly ReportRow[], key: string, build: () => T): T {
  let byColumn = cache.get(data);
  if (!byColumn) {
    byColumn = new Map();
    cache.set(data, byColumn);
  }
  let value = byColumn.get(key);
  if (value === undefined) {
    value = build();
    byColumn.set(key, value);
  }
  return value;
}

const numbers: ColumnCache<Float64Array> = new WeakMap();

/** The column's values as numbers, NaN where the cell holds no number. */
export function numericValues(data: readonly ReportRow[], key: string): Float64Array {
  return cachedColumn(numbers, data, key, () => {
    const values = new Float64Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const value = data[i]![key];
      values[i] = typeof value === 'number' ? value : NaN;
    }
    return values;
  });
}
