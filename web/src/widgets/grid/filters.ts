import { parseDate, toIsoDate } from '@domain/dates';
import { parseNumber } from '@domain/money';
import { isNumeric } from '@domain/sanitize';
import { cachedColumn, numericValues, type ColumnCache } from './column-values';
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

/**
 * A filter ready to run. `bind` reads the column once per data array (typed numbers, lower-cased
 * texts, both cached) and returns a test by row index that allocates nothing per row.
 */
export interface CompiledFilter {
  columnId: string;
  bind: (data: readonly ReportRow[]) => (index: number) => boolean;
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
    // ISO dates order like strings, so no Date is built per row. A value with a time
    // ('2026-01-05T10:30') belongs to its day: it sorts after the bare day and before that day
    // followed by the highest character.
    const iso = toIsoDate(date);
    const endOfDay = `${iso}\uffff`;
    const bind = (data: readonly ReportRow[]) => {
      const test =
        filter.operator === 'before'
          ? (v: ReportRow[string]) => typeof v === 'string' && v !== '' && v < iso
          : filter.operator === 'after'
            ? (v: ReportRow[string]) => typeof v === 'string' && v > endOfDay
            : (v: ReportRow[string]) => typeof v === 'string' && v.startsWith(iso);
      return (index: number) => test(data[index]![key]);
    };
    return { filter: { columnId: key, bind } };
  }
  if (column.type === 'number' || column.type === 'integer') {
    const target = readNumber(text);
    if (target === null) return { filter: null, problem: 'invalid-number' };
    const operator = filter.operator;
    const bind = (data: readonly ReportRow[]) => {
      // NaN marks an empty cell: it is never greater, less or equal, and always different.
      const values = numericValues(data, key);
      if (operator === 'gt') return (index: number) => values[index]! > target;
      if (operator === 'lt') return (index: number) => values[index]! < target;
      if (operator === 'ne') return (index: number) => !(Math.abs(values[index]! - target) <= EPSILON);
      return (index: number) => Math.abs(values[index]! - target) <= EPSILON;
    };
    return { filter: { columnId: key, bind } };
  }
  const needle = text.toLowerCase();
  const operator = filter.operator;
  const bind = (data: readonly ReportRow[]) => {
    const texts = lowerCaseTexts(data, key);
    if (operator === 'equals') return (index: number) => texts[index] === needle;
    if (operator === 'differs') return (index: number) => texts[index] !== needle;
    return (index: number) => texts[index]!.includes(needle);
  };
  return { filter: { columnId: key, bind } };
}

// Lower-cased, trimmed texts of a column, once per data array: every keystroke in a text filter
// then compares strings that already exist. An empty cell is '' (equal to no needle, since an
// empty filter text is no filter).
const lowerCase: ColumnCache<string[]> = new WeakMap();

function lowerCaseTexts(data: readonly ReportRow[], key: string): string[] {
  return cachedColumn(lowerCase, data, key, () =>
    data.map((row) => {
      const value = row[key];
      return value == null ? '' : String(value).trim().toLowerCase();
    }),
  );
}

/** Indices of the rows that pass every filter, in data order. */
export function filterRowIndices(data: readonly ReportRow[], filters: readonly CompiledFilter[]): number[] {
  const tests = filters.map((f) => f.bind(data));
  const count = tests.length;
  const result: number[] = [];
  outer: for (let i = 0; i < data.length; i++) {
    for (let f = 0; f < count; f++) {
      if (!tests[f]!(i)) continue outer;
    }
    result.push(i);
  }
  return result;
}
