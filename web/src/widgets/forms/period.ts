// Report periods (inf_periodo 2 and 3 by months, 4 by quarters) as the report filter form's fields.
import { formatDate } from '@domain/dates';
import { monthSpanRange, quarterRange } from '@domain/periods';

/** The filter fields a period fills: years and months (1..12) of both ends, and the resulting DD/MM/YYYY range. */
export interface PeriodValue {
  anioa: number;
  mesa: number;
  aniob: number;
  mesb: number;
  desde: string;
  hasta: string;
}

export type PeriodKind = 'months' | 'quarter';

/** inf_periodo 4 is a quarter; 2 and 3 are month-based. */
export function periodKind(infPeriodo: number): PeriodKind {
  return infPeriodo === 4 ? 'quarter' : 'months';
}

/** From the first day of anioa/mesa to the last day of aniob/mesb; null when the start comes after the end. */
export function monthPeriod(anioa: number, mesa: number, aniob: number, mesb: number): PeriodValue | null {
  if (anioa * 12 + mesa > aniob * 12 + mesb) return null;
  const range = monthSpanRange(anioa, mesa, aniob, mesb);
  return { anioa, mesa, aniob, mesb, desde: formatDate(range.from), hasta: formatDate(range.to) };
}

/** Quarter 1..4 of a year: its first and third months and its first and last days. */
export function quarterPeriod(year: number, quarter: number): PeriodValue {
  const range = quarterRange(year, quarter);
  const mesa = range.start.getMonth() + 1;
  return { anioa: year, mesa, aniob: year, mesb: mesa + 2, desde: formatDate(range.start), hasta: formatDate(range.end) };
}
