import { useState, type RefObject } from 'react';
import { isNumericColumn, type ReportColumn, type ReportRow } from './report-column';
import { parseEditedNumber } from './cell-format';
import type { EditState } from './GridBody';

export interface CellEdit {
  /** The row with the new value (the grid keeps its own copy of the data). */
  row: ReportRow;
  rowIndex: number;
  columnId: string;
  value: number | string;
}

export interface CellEditing {
  editing: EditState | null;
  start: (index: number, columnId: string) => void;
  setText: (text: string) => void;
  finish: (commit: boolean) => void;
}

/** One cell in edit mode at a time; a committed numeric value that is not a number is saved as 0 (spec 001 §5). */
export function useCellEditing(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  setRows: (rows: ReportRow[]) => void,
  scrollRef: RefObject<HTMLDivElement | null>,
  onCellEdit?: (edit: CellEdit) => void,
): CellEditing {
  const [editing, setEditing] = useState<EditState | null>(null);
  const numeric = (columnId: string) => {
    const column = columns.find((c) => c.di_column === columnId);
    return column !== undefined && isNumericColumn(column);
  };

  function start(index: number, columnId: string) {
    const value = rows[index]![columnId];
    // Numbers are edited with the decimal comma the user reads in the cell.
    const text = value == null ? '' : numeric(columnId) ? String(value).replace('.', ',') : String(value);
    setEditing({ index, columnId, text });
  }

  function finish(commit: boolean) {
    const current = editing;
    // Enter closes the editor and its blur follows: the second call finds nothing to do.
    if (!current) return;
    setEditing(null);
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>('.rgrid__body [tabindex="0"]')?.focus());
    if (!commit) return;
    const value = numeric(current.columnId) ? parseEditedNumber(current.text) : current.text;
    const row = { ...rows[current.index]!, [current.columnId]: value };
    const next = rows.slice();
    next[current.index] = row;
    setRows(next);
    onCellEdit?.({ row, rowIndex: current.index, columnId: current.columnId, value });
  }

  return { editing, start, setText: (text) => setEditing((e) => (e ? { ...e, text } : e)), finish };
}
