// Calendar dates in the user's local time, written DD/MM/YYYY.
// Dates are built with new Date(y, m - 1, d) so no UTC shift ever changes the day.

export const INVALID_DATE_MESSAGE = 'UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA';

/** Month names, index 0 = January. */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Short month names, index 0 = January. */
export const MONTH_NAMES_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

/** Day names, indexed like Date.getDay(): 0 = Sunday. */
export const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** Short day names, indexed like Date.getDay(): 0 = Sunday. */
export const DAY_NAMES_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

/** Dates must be strictly after the year 2000. */
export const MIN_YEAR = 2001;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function isInvalid(d: Date): boolean {
  return Number.isNaN(d.getTime());
}

/** Parses exactly DD/MM/YYYY into a local-midnight Date; null unless it is a real calendar day with year 2001 or later. */
export function parseDate(s: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** True when parseDate accepts s. */
export function isValidDate(s: string): boolean {
  return parseDate(s) !== null;
}

/** Local date as 'DD/MM/YYYY'; '' for an invalid Date. */
export function formatDate(d: Date): string {
  if (isInvalid(d)) return '';
  return `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** ISO 'YYYY-MM-DD' (optionally with a time) → 'DD/MM/YYYY', read as text so no time zone moves it; anything else as it is. */
export function isoToDisplayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** Local time as 24-hour 'HH:mm'; '' for an invalid Date. */
export function formatTime(d: Date): string {
  if (isInvalid(d)) return '';
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Local date as 'YYYY-MM-DD' (no UTC conversion); '' for an invalid Date. */
export function toIsoDate(d: Date): string {
  if (isInvalid(d)) return '';
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** The business's time zone: the server reads every day of a filter and every hour of a plan in it. */
export const BUSINESS_TIME_ZONE = 'America/Guayaquil';

const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const BUSINESS_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A day in Ecuador as 'YYYY-MM-DD' (today by default), whatever the zone of the browser or server. */
export function businessDay(at: Date = new Date()): string {
  return BUSINESS_DAY.format(at);
}

/** The ISO day ('YYYY-MM-DD') `n` calendar days after the ISO day `day` (n may be negative). */
export function plusDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The hour in Ecuador as 'HH:MM' (now by default). */
export function businessTime(at: Date = new Date()): string {
  return BUSINESS_TIME.format(at);
}

/** True when both dates fall on the same local calendar day. */
export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A new Date at local midnight of d's day. */
export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** A new Date at local midnight, n calendar days after d's day (n may be negative). */
export function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}

/** List label of an item's date: 'HH:mm' when it is on now's day, otherwise 'DD MMM' (e.g. '05 ene'); '' for an invalid Date. */
export function itemDate(d: Date, now: Date): string {
  if (isInvalid(d)) return '';
  if (isSameDay(d, now)) return formatTime(d);
  return `${pad2(d.getDate())} ${MONTH_NAMES_SHORT[d.getMonth()]}`;
}
