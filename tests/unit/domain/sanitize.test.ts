import { describe, it, expect } from 'vitest';
import {
  AT_LEAST_ZERO_MESSAGE,
  GREATER_THAN_ZERO_MESSAGE,
  NUMERIC_MESSAGE,
  betweenMessage,
  isAtLeastZero,
  isBetween,
  isGreaterThanZero,
  isNumeric,
  sanitizeDecimal,
  sanitizeInteger,
} from '../../../api/src/domain/sanitize.js';

describe('sanitizeDecimal', () => {
  it('keeps a clean decimal unchanged', () => {
    expect(sanitizeDecimal('12.34')).toBe('12.34');
    expect(sanitizeDecimal('-12.34')).toBe('-12.34');
    expect(sanitizeDecimal('0')).toBe('0');
    expect(sanitizeDecimal('')).toBe('');
  });

  it('drops characters other than digits, point and minus', () => {
    expect(sanitizeDecimal('1a2b3')).toBe('123');
    expect(sanitizeDecimal('abc')).toBe('');
    expect(sanitizeDecimal('$ 1 234')).toBe('1234');
    expect(sanitizeDecimal('+5')).toBe('5');
    expect(sanitizeDecimal('1e3')).toBe('13');
  });

  it('drops the comma, which is not the decimal separator of the input', () => {
    expect(sanitizeDecimal('1,5')).toBe('15');
  });

  it('keeps the first point and drops the second, keeping the digits after it', () => {
    expect(sanitizeDecimal('1.2.3')).toBe('1.23');
    expect(sanitizeDecimal('1..2')).toBe('1.2');
    expect(sanitizeDecimal('..')).toBe('.');
  });

  it('keeps a leading point', () => {
    expect(sanitizeDecimal('.5')).toBe('.5');
    expect(sanitizeDecimal('-.5')).toBe('-.5');
  });

  it('drops a minus that is not leading', () => {
    expect(sanitizeDecimal('5-')).toBe('5');
    expect(sanitizeDecimal('1-2')).toBe('12');
    expect(sanitizeDecimal('--5')).toBe('-5');
    expect(sanitizeDecimal('.-5')).toBe('.5');
  });

  it('counts a minus as leading when only dropped characters come before it', () => {
    expect(sanitizeDecimal(' -5')).toBe('-5');
    expect(sanitizeDecimal('$-5')).toBe('-5');
  });

  it('applies every rule at once', () => {
    expect(sanitizeDecimal('-1a2.3.4-')).toBe('-12.34');
  });
});

describe('sanitizeInteger', () => {
  it('keeps a clean integer unchanged', () => {
    expect(sanitizeInteger('123')).toBe('123');
    expect(sanitizeInteger('-123')).toBe('-123');
  });

  it('drops every point', () => {
    expect(sanitizeInteger('1.5')).toBe('15');
    expect(sanitizeInteger('-1.5')).toBe('-15');
    expect(sanitizeInteger('1.2.3')).toBe('123');
  });

  it('drops other characters and a non-leading minus', () => {
    expect(sanitizeInteger('12abc')).toBe('12');
    expect(sanitizeInteger('1-2')).toBe('12');
    expect(sanitizeInteger('--1')).toBe('-1');
    expect(sanitizeInteger(' -7x')).toBe('-7');
  });
});

describe('isNumeric', () => {
  it('accepts finite numbers', () => {
    expect(isNumeric(0)).toBe(true);
    expect(isNumeric(-1.5)).toBe(true);
  });

  it('refuses NaN and infinities', () => {
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('accepts plain decimal strings, ignoring outer spaces', () => {
    for (const s of ['12', '-12', '1.5', '-1.5', '.5', '5.', '007', ' 7 ']) {
      expect(isNumeric(s)).toBe(true);
    }
  });

  it('refuses empty, partial and non-decimal strings', () => {
    for (const s of ['', ' ', '-', '.', '-.', '1e3', '0x10', '1,5', 'abc', '1.2.3', '+5', '1 2', 'Infinity']) {
      expect(isNumeric(s)).toBe(false);
    }
  });
});

describe('isGreaterThanZero', () => {
  it('is true for numbers above zero', () => {
    expect(isGreaterThanZero(1)).toBe(true);
    expect(isGreaterThanZero('0.01')).toBe(true);
  });

  it('is false for zero, negatives and non-numbers', () => {
    expect(isGreaterThanZero(0)).toBe(false);
    expect(isGreaterThanZero('0')).toBe(false);
    expect(isGreaterThanZero(-1)).toBe(false);
    expect(isGreaterThanZero('abc')).toBe(false);
    expect(isGreaterThanZero('')).toBe(false);
  });
});

describe('isAtLeastZero', () => {
  it('is true for zero and above', () => {
    expect(isAtLeastZero(0)).toBe(true);
    expect(isAtLeastZero('0')).toBe(true);
    expect(isAtLeastZero('-0')).toBe(true);
    expect(isAtLeastZero(3)).toBe(true);
  });

  it('is false for negatives and non-numbers', () => {
    expect(isAtLeastZero(-0.01)).toBe(false);
    expect(isAtLeastZero('-0.01')).toBe(false);
    expect(isAtLeastZero('x')).toBe(false);
    expect(isAtLeastZero(Number.NaN)).toBe(false);
  });
});

describe('isBetween', () => {
  it('includes both bounds', () => {
    expect(isBetween(1, 1, 10)).toBe(true);
    expect(isBetween(10, 1, 10)).toBe(true);
    expect(isBetween(5, 1, 10)).toBe(true);
    expect(isBetween('5.5', 1, 10)).toBe(true);
  });

  it('excludes values outside the bounds and non-numbers', () => {
    expect(isBetween(0.99, 1, 10)).toBe(false);
    expect(isBetween(10.01, 1, 10)).toBe(false);
    expect(isBetween('abc', 1, 10)).toBe(false);
    expect(isBetween('', 0, 10)).toBe(false);
  });
});

describe('number messages', () => {
  it('are Spanish texts', () => {
    expect(NUMERIC_MESSAGE).toBe('El valor debe ser numérico');
    expect(GREATER_THAN_ZERO_MESSAGE).toBe('El valor debe ser mayor a cero');
    expect(AT_LEAST_ZERO_MESSAGE).toBe('El valor no puede ser negativo');
    expect(betweenMessage(1, 10)).toBe('El valor debe estar entre 1 y 10');
  });
});
