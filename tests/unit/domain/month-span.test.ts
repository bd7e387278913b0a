import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../api/src/domain/dates.js';
import { monthSpanRange } from '../../../api/src/domain/periods.js';

const span = (fy: number, fm: number, ty: number, tm: number): string[] => {
  const r = monthSpanRange(fy, fm, ty, tm);
  return [toIsoDate(r.from), toIsoDate(r.to)];
};

describe('monthSpanRange', () => {
  it('runs from the first day of the start month to the last day of the end month', () => {
    expect(span(2026, 1, 2026, 3)).toEqual(['2026-01-01', '2026-03-31']);
    expect(span(2026, 4, 2026, 4)).toEqual(['2026-04-01', '2026-04-30']);
  });

  it('ends February on the 29th in a leap year and on the 28th otherwise', () => {
    expect(span(2024, 2, 2024, 2)).toEqual(['2024-02-01', '2024-02-29']);
    expect(span(2025, 2, 2025, 2)).toEqual(['2025-02-01', '2025-02-28']);
  });

  it('spans across years', () => {
    expect(span(2025, 11, 2026, 2)).toEqual(['2025-11-01', '2026-02-28']);
  });

  it('refuses a month outside 1..12', () => {
    expect(() => monthSpanRange(2026, 0, 2026, 3)).toThrow(new RangeError('El mes debe estar entre 1 y 12'));
    expect(() => monthSpanRange(2026, 1, 2026, 13)).toThrow(RangeError);
  });
});
