import { describe, expect, it } from 'vitest';
import { EXPORT_FILE_NAME, serializeChartSvg } from '../../../web/src/widgets/charts/export-png';

function chartSvg(): SVGSVGElement {
  const host = document.createElement('div');
  host.innerHTML = '<svg width="900" height="600"><g><rect width="10" height="20" fill="#1d5fd1"></rect><text>Loja</text></g></svg>';
  return host.querySelector('svg')!;
}

describe('PNG export', () => {
  it('is downloaded as grafica.png', () => {
    expect(EXPORT_FILE_NAME).toBe('grafica.png');
  });

  it('serialises the chart as a standalone SVG on white, leaving the page untouched', () => {
    const svg = chartSvg();
    const { text, width, height } = serializeChartSvg(svg);
    expect([width, height]).toEqual([900, 600]);
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(text).toContain('viewBox="0 0 900 600"');
    expect(text.indexOf('fill="#ffffff"')).toBeLessThan(text.indexOf('fill="#1d5fd1"'));
    expect(svg.querySelectorAll('rect')).toHaveLength(1);
  });

  it('puts the title above the chart and makes room for it', () => {
    const { text, height } = serializeChartSvg(chartSvg(), 'Ventas por provincia');
    expect(height).toBe(644);
    expect(text).toContain('viewBox="0 0 900 644"');
    expect(text).toContain('>Ventas por provincia</text>');
    expect(text).toContain('<g transform="translate(0,44)"><g><rect');
  });
});
