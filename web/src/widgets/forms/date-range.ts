// Pure rules of the date-range picker: parsing both fields, ordering, and the typing mask.
import { INVALID_DATE_MESSAGE, formatDate, parseDate, toIsoDate } from '@domain/dates';
import { RANGE_ORDER_MESSAGE } from './messages';

export type RangeField = 'desde' | 'hasta';

/** What the picker emits: the report filter's desde/hasta texts and the same days as local-midnight Dates. */
export interface DateRangeValue {
  desde: string;
  hasta: string;
  from: Date;
  to: Date;
  /**
   * The same days as 'YYYY-MM-DD', read in local time: what the API takes. Sending the Dates
   * instead would go through toISOString, which is UTC and moves the day east of Greenwich.
   */
  fromIso: string;
  toIso: string;
}

export type RangeCheck = { ok: true; value: DateRangeValue } | { ok: false; message: string; fields: RangeField[] };

/** Checks both DD/MM/YYYY texts; an unreadable one wins over the order check, and the refusal names the fields at fault. */
export function checkDateRange(desde: string, hasta: string): RangeCheck {
  const from = parseDate(desde.trim());
  const to = parseDate(hasta.trim());
  const invalid: RangeField[] = [];
  if (!from) invalid.push('desde');
  if (!to) invalid.push('hasta');
  if (!from || !to) return { ok: false, message: INVALID_DATE_MESSAGE, fields: invalid };
  if (from.getTime() > to.getTime()) return { ok: false, message: RANGE_ORDER_MESSAGE, fields: ['desde', 'hasta'] };
  return { ok: true, value: rangeValue(from, to) };
}

/** The emitted value of a range given as Dates. */
export function rangeValue(from: Date, to: Date): DateRangeValue {
  return { desde: formatDate(from), hasta: formatDate(to), from, to, fromIso: toIsoDate(from), toIso: toIsoDate(to) };
}

/**
 * Keeps digits and slashes (at most 10 characters) and, while the user is adding characters,
 * writes the slash after the day and the month so '15042026' becomes '15/04/2026'.
 */
export function maskDateTyping(previous: string, next: string): string {
  const cleaned = next.replace(/[^\d/]/g, '');
  const growing = cleaned.length > previous.length;
  if (!growing) return cleaned.slice(0, 10);
  // Slashes typed by hand where the mask puts them (or doubled there) are absorbed; elsewhere the text is left alone.
  const maskable = [...cleaned].every((ch, i) => ch !== '/' || i === 2 || i === 5 || cleaned[i - 1] === '/');
  if (!maskable) return cleaned.slice(0, 10);
  const digits = cleaned.replace(/\//g, '');
  let out = digits.slice(0, 2);
  if (digits.length >= 2) out += '/';
  out += digits.slice(2, 4);
  if (digits.length >= 4) out += '/';
  out += digits.slice(4, 8);
  return out;
}
