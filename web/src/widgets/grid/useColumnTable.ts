import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnPinningState,
  type ColumnSizingState,
  type SortingState,
  type Table,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { ReportColumn, ReportRow } from './report-column';
import type { ColumnMeta } from './column-layout';
import type { ColumnSetup } from './ColumnSetupModal';
import { DEFAULT_COLUMN_WIDTH } from './to-export-table';

const NO_ROWS: ReportRow[] = [];

export interface ColumnTable {
  table: Table<ReportRow>;
  sorting: SortingState;
  setSorting: (sorting: SortingState) => void;
  /** Every column in its current order, as the setup modal edits them. */
  setup: () => ColumnSetup[];
  applySetup: (setup: readonly ColumnSetup[]) => void;
}

/**
 * TanStack Table keeps the column state (order, visibility, pins, widths, sort keys) and draws the
 * headers from it. Rows do not go through it: its row models took about 2 s to build and 1 s to
 * regroup 100.000 rows here, so the grid's own engine (grid-engine.ts) does the rows.
 */
export function useColumnTable(columns: readonly ReportColumn[], onSortingChanged: () => void): ColumnTable {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() => Object.fromEntries(columns.map((c) => [c.di_column, c.visible !== false])));
  const [columnOrder, setColumnOrder] = useState<string[]>(() => columns.map((c) => c.di_column));
  const [columnPinning, setColumnPinning] = useState<ColumnPinningState>(() => ({
    left: columns.filter((c) => c.pin === 'left').map((c) => c.di_column),
    right: columns.filter((c) => c.pin === 'right').map((c) => c.di_column),
  }));
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});

  const columnDefs = useMemo<ColumnDef<ReportRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.di_column,
        // Never called (the table gets no rows) but TanStack only sorts columns that have one.
        accessorFn: (row: ReportRow) => row[c.di_column],
        header: c.di_descri,
        size: c.width ?? DEFAULT_COLUMN_WIDTH,
        minSize: 40,
        maxSize: 800,
        meta: { report: c } satisfies ColumnMeta,
      })),
    [columns],
  );

  const table = useReactTable({
    data: NO_ROWS,
    columns: columnDefs,
    state: { sorting, columnVisibility, columnOrder, columnPinning, columnSizing },
    onSortingChange: (updater) => {
      setSorting(updater);
      onSortingChanged();
    },
    onColumnVisibilityChange: setColumnVisibility,
    onColumnOrderChange: setColumnOrder,
    onColumnPinningChange: setColumnPinning,
    onColumnSizingChange: setColumnSizing,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    manualGrouping: true,
    manualPagination: true,
    manualExpanding: true,
    sortDescFirst: false,
    enableMultiSort: true,
    isMultiSortEvent: (event) => (event as MouseEvent).shiftKey,
    columnResizeMode: 'onChange',
  });

  const setup = () =>
    table
      .getAllLeafColumns()
      .map((c) => ({
        id: c.id,
        header: (c.columnDef.meta as ColumnMeta).report.di_descri,
        visible: c.getIsVisible(),
        pin: c.getIsPinned(),
        width: c.getSize(),
      }))
      .sort((a, b) => columnOrder.indexOf(a.id) - columnOrder.indexOf(b.id));

  const applySetup = (next: readonly ColumnSetup[]) => {
    setColumnOrder(next.map((c) => c.id));
    setColumnVisibility(Object.fromEntries(next.map((c) => [c.id, c.visible])));
    setColumnPinning({ left: next.filter((c) => c.pin === 'left').map((c) => c.id), right: next.filter((c) => c.pin === 'right').map((c) => c.id) });
    setColumnSizing(Object.fromEntries(next.map((c) => [c.id, c.width])));
  };

  return { table, sorting, setSorting, setup, applySetup };
}
