/**
 * What the grid hands to its exports (PDF, spreadsheet, text, print): the rows as filtered,
 * sorted and grouped on screen, with group rows and totals, in visible column order.
 */
export interface ExportColumn {
  header: string;
  /** 'number' cells hold numbers (or null); other cells hold display strings. */
  kind: 'text' | 'number' | 'date';
  /** Decimals of a number column. */
  decimals: number;
  /** Width in pixels on screen, for proportional widths in the PDF. */
  width: number;
}

export type ExportLineKind = 'group' | 'row' | 'subtotal' | 'total';

export interface ExportLine {
  kind: ExportLineKind;
  /** Nesting depth of a group or subtotal line (0 = outermost group); rows get the depth of their group + 1. */
  depth: number;
  /** One cell per column; numbers stay numbers, dates are DD/MM/YYYY strings. */
  cells: ReadonlyArray<string | number | null>;
  /** Label of a group line, e.g. 'Provincia: Loja (12)'. */
  label?: string;
  /** A data row's colours from the grid's rowStyle/cellStyle (the print view shows them). */
  paint?: { row?: ExportPaint; cells?: ReadonlyArray<ExportPaint | undefined> };
}

export interface ExportPaint {
  background?: string;
  color?: string;
  fontWeight?: 'normal' | 'bold' | number;
}

export interface ExportTable {
  title: string;
  /** Landscape when the report's view says so (vin_imphor T). */
  landscape: boolean;
  columns: readonly ExportColumn[];
  lines: readonly ExportLine[];
}
