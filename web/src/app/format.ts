// Web-only display formats built on the shared domain helpers (es-EC, DD/MM/YYYY).
import { formatDate, formatTime, isSameDay } from '@domain/dates.js';

/** An ISO timestamp as 'HH:mm' when it is today, else 'DD/MM/YYYY HH:mm'; '' when unreadable. */
export function formatTimestamp(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now) ? formatTime(date) : `${formatDate(date)} ${formatTime(date)}`;
}
