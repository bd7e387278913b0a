import { parseDate, toIsoDate } from '@domain/dates';
import { parseNumber } from '@domain/money';
import { isNumeric } from '@domain/sanitize';
import type { ReportColumn, ReportRow } from './report-column';

/**
 * The table filter of the spec (001 §5, 002 §5): text contains / equal / different, numbers
 * greater / less / equal / different, dates before / after / on; the first operator of each list
 * is the default.
 */
export type TextOperator = 'contains' | 'equals' | 'differs';
export type NumberOperator = 'gt' | 'lt' | 'eq' | 'ne';
export type DateOperator = 'before' | 'after' | 'on';
export type FilterOperator = TextOperator | NumberOperator | DateOperator;

export interface FilterOption {
  value: FilterOperator;
  label: string;
}

export const TEXT_OPERATORS: readonly FilterOption[] = [
  { value: 'contains', label: 'Contiene' },
  { value: 'equals', label: 'Igual a' },
  { value: 'differs', label: 'Diferente de' },
];

export const NUMBER_OPERATORS: readonly FilterOption[] = [
  { value: 'gt', label: 'Mayor que' },
  { value: 'lt', label: 'Menor que' },
  { value: 'eq', label: 'Igual a' },
  { value: 'ne', label: 'Diferente de' },
];

export const DATE_OPERATORS: readonly FilterOption[] = [
  { value: 'before', label: 'Antes de' },
  { value: 'after', label: 'Después de' },
  { value: 'on', label: 'Igual a' },
];

/** Short marks drawn on the operator button; the full label is the select's option text. */
export const OPERATOR_MARKS: Record<FilterOperator, string> = {
  contains: '≈',
  equals: '=',
  differs: '≠',
  gt: '>',
  lt: '<',
  eq: '=',
  ne: '≠',
  before: '<',
  after: '>',
  on: '=',
};

export function operatorsFor(column: Pick<ReportColumn, 'type'>): readonly FilterOption[] {
  if (column.type === 'date') return DATE_OPERATORS;
  if (column.type === 'number' || column.type === 'integer') return NUMBER_OPERATORS;
  return TEXT_OPERATORS;
}

export function defaultOperator(column: Pick<ReportColumn, 'type'>): FilterOperator {
  return operatorsFor(column)[0]!.value;
}

/** What the user typed in one column's filter. */
export interface ColumnFilter {
  columnId: string;
  operator: FilterOperator;
  text: string;
}

export type FilterProblem = 'invalid-date' | 'invalid-number';

/** A filter ready to run: `test` sees a raw cell value and allocates nothing for numbers and dates. */
export interface CompiledFilter {
  columnId: string;
  test: (value: ReportRow[string]) => boolean;
}

export type CompileResult = { filter: CompiledFilter | null; problem?: undefined } | { filter: null; problem: FilterProblem };

/** Number typed in a filter or an edited cell: es-EC ('1.234,50', '12,5') or plain ('12.5'); null when neither. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const local = parseNumber(trimmed);
  if (local !== null) return local;
  return isNumeric(trimmed) ? Number(trimmed) : null;
}

// Equality on numbers tolerates binary rounding noise (0.1 + 0.2 equals 0.3).
const EPSILON = 1e-9;

/** Turns a typed filter into a predicate; an empty text means no filter; a bad date or number is a problem and filters nothing. */
export function compileFilter(column: ReportColumn, filter: ColumnFilter): CompileResult {
  const text = filter.text.trim();
  if (text === '') return { filter: null };
  const key = column.di_column;
  if (column.type === 'date') {
    const date = parseDate(text);
    if (!date) return { filter: null, problem: 'invalid-date' };
    // ISO dates order like strings, so no Date is built per row.
    const iso = toIsoDate(date);
    const test =
      filter.operator === 'before'
        ? (v: ReportRow[string]) => typeof v === 'string' && v !== '' && v < iso
        : filter.operator === 'after'
          ? (v: ReportRow[string]) => typeof v === 'string' && v > iso
          : (v: ReportRow[string]) => v === iso;
    return { filter: { columnId: key, test } };
  }
  if (column.type === 'number' || column.type === 'integer') {
    const target = readNumber(text);
    if (target === null) return { filter: null, problem: 'invalid-number' };
    const test =
      filter.operator === 'gt'
        ? (v: ReportRow[string]) => typeof v === 'number' && v > target
        : filter.operator === 'lt'
          ? (v: ReportRow[string]) => typeof v === 'number' && v < target
          : filter.operator === 'ne'
            ? (v: ReportRow[string]) => typeof v !== 'number' || Math.abs(v - target) > EPSILON
            : (v: ReportRow[string]) => typeof v === 'number' && Math.abs(v - target) <= EPSILON;
    return { filter: { columnId: key, test } };
  }
  const needle = text.toLowerCase();
  const test =
    filter.operator === 'equals'
      ? (v: ReportRow[string]) => v != null && String(v).trim().toLowerCase() === needle
      : filter.operator === 'differs'
        ? (v: ReportRow[string]) => v == null || String(v).trim().toLowerCase() !== needle
        : (v: ReportRow[string]) => v != null && String(v).toLowerCase().includes(needle);
  return { filter: { columnId: key, test } };
}

/** Indices of the rows that pass every filter, in data order. */
export function filterRowIndices(data: readonly ReportRow[], filters: readonly CompiledFilter[]): number[] {
  const result: number[] = [];
  const count = filters.length;
  outer: for (let i = 0; i < data.length; i++) {
    const row = data[i]!;
    for (let f = 0; f < count; f++) {
      const filter = filters[f]!;
      if (!filter.test(row[filter.columnId])) continue outer;
    }
    result.push(i);
  }
  return result;
}
