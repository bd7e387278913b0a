import { INT4 } from '../shared/field-limits.js';

const absent = (v: unknown) => v === undefined || v === null || v === '';
const inInt4 = (n: number) => n >= INT4[0] && n <= INT4[1];

/**
 * A query or body value of a legacy route as a whole number: null when absent, empty, not a
 * whole number or outside the database's int range (it finds nothing instead of reaching
 * PostgreSQL as a data error).
 */
export function optionalInteger(v: unknown): number | null {
  if (absent(v)) return null;
  const n = Number(v);
  return Number.isInteger(n) && inInt4(n) ? n : null;
}

/** Like optionalInteger, but a number with decimals is cut to its whole part (1.9 → 1). */
export function truncatedInteger(v: unknown): number | null {
  if (absent(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? optionalInteger(Math.trunc(n)) : null;
}
