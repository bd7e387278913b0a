// Keystroke sanitizers for numeric inputs and small number checks.
// A minus is "leading" when no digit or point was kept before it (dropped characters do not count).

export const NUMERIC_MESSAGE = 'El valor debe ser numérico';
export const GREATER_THAN_ZERO_MESSAGE = 'El valor debe ser mayor a cero';
export const AT_LEAST_ZERO_MESSAGE = 'El valor no puede ser negativo';

/** Message for a value outside [min, max]. */
export function betweenMessage(min: number, max: number): string {
  return `El valor debe estar entre ${min} y ${max}`;
}

function sanitize(s: string, allowPoint: boolean): string {
  let result = '';
  let hasPoint = false;
  for (const ch of s) {
    if (ch >= '0' && ch <= '9') {
      result += ch;
    } else if (ch === '.' && allowPoint && !hasPoint) {
      result += ch;
      hasPoint = true;
    } else if (ch === '-' && result === '') {
      result += ch;
    }
  }
  return result;
}

/** Keeps digits, the first '.' and a leading '-'; drops everything else ('-1a2.3.4-' → '-12.34'). */
export function sanitizeDecimal(s: string): string {
  return sanitize(s, true);
}

/** Keeps digits and a leading '-'; drops everything else, points included ('-1.5' → '-15'). */
export function sanitizeInteger(s: string): string {
  return sanitize(s, false);
}

/** True for a finite number, or a string (outer spaces ignored) of plain decimal notation: '-12', '1.5', '.5', '5.'; false for '', '-', '.', '1e3', '0x10', '1,5'. */
export function isNumeric(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(value.trim());
}

function toNumber(value: string | number): number | null {
  if (!isNumeric(value)) return null;
  return typeof value === 'number' ? value : Number(value.trim());
}

/** True when value is numeric and > 0. */
export function isGreaterThanZero(value: string | number): boolean {
  const n = toNumber(value);
  return n !== null && n > 0;
}

/** True when value is numeric and >= 0. */
export function isAtLeastZero(value: string | number): boolean {
  const n = toNumber(value);
  return n !== null && n >= 0;
}

/** True when value is numeric and min <= value <= max. */
export function isBetween(value: string | number, min: number, max: number): boolean {
  const n = toNumber(value);
  return n !== null && n >= min && n <= max;
}
