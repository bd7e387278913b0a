import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../web/src/app/apollo';

describe('subscription socket reconnection', () => {
  it('waits 1000 ms at first, doubles, and never more than 5000 ms before jitter', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, 0.5))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
  it('spreads each wait by a jitter of 0.5 (between half and one and a half times)', () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999999)).toBeCloseTo(1500, 0);
    expect(reconnectDelay(5, 0)).toBe(2500);
  });
});
