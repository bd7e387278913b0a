import { showPopup } from '../feedback/dialogs';
import type { ExportFormat } from './export/export-actions';
import { gridMessages } from './messages';
import { toExportTable, type ExportSource } from './to-export-table';

/** Exports what the grid shows; any failure (the export code included) is an error popup, never an unhandled rejection. */
export async function exportGridView(format: ExportFormat, source: ExportSource): Promise<void> {
  try {
    const table = toExportTable(source);
    // The export code and its PDF and spreadsheet libraries load on the first export only.
    const { exportGrid } = await import('./export/export-actions');
    await exportGrid(format, table);
  } catch (error) {
    void showPopup({ title: gridMessages.exportFailedTitle, text: error instanceof Error ? error.message : String(error), level: 'error' });
  }
}
