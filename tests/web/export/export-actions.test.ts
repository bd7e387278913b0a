import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { exportGrid } from '../../../web/src/widgets/grid/export/export-actions';
import { pendingRequests } from '../../../web/src/widgets/feedback/loading';
import { salesTable } from './export-fixtures';

const EXPORT_DIR = join(process.cwd(), 'web/src/widgets/grid/export');
const HEAVY = ['jspdf', 'jspdf-autotable', 'sheetjs-style'];

/** Bare module names reached from `file` through static imports of relative modules. */
function staticGraph(file: string, seen = new Set<string>(), bare = new Set<string>()): Set<string> {
  if (seen.has(file)) return bare;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // Static imports and re-exports only; `import type` is erased and import() is on demand.
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) {
      bare.add(specifier);
      continue;
    }
    const base = resolve(dirname(file), specifier);
    const target = ['.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
    if (target) staticGraph(target, seen, bare);
  }
  return bare;
}

interface Download {
  name: string;
  blob: Blob;
}

let downloads: Download[];
let revoked: string[];

beforeEach(() => {
  downloads = [];
  revoked = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost/${++next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.isConnected).toBe(true);
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => document.getElementById('grid-print-frame')?.remove());

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

describe('exportGrid', () => {
  test('export-actions reaches jspdf, jspdf-autotable and sheetjs-style only through import()', () => {
    const entry = join(EXPORT_DIR, 'export-actions.ts');
    const reached = staticGraph(entry);
    expect(HEAVY.filter((name) => reached.has(name))).toEqual([]);
    const source = readFileSync(entry, 'utf8');
    expect(source).toContain("await import('./pdf-export')");
    expect(source).toContain("await import('./spreadsheet-export')");
    // The check can fail: the PDF builder does import jspdf statically.
    expect([...staticGraph(join(EXPORT_DIR, 'pdf-export.ts'))]).toEqual(expect.arrayContaining(['jspdf', 'jspdf-autotable']));
  });

  test('txt downloads resultados.txt, UTF-8 with BOM, and releases its object URL', async () => {
    await exportGrid('txt', salesTable());
    expect(downloads.map((d) => d.name)).toEqual(['resultados.txt']);
    const [download] = downloads;
    expect(download!.blob.type).toBe('text/plain;charset=utf-8');
    const bytes = await bytesOf(download!.blob);
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(new Uint8Array(bytes)).split('\r\n')[2]).toBe('05/01/2026\tFerretería Mitad del Mundo\tDiana Torres\t12\t1.234,50\t0,500');
    await vi.waitFor(() => expect(revoked).toEqual(['blob:http://localhost/1']));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  test('pdf downloads resultados.pdf', async () => {
    await exportGrid('pdf', salesTable());
    expect(downloads.map((d) => [d.name, d.blob.type])).toEqual([['resultados.pdf', 'application/pdf']]);
    expect(new TextDecoder().decode(new Uint8Array((await bytesOf(downloads[0]!.blob)).slice(0, 5)))).toBe('%PDF-');
  });

  test('xls downloads resultados.xls, an Excel 97-2003 workbook', async () => {
    await exportGrid('xls', salesTable());
    expect(downloads.map((d) => [d.name, d.blob.type])).toEqual([['resultados.xls', 'application/vnd.ms-excel']]);
    expect((await bytesOf(downloads[0]!.blob)).slice(0, 4)).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
  });

  test('print loads the escaped print view in a hidden frame and prints it', async () => {
    const print = vi.fn();
    const done = exportGrid('print', salesTable());
    const frame = await vi.waitFor(() => {
      const found = document.getElementById('grid-print-frame') as HTMLIFrameElement | null;
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.srcdoc).toContain('<td>&lt;img src=x onerror=alert(1)&gt;</td>');
    Object.defineProperty(frame, 'contentWindow', { value: { print, focus: vi.fn(), addEventListener: vi.fn() } });
    frame.dispatchEvent(new Event('load'));
    await done;
    expect(print).toHaveBeenCalledTimes(1);
  });

  test('a refusal reaches the caller with its own message', async () => {
    const line = salesTable().lines[1]!;
    const huge = salesTable({ lines: Array.from({ length: 70_000 }, () => line) });
    await expect(exportGrid('xls', huge)).rejects.toThrow(
      'El archivo de Excel admite hasta 65.536 filas; el reporte tiene 70.001. Filtre los datos o exporte a PDF o texto.',
    );
    expect(downloads).toEqual([]);
  });

  test('a failure rejects with the Spanish message, keeps the cause and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('sin memoria');
    vi.mocked(URL.createObjectURL).mockImplementation(() => {
      throw cause;
    });
    const failure = await exportGrid('txt', salesTable()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('No se pudo generar el archivo de exportación.');
    expect((failure as Error).cause).toBe(cause);
    expect(log).toHaveBeenCalledWith('Exportación txt fallida', cause);
    expect(pendingRequests.get()).toBe(0);
  });
});
