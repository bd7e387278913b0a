/**
 * A report column as the spec defines it (spec 001 §3 "Report column", spec 002 §3). The grid,
 * its exports and the chart panel all read columns through this one shape; legacy names are kept
 * so a column definition from the server can be used as it comes.
 */
export type ColumnType = 'text' | 'number' | 'integer' | 'date';

/** Footer total: T sum, CU last row value, CONT row count, F none. */
export type TotalKind = 'T' | 'CU' | 'CONT' | 'F';

/** Grouping role: T grouped by this column, F not grouped, A aggregated inside groups. */
export type GroupKind = 'T' | 'F' | 'A';

export interface ReportColumn {
  /** Key of the value in each row. */
  di_column: string;
  /** Header text. */
  di_descri: string;
  type: ColumnType;
  /** Decimals shown; numbers default to 2, integers to 0. */
  di_decima?: number;
  di_total?: TotalKind;
  di_grupo?: GroupKind;
  /** Column whose value labels the group row when grouping by this column. */
  di_grucol?: string;
  /** Order among grouped columns (lower groups first). */
  grucol_order?: number;
  /** Width in pixels. */
  width?: number;
  visible?: boolean;
  pin?: 'left' | 'right' | false;
  editable?: boolean;
  /** Cell background, 'rgb(r, g, b)'. */
  di_color?: string;
  /** Font style: 'bold', 'italic' or 'bold italic'. */
  estilo_font?: string;
  /** Text colour, 'rgb(r, g, b)' or '#rrggbb'. */
  color_font?: string;
}

/**
 * One result row. Text columns hold strings, number and integer columns numbers (null when
 * empty), date columns ISO dates 'YYYY-MM-DD' (shown and filtered as DD/MM/YYYY).
 */
export type ReportRow = Record<string, string | number | null | undefined>;

export function isNumericColumn(column: Pick<ReportColumn, 'type'>): boolean {
  return column.type === 'number' || column.type === 'integer';
}

/** Decimals a numeric column shows: its di_decima, else 2 for numbers and 0 for integers. */
export function columnDecimals(column: Pick<ReportColumn, 'type' | 'di_decima'>): number {
  if (column.di_decima !== undefined && column.di_decima !== null) return column.di_decima;
  return column.type === 'integer' ? 0 : 2;
}
