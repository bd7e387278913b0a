import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;

/**
 * Renders every page of a PDF to PNG files (pdf.js draws on @napi-rs/canvas in Node), so a
 * person can look at what the export prints. Returns the paths written.
 */
export async function renderPdfToPng(bytes: ArrayBuffer, dir: string, name: string, scale = 1.5): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const task = getDocument({ data: new Uint8Array(bytes.slice(0)), standardFontDataUrl: STANDARD_FONTS });
  const pdf = await task.promise;
  const paths: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale });
    const factory = pdf.canvasFactory as { create: (w: number, h: number) => { canvas: { toBuffer: (mime: string) => Buffer } } };
    const { canvas } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const path = join(dir, `${name}-p${number}.png`);
    writeFileSync(path, canvas.toBuffer('image/png'));
    paths.push(path);
  }
  await task.destroy();
  return paths;
}
