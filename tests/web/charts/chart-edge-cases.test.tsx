import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartPanel } from '../../../web/src/widgets/charts/ChartPanel';
import type { ChartSetup } from '../../../web/src/widgets/charts/chart-setup';
import type { ReportRow } from '../../../web/src/widgets/grid/report-column';
import { COLUMNS, provinceRow, setupOf } from './chart-fixtures';

/** Renderers load lazily with Nivo: the first draw can take seconds on a busy machine. */
const LAZY_DRAW = { timeout: 10_000 };

/** Draws a saved chart and gives back the texts of its SVG once Nivo has drawn it. */
async function chartTexts(rows: ReportRow[], setup: ChartSetup): Promise<string[]> {
  render(<ChartPanel columns={COLUMNS} rows={rows} savedSetup={setup} fallbackWidth={900} />);
  const canvas = await screen.findByTestId('chart-canvas');
  await waitFor(() => expect(canvas.querySelector('svg')).not.toBeNull(), LAZY_DRAW);
  return [...canvas.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
}

const RESULTS = [provinceRow('Pichincha', 'EC-P', 4, 0, 1200), provinceRow('Guayas', 'EC-G', 2, 0, -350.5), provinceRow('Loja', 'EC-L', 1, 0, 0)];

describe('negative values', () => {
  it('are drawn by bars below zero with es-EC labels and ticks', async () => {
    const texts = await chartTexts(RESULTS, setupOf({ series: ['total'], showLabels: true }));
    expect(texts).toContain('-350,50');
    expect(texts).toContain('1.200,00');
    expect(texts.some((t) => /^-\d/.test(t) && !t.includes(','))).toBe(true);
  });

  it('are labelled below their column, above the category axis', async () => {
    await chartTexts(RESULTS, setupOf({ series: ['total'], showLabels: true }));
    const canvas = screen.getByTestId('chart-canvas');
    const label = [...canvas.querySelectorAll('.chart-value-labels text')].find((t) => t.textContent === '-350,50')!;
    const axis = [...canvas.querySelectorAll('text')].find((t) => t.textContent === 'Guayas')!.parentElement!.parentElement!;
    const axisY = Number(/translate\(0,([\d.]+)\)/.exec(axis.getAttribute('transform')!)![1]);
    // Flat label (wide columns): hanging from its top edge, one 11 px line tall.
    expect(label.getAttribute('dominant-baseline')).toBe('hanging');
    expect(Number(label.getAttribute('y')) + 12).toBeLessThanOrEqual(axisY);
  });

  it('have no slice in a pie, which says which categories it leaves out', async () => {
    const texts = await chartTexts(RESULTS, setupOf({ type: 3, series: ['total'], showLabels: true }));
    // Above the chart, outside the drawing, so it never covers a slice or goes into a PNG export.
    expect(screen.getByRole('status').textContent).toContain('Sin porción por tener valor negativo o cero: Guayas, Loja.');
    expect(screen.getByTestId('chart-canvas').textContent).not.toContain('Sin porción');
    // One slice: Pichincha is the whole pie.
    expect(texts).toContain('100,0 %');
    expect(texts).not.toContain('Guayas');
  });

  it('alone in a pie leave nothing to draw', () => {
    render(<ChartPanel columns={COLUMNS} rows={RESULTS.slice(1)} savedSetup={setupOf({ type: 10, series: ['total'] })} fallbackWidth={900} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo generar gráfica, no se encontró información de gráfica');
    expect(screen.queryByTestId('chart-canvas')).toBeNull();
  });

  it('of stacked lines widen the value axis to their sum below zero', async () => {
    const rows = [provinceRow('Pichincha', 'EC-P', 1, -400, -600), provinceRow('Guayas', 'EC-G', 1, 100, 200)];
    const texts = await chartTexts(rows, setupOf({ type: 5, series: ['subtotal', 'total'], stacked: true }));
    const ticks = texts.filter((t) => /^-?[\d.]+$/.test(t)).map((t) => Number(t.replace(/\./g, '')));
    expect(Math.min(...ticks)).toBeLessThanOrEqual(-1000);
  });
});

describe('a single row', { timeout: 30_000 }, () => {
  it('draws one category in every kind of chart', async () => {
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const) {
      const view = render(
        <ChartPanel
          columns={COLUMNS}
          rows={[provinceRow('Loja', 'EC-L', 3, 250.25, 287.79)]}
          savedSetup={setupOf({ type, series: ['total'], showLabels: true })}
          fallbackWidth={900}
        />,
      );
      const canvas = await screen.findByTestId('chart-canvas');
      await waitFor(() => expect(canvas.querySelector('svg')).not.toBeNull(), LAZY_DRAW);
      expect(canvas.textContent, `type ${type}`).toMatch(/287,79|100,0 %/);
      view.unmount();
    }
  });
});

describe('very long category names', () => {
  it('are cut to 26 characters and an ellipsis in the legend, keeping the full name as its tooltip', async () => {
    const name = 'Distribuidora de Productos Farmacéuticos del Sur';
    const texts = await chartTexts([provinceRow(name, 'EC-L', 1, 0, 10), provinceRow('Loja', 'EC-L', 1, 0, 5)], setupOf({ type: 3, series: ['total'] }));
    expect(texts).toContain('Distribuidora de Productos...');
    expect([...screen.getByTestId('chart-canvas').querySelectorAll('title')].map((t) => t.textContent)).toContain(name);
  });
});

describe('inverted area labels', () => {
  it('put the lower series left of its point and the higher right, all clear of the legend', async () => {
    const rows = [provinceRow('Pichincha', 'EC-P', 1, 96598.98, 109317.08), provinceRow('Loja', 'EC-L', 1, 57154.77, 63207.21)];
    render(<ChartPanel columns={COLUMNS} rows={rows} savedSetup={setupOf({ type: 6, series: ['subtotal', 'total'], showLabels: true })} fallbackWidth={900} />);
    const canvas = await screen.findByTestId('chart-canvas');
    await waitFor(() => expect(canvas.querySelector('.chart-inverted-area')).not.toBeNull(), LAZY_DRAW);
    const label = (text: string) => [...canvas.querySelectorAll('.chart-inverted-area text')].find((t) => t.textContent === text)!;
    expect(label('57.154,77').getAttribute('text-anchor')).toBe('end');
    expect(label('63.207,21').getAttribute('text-anchor')).toBe('start');
    // The widest label, right of the largest value, ends before the legend begins (both in the plot's coordinates).
    const widest = label('109.317,08');
    const legendX = Number(/translate\(([\d.]+)/.exec(canvas.querySelector('.chart-legend')!.getAttribute('transform')!)![1]);
    expect(Number(widest.getAttribute('x')) + '109.317,08'.length * 6.4).toBeLessThanOrEqual(legendX);
  });
});
