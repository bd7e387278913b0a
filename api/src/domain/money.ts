// es-EC numbers written by hand (no Intl locale data): '.' groups thousands, ',' marks decimals.
// Money is US dollars written '$1.234,50' (no space); negatives '-$1.234,50'.

export const INVALID_NUMBER_MESSAGE = 'Ingrese un número válido';

const MAX_DECIMALS = 20;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`El número de decimales debe estar entre 0 y ${MAX_DECIMALS}`);
  }
}

// Multiplies a non-negative number by 10^exponent through its decimal text, so 1.005 shifts to exactly 100.5.
function shift(value: number, exponent: number): number {
  const [mantissa, power = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

/** Rounds n to `decimals` places, halves away from zero, on its decimal text (1.005 → 1.01, -2.5 → -3 with 0 decimals); never returns -0. */
export function roundHalfAwayFromZero(n: number, decimals = 2): number {
  checkDecimals(decimals);
  if (!Number.isFinite(n)) return n;
  const scaled = shift(Math.abs(n), decimals);
  // From 2^52 up a double has no fractional part left to round at this scale.
  if (scaled >= 2 ** 52) return n;
  const rounded = shift(Math.round(scaled), -decimals);
  if (rounded === 0) return 0;
  return n < 0 ? -rounded : rounded;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function plainDigits(abs: number, decimals: number): string {
  if (abs < 1e21) return abs.toFixed(decimals);
  // toFixed switches to exponent notation from 1e21; such numbers are integers anyway.
  const integer = BigInt(abs).toString();
  return decimals > 0 ? `${integer}.${'0'.repeat(decimals)}` : integer;
}

/** Formats n rounded half away from zero: 1234567.891 → '1.234.567,89', -1234.5 → '-1.234,50'; no sign when the rounded value is zero; '' when n is not finite. */
export function formatNumber(n: number, decimals = 2): string {
  checkDecimals(decimals);
  if (!Number.isFinite(n)) return '';
  const rounded = roundHalfAwayFromZero(n, decimals);
  const [integer = '0', fraction] = plainDigits(Math.abs(rounded), decimals).split('.');
  const text = groupThousands(integer) + (fraction === undefined ? '' : `,${fraction}`);
  return rounded < 0 ? `-${text}` : text;
}

/** Formats dollars with 2 decimals: 1234.5 → '$1.234,50', -1234.5 → '-$1.234,50'; '' when n is not finite. */
export function formatMoney(n: number): string {
  const text = formatNumber(n, 2);
  if (text === '') return '';
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Reads an es-EC number ('1.234,50' → 1234.5, '1234,5', '-$1.234,50'); groups must be 3 digits, so '1234.5' is null; null when not a number. */
export function parseNumber(s: string): number | null {
  const match = /^(-)?\$?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(s.trim());
  if (!match) return null;
  const [, minus, integer = '', fraction] = match;
  const value = Number(`${integer.replaceAll('.', '')}${fraction === undefined ? '' : `.${fraction}`}`);
  if (value === 0) return 0;
  return minus ? -value : value;
}
