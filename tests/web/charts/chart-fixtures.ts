import type { ReportColumn, ReportRow } from '../../../web/src/widgets/grid/report-column';
import { EMPTY_SETUP, type ChartSetup } from '../../../web/src/widgets/charts/chart-setup';

/** A small sales-by-province result: a text category, an integer and two money columns. */
export const COLUMNS: ReportColumn[] = [
  { di_column: 'provincia', di_descri: 'Provincia', type: 'text' },
  { di_column: 'prv_codchart', di_descri: 'Código', type: 'text', visible: false },
  { di_column: 'facturas', di_descri: 'Documentos', type: 'integer' },
  { di_column: 'subtotal', di_descri: 'Subtotal', type: 'number' },
  { di_column: 'total', di_descri: 'Total', type: 'number' },
];

export function provinceRow(provincia: string, code: string, facturas: number, subtotal: number, total: number): ReportRow {
  return { provincia, prv_codchart: code, facturas, subtotal, total };
}

export const ROWS: ReportRow[] = [
  provinceRow('Pichincha', 'EC-P', 10, 1000, 1150),
  provinceRow('Guayas', 'EC-G', 7, 800.5, 920.58),
  provinceRow('Loja', 'EC-L', 3, 250.25, 287.79),
];

/** `count` rows of distinct made-up categories. */
export function manyRows(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, i) => provinceRow(`Zona ${i + 1}`, `EC-X${i}`, i, i * 10, i * 11.5));
}

export function setupOf(patch: Partial<ChartSetup>): ChartSetup {
  return { ...EMPTY_SETUP, type: 1, legendColumn: 'provincia', series: ['subtotal'], ...patch };
}
