/**
 * Exact decimal arithmetic of electronic documents: every amount is a bigint scaled to a fixed
 * number of decimals, parsed from its text, never a binary float. Money has 2 decimals;
 * quantities and unit prices up to 6 (the SRI's limit).
 */

export const MONEY_SCALE = 2;
export const DETAIL_SCALE = 6;

/** A non-negative decimal text or number with at most `scale` decimals as a scaled bigint; null when it is not one. */
export function parseScaled(value: unknown, scale: number): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole!) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
}

/** Rounds a value scaled by 10^from to 10^to decimals (to < from), halves away from zero. */
export function rescale(value: bigint, from: number, to: number): bigint {
  if (to >= from) return value * 10n ** BigInt(to - from);
  const divisor = 10n ** BigInt(from - to);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rounded = (abs + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}

/** Cents (scale 2) as '1234.50'. */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A scaled value as plain decimal text without trailing zeros ('2.5', '3'). */
export function scaledText(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** quantity × unit price (both scale 6) rounded to cents. */
export function lineGross(quantity: bigint, unitPrice: bigint): bigint {
  return rescale(quantity * unitPrice, DETAIL_SCALE * 2, MONEY_SCALE);
}

/** The tax of a base in cents at a rate given in hundredths of a percent (15% = 1500), rounded to cents. */
export function taxOf(baseCents: bigint, rateBasisPoints: bigint): bigint {
  return rescale(baseCents * rateBasisPoints, 4 + MONEY_SCALE, MONEY_SCALE);
}
