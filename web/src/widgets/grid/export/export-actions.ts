import { trackRequest } from '../../feedback/loading';
import type { ExportTable } from '../export-table';
import { downloadFile } from './download';
import { ExportRefusal } from './export-refusal';
import { EXPORT_FILE_NAMES, EXPORT_MESSAGES } from './messages';
import { buildPrintHtml, printHtml } from './print-export';
import { buildText } from './text-export';

export type ExportFormat = 'pdf' | 'xls' | 'txt' | 'print';

// Building a large PDF blocks the page for a few seconds: let the loading bar paint first.
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function run(format: ExportFormat, table: ExportTable): Promise<void> {
  switch (format) {
    case 'pdf': {
      const { buildPdf } = await import('./pdf-export');
      await nextPaint();
      downloadFile(await buildPdf(table), EXPORT_FILE_NAMES.pdf, 'application/pdf');
      return;
    }
    case 'xls': {
      const { buildSpreadsheet } = await import('./spreadsheet-export');
      await nextPaint();
      downloadFile(await buildSpreadsheet(table), EXPORT_FILE_NAMES.xls, 'application/vnd.ms-excel');
      return;
    }
    case 'txt':
      downloadFile(buildText(table), EXPORT_FILE_NAMES.txt, 'text/plain;charset=utf-8');
      return;
    case 'print':
      await printHtml(buildPrintHtml(table));
      return;
  }
}

/**
 * Exports what the grid shows: downloads resultados.pdf, resultados.xls or resultados.txt, or
 * opens the print view. The PDF and spreadsheet builders, with jsPDF and sheetjs-style, load
 * on first use so they stay out of the main bundle. The loading bar shows meanwhile. A refusal
 * (say, too many rows for .xls) rejects with its own Spanish message; any other failure is
 * logged with its cause and rejects with a general Spanish message, for the caller to show once.
 */
export async function exportGrid(format: ExportFormat, table: ExportTable): Promise<void> {
  try {
    await trackRequest(() => run(format, table));
  } catch (error) {
    if (error instanceof ExportRefusal) throw error;
    console.error(`Exportación ${format} fallida`, error);
    throw new Error(EXPORT_MESSAGES.exportFailed, { cause: error });
  }
}
