import { formatDate } from '@domain/dates';
import { generateSales, SALES_COLUMNS } from '../../../features/widgets-demo/demo-data';
import { columnDecimals, isNumericColumn } from '../report-column';
import type { ExportColumn, ExportLine, ExportTable } from '../export-table';
import { buildPdf } from './pdf-export';

// Benchmark and visual-check helper only: nothing in the app imports it, so the demo data it
// borrows never reaches a production chunk.

const SUMMED = new Set(['cantidad', 'subtotal', 'iva', 'total']);

function isoToDisplay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return formatDate(new Date(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

/**
 * The demo's sales as the grid would hand them to its exports: grouped by province (label
 * 'Provincia: Loja (12)'), a subtotal line per province and a grand total; or flat rows.
 */
export function salesExportTable(rowCount: number, options: { grouped?: boolean; landscape?: boolean } = {}): ExportTable {
  const visible = SALES_COLUMNS.filter((column) => column.visible !== false);
  const columns: ExportColumn[] = visible.map((column) => ({
    header: column.di_descri,
    kind: isNumericColumn(column) ? 'number' : column.type === 'date' ? 'date' : 'text',
    decimals: isNumericColumn(column) ? columnDecimals(column) : 0,
    width: column.width ?? 100,
  }));
  const rows = generateSales(rowCount);
  const cellsOf = (row: (typeof rows)[number]) =>
    visible.map((column) => {
      const value = row[column.di_column];
      if (value === null || value === undefined) return null;
      if (column.type === 'date') return isoToDisplay(String(value));
      return isNumericColumn(column) ? Number(value) : String(value);
    });
  // Footer totals as the grid makes them: T sums, CONT counts (Comprobante), CU the last value (Saldo).
  const sums = (subset: typeof rows) =>
    visible.map((column) => {
      if (SUMMED.has(column.di_column)) return Math.round(subset.reduce((sum, row) => sum + Number(row[column.di_column]), 0) * 100) / 100;
      if (column.di_total === 'CONT') return subset.length;
      if (column.di_total === 'CU') return Number(subset.at(-1)?.[column.di_column] ?? 0);
      return null;
    });
  const lines: ExportLine[] = [];
  if (options.grouped) {
    const byProvince = new Map<string, typeof rows>();
    for (const row of rows) byProvince.set(String(row.provincia), [...(byProvince.get(String(row.provincia)) ?? []), row]);
    for (const [province, group] of [...byProvince].sort(([a], [b]) => a.localeCompare(b, 'es'))) {
      lines.push({ kind: 'group', depth: 0, cells: visible.map(() => null), label: `Provincia: ${province} (${group.length})` });
      for (const row of group) lines.push({ kind: 'row', depth: 1, cells: cellsOf(row) });
      lines.push({ kind: 'subtotal', depth: 0, cells: sums(group), label: `Subtotal ${province}` });
    }
  } else {
    for (const row of rows) lines.push({ kind: 'row', depth: 0, cells: cellsOf(row) });
  }
  lines.push({ kind: 'total', depth: 0, cells: sums(rows), label: 'Total general' });
  return { title: 'Ventas por provincia 2026', landscape: options.landscape ?? true, columns, lines };
}

export interface PdfBenchmarkResult {
  rows: number;
  milliseconds: number;
  bytes: number;
}

/** Times buildPdf on the demo's sales (10,000 grouped rows by default), for headless-browser benchmarks. */
export async function benchmarkPdfExport(rowCount = 10_000): Promise<PdfBenchmarkResult> {
  const table = salesExportTable(rowCount, { grouped: true, landscape: true });
  const started = performance.now();
  const pdf = await buildPdf(table);
  return { rows: rowCount, milliseconds: Math.round(performance.now() - started), bytes: pdf.byteLength };
}
