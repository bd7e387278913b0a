import { describe, expect, it } from 'vitest';
import { formatTick, thinCategories, truncateAxisLabel, truncateLegendName } from '../../../web/src/widgets/charts/chart-format';
import { canStep, exportSize, stepScale } from '../../../web/src/widgets/charts/chart-size';

describe('axis labels', () => {
  it('keep up to 15 characters', () => {
    expect(truncateAxisLabel('Zamora Chinchi')).toBe('Zamora Chinchi');
    expect(truncateAxisLabel('123456789012345')).toBe('123456789012345');
  });

  it('above 15 characters are cut to 12 plus an ellipsis', () => {
    expect(truncateAxisLabel('1234567890123456')).toBe('123456789012...');
    expect(truncateAxisLabel('Santo Domingo de los Tsáchilas')).toBe('Santo Doming...');
  });

  it('count an accented letter as one character', () => {
    expect(truncateAxisLabel('ÁÉÍÓÚáéíóúÑñÁÉÍ')).toBe('ÁÉÍÓÚáéíóúÑñÁÉÍ');
    expect(truncateAxisLabel('ÁÉÍÓÚáéíóúÑñÁÉÍÓ')).toBe('ÁÉÍÓÚáéíóúÑñ...');
  });
});

describe('legend names', () => {
  it('keep up to 29 characters', () => {
    expect(truncateLegendName('12345678901234567890123456789')).toBe('12345678901234567890123456789');
  });

  it('above 29 characters are cut to 26 plus an ellipsis', () => {
    expect(truncateLegendName('123456789012345678901234567890')).toBe('12345678901234567890123456...');
    expect(truncateLegendName('Santo Domingo de los Tsáchilas')).toBe('Santo Domingo de los Tsách...');
  });
});

describe('axis ticks', () => {
  it('are es-EC numbers', () => {
    expect(formatTick(1234567)).toBe('1.234.567');
    expect(formatTick(2.5)).toBe('2,50');
  });
});

describe('size controls', () => {
  it('step by x1.1 and x0.9', () => {
    expect(stepScale(1, 1.1)).toBe(1.1);
    expect(stepScale(1.1, 1.1)).toBe(1.21);
    expect(stepScale(1, 0.9)).toBe(0.9);
    expect(stepScale(0.9, 0.9)).toBe(0.81);
  });

  it('stop between half and two and a half times the size', () => {
    expect(stepScale(0.52, 0.9)).toBe(0.5);
    expect(canStep(0.52, 0.9)).toBe(false);
    expect(stepScale(2.4, 1.1)).toBe(2.5);
    expect(canStep(2.4, 1.1)).toBe(false);
  });

  it('export keeps the chart proportions at the chosen width', () => {
    expect(exportSize(960, 600, 1000)).toEqual({ width: 1000, height: 625 });
    expect(exportSize(960, 600, 1200)).toEqual({ width: 1200, height: 750 });
  });
});

describe('category axis with many categories', () => {
  it('labels all categories that fit and every k-th otherwise', () => {
    const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
    expect(thinCategories(months, 1200, 90)).toEqual(months);
    expect(thinCategories(months, 360, 90)).toEqual(['ene', 'abr', 'jul', 'oct']);
    expect(thinCategories(months, 10, 90)).toEqual(['ene']);
  });
});
