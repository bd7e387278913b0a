// Calendar periods: quarters and the date-range presets of the filters.
// Every boundary is a local-midnight Date; `end` / `to` is the last day included.

import { addDays, startOfDay } from './dates.js';

export interface Quarter {
  start: Date;
  end: Date;
}

export interface DateRange {
  from: Date;
  to: Date;
}

export type DatePreset = 'today' | 'yesterday' | 'week' | 'month' | 'previousMonth' | 'year' | 'future' | 'nextWeek';

/** Presets in display order with their labels. */
export const PRESETS: ReadonlyArray<{ readonly key: DatePreset; readonly label: string }> = [
  { key: 'today', label: 'Hoy' },
  { key: 'yesterday', label: 'Ayer' },
  { key: 'week', label: 'Semana' },
  { key: 'month', label: 'Mes' },
  { key: 'previousMonth', label: 'Mes anterior' },
  { key: 'year', label: 'Año' },
  { key: 'future', label: 'Futuro' },
  { key: 'nextWeek', label: 'Próxima semana' },
];

/** Number of days of a month (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** The quarter (months 1-3, 4-6, 7-9, 10-12) numbered 1..4; throws RangeError for any other quarter. */
export function quarterRange(year: number, quarter: number): Quarter {
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > 4) {
    throw new RangeError('El trimestre debe estar entre 1 y 4');
  }
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  return {
    start: new Date(year, firstMonth - 1, 1),
    end: new Date(year, lastMonth - 1, daysInMonth(year, lastMonth)),
  };
}

/** The quarter containing date's local day: first day of its first month to last day of its third month. */
export function quarterOf(date: Date): Quarter {
  return quarterRange(date.getFullYear(), Math.floor(date.getMonth() / 3) + 1);
}

function mondayOf(d: Date): Date {
  const daysSinceMonday = (d.getDay() + 6) % 7;
  return addDays(d, -daysSinceMonday);
}

function monthRange(year: number, monthIndex: number): DateRange {
  const first = new Date(year, monthIndex, 1);
  return {
    from: first,
    to: new Date(first.getFullYear(), first.getMonth(), daysInMonth(first.getFullYear(), first.getMonth() + 1)),
  };
}

// Same day one year later; 29 Feb becomes 28 Feb of the next year.
function sameDayNextYear(d: Date): Date {
  const year = d.getFullYear() + 1;
  const month = d.getMonth();
  return new Date(year, month, Math.min(d.getDate(), daysInMonth(year, month + 1)));
}

/** The range of a preset relative to now: week = Monday to Sunday, future = today to the same day next year. */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week': {
      const monday = mondayOf(today);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return monthRange(today.getFullYear(), today.getMonth());
    case 'previousMonth':
      return monthRange(today.getFullYear(), today.getMonth() - 1);
    case 'year':
      return { from: new Date(today.getFullYear(), 0, 1), to: new Date(today.getFullYear(), 11, 31) };
    case 'future':
      return { from: today, to: sameDayNextYear(today) };
    case 'nextWeek': {
      const nextMonday = addDays(mondayOf(today), 7);
      return { from: nextMonday, to: addDays(nextMonday, 6) };
    }
  }
}

/** From the first day of (fromYear, fromMonth) to the last day of (toYear, toMonth), months 1..12; throws RangeError for another month. */
export function monthSpanRange(fromYear: number, fromMonth: number, toYear: number, toMonth: number): DateRange {
  for (const month of [fromMonth, toMonth]) {
    if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('El mes debe estar entre 1 y 12');
  }
  return { from: new Date(fromYear, fromMonth - 1, 1), to: new Date(toYear, toMonth - 1, daysInMonth(toYear, toMonth)) };
}
