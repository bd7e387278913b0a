import { useEffect, useRef, useState } from 'react';
import type { ReportRow } from './report-column';
import type { SelectionMode } from './GridBody';

const NONE: ReadonlySet<number> = new Set();

export interface RowSelection {
  selected: ReadonlySet<number>;
  toggleRow: (index: number) => void;
  /** Selects every row given, or clears them all when they already are (group rows, the header box). */
  toggleMany: (indices: readonly number[]) => void;
  clear: () => void;
  /** Single selection: makes this row the selected one (the keyboard moving onto it); nothing when it already is. */
  selectOnly: (index: number) => void;
  /** While the grid renders new data: select these indices of `rows` (told to the caller after the render). */
  carryOver: (next: ReadonlySet<number>, rows: readonly ReportRow[]) => void;
}

/** Selected rows as data indices; every change is reported with the rows in data order. */
export function useRowSelection(mode: SelectionMode, rows: readonly ReportRow[], onChange?: (rows: ReportRow[]) => void): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(NONE);
  // clear() runs while the grid renders new data, when the caller cannot be told yet: it is
  // told once the empty selection is on screen.
  const unreported = useRef<ReportRow[] | null>(null);
  useEffect(() => {
    if (!unreported.current) return;
    const rowsNow = unreported.current;
    unreported.current = null;
    onChange?.(rowsNow);
  }, [selected, onChange]);

  function select(next: ReadonlySet<number>) {
    setSelected(next);
    onChange?.([...next].sort((a, b) => a - b).map((i) => rows[i]!));
  }

  function toggleRow(index: number) {
    if (mode === 'none') return;
    if (mode === 'single') {
      select(selected.has(index) ? NONE : new Set([index]));
      return;
    }
    const next = new Set(selected);
    if (!next.delete(index)) next.add(index);
    select(next);
  }

  function toggleMany(indices: readonly number[]) {
    const all = indices.length > 0 && indices.every((i) => selected.has(i));
    const next = new Set(selected);
    for (const i of indices) {
      if (all) next.delete(i);
      else next.add(i);
    }
    select(next);
  }

  function selectOnly(index: number) {
    if (mode !== 'single' || (selected.size === 1 && selected.has(index))) return;
    select(new Set([index]));
  }

  function clear() {
    if (selected.size === 0) return;
    unreported.current = [];
    setSelected(NONE);
  }

  function carryOver(next: ReadonlySet<number>, newRows: readonly ReportRow[]) {
    if (next.size === 0) return clear();
    unreported.current = [...next].sort((a, b) => a - b).map((i) => newRows[i]!);
    setSelected(next);
  }

  return { selected, toggleRow, toggleMany, clear, selectOnly, carryOver };
}

/** Indices in `next` of the rows of `previous` selected at `selected`, matched by key. */
export function selectedByKey(
  previous: readonly ReportRow[],
  next: readonly ReportRow[],
  selected: ReadonlySet<number>,
  key: (row: ReportRow) => string | number,
): ReadonlySet<number> {
  if (selected.size === 0) return NONE;
  const keys = new Set([...selected].map((i) => key(previous[i]!)));
  const kept = new Set<number>();
  next.forEach((row, i) => {
    if (keys.has(key(row))) kept.add(i);
  });
  return kept;
}
