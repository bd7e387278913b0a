import { describe, it, expect } from 'vitest';
import {
  isoToDisplayDate,
  DAY_NAMES,
  DAY_NAMES_SHORT,
  INVALID_DATE_MESSAGE,
  MONTH_NAMES,
  MONTH_NAMES_SHORT,
  addDays,
  formatDate,
  formatTime,
  isSameDay,
  isValidDate,
  itemDate,
  parseDate,
  startOfDay,
  toIsoDate,
} from '../../../api/src/domain/dates.js';

const parts = (d: Date | null): number[] | null => (d === null ? null : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]);

describe('parseDate', () => {
  it('returns the local-midnight date of a valid DD/MM/YYYY', () => {
    expect(parts(parseDate('15/03/2024'))).toEqual([2024, 3, 15, 0, 0]);
    expect(parts(parseDate('01/01/2024'))).toEqual([2024, 1, 1, 0, 0]);
    expect(parts(parseDate('31/12/2024'))).toEqual([2024, 12, 31, 0, 0]);
  });

  it('accepts the leap day 29/02/2024 and refuses 29/02/2023', () => {
    expect(parts(parseDate('29/02/2024'))).toEqual([2024, 2, 29, 0, 0]);
    expect(parseDate('29/02/2023')).toBeNull();
  });

  it('applies the century rules: 29/02/2100 refused, 29/02/2400 accepted', () => {
    expect(parseDate('29/02/2100')).toBeNull();
    expect(parts(parseDate('29/02/2400'))).toEqual([2400, 2, 29, 0, 0]);
  });

  it('refuses days past the end of the month (31/04, 30/02, 32/01)', () => {
    expect(parseDate('31/04/2024')).toBeNull();
    expect(parts(parseDate('30/04/2024'))).toEqual([2024, 4, 30, 0, 0]);
    expect(parseDate('30/02/2024')).toBeNull();
    expect(parseDate('32/01/2024')).toBeNull();
    expect(parseDate('31/06/2024')).toBeNull();
    expect(parseDate('31/09/2024')).toBeNull();
    expect(parseDate('31/11/2024')).toBeNull();
  });

  it('refuses day 00, month 00 and month 13', () => {
    expect(parseDate('00/01/2024')).toBeNull();
    expect(parseDate('01/00/2024')).toBeNull();
    expect(parseDate('01/13/2024')).toBeNull();
  });

  it('refuses the year 2000 and accepts 2001', () => {
    expect(parseDate('31/12/2000')).toBeNull();
    expect(parseDate('01/01/2000')).toBeNull();
    expect(parseDate('15/06/1999')).toBeNull();
    expect(parts(parseDate('01/01/2001'))).toEqual([2001, 1, 1, 0, 0]);
  });

  it('refuses anything other than exactly DD/MM/YYYY', () => {
    for (const s of [
      '',
      '1/1/2024',
      '01/1/2024',
      '1/01/2024',
      '01/01/24',
      '01-01-2024',
      '2024-01-01',
      '01/01/2024 ',
      ' 01/01/2024',
      '01/01/02024',
      'aa/bb/cccc',
      '01/01/2024 10:00',
    ]) {
      expect(parseDate(s)).toBeNull();
    }
  });
});

describe('isValidDate', () => {
  it('agrees with parseDate', () => {
    expect(isValidDate('29/02/2024')).toBe(true);
    expect(isValidDate('29/02/2023')).toBe(false);
    expect(isValidDate('01/01/2000')).toBe(false);
    expect(isValidDate('31/04/2024')).toBe(false);
  });
});

describe('formatDate', () => {
  it('writes DD/MM/YYYY with zero padding', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('05/01/2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
  });

  it('round-trips with parseDate', () => {
    for (const s of ['29/02/2024', '01/01/2001', '31/12/2099']) {
      expect(formatDate(parseDate(s)!)).toBe(s);
    }
  });

  it('returns an empty string for an invalid Date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatTime', () => {
  it('writes 24-hour HH:mm with zero padding', () => {
    expect(formatTime(new Date(2024, 0, 5, 9, 7))).toBe('09:07');
    expect(formatTime(new Date(2024, 0, 5, 0, 0))).toBe('00:00');
    expect(formatTime(new Date(2024, 0, 5, 23, 59, 59))).toBe('23:59');
    expect(formatTime(new Date(2024, 0, 5, 14, 30))).toBe('14:30');
  });

  it('returns an empty string for an invalid Date', () => {
    expect(formatTime(new Date(Number.NaN))).toBe('');
  });
});

describe('toIsoDate', () => {
  it('writes the local calendar day as YYYY-MM-DD, also late in the evening', () => {
    expect(toIsoDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(toIsoDate(new Date(2024, 11, 31, 23, 30))).toBe('2024-12-31');
    expect(toIsoDate(new Date(2024, 0, 1, 0, 30))).toBe('2024-01-01');
  });

  it('returns an empty string for an invalid Date', () => {
    expect(toIsoDate(new Date(Number.NaN))).toBe('');
  });
});

describe('isSameDay, startOfDay, addDays', () => {
  it('isSameDay compares the local calendar day only', () => {
    expect(isSameDay(new Date(2024, 2, 13, 0, 0), new Date(2024, 2, 13, 23, 59))).toBe(true);
    expect(isSameDay(new Date(2024, 2, 13), new Date(2024, 2, 14))).toBe(false);
    expect(isSameDay(new Date(2024, 2, 13), new Date(2023, 2, 13))).toBe(false);
  });

  it('startOfDay returns a new Date at local midnight', () => {
    const d = new Date(2024, 2, 13, 17, 45, 12);
    expect(parts(startOfDay(d))).toEqual([2024, 3, 13, 0, 0]);
    expect(d.getHours()).toBe(17);
  });

  it('addDays crosses month and year ends and accepts negatives', () => {
    expect(toIsoDate(addDays(new Date(2024, 1, 28), 1))).toBe('2024-02-29');
    expect(toIsoDate(addDays(new Date(2024, 11, 31), 1))).toBe('2025-01-01');
    expect(toIsoDate(addDays(new Date(2024, 0, 1), -1))).toBe('2023-12-31');
  });
});

describe('itemDate', () => {
  const now = new Date(2024, 2, 13, 16, 0);

  it('shows HH:mm for an item of today', () => {
    expect(itemDate(new Date(2024, 2, 13, 9, 5), now)).toBe('09:05');
    expect(itemDate(new Date(2024, 2, 13, 0, 0), now)).toBe('00:00');
  });

  it('shows DD MMM with the Spanish short month for older items', () => {
    expect(itemDate(new Date(2024, 2, 12, 23, 59), now)).toBe('12 mar');
    expect(itemDate(new Date(2024, 0, 5, 10, 0), now)).toBe('05 ene');
    expect(itemDate(new Date(2023, 8, 30), now)).toBe('30 sep');
    expect(itemDate(new Date(2023, 11, 1), now)).toBe('01 dic');
  });

  it('shows DD MMM for the same day and month of another year', () => {
    expect(itemDate(new Date(2023, 2, 13, 9, 5), now)).toBe('13 mar');
  });

  it('returns an empty string for an invalid Date', () => {
    expect(itemDate(new Date(Number.NaN), now)).toBe('');
  });
});

describe('Spanish names', () => {
  it('lists the short month names ene..dic', () => {
    expect(MONTH_NAMES_SHORT).toEqual(['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']);
  });

  it('lists the long month names enero..diciembre', () => {
    expect(MONTH_NAMES).toEqual(['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']);
  });

  it('lists day names indexed like Date.getDay (0 = domingo)', () => {
    expect(DAY_NAMES).toEqual(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
    expect(DAY_NAMES_SHORT).toEqual(['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb']);
    // 13/03/2024 was a Wednesday.
    expect(DAY_NAMES[new Date(2024, 2, 13).getDay()]).toBe('miércoles');
  });
});

describe('INVALID_DATE_MESSAGE', () => {
  it('is the exact Spanish message', () => {
    expect(INVALID_DATE_MESSAGE).toBe('UNA DE LAS FECHAS INGRESADAS ES INVÁLIDA');
  });
});

describe('isoToDisplayDate', () => {
  it('writes an ISO day (with or without a time) as DD/MM/YYYY and leaves anything else as it is', () => {
    expect(isoToDisplayDate('2026-11-23')).toBe('23/11/2026');
    expect(isoToDisplayDate('2026-02-01T05:00:00Z')).toBe('01/02/2026');
    expect(isoToDisplayDate('23/11/2026')).toBe('23/11/2026');
    expect(isoToDisplayDate('')).toBe('');
  });
});
