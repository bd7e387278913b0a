import { inject } from 'vitest';
import { demoYear } from '../../api/src/db/seeders/demo-accounting-data.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as a date field takes it. */
export const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The demo year of the journeys' data: twelve periods ending with the month of the day the run
 * seeded it (`today`), so journeys name its months, not calendar dates that age.
 */
export function demoCalendar() {
  const today = inject('demoToday');
  const { start } = demoYear(today);
  /** Month k of the demo year (1 = the locked first period, 12 = today's): its first and last day. */
  const month = (k: number) => {
    const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k - 1, 1));
    const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + k, 0));
    return { from: iso(first), to: iso(last) };
  };
  /** The day `n` days after `day`. */
  const plusDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
  return { today, month, plusDays };
}
