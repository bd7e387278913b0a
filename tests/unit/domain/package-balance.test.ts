import { describe, expect, it } from 'vitest';
import { balanceClass, isValidEmail, type BalanceInput } from '../../../api/src/domain/package-balance.js';

const base: BalanceInput = { hasPackage: true, acquired: 1000, saldo: 500, excess: 0, notifyPercentage: 15, endDate: '2027-06-30', today: '2026-11-23' };
const cls = (over: Partial<BalanceInput>) => balanceClass({ ...base, ...over });

describe('balanceClass', () => {
  it('is sinasignar without a package in force, whatever the numbers', () => {
    expect(cls({ hasPackage: false, saldo: 0, acquired: 0 })).toBe('sinasignar');
  });

  it('is excedido when used up, with excess, or past its end date', () => {
    expect(cls({ saldo: 0 })).toBe('excedido');
    expect(cls({ saldo: 10, excess: 1 })).toBe('excedido');
    expect(cls({ endDate: '2026-11-22' })).toBe('excedido');
  });

  it('is porcompletar at or under the notify percentage, or ending within 30 days (today counted)', () => {
    expect(cls({ saldo: 150 })).toBe('porcompletar');
    expect(cls({ saldo: 151 })).toBe('disponible');
    expect(cls({ saldo: 300, notifyPercentage: 30 })).toBe('porcompletar');
    expect(cls({ endDate: '2026-12-23' })).toBe('porcompletar');
    expect(cls({ endDate: '2026-12-24' })).toBe('disponible');
    expect(cls({ endDate: '2026-11-23' })).toBe('porcompletar');
  });

  it('is disponible otherwise, also without an end date', () => {
    expect(cls({})).toBe('disponible');
    expect(cls({ endDate: null })).toBe('disponible');
  });
});

describe('isValidEmail', () => {
  it('takes one @ and a dotted domain, nothing with spaces', () => {
    expect(['a@b.ec', 'maria.jose@comercialandina.ec'].map(isValidEmail)).toEqual([true, true]);
    expect(['a@b', 'a b@c.ec', '@c.ec', 'a@@c.ec', 'nuevo@'].map(isValidEmail)).toEqual([false, false, false, false, false]);
  });
});
