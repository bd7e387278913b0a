import { describe, expect, it } from 'vitest';
import { dataProblem, seriesColumnProblem, setupProblem } from '../../../web/src/widgets/charts/chart-validation';
import { COLUMNS, provinceRow, ROWS, setupOf } from './chart-fixtures';

const column = (key: string) => COLUMNS.find((c) => c.di_column === key)!;

describe('chart setup validation', () => {
  it('refuses a non-numeric series naming the column by its description', () => {
    expect(seriesColumnProblem(column('provincia'))).toBe("Error al agregar columna: 'Provincia', la serie debe ser numérica");
    expect(setupProblem(setupOf({ series: ['provincia'] }), COLUMNS)).toBe("Error al agregar columna: 'Provincia', la serie debe ser numérica");
  });

  it('accepts number and integer columns as series', () => {
    expect(seriesColumnProblem(column('total'))).toBeNull();
    expect(seriesColumnProblem(column('facturas'))).toBeNull();
    expect(setupProblem(setupOf({ series: ['facturas', 'total'] }), COLUMNS)).toBeNull();
  });

  it('refuses a pie with two series', () => {
    expect(setupProblem(setupOf({ type: 3, series: ['subtotal', 'total'] }), COLUMNS)).toBe(
      'Para gráficas de pastel se debe configurar la categoría y UNA serie',
    );
  });

  it('refuses every pie-like type without a category, and accepts one category with one series', () => {
    for (const type of [3, 7, 10, 11] as const) {
      expect(setupProblem(setupOf({ type, legendColumn: null }), COLUMNS)).toBe('Para gráficas de pastel se debe configurar la categoría y UNA serie');
      expect(setupProblem(setupOf({ type }), COLUMNS)).toBeNull();
    }
  });

  it('lets bar and line charts have several series', () => {
    expect(setupProblem(setupOf({ type: 1, series: ['subtotal', 'total'] }), COLUMNS)).toBeNull();
    expect(setupProblem(setupOf({ type: 4, series: ['subtotal', 'total'] }), COLUMNS)).toBeNull();
  });

  it('refuses a setup without series', () => {
    expect(setupProblem(setupOf({ series: [] }), COLUMNS)).toBe('Las series de la gráfica no han sido definidas');
    expect(setupProblem(setupOf({ type: 3, series: [] }), COLUMNS)).toBe('Las series de la gráfica no han sido definidas');
  });

  it('refuses a setup without type before anything else', () => {
    expect(setupProblem(setupOf({ type: null, series: [] }), COLUMNS)).toBe('Debe seleccionar el tipo de gráfica');
  });

  it('refuses a map without its region key column', () => {
    expect(setupProblem(setupOf({ type: 100, series: ['total'], mapKey: null }), COLUMNS)).toBe(
      'Seleccione la columna con el código de la región para el mapa',
    );
    expect(setupProblem(setupOf({ type: 100, series: ['total'], mapKey: 'prv_codchart' }), COLUMNS)).toBeNull();
  });

  it('reports no chart information when there are no rows or the columns are not in the result', () => {
    const message = 'No se pudo generar gráfica, no se encontró información de gráfica';
    expect(dataProblem(setupOf({}), COLUMNS, [])).toBe(message);
    expect(dataProblem(setupOf({ series: ['ventas_2019'] }), COLUMNS, ROWS)).toBe(message);
    expect(dataProblem(setupOf({ legendColumn: 'ciudad' }), COLUMNS, ROWS)).toBe(message);
    expect(dataProblem(setupOf({}), COLUMNS, ROWS)).toBeNull();
  });

  it('reports no chart information for a pie-like chart whose values are all negative or zero', () => {
    const message = 'No se pudo generar gráfica, no se encontró información de gráfica';
    const losses = [provinceRow('Loja', 'EC-L', 1, 0, -20), provinceRow('Azuay', 'EC-A', 1, 0, 0)];
    for (const type of [3, 7, 10, 11] as const) expect(dataProblem(setupOf({ type, series: ['total'] }), COLUMNS, losses)).toBe(message);
    // Bars draw negative values below the axis.
    expect(dataProblem(setupOf({ type: 1, series: ['total'] }), COLUMNS, losses)).toBeNull();
  });
});
