import { AppError } from './app-error.js';
import { FIELD_LIMITS, INT4, LIST_MAX, TEXT_MAX, type FieldLimit } from './field-limits.js';
import { INPUT_MSG } from './messages.js';

/**
 * The one input parser at the edge of the API (REST router and GraphQL root fields): every
 * string without NUL and within its column's length, every number finite and within its
 * column's range, every list within its item limit. Refusals are BAD_USER_INPUT naming the
 * field: the REST key, or the GraphQL argument path (`input.note`).
 */

/** A refused input value; `rename` names it again (the legacy name over REST). */
export class InputError extends AppError {
  constructor(
    readonly label: string,
    readonly describe: (label: string) => string,
    field: string,
  ) {
    super('BAD_USER_INPUT', describe(label), field, 'warning');
  }

  rename(label: string): InputError {
    return new InputError(label, this.describe, label);
  }
}

function refuse(label: string, field: string, describe: (label: string) => string): never {
  throw new InputError(label, describe, field);
}

/** The limit of a field: by its coordinate (`PackageInput.note`, `Mutation.login.x`) first, then by name. */
export function limitOf(name: string, coordinate?: string): FieldLimit {
  return (coordinate !== undefined ? FIELD_LIMITS[coordinate] : undefined) ?? FIELD_LIMITS[name] ?? {};
}

const INTEGER = /^\s*[-+]?\d+\s*$/;
const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;
// http(s)://…, a path from the root (not //host nor /\host, which browsers read as another
// host) or a relative path without a scheme (no ':' before any '/').
const SAFE_URL = /^(https?:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*|[A-Za-z0-9_#?.][^\s:\\]*)$/i;

/** True for a relative path or an http(s) address (never javascript:, data:, //host...). */
export function isSafeUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  if (/[\u0000-\u001f\u007f]/.test(text)) return false;
  return SAFE_URL.test(text);
}

/** An integer within [min, max] from a number or a numeric string; refuses 1e309, 'abc', 2^70. */
export function parseInteger(value: unknown, label: string, range: readonly [number, number] = INT4, field = label): number {
  const [min, max] = range;
  const n = typeof value === 'number' ? value : typeof value === 'string' && INTEGER.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) refuse(label, field, (l) => INPUT_MSG.integer(l, min, max));
  return n;
}

/** An optional id: null when absent or empty, otherwise an integer of the column's range. */
export function parseId(value: unknown, label: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  return parseInteger(value, label, limitOf(label).range ?? INT4);
}

/** A string without NUL and within `max` characters (refused, never cut). */
export function checkText(value: string, label: string, max = TEXT_MAX, field = label): string {
  if (value.includes('\u0000')) refuse(label, field, INPUT_MSG.nul);
  if (value.length > max) refuse(label, field, (l) => INPUT_MSG.tooLong(l, max));
  return value;
}

/** One string or number against its limit (text length and NUL, url, integer range). */
export function checkScalar(value: string | number, limit: FieldLimit, label: string, field: string): void {
  const range = limit.range ?? INT4;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) refuse(label, field, INPUT_MSG.number);
    if (limit.range || limit.integer) parseInteger(value, label, range, field);
    return;
  }
  checkText(value, label, limit.max ?? TEXT_MAX, field);
  if (limit.url && !isSafeUrl(value)) refuse(label, field, INPUT_MSG.url);
  if (limit.integer && value.trim() !== '') {
    const parts = limit.list ? value.split(',').filter((p) => p.trim() !== '') : [value];
    checkItems(parts, limit, label, field);
    // A number must be an integer in range here; other text is the route's to refuse with its
    // own message ('Debe seleccionar una empresa'), through parseId or its area's rule.
    for (const part of parts) if (NUMERIC.test(part)) parseInteger(part, label, range, field);
  }
}

/** A list within its item limit. */
export function checkItems(value: readonly unknown[], limit: FieldLimit, label: string, field: string): void {
  const items = limit.items ?? LIST_MAX;
  if (value.length > items) refuse(label, field, (l) => INPUT_MSG.tooMany(l, items));
}

/**
 * REST: walks one value of the query, body or path (any depth) by its key's limit; nested
 * values are named by their own key (the legacy name the client sent).
 */
export function checkValue(value: unknown, key: string): void {
  const limit = limitOf(key);
  if (typeof value === 'string' || typeof value === 'number') return checkScalar(value, limit, key, key);
  if (Array.isArray(value)) {
    checkItems(value, limit, key, key);
    if (limit.integer && !limit.list) refuse(key, key, (l) => INPUT_MSG.integer(l, (limit.range ?? INT4)[0], (limit.range ?? INT4)[1]));
    for (const item of value) checkValue(item, key);
    return;
  }
  // An object is walked by its own keys (a key may name an id in one route and a form in another).
  if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) checkValue(item, child);
}

/** REST: a path segment decoded, or refused when its percent-encoding is malformed. */
export function decodeSegment(raw: string, key: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return refuse(key, key, INPUT_MSG.malformed);
  }
}
