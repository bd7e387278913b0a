import type { ColumnGrouping, ColumnTotal, ReportColumnInput, ReportColumnType } from '../../generated/graphql';
import type { ColumnType, ReportColumn } from '../../widgets/grid/report-column';

/** One row of the columns editor (tdetinforme). */
export interface ColumnDraft {
  column: string;
  label: string;
  width: number;
  grouping: ColumnGrouping;
  decimals: number | null;
  total: ColumnTotal;
  color: string;
  groupColumn: string;
}

export interface FunctionColumn {
  name: string;
  kind: ReportColumnType;
}

export const COLUMN_TEXT = {
  colour: 'El color de celda debe estar en formato: rgb([0-255], [0-255], [0-255])',
  selectColumn: 'Seleccione la columna que quiere copiar',
  saved: 'Columnas guardadas',
} as const;

export const GROUPINGS: ReadonlyArray<readonly [ColumnGrouping, string]> = [
  ['NONE', 'Sin agrupar'],
  ['GROUPED', 'Agrupa (T)'],
  ['AGGREGATE', 'Agregada (A)'],
];
export const TOTALS: ReadonlyArray<readonly [ColumnTotal, string]> = [
  ['NONE', 'Ninguno'],
  ['SUM', 'Suma (T)'],
  ['LAST', 'Último (CU)'],
  ['COUNT', 'Conteo (CONT)'],
];

/** The spec's colour rule: rgb(r, g, b) with each of r, g, b from 0 to 255. */
export function validColour(value: string): boolean {
  const m = /^rgb\((\d{1,3}), ?(\d{1,3}), ?(\d{1,3})\)$/.exec(value.trim());
  return !!m && [m[1], m[2], m[3]].every((n) => Number(n) <= 255);
}

export function draftOf(c: {
  column: string;
  label: string;
  width: number;
  grouping: ColumnGrouping;
  decimals?: number | null;
  total: ColumnTotal;
  color?: string | null;
  groupColumn?: string | null;
}): ColumnDraft {
  return {
    column: c.column,
    label: c.label,
    width: c.width,
    grouping: c.grouping,
    decimals: c.decimals ?? null,
    total: c.total,
    color: c.color ?? '',
    groupColumn: c.groupColumn ?? '',
  };
}

/** A new row for a function column: its name as the title, numbers summed. */
export function newDraft(fn: FunctionColumn): ColumnDraft {
  const numeric = fn.kind === 'DECIMAL' || fn.kind === 'INTEGER';
  return {
    column: fn.name,
    label: fn.name,
    width: 2,
    grouping: 'NONE',
    decimals: fn.kind === 'DECIMAL' ? 2 : null,
    total: numeric ? 'SUM' : 'NONE',
    color: '',
    groupColumn: '',
  };
}

/**
 * Copies the selected column's settings to a new row below it, on the first function column the
 * view does not show yet (or the same column when all are shown).
 */
export function copyColumn(
  drafts: readonly ColumnDraft[],
  selected: number | null,
  fns: readonly FunctionColumn[],
): { drafts: ColumnDraft[]; problem: string | null } {
  const source = selected === null ? undefined : drafts[selected];
  if (!source) return { drafts: [...drafts], problem: COLUMN_TEXT.selectColumn };
  const used = new Set(drafts.map((d) => d.column));
  const target = fns.find((f) => !used.has(f.name))?.name ?? source.column;
  const copy = {
    ...source,
    column: target,
    label: target === source.column ? source.label : target,
  };
  return {
    drafts: [...drafts.slice(0, selected! + 1), copy, ...drafts.slice(selected! + 1)],
    problem: null,
  };
}

export function columnInputs(drafts: readonly ColumnDraft[]): ReportColumnInput[] {
  return drafts.map((d, i) => ({
    column: d.column,
    order: i + 1,
    width: d.width,
    label: d.label.trim() || d.column,
    grouping: d.grouping,
    decimals: d.decimals,
    total: d.total,
    color: d.color.trim() || null,
    groupColumn: d.groupColumn.trim() || null,
  }));
}

const KIND: Record<ReportColumnType, ColumnType> = {
  TEXT: 'text',
  INTEGER: 'integer',
  DECIMAL: 'number',
  DATE: 'date',
  TIMESTAMP: 'text',
  BOOLEAN: 'text',
};

/** The view's columns as the chart setup reads them (type from the function's catalog). */
export function chartColumns(drafts: readonly ColumnDraft[], fns: readonly FunctionColumn[]): ReportColumn[] {
  const kinds = new Map(fns.map((f) => [f.name, f.kind]));
  return drafts
    .filter((d) => kinds.has(d.column))
    .map((d) => ({
      di_column: d.column,
      di_descri: d.label || d.column,
      type: KIND[kinds.get(d.column)!],
    }));
}
