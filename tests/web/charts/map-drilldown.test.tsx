import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartPanel } from '../../../web/src/widgets/charts/ChartPanel';
import { loadMapFeatures } from '../../../web/src/widgets/charts/maps/map-features';
import type { ReportColumn } from '../../../web/src/widgets/grid/report-column';
import { FeedbackHost } from '../../../web/src/widgets/feedback/FeedbackHost';
import { setupOf } from './chart-fixtures';

const COUNTRY_COLUMNS: ReportColumn[] = [
  { di_column: 'pais', di_descri: 'País', type: 'text' },
  { di_column: 'pai_codchart', di_descri: 'Código de país', type: 'text' },
  { di_column: 'total', di_descri: 'Total', type: 'number' },
];
const COUNTRY_ROWS = [
  { pais: 'Ecuador', pai_codchart: '218', total: 1500.5 },
  { pais: 'Perú', pai_codchart: '604', total: 320 },
];

/** The map's feature paths, in the order of the features (Nivo draws one path per feature). */
async function featurePaths(count: number): Promise<SVGPathElement[]> {
  const canvas = await screen.findByTestId('chart-canvas');
  // The map module and Nivo load lazily: the first draw can take seconds on a busy machine.
  await waitFor(() => expect(canvas.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
  return [...canvas.querySelectorAll<SVGPathElement>('svg path')];
}

// Drawing the 176 world countries in happy-dom takes about a second, several under a busy machine.
describe('map drill-down', { timeout: 20_000 }, () => {
  it('starts country rows on the world map and opens Ecuador when Ecuador is clicked', async () => {
    const world = await loadMapFeatures('world');
    render(
      <>
        <ChartPanel
          columns={COUNTRY_COLUMNS}
          rows={COUNTRY_ROWS}
          savedSetup={setupOf({ type: 100, legendColumn: 'pai_codchart', mapKey: 'pai_codchart', series: ['total'] })}
          fallbackWidth={900}
        />
        <FeedbackHost />
      </>,
    );
    const region = screen.getByLabelText('Ver mapa') as HTMLSelectElement;
    expect(region.value).toBe('world');
    const paths = await featurePaths(world.length);
    await userEvent.click(paths[world.findIndex((f) => f.id === '218')]!);
    expect(region.value).toBe('ec');
    const ecuador = await loadMapFeatures('ec');
    // The Ecuador map has one path per province (24), not the world's 176 countries.
    await waitFor(() => expect(screen.getByTestId('chart-canvas').querySelectorAll('svg path')).toHaveLength(ecuador.length));
  });

  it('tells that a country without a regional map has none', async () => {
    const world = await loadMapFeatures('world');
    render(
      <>
        <ChartPanel
          columns={COUNTRY_COLUMNS}
          rows={COUNTRY_ROWS}
          savedSetup={setupOf({ type: 100, legendColumn: 'pai_codchart', mapKey: 'pai_codchart', series: ['total'] })}
          fallbackWidth={900}
        />
        <FeedbackHost />
      </>,
    );
    const paths = await featurePaths(world.length);
    await userEvent.click(paths[world.findIndex((f) => f.id === '170')]!);
    expect(screen.getByRole('status').textContent).toContain('No existe un mapa regional para Colombia');
    expect((screen.getByLabelText('Ver mapa') as HTMLSelectElement).value).toBe('world');
  });

  it('opens on Ecuador by default for province rows and colours the keyed provinces only', async () => {
    const rows = [
      { provincia: 'Loja', prv_codchart: 'EC-L', total: 100 },
      { provincia: 'Pichincha', prv_codchart: 'EC-P', total: 400 },
    ];
    const columns: ReportColumn[] = [
      { di_column: 'provincia', di_descri: 'Provincia', type: 'text' },
      { di_column: 'prv_codchart', di_descri: 'Código', type: 'text' },
      { di_column: 'total', di_descri: 'Total', type: 'number' },
    ];
    const ecuador = await loadMapFeatures('ec');
    render(
      <ChartPanel
        columns={columns}
        rows={rows}
        savedSetup={setupOf({ type: 100, legendColumn: 'prv_codchart', mapKey: 'prv_codchart', series: ['total'] })}
        fallbackWidth={900}
      />,
    );
    expect((screen.getByLabelText('Ver mapa') as HTMLSelectElement).value).toBe('ec');
    const paths = await featurePaths(ecuador.length);
    const fill = (id: string) => paths[ecuador.findIndex((f) => f.id === id)]!.getAttribute('fill');
    // Eight steps from the smallest (100) to the largest value (400): the darkest and the lightest; unkeyed provinces stay grey.
    expect(fill('EC-P')).toBe('#0f3372');
    expect(fill('EC-L')).toBe('#dce8fb');
    expect(fill('EC-G')).toBe('#eef1f5');
    // The legend reads in es-EC.
    const texts = [...screen.getByTestId('chart-canvas').querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('100,00 - 137,50');
    expect(texts).toContain('362,50 - 400,00');
    // Galápagos is framed as an inset, labelled in the chart's own font so a PNG export does not fall back to serif.
    const inset = [...screen.getByTestId('chart-canvas').querySelectorAll('.chart-map-inset text')];
    expect(inset.map((t) => t.textContent)).toEqual(['Galápagos']);
    expect((inset[0] as SVGTextElement).style.fontFamily).toContain('system-ui');
  });

  it('says so when no row belongs to the chosen map, and hides the legend', async () => {
    const peru = await loadMapFeatures('pe');
    render(
      <ChartPanel
        columns={COUNTRY_COLUMNS}
        rows={COUNTRY_ROWS}
        savedSetup={setupOf({ type: 100, legendColumn: 'pai_codchart', mapKey: 'pai_codchart', series: ['total'] })}
        fallbackWidth={900}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Ver mapa'), 'pe');
    await featurePaths(peru.length);
    expect(await screen.findByText('Ninguna fila del informe corresponde a una región de este mapa.')).toBeDefined();
    expect(screen.getByTestId('chart-canvas').querySelectorAll('svg text')).toHaveLength(0);
  });
});
