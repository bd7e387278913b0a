import { exportSize } from './chart-size';

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

/** The chart's SVG as a standalone document with a white background (PNG has no page behind it). */
export function serializeChartSvg(svg: SVGSVGElement): { text: string; width: number; height: number } {
  const width = Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width;
  const height = Number(svg.getAttribute('height')) || svg.getBoundingClientRect().height;
  const clone = svg.cloneNode(true) as SVGSVGElement;
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

/** Draws the SVG on a canvas `targetWidth` pixels wide and downloads it as grafica.png. */
export async function exportChartPng(svg: SVGSVGElement, targetWidth: number): Promise<void> {
  const { text, width, height } = serializeChartSvg(svg);
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
