import { roundHalfAwayFromZero } from '@domain/money';
import { numericValues } from './column-values';
import { columnDecimals, isNumericColumn, type ReportColumn, type ReportRow } from './report-column';

/** A total: a number, or for CU in a text or date column the last row's text (an ISO date for dates). */
export type TotalValue = number | string | null;

/**
 * Footer and group totals of the spec (001 §9, 002 §9): T the sum of the column, CU the value of
 * the last row, CONT the number of rows, F or absent nothing. Rows are given as indices into the
 * data, in the order they are shown.
 */
export function columnTotal(column: ReportColumn, data: readonly ReportRow[], indices: readonly number[]): TotalValue {
  const key = column.di_column;
  switch (column.di_total) {
    case 'T': {
      const values = numericValues(data, key);
      let sum = 0;
      for (let i = 0; i < indices.length; i++) {
        const value = values[indices[i]!]!;
        if (value === value) sum += value;
      }
      // Sums of cents pick up binary noise (0.1 + 0.2); the column's decimals are what it means.
      return isNumericColumn(column) ? roundHalfAwayFromZero(sum, columnDecimals(column)) : sum;
    }
    case 'CU': {
      if (indices.length === 0) return null;
      const value = data[indices[indices.length - 1]!]![key];
      if (isNumericColumn(column)) return typeof value === 'number' ? value : null;
      // The last row's value whatever the column holds: a balance, but also a date or a text.
      return value == null || value === '' ? null : String(value);
    }
    case 'CONT':
      return indices.length;
    default:
      return null;
  }
}

/** True when the column shows something in the totals footer. */
export function hasTotal(column: Pick<ReportColumn, 'di_total'>): boolean {
  return column.di_total === 'T' || column.di_total === 'CU' || column.di_total === 'CONT';
}

/** Totals of every column that has one, by column key. */
export function columnTotals(columns: readonly ReportColumn[], data: readonly ReportRow[], indices: readonly number[]): Record<string, TotalValue> {
  const totals: Record<string, TotalValue> = {};
  for (const column of columns) {
    if (hasTotal(column)) totals[column.di_column] = columnTotal(column, data, indices);
  }
  return totals;
}

/** Decimals a total is written with: CONT counts rows, so it has none. */
export function totalDecimals(column: ReportColumn): number {
  return column.di_total === 'CONT' ? 0 : columnDecimals(column);
}
