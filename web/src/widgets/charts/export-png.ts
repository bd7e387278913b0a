import { exportSize } from './chart-size';
import { CHART_FONT } from './renderers/chart-theme';

export const EXPORT_FILE_NAME = 'grafica.png';

const SVG_NS = 'http://www.w3.org/2000/svg';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('No se pudo dibujar la gráfica'));
    image.src = url;
  });
}

const TITLE_HEIGHT = 44;

/**
 * The chart's SVG as a standalone document with a white background (PNG has no page behind it)
 * and, when given, the chart's title above it (on screen the title is HTML, outside the SVG).
 */
export function serializeChartSvg(svg: SVGSVGElement, title = ''): { text: string; width: number; height: number } {
  const width = Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width;
  const chartHeight = Number(svg.getAttribute('height')) || svg.getBoundingClientRect().height;
  const height = title ? chartHeight + TITLE_HEIGHT : chartHeight;
  const clone = svg.cloneNode(true) as SVGSVGElement;
  if (title) {
    const body = document.createElementNS(SVG_NS, 'g');
    body.setAttribute('transform', `translate(0,${TITLE_HEIGHT})`);
    body.append(...[...clone.childNodes]);
    const heading = document.createElementNS(SVG_NS, 'text');
    heading.setAttribute('x', String(width / 2));
    heading.setAttribute('y', '28');
    heading.setAttribute('text-anchor', 'middle');
    heading.setAttribute('style', `font-family: ${CHART_FONT}; font-size: 16px; font-weight: 700; fill: #1f2933`);
    heading.textContent = title;
    clone.append(heading, body);
  }
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  clone.insertBefore(background, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width, height };
}

/** Draws the SVG (and title) on a canvas `targetWidth` pixels wide and downloads it as grafica.png. */
export async function exportChartPng(svg: SVGSVGElement, targetWidth: number, title = ''): Promise<void> {
  const { text, width, height } = serializeChartSvg(svg, title);
  const size = exportSize(width, height, targetWidth);
  const svgUrl = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(svgUrl);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('El navegador no permite dibujar la gráfica');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('No se pudo generar la imagen');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}
