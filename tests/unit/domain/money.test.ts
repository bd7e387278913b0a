import { describe, it, expect } from 'vitest';
import { INVALID_NUMBER_MESSAGE, formatMoney, formatNumber, parseNumber, roundHalfAwayFromZero } from '../../../api/src/domain/money.js';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero for positives and negatives', () => {
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
    expect(roundHalfAwayFromZero(0.125, 2)).toBe(0.13);
    expect(roundHalfAwayFromZero(-0.125, 2)).toBe(-0.13);
    expect(roundHalfAwayFromZero(1.45, 1)).toBe(1.5);
  });

  it('rounds the written decimal, so 1.005 becomes 1.01 despite binary floating point', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(1.255, 2)).toBe(1.26);
  });

  it('rounds below half towards zero', () => {
    expect(roundHalfAwayFromZero(1.004, 2)).toBe(1);
    expect(roundHalfAwayFromZero(-1.004, 2)).toBe(-1);
  });

  it('uses 2 decimals by default', () => {
    expect(roundHalfAwayFromZero(1234.5678)).toBe(1234.57);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.004, 2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0, 2), 0)).toBe(true);
  });

  it('handles numbers written in exponent notation', () => {
    expect(roundHalfAwayFromZero(1e-7, 2)).toBe(0);
    expect(roundHalfAwayFromZero(1.23456e-5, 6)).toBe(0.000012);
    expect(roundHalfAwayFromZero(1e21, 2)).toBe(1e21);
  });

  it('leaves non-finite numbers as they are', () => {
    expect(roundHalfAwayFromZero(Number.NaN, 2)).toBeNaN();
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('throws RangeError for decimals that are negative, fractional or above 20', () => {
    expect(() => roundHalfAwayFromZero(1, -1)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 1.5)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 21)).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1000)).toBe('1.000,00');
    expect(formatNumber(999)).toBe('999,00');
    expect(formatNumber(100000)).toBe('100.000,00');
  });

  it('puts the minus sign before negatives', () => {
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(-0.5)).toBe('-0,50');
  });

  it('formats zero and drops the sign when a negative rounds to zero', () => {
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('rounds half away from zero, carrying into the thousands', () => {
    expect(formatNumber(999.995)).toBe('1.000,00');
    expect(formatNumber(-999.995)).toBe('-1.000,00');
    expect(formatNumber(1.005)).toBe('1,01');
  });

  it('honours the decimals argument, with no comma for 0 decimals', () => {
    expect(formatNumber(1234.5, 0)).toBe('1.235');
    expect(formatNumber(-1234.5, 0)).toBe('-1.235');
    expect(formatNumber(1234.5678, 3)).toBe('1.234,568');
    expect(formatNumber(0.1, 4)).toBe('0,1000');
  });

  it('does not switch to exponent notation for huge numbers', () => {
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000,00');
  });

  it('returns an empty string for NaN and infinities', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('throws RangeError for invalid decimals', () => {
    expect(() => formatNumber(1, -1)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes dollars as $ with no space and 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1.234,50');
    expect(formatMoney(0)).toBe('$0,00');
    expect(formatMoney(0.005)).toBe('$0,01');
    expect(formatMoney(1234567.891)).toBe('$1.234.567,89');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-1234.5)).toBe('-$1.234,50');
  });

  it('drops the sign when a negative rounds to zero', () => {
    expect(formatMoney(-0.004)).toBe('$0,00');
  });

  it('returns an empty string for NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('parseNumber', () => {
  it('reads dot groups and a decimal comma', () => {
    expect(parseNumber('1.234,50')).toBe(1234.5);
    expect(parseNumber('1.234.567,89')).toBe(1234567.89);
    expect(parseNumber('1.234')).toBe(1234);
  });

  it('reads numbers without groups', () => {
    expect(parseNumber('1234,5')).toBe(1234.5);
    expect(parseNumber('1234')).toBe(1234);
    expect(parseNumber('0,75')).toBe(0.75);
  });

  it('reads negatives and the dollar sign of formatMoney', () => {
    expect(parseNumber('-1.234,50')).toBe(-1234.5);
    expect(parseNumber('$1.234,50')).toBe(1234.5);
    expect(parseNumber('-$1.234,50')).toBe(-1234.5);
  });

  it('ignores outer spaces', () => {
    expect(parseNumber('  12,5 ')).toBe(12.5);
  });

  it('returns 0, not -0, for a negative zero', () => {
    expect(Object.is(parseNumber('-0,00'), 0)).toBe(true);
  });

  it('returns null for text that is not an es-EC number', () => {
    for (const s of ['', ' ', 'abc', '-', ',5', '1,', '1.23,4', '1234.5', '12.34.567', '1,2,3', '1e3', '+5', '1 234', '$', '$-1', '12a']) {
      expect(parseNumber(s)).toBeNull();
    }
  });

  it('round-trips formatNumber and formatMoney', () => {
    for (const n of [0, 1, -1, 1234.5, -1234567.89, 0.01, 999999.99]) {
      expect(parseNumber(formatNumber(n))).toBe(n);
      expect(parseNumber(formatMoney(n))).toBe(n);
    }
  });
});

describe('INVALID_NUMBER_MESSAGE', () => {
  it('is the Spanish message', () => {
    expect(INVALID_NUMBER_MESSAGE).toBe('Ingrese un número válido');
  });
});
