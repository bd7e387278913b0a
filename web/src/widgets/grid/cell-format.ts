import { BUSINESS_TIME_ZONE, isoToDisplayDate } from '@domain/dates';
import { formatNumber } from '@domain/money';
import { columnDecimals, isNumericColumn, type ReportColumn, type ReportRow } from './report-column';
import { readNumber } from './filters';
import { totalDecimals, type TotalValue } from './totals';

/** What a cell shows: es-EC numbers with the column's decimals, dates DD/MM/YYYY, text as is. */
export function formatCell(column: ReportColumn, value: ReportRow[string]): string {
  if (value == null || value === '') return '';
  if (isNumericColumn(column)) {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? formatNumber(n, columnDecimals(column)) : String(value);
  }
  if (column.type === 'date') return isoToDisplayDate(String(value));
  return String(value);
}

const DATE_TIME = new Intl.DateTimeFormat('es-EC', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as DD/MM/YYYY HH:mm in Ecuador's time; '' when there is none. */
export function dateTimeText(iso: string | null | undefined): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '';
}

/** A footer or group total as text ('' when the column has none); a CU text or date as its cell shows it. */
export function formatTotal(column: ReportColumn, total: TotalValue | undefined): string {
  if (total == null) return '';
  if (typeof total === 'string') return formatCell(column, total);
  return formatNumber(total, totalDecimals(column));
}

/** The spec's rule for edited numeric cells: anything that is not a number becomes 0. */
export function parseEditedNumber(text: string): number {
  return readNumber(text) ?? 0;
}

/** Inline style of a data cell from the column's colour and font settings. */
export function cellStyle(column: ReportColumn): { background?: string; color?: string; fontWeight?: string; fontStyle?: string } {
  const font = column.estilo_font ?? '';
  return {
    background: column.di_color || undefined,
    color: column.color_font || undefined,
    fontWeight: font.includes('bold') ? '600' : undefined,
    fontStyle: font.includes('italic') ? 'italic' : undefined,
  };
}
