import { describe, expect, it } from 'vitest';
import { formatCents, MoneyScalar, moneyText, toCents } from '../../api/src/graphql/scalars.js';

// Money goes from the numeric column's text to the answer without a binary float anywhere.
describe('exact money', () => {
  it('adds 0.10 and 0.20 to exactly 0.30 in cents (a float gives 0.30000000000000004)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    const installments = Array.from({ length: 10 }, () => '0.10');
    expect(formatCents(installments.reduce((sum, v) => sum + toCents(v), 0n))).toBe('1.00');
  });

  it('round-trips 1234567.89 and the largest numeric(14,2) through the scalar unchanged', () => {
    for (const text of ['1234567.89', '999999999999.99', '-0.01', '0.00']) {
      expect(MoneyScalar.serialize(text)).toBe(text);
      expect(MoneyScalar.parseValue(text)).toBe(text);
      expect(formatCents(toCents(text))).toBe(text);
    }
    // pg writes numeric(12,2) with its two decimals; a sum may come with fewer.
    expect(MoneyScalar.serialize('1234567.8')).toBe('1234567.80');
    expect(moneyText('45')).toBe('45.00');
  });

  it('refuses a money input with more than two decimals instead of rounding it', () => {
    expect(() => MoneyScalar.parseValue('12.345')).toThrow('El valor debe ser un monto con hasta dos decimales (por ejemplo "12.50")');
    expect(() => MoneyScalar.parseValue(0.1)).toThrow();
  });
});
