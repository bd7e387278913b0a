import { describe, it, expect } from 'vitest';
import { toIsoDate } from '../../../api/src/domain/dates.js';
import { PRESETS, daysInMonth, presetRange, quarterOf, quarterRange, type DatePreset } from '../../../api/src/domain/periods.js';

const quarter = (q: { start: Date; end: Date }): string[] => [toIsoDate(q.start), toIsoDate(q.end)];
const range = (preset: DatePreset, now: Date): string[] => {
  const r = presetRange(preset, now);
  return [toIsoDate(r.from), toIsoDate(r.to)];
};

// 13/03/2024 was a Wednesday; 11/03/2024 a Monday; 17/03/2024 a Sunday.
const WEDNESDAY = new Date(2024, 2, 13, 15, 45);

describe('daysInMonth', () => {
  it('knows the length of every month of a common year', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('gives February 29 days in leap years only', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('quarterRange', () => {
  it('spans months 1-3, 4-6, 7-9, 10-12 up to the last day of the third month', () => {
    expect(quarter(quarterRange(2024, 1))).toEqual(['2024-01-01', '2024-03-31']);
    expect(quarter(quarterRange(2024, 2))).toEqual(['2024-04-01', '2024-06-30']);
    expect(quarter(quarterRange(2024, 3))).toEqual(['2024-07-01', '2024-09-30']);
    expect(quarter(quarterRange(2024, 4))).toEqual(['2024-10-01', '2024-12-31']);
  });

  it('returns local-midnight boundaries', () => {
    const q = quarterRange(2024, 2);
    expect([q.start.getHours(), q.start.getMinutes(), q.end.getHours(), q.end.getMinutes()]).toEqual([0, 0, 0, 0]);
  });

  it('throws RangeError for a quarter outside 1..4', () => {
    expect(() => quarterRange(2024, 0)).toThrow(RangeError);
    expect(() => quarterRange(2024, 5)).toThrow(RangeError);
    expect(() => quarterRange(2024, 1.5)).toThrow(RangeError);
  });
});

describe('quarterOf', () => {
  it('finds the quarter of the first and last day of each quarter', () => {
    expect(quarter(quarterOf(new Date(2024, 0, 1)))).toEqual(['2024-01-01', '2024-03-31']);
    expect(quarter(quarterOf(new Date(2024, 2, 31, 23, 59)))).toEqual(['2024-01-01', '2024-03-31']);
    expect(quarter(quarterOf(new Date(2024, 3, 1)))).toEqual(['2024-04-01', '2024-06-30']);
    expect(quarter(quarterOf(new Date(2024, 7, 15)))).toEqual(['2024-07-01', '2024-09-30']);
    expect(quarter(quarterOf(new Date(2024, 11, 31, 23, 59)))).toEqual(['2024-10-01', '2024-12-31']);
  });
});

describe('presetRange', () => {
  it('today: today to today at midnight', () => {
    expect(range('today', WEDNESDAY)).toEqual(['2024-03-13', '2024-03-13']);
    const r = presetRange('today', WEDNESDAY);
    expect([r.from.getHours(), r.to.getHours(), r.to.getMinutes()]).toEqual([0, 0, 0]);
  });

  it('yesterday: the day before, across a year end', () => {
    expect(range('yesterday', WEDNESDAY)).toEqual(['2024-03-12', '2024-03-12']);
    expect(range('yesterday', new Date(2024, 0, 1, 8))).toEqual(['2023-12-31', '2023-12-31']);
  });

  it('week: Monday to Sunday of the current week', () => {
    expect(range('week', WEDNESDAY)).toEqual(['2024-03-11', '2024-03-17']);
  });

  it('week: on a Monday starts today, on a Sunday ends today', () => {
    expect(range('week', new Date(2024, 2, 11))).toEqual(['2024-03-11', '2024-03-17']);
    expect(range('week', new Date(2024, 2, 17, 22))).toEqual(['2024-03-11', '2024-03-17']);
  });

  it('week: crosses a month end (Friday 01/03/2024)', () => {
    expect(range('week', new Date(2024, 2, 1))).toEqual(['2024-02-26', '2024-03-03']);
  });

  it('month: first to last day of the current month', () => {
    expect(range('month', WEDNESDAY)).toEqual(['2024-03-01', '2024-03-31']);
    expect(range('month', new Date(2024, 1, 10))).toEqual(['2024-02-01', '2024-02-29']);
    expect(range('month', new Date(2024, 3, 30))).toEqual(['2024-04-01', '2024-04-30']);
  });

  it('previousMonth: first to last day of the month before, leap February included', () => {
    expect(range('previousMonth', WEDNESDAY)).toEqual(['2024-02-01', '2024-02-29']);
    expect(range('previousMonth', new Date(2023, 2, 31))).toEqual(['2023-02-01', '2023-02-28']);
  });

  it('previousMonth: in January it is December of the previous year', () => {
    expect(range('previousMonth', new Date(2024, 0, 15))).toEqual(['2023-12-01', '2023-12-31']);
  });

  it('year: 1 January to 31 December', () => {
    expect(range('year', WEDNESDAY)).toEqual(['2024-01-01', '2024-12-31']);
  });

  it('future: today to the same day one year later', () => {
    expect(range('future', WEDNESDAY)).toEqual(['2024-03-13', '2025-03-13']);
  });

  it('future: from 29/02 ends on 28/02 of the next year', () => {
    expect(range('future', new Date(2024, 1, 29))).toEqual(['2024-02-29', '2025-02-28']);
  });

  it('nextWeek: next Monday to next Sunday', () => {
    expect(range('nextWeek', WEDNESDAY)).toEqual(['2024-03-18', '2024-03-24']);
    expect(range('nextWeek', new Date(2024, 2, 11))).toEqual(['2024-03-18', '2024-03-24']);
  });

  it('nextWeek: on a Sunday starts tomorrow', () => {
    expect(range('nextWeek', new Date(2024, 2, 17))).toEqual(['2024-03-18', '2024-03-24']);
  });

  it('nextWeek: crosses a year end', () => {
    // 31/12/2024 was a Tuesday.
    expect(range('nextWeek', new Date(2024, 11, 31))).toEqual(['2025-01-06', '2025-01-12']);
  });

  it('does not change now', () => {
    const now = new Date(2024, 2, 13, 15, 45);
    presetRange('week', now);
    expect(now.getTime()).toBe(new Date(2024, 2, 13, 15, 45).getTime());
  });
});

describe('PRESETS', () => {
  it('lists every preset with its Spanish label, in display order', () => {
    expect(PRESETS).toEqual([
      { key: 'today', label: 'Hoy' },
      { key: 'yesterday', label: 'Ayer' },
      { key: 'week', label: 'Semana' },
      { key: 'month', label: 'Mes' },
      { key: 'previousMonth', label: 'Mes anterior' },
      { key: 'year', label: 'Año' },
      { key: 'future', label: 'Futuro' },
      { key: 'nextWeek', label: 'Próxima semana' },
    ]);
  });

  it('every listed preset has a range', () => {
    for (const { key } of PRESETS) {
      const r = presetRange(key, WEDNESDAY);
      expect(r.from.getTime()).toBeLessThanOrEqual(r.to.getTime());
    }
  });
});
