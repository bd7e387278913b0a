// Pure calendar arithmetic for the date popover (Monday-first weeks, keyboard moves) and its names.
import { addDays } from '@domain/dates';
import { daysInMonth } from '@domain/periods';

/** Weeks (Monday to Sunday) covering the month (monthIndex 0..11); days of the neighbouring months fill the edges. */
export function monthWeeks(year: number, monthIndex: number): Date[][] {
  const first = new Date(year, monthIndex, 1);
  const start = addDays(first, -((first.getDay() + 6) % 7));
  const last = new Date(year, monthIndex, daysInMonth(year, monthIndex + 1));
  const weeks: Date[][] = [];
  for (let monday = start; monday.getTime() <= last.getTime(); monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** Same day n months later, clamped to the month's last day (31/01 + 1 month = 28/02 or 29/02). */
export function addMonths(d: Date, n: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const day = Math.min(d.getDate(), daysInMonth(target.getFullYear(), target.getMonth() + 1));
  return new Date(target.getFullYear(), target.getMonth(), day);
}

/** The day a navigation key moves to from `d`, or null when the key does not navigate. */
export function moveByKey(key: string, d: Date): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(d, -1);
    case 'ArrowRight':
      return addDays(d, 1);
    case 'ArrowUp':
      return addDays(d, -7);
    case 'ArrowDown':
      return addDays(d, 7);
    case 'PageUp':
      return addMonths(d, -1);
    case 'PageDown':
      return addMonths(d, 1);
    case 'Home':
      return addDays(d, -((d.getDay() + 6) % 7));
    case 'End':
      return addDays(d, 6 - ((d.getDay() + 6) % 7));
    default:
      return null;
  }
}

/** 'enero' → 'Enero': the domain writes month and day names in lower case, as mid-sentence Spanish does; headings and lists start upper-case. */
export function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
