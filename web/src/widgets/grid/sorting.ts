import { cachedColumn, numericValues, type ColumnCache } from './column-values';
import type { ReportColumn, ReportRow } from './report-column';

/** One sort key: a column and its direction (TanStack's SortingState has this shape). */
export interface SortRule {
  id: string;
  desc: boolean;
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

// Ranking each text column once per data array lets the sort compare integers instead of
// running the collator n·log n times (100.000 rows would take seconds).
const rankCache: ColumnCache<Int32Array> = new WeakMap();

/** Rank of an empty cell: after every value. */
export const EMPTY_RANK = 2_147_483_647;

/** Each row's place among the column's distinct values in Spanish order (1 = first), EMPTY_RANK when empty; cached per data array. */
export function textRanks(data: readonly ReportRow[], key: string): Int32Array {
  return cachedColumn(rankCache, data, key, () => {
    const distinct = new Map<string, number>();
    for (const row of data) {
      const value = row[key];
      if (value != null && value !== '') distinct.set(String(value), 0);
    }
    const ordered = [...distinct.keys()].sort(collator.compare);
    ordered.forEach((value, rank) => distinct.set(value, rank + 1));
    const result = new Int32Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const value = data[i]![key];
      result[i] = value == null || value === '' ? EMPTY_RANK : distinct.get(String(value))!;
    }
    return result;
  });
}

type Comparator = (a: number, b: number) => number;

function comparatorFor(data: readonly ReportRow[], column: ReportColumn, desc: boolean): Comparator {
  const key = column.di_column;
  const sign = desc ? -1 : 1;
  if (column.type === 'number' || column.type === 'integer') {
    const values = numericValues(data, key);
    return (a, b) => {
      const x = values[a]!;
      const y = values[b]!;
      // NaN marks an empty cell: empty cells go last in both directions.
      if (x !== x || y !== y) return x !== x && y !== y ? 0 : x !== x ? 1 : -1;
      return x === y ? 0 : (x < y ? -1 : 1) * sign;
    };
  }
  if (column.type === 'date') {
    return (a, b) => {
      const x = data[a]![key];
      const y = data[b]![key];
      const xEmpty = x == null || x === '';
      const yEmpty = y == null || y === '';
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
      return x === y ? 0 : (String(x) < String(y) ? -1 : 1) * sign;
    };
  }
  const ranks = textRanks(data, key);
  return (a, b) => {
    const x = ranks[a]!;
    const y = ranks[b]!;
    if (x === y) return 0;
    if (x === EMPTY_RANK || y === EMPTY_RANK) return x === EMPTY_RANK ? 1 : -1;
    return (x - y) * sign;
  };
}

/** Sorts row indices (a new array) by the rules in order; ties keep data order; empty cells go last. */
export function sortRowIndices(
  data: readonly ReportRow[],
  indices: readonly number[],
  sorting: readonly SortRule[],
  columns: readonly ReportColumn[],
): number[] {
  const comparators: Comparator[] = [];
  for (const rule of sorting) {
    const column = columns.find((c) => c.di_column === rule.id);
    if (column) comparators.push(comparatorFor(data, column, rule.desc));
  }
  const sorted = indices.slice();
  if (comparators.length === 0) return sorted;
  if (comparators.length === 1) {
    const compare = comparators[0]!;
    sorted.sort((a, b) => compare(a, b) || a - b);
    return sorted;
  }
  sorted.sort((a, b) => {
    for (let i = 0; i < comparators.length; i++) {
      const result = comparators[i]!(a, b);
      if (result !== 0) return result;
    }
    return a - b;
  });
  return sorted;
}
