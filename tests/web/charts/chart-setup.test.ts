import { describe, expect, it } from 'vitest';
import { fromChartDefinition, normalizeSetup, toChartDefinition } from '../../../web/src/widgets/charts/chart-setup';
import { canStack, isBarLike, isLineLike, isPieLike } from '../../../web/src/widgets/charts/chart-types';
import { setupOf } from './chart-fixtures';

describe('chart types', () => {
  it('classes 3, 7, 10 and 11 as pie-like, 1, 2, 8 and 9 as bar-like and 4, 5 and 6 as line-like', () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100];
    expect(all.filter(isPieLike)).toEqual([3, 7, 10, 11]);
    expect(all.filter(isBarLike)).toEqual([1, 2, 8, 9]);
    expect(all.filter(isLineLike)).toEqual([4, 5, 6]);
    expect(all.filter(canStack)).toEqual([1, 2, 4, 5, 6, 8, 9]);
  });
});

describe('series mode', () => {
  it('is forced to 0 for every pie-like type', () => {
    for (const type of [3, 7, 10, 11] as const) {
      expect(normalizeSetup(setupOf({ type, seriesMode: 1, stacked: true }))).toMatchObject({ seriesMode: 0, stacked: false });
    }
  });

  it('is kept for bars and lines', () => {
    expect(normalizeSetup(setupOf({ type: 1, seriesMode: 1 })).seriesMode).toBe(1);
    expect(normalizeSetup(setupOf({ type: 4, seriesMode: 1 })).seriesMode).toBe(1);
  });
});

describe('saved chart definition (tvistainf)', () => {
  it('reads every field of tvistainf and the series igr_column list', () => {
    const setup = fromChartDefinition(
      { vin_tipgra: '2', vin_rotgra: 'T', vin_leygra: 'provincia', vin_modserie: 1, vin_haslabel: 1, vin_haslegend: 'F', vin_titgra: 'Ventas' },
      [{ igr_column: 'subtotal' }, { igr_column: 'total' }],
    );
    expect(setup).toEqual({
      type: 2,
      legendColumn: 'provincia',
      series: ['subtotal', 'total'],
      showLabels: true,
      showLegend: false,
      seriesMode: 1,
      stacked: true,
      mapKey: null,
      title: 'Ventas',
    });
  });

  it('writes a setup back with 1/0 flags', () => {
    const saved = toChartDefinition(
      setupOf({ type: 9, series: ['subtotal', 'total'], stacked: true, showLabels: false, showLegend: true, seriesMode: 1, title: '' }),
    );
    expect(saved).toEqual({
      tvistainf: { vin_tipgra: 9, vin_rotgra: 1, vin_leygra: 'provincia', vin_modserie: 1, vin_haslabel: 0, vin_haslegend: 1, vin_titgra: null },
      series: [{ igr_column: 'subtotal' }, { igr_column: 'total' }],
    });
  });

  it('round-trips a setup unchanged', () => {
    const setup = setupOf({ type: 5, series: ['total', 'subtotal'], stacked: true, showLabels: true, showLegend: false, seriesMode: 1, title: 'Área' });
    const saved = toChartDefinition(setup);
    expect(fromChartDefinition(saved.tvistainf, saved.series)).toEqual(setup);
  });

  it('keeps a map key in vin_leygra', () => {
    const saved = toChartDefinition(setupOf({ type: 100, legendColumn: 'prv_codchart', mapKey: 'prv_codchart', series: ['total'] }));
    expect(saved.tvistainf.vin_leygra).toBe('prv_codchart');
    expect(fromChartDefinition(saved.tvistainf, saved.series)).toMatchObject({ type: 100, mapKey: 'prv_codchart', series: ['total'] });
  });

  it('saves a pie in series mode 0 even when asked for 1', () => {
    expect(toChartDefinition(setupOf({ type: 10, seriesMode: 1 })).tvistainf.vin_modserie).toBe(0);
    expect(
      fromChartDefinition({ vin_tipgra: 3, vin_rotgra: 0, vin_leygra: 'provincia', vin_modserie: 1, vin_haslabel: 0, vin_haslegend: 1 }, [
        { igr_column: 'total' },
      ])?.seriesMode,
    ).toBe(0);
  });

  it('is no chart at all without tvistainf or without a known type', () => {
    expect(fromChartDefinition(null, [])).toBeNull();
    expect(fromChartDefinition({ vin_tipgra: null, vin_rotgra: 0, vin_leygra: null, vin_modserie: 0, vin_haslabel: 0, vin_haslegend: 0 }, [])).toBeNull();
    expect(fromChartDefinition({ vin_tipgra: 12, vin_rotgra: 0, vin_leygra: null, vin_modserie: 0, vin_haslabel: 0, vin_haslegend: 0 }, [])).toBeNull();
  });
});
