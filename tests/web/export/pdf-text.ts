import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Tests run from the repository root (vitest's cwd); pdf.js wants the trailing slash.
const STANDARD_FONTS = `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`;

export interface PdfText {
  str: string;
  x: number;
  /** Baseline, from the page's bottom edge (PDF coordinates). */
  y: number;
  width: number;
  fontSize: number;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfText[];
}

/** Every page's size and its text runs with positions, read back with pdf.js. */
export async function readPdf(bytes: ArrayBuffer): Promise<PdfPage[]> {
  const task = getDocument({ data: new Uint8Array(bytes.slice(0)), standardFontDataUrl: STANDARD_FONTS });
  const pdf = await task.promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str !== ''
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
              fontSize: Math.abs(item.transform[3] as number),
            },
          ]
        : [],
    );
    pages.push({ width: x1 - x0, height: y1 - y0, items });
  }
  await task.destroy();
  return pages;
}

/** Texts of one visual line (same baseline), left to right. */
export function lineAt(page: PdfPage, y: number): string[] {
  return page.items
    .filter((item) => Math.abs(item.y - y) < 0.5)
    .sort((a, b) => a.x - b.x)
    .map((item) => item.str);
}

/** Baselines of the page from top to bottom. */
export function baselines(page: PdfPage): number[] {
  return [...new Set(page.items.map((item) => Math.round(item.y * 100) / 100))].sort((a, b) => b - a);
}
