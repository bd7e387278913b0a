import { describe, expect, test } from 'vitest';
import { fitWidths } from '../../../web/src/widgets/grid/export/column-widths';

describe('column widths of the PDF and the print view', () => {
  test('are proportional to the screen widths and fill the page width', () => {
    expect(fitWidths([100, 300], 515)).toEqual([128.75, 386.25]);
  });

  test('give a number column its minimum and share the rest in proportion', () => {
    const widths = fitWidths([100, 100, 200], 400, [0, 150, 0]);
    expect(widths[1]).toBe(150);
    expect(widths[0]! + widths[2]!).toBeCloseTo(250, 10);
    expect(widths[2]! / widths[0]!).toBeCloseTo(2, 10);
  });

  test('shrink alike when even the minimums do not fit', () => {
    const widths = fitWidths([100, 100], 100, [80, 120]);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 10);
    expect(widths[1]! / widths[0]!).toBeCloseTo(1.5, 10);
  });
});
