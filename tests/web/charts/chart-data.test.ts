import { describe, expect, it } from 'vitest';
import { buildChartModel, drawableSlices, toBarData, toLineData, toSliceData } from '../../../web/src/widgets/charts/chart-data';
import { COLUMNS, provinceRow, ROWS, setupOf } from './chart-fixtures';

describe('series mode 0', () => {
  it('makes each series column a series over the legend column categories', () => {
    const model = buildChartModel(setupOf({ series: ['subtotal', 'total'], seriesMode: 0 }), COLUMNS, ROWS);
    expect(model.categories).toEqual(['Pichincha', 'Guayas', 'Loja']);
    expect(model.series.map((s) => [s.id, s.label, s.values])).toEqual([
      ['subtotal', 'Subtotal', [1000, 800.5, 250.25]],
      ['total', 'Total', [1150, 920.58, 287.79]],
    ]);
    expect(toBarData(model)).toEqual([
      { category: 'Pichincha', subtotal: 1000, total: 1150 },
      { category: 'Guayas', subtotal: 800.5, total: 920.58 },
      { category: 'Loja', subtotal: 250.25, total: 287.79 },
    ]);
  });

  it('adds up rows of the same category so each category appears once', () => {
    const rows = [...ROWS, provinceRow('Loja', 'EC-L', 1, 49.75, 57.21)];
    const model = buildChartModel(setupOf({ series: ['subtotal', 'total'] }), COLUMNS, rows);
    expect(model.categories).toEqual(['Pichincha', 'Guayas', 'Loja']);
    expect(model.series[0]!.values).toEqual([1000, 800.5, 300]);
    expect(model.series[1]!.values).toEqual([1150, 920.58, 345]);
  });

  it('gives line points and pie slices of the same values', () => {
    const model = buildChartModel(setupOf({ series: ['total'] }), COLUMNS, ROWS);
    expect(toLineData(model)).toEqual([
      {
        id: 'total',
        data: [
          { x: 'Pichincha', y: 1150 },
          { x: 'Guayas', y: 920.58 },
          { x: 'Loja', y: 287.79 },
        ],
      },
    ]);
    expect(toSliceData(model)).toEqual([
      { id: 'Pichincha', label: 'Pichincha', value: 1150 },
      { id: 'Guayas', label: 'Guayas', value: 920.58 },
      { id: 'Loja', label: 'Loja', value: 287.79 },
    ]);
  });
});

describe('series mode 1', () => {
  it('makes each row a series named by its legend value, over the series columns as categories', () => {
    const model = buildChartModel(setupOf({ series: ['subtotal', 'total'], seriesMode: 1 }), COLUMNS, ROWS);
    expect(model.categories).toEqual(['Subtotal', 'Total']);
    expect(model.series.map((s) => [s.label, s.values])).toEqual([
      ['Pichincha', [1000, 1150]],
      ['Guayas', [800.5, 920.58]],
      ['Loja', [250.25, 287.79]],
    ]);
    expect(toBarData(model)).toEqual([
      { category: 'Subtotal', 'fila-1': 1000, 'fila-2': 800.5, 'fila-3': 250.25 },
      { category: 'Total', 'fila-1': 1150, 'fila-2': 920.58, 'fila-3': 287.79 },
    ]);
  });
});

describe('categories', () => {
  it('show dates as DD/MM/YYYY and empty cells as (vacío)', () => {
    const columns = [
      { di_column: 'fecha', di_descri: 'Fecha', type: 'date' as const },
      { di_column: 'total', di_descri: 'Total', type: 'number' as const },
    ];
    const model = buildChartModel(setupOf({ legendColumn: 'fecha', series: ['total'] }), columns, [
      { fecha: '2026-03-05', total: 1 },
      { fecha: null, total: 2 },
    ]);
    expect(model.categories).toEqual(['05/03/2026', '(vacío)']);
  });

  it('show numbers of a numeric category column in es-EC and leave codes in a text column as written', () => {
    const columns = [
      { di_column: 'anio', di_descri: 'Año', type: 'text' as const },
      { di_column: 'tarifa', di_descri: 'Tarifa', type: 'number' as const, di_decima: 1 },
      { di_column: 'total', di_descri: 'Total', type: 'number' as const },
    ];
    const rows = [{ anio: 2024, tarifa: 1500, total: 1 }];
    expect(buildChartModel(setupOf({ legendColumn: 'anio', series: ['total'] }), columns, rows).categories).toEqual(['2024']);
    expect(buildChartModel(setupOf({ legendColumn: 'tarifa', series: ['total'] }), columns, rows).categories).toEqual(['1.500,0']);
  });

  it('count a non-numeric value as 0', () => {
    const model = buildChartModel(setupOf({ series: ['total'] }), COLUMNS, [{ provincia: 'Loja', total: 'n/d' }]);
    expect(model.series[0]!.values).toEqual([0]);
  });
});

describe('pie slices', () => {
  it('leave out negative and zero values, naming their categories', () => {
    const rows = [
      provinceRow('Pichincha', 'EC-P', 1, 0, 300),
      provinceRow('Guayas', 'EC-G', 1, 0, -50),
      provinceRow('Loja', 'EC-L', 1, 0, 0),
      provinceRow('Azuay', 'EC-A', 1, 0, 100),
    ];
    const { slices, leftOut } = drawableSlices(buildChartModel(setupOf({ type: 3, series: ['total'] }), COLUMNS, rows));
    expect(slices).toEqual([
      { id: 'Pichincha', label: 'Pichincha', value: 300 },
      { id: 'Azuay', label: 'Azuay', value: 100 },
    ]);
    expect(leftOut).toEqual(['Guayas', 'Loja']);
  });

  it('add up a category before judging its sign', () => {
    const rows = [provinceRow('Loja', 'EC-L', 1, 0, -20), provinceRow('Loja', 'EC-L', 1, 0, 50)];
    expect(drawableSlices(buildChartModel(setupOf({ type: 3, series: ['total'] }), COLUMNS, rows))).toEqual({
      slices: [{ id: 'Loja', label: 'Loja', value: 30 }],
      leftOut: [],
    });
  });
});

describe('a null series value', () => {
  it('counts as 0 without hiding the category', () => {
    const model = buildChartModel(setupOf({ series: ['total'] }), COLUMNS, [
      { provincia: 'Loja', total: null },
      { provincia: 'Azuay', total: 5 },
    ]);
    expect(model.categories).toEqual(['Loja', 'Azuay']);
    expect(model.series[0]!.values).toEqual([0, 5]);
  });
});
