import { AppError } from '../shared/app-error.js';
import { INT4 } from '../shared/field-limits.js';
import { parseId } from '../shared/input.js';
import { INPUT_MSG } from '../shared/messages.js';
import type { RestRequest } from './route.js';

/**
 * The one reader of legacy inputs (query, body and path values of the /rest routes). The router
 * has already run the input parser over every value (shared/input.ts: lengths, NUL, numeric
 * ranges); these readers turn a value into what the service takes, each exactly as the legacy
 * route read it: a variant is a parameter, never a silent change of what is accepted.
 */

/** Values a reader takes for "not sent". */
export type Absent = readonly unknown[];
const ABSENT: Absent = [undefined, null, ''];
/** Not sent, or -1 ("all" / "none" in the legacy filters). */
export const ABSENT_OR_ALL: Absent = [...ABSENT, '-1', -1];
const isAbsent = (v: unknown, absent: Absent = ABSENT) => absent.includes(v);
const inInt4 = (n: number) => n >= INT4[0] && n <= INT4[1];

// ---------------------------------------------------------------------------------------------
// Integers

/**
 * A query or body value of a legacy route as a whole number: null when absent, empty, not a
 * whole number or outside the database's int range (it finds nothing instead of reaching
 * PostgreSQL as a data error).
 */
export function optionalInteger(v: unknown): number | null {
  if (isAbsent(v)) return null;
  const n = Number(v);
  return Number.isInteger(n) && inInt4(n) ? n : null;
}

/** Like optionalInteger, but a number with decimals is cut to its whole part (1.9 → 1). */
export function truncatedInteger(v: unknown): number | null {
  if (isAbsent(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? optionalInteger(Math.trunc(n)) : null;
}

/**
 * An optional id through the input parser: null when absent or empty, otherwise an integer of
 * the key's column range, or refused naming the key ('El campo emp_codigo debe ser un número
 * entero entre 1 y 2147483647', inputid emp_codigo).
 */
export const integerParam = (v: unknown, key: string): number | null => parseId(v, key);

/**
 * An integer key written as digits (up to 10, optional '-'): absent or one of `none` (e.g. -1,
 * "all") is null; anything else outside the int range is refused naming the key.
 */
export function digitsParam(v: unknown, key: string, none: Absent = []): number | null {
  if (isAbsent(v) || none.includes(v)) return null;
  const n = typeof v === 'number' ? v : /^-?\d{1,10}$/.test(String(v).trim()) ? Number(String(v).trim()) : NaN;
  if (!Number.isInteger(n) || !inInt4(n)) throw AppError.input(key, INPUT_MSG.integer(key, INT4[0], INT4[1]));
  return n;
}

/**
 * A legacy list's `page` and `page_size` (query values), as the list services take them after
 * the filter: whole numbers from 1, decimals cut; anything else is the first page and the
 * service's default size (undefined).
 */
export function listPaging(query: Record<string, unknown>): [page: number, pageSize: number | undefined] {
  const positive = (v: unknown) => {
    const n = truncatedInteger(v);
    return n !== null && n >= 1 ? n : null;
  };
  return [positive(query.page) ?? 1, positive(query.page_size) ?? undefined];
}

export interface LooseNumberOptions {
  /** Values read as absent (null); undefined, null and '' unless told. */
  absent?: Absent;
  /** Blank text is absent too: 'text' only a string of spaces, 'any' anything whose String() is blank (an empty array). */
  blank?: 'text' | 'any';
  /** A value that is not a finite number: kept as Number() gives it (default), NaN, or null. */
  invalid?: 'keep' | 'nan' | 'null';
  /** Decimals are cut (1.9 → 1). */
  truncate?: boolean;
}

/**
 * A number read loosely, as most legacy routes did: null when absent, otherwise Number(v); a
 * value that is not a number goes through (NaN) for the service to refuse naming the field.
 */
export function looseNumber(v: unknown, { absent = ABSENT, blank, invalid = 'keep', truncate = false }: LooseNumberOptions = {}): number | null {
  if (isAbsent(v, absent)) return null;
  if (blank === 'any' && String(v).trim() === '') return null;
  if (blank === 'text' && typeof v === 'string' && v.trim() === '') return null;
  const n = truncate ? Math.trunc(Number(v)) : Number(v);
  if (invalid === 'keep' || Number.isFinite(n)) return n;
  return invalid === 'nan' ? NaN : null;
}

/** A number, or null when absent or not a finite number. */
export const finiteNumber = (v: unknown): number | null => looseNumber(v, { invalid: 'null' });

/** A code of the query or body read loosely: null when absent or blank (an empty array too), otherwise its number. */
export const optionalCode = (v: unknown): number | null => looseNumber(v, { blank: 'any' });

/**
 * A company code read with truncatedInteger (decimals cut, null when absent or not a number), but
 * a number below 1 or above the int range is refused naming the key.
 */
export function truncatedId(v: unknown, key: string): number | null {
  const asked = Math.trunc(Number(v));
  if (!isAbsent(v) && Number.isFinite(asked) && (asked < 1 || asked > INT4[1])) throw AppError.input(key, INPUT_MSG.integer(key, 1, INT4[1]));
  return truncatedInteger(v);
}

/** A path id as most routes read it: its number, or null for 0 or anything else. */
export const pathId = (v: string | undefined): number | null => Number(v) || null;

// ---------------------------------------------------------------------------------------------
// Booleans

/**
 * The sets of values a legacy checkbox sends for "yes":
 * - `tf`: 'T', 'true', '1', 1 or true, exactly (the T/F flags of most screens);
 * - `sn`: 't', 'true', '1', 's' or 'si' in any case (compared in lower case), 1 or true (the S/N forms of backups and scripts);
 * - `snUpper`: the same words compared in upper case (company creation): it differs from `sn` only for letters
 *   whose upper case is S or I ('ſ', 'ı'), kept as the route read them;
 * - `t`: 'T' or true only (flag objects such as {fe: 'T'});
 * - `one`: '1', 1 or true (the FAQ switches);
 * - `oneOrTrue`: '1', 'true', 1 or true (the tutorials' and tips' switches).
 */
export type FlagValues = 'tf' | 'sn' | 'snUpper' | 't' | 'one' | 'oneOrTrue';

const YES: Record<Exclude<FlagValues, 'sn' | 'snUpper'>, readonly unknown[]> = {
  tf: [true, 'T', 'true', '1', 1],
  t: [true, 'T'],
  one: [true, 1, '1'],
  oneOrTrue: [true, 1, '1', 'true'],
};
const SN_WORDS = ['true', 't', '1', 's', 'si'];
const SN_UPPER = ['T', 'S', 'SI', '1', 'TRUE'];

/** A legacy yes/no value: true only for the values of `values`. */
export function flag(v: unknown, values: FlagValues = 'tf'): boolean {
  if (values === 'sn') return v === true || v === 1 || SN_WORDS.includes(String(v ?? '').toLowerCase());
  if (values === 'snUpper') return v === true || v === 1 || SN_UPPER.includes(String(v ?? '').toUpperCase());
  return YES[values].includes(v);
}

/** Like flag, but null when the value is absent (undefined, null or ''). */
export const optionalFlag = (v: unknown, values: FlagValues = 'tf'): boolean | null => (isAbsent(v) ? null : flag(v, values));

// ---------------------------------------------------------------------------------------------
// Text, objects and lists

/** A value as text: '' when undefined or null. */
export const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** A value as text, or null when undefined or null. */
export const optionalText = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

/** A string as sent; anything else (a number, an object) is ''. */
export const stringOnly = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A nested object of the body ({} when missing, an array or a scalar). */
export const objectParam = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The query and the body as one set of inputs (a body value wins). */
export const inputsOf = (r: RestRequest) => ({ ...r.query, ...r.body }) as Record<string, unknown>;

/** The value of the first of `names` present (not undefined, null nor '') in `source`. */
export function pick(source: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (!isAbsent(source[name])) return source[name];
  return undefined;
}

/** A list sent as an array or comma-separated text, its items trimmed, empty ones dropped. */
export const textList = (v: unknown): string[] =>
  isAbsent(v) ? [] : (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean);

/** A list of codes (emp_codigo, tac_codigo...) as an array or comma-separated text; items that are not integers are dropped. */
export const integerList = (v: unknown): number[] =>
  isAbsent(v) ? [] : (Array.isArray(v) ? v : String(v).split(',')).map(Number).filter((n) => Number.isInteger(n));

// ---------------------------------------------------------------------------------------------
// Dates

/** A day as the screens send it, DD/MM/YYYY, or AAAA-MM-DD: as AAAA-MM-DD (other text as sent, trimmed; empty is null). */
export function legacyDay(v: unknown): string | null {
  const given = typeof v === 'string' ? v.trim() : '';
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(given);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : given || null;
}

/** A day in AAAA-MM-DD only (a real day from 1900), null when empty; anything else is refused naming the field with `message`. */
export function isoDay(v: unknown, field: string, message: (field: string) => string): string | null {
  const given = text(v).trim();
  if (!given) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== given || day.getUTCFullYear() < 1900) throw AppError.input(field, message(field));
  return given;
}
