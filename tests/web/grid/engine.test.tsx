import { describe, expect, it } from 'vitest';
import { SALES_COLUMNS, generateSales } from '../../../web/src/features/widgets-demo/demo-data';
import { allGroupTotals, runGridQuery, type GridQuery } from '../../../web/src/widgets/grid/grid-engine';
import { bodyRows, renderGrid } from './grid-helpers';

const rows = generateSales(100_000);

/**
 * Best of five timed runs after one warm-up, in ms. Printed, not asserted (the rule for
 * timings): other test files share the CPU, and tests/bench/grid.bench.ts measures in Chromium.
 */
function bestOf(run: () => void): number {
  run();
  const times = [0, 1, 2, 3, 4].map(() => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return Math.min(...times);
}

const NONE: GridQuery = { filters: [], sorting: [], grouping: [] };

describe('engine on 100.000 rows', () => {
  it('filters: the rows that match every filter (time printed)', () => {
    const query: GridQuery = {
      ...NONE,
      filters: [
        { columnId: 'cliente', operator: 'contains', text: 'comercial' },
        { columnId: 'total', operator: 'gt', text: '100' },
      ],
    };
    const expected = rows.filter((r) => String(r.cliente).toLowerCase().includes('comercial') && (r.total as number) > 100).length;
    expect(runGridQuery(rows, SALES_COLUMNS, query).indices).toHaveLength(expected);
    console.log(`filter 100.000 rows: ${bestOf(() => runGridQuery(rows, SALES_COLUMNS, query)).toFixed(1)} ms (target < 150 ms)`);
  });

  it('groups every row into 16 provinces with nested sellers, and totals every group (time printed)', () => {
    const query: GridQuery = { ...NONE, grouping: ['provincia', 'vendedor'] };
    const result = runGridQuery(rows, SALES_COLUMNS, query);
    expect(result.groups).toHaveLength(16);
    expect(result.groups.reduce((sum, g) => sum + g.indices.length, 0)).toBe(100_000);
    const pichincha = result.groups.find((g) => g.value === 'Pichincha')!;
    const totals = allGroupTotals(SALES_COLUMNS, rows, result.groups).get(pichincha.id)!;
    expect(totals.comprobante).toBe(rows.filter((r) => r.provincia === 'Pichincha').length);
    expect(totals.cantidad).toBe(rows.filter((r) => r.provincia === 'Pichincha').reduce((sum, r) => sum + (r.cantidad as number), 0));
    const ms = bestOf(() => allGroupTotals(SALES_COLUMNS, rows, runGridQuery(rows, SALES_COLUMNS, query).groups));
    console.log(`group + totals 100.000 rows: ${ms.toFixed(1)} ms (target < 150 ms)`);
  });

  it('the grid keeps only the rows in view in the DOM', () => {
    const { grid } = renderGrid({ columns: SALES_COLUMNS, data: rows, paging: false });
    expect(grid.getAttribute('aria-rowcount')).toBe(String(2 + 100_000 + 1));
    const shown = bodyRows(grid);
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.length).toBeLessThan(80);
    expect(grid.querySelector('.rgrid__foot [data-column="comprobante"]')!.textContent).toBe('100.000');
  });
});
