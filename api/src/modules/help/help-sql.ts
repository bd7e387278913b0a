import { AppError } from '../../shared/app-error.js';
import { HELP_MSG } from './help-messages.js';
export { run } from '../../db/sql.js';

/** A positive integer id, refused naming the field otherwise. */
export function idOf(value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw AppError.input(field, HELP_MSG.id(field));
  return n;
}

/** An optional text, trimmed; empty is null; longer than `max` refused with `message`. */
export function textOf(value: unknown, field: string, max: number, message: string, required = false): string | null {
  const text = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value).trim();
  if (text.length > max || (required && !text)) throw AppError.input(field, message);
  return text || null;
}

/** An order: an integer from 0 to 1e9, or null to compute it. */
export function orderOf(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000_000) throw AppError.input(field, HELP_MSG.order);
  return n;
}

/** 0 or 1 (a flag). */
export function flagOf(value: unknown, field: string, fallback: 0 | 1): 0 | 1 {
  if (value === null || value === undefined || value === '') return fallback;
  if (value === true || value === 1 || value === '1' || value === 'T') return 1;
  if (value === false || value === 0 || value === '0' || value === 'F') return 0;
  throw AppError.input(field, HELP_MSG.active);
}

/** An http(s) link or null. */
export function urlOf(value: unknown, field: string, max: number): string | null {
  const text = textOf(value, field, max, HELP_MSG.url(field));
  if (text && !/^https?:\/\/[^\s]+$/i.test(text)) throw AppError.input(field, HELP_MSG.url(field));
  return text;
}

/** Decodes base64 (an optional data: URL prefix is dropped); refused naming the field if it is not base64. */
export function bytesOf(base64: string, field: string): Buffer {
  const clean = base64.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw AppError.input(field, HELP_MSG.badBase64);
  return Buffer.from(clean, 'base64');
}

/** Today 'YYYY-MM-DD' in Ecuador (UTC-5). */
export const todayEc = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
