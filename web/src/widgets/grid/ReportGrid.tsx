import { INVALID_DATE_MESSAGE } from '@domain/dates';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { deployMode } from '../../app/config';
import { showPopup } from '../feedback/dialogs';
import { LEVEL_TITLES } from '../feedback/levels';
import type { ReportColumn, ReportRow } from './report-column';
import { gridLayout } from './column-layout';
import { ColumnSetupModal } from './ColumnSetupModal';
import { openDetailWindow } from './detail-window';
import type { ColumnFilter, FilterOperator } from './filters';
import { GridBody, type SelectionMode } from './GridBody';
import { GridFooter } from './GridFooter';
import { hasTotal } from './totals';
import { GridHead } from './GridHead';
import { GridPager } from './GridPager';
import { GridToolbar } from './GridToolbar';
import { allGroupIds, canGroupBy, initialGrouping, type GroupNode } from './grouping';
import type { ActiveCell } from './grid-keyboard';
import { gridMessages } from './messages';
import { DEFAULT_PAGE_SIZE, DEFAULT_PLAIN_PAGE_SIZE, PAGED_PAGE_SIZES, PLAIN_PAGE_SIZES, pageCount } from './paging';
import { scrollToTop } from './page-scroll';
import { gridSizing } from './sizing';
import type { SortRule } from './sorting';
import { exportGridView } from './grid-export';
import { useColumnTable } from './useColumnTable';
import { selectedByKey, useRowSelection } from './useRowSelection';
import { useCellEditing, type CellEdit } from './useCellEditing';
import { useGridView } from './useGridView';
import type { ViewCount } from './list-count';
import { rowPainter, type CellStyleFn, type RowStyleFn } from './row-paint';
import type { ExportFormat } from './export/export-actions';
import './grid.css';

/** Drives the grid from outside without the mouse (the demo's benchmark hooks); every call renders before it returns. */
export interface GridHandle {
  setFilter: (columnId: string, operator: FilterOperator, text: string) => void;
  setGrouping: (columnIds: string[]) => void;
  setSorting: (rules: SortRule[]) => void;
  expandAll: () => void;
  /** Result rows after the filters (group rows not counted). */
  resultCount: () => number;
}

/** The grid's props by its row type: a page passes its own row type and gets it back in the callbacks. */
export interface ReportGridProps<TRow extends ReportRow = ReportRow> {
  columns: readonly ReportColumn[];
  data: readonly TRow[];
  /** Names the grid for screen readers and titles its exports. */
  title?: string;
  /** 'report': paged 10–100 by 10 (30 by default) plus a custom size; 'plain': 5/10/25/50/100; 'scroll': no paging, 300 px at most. */
  variant?: 'report' | 'plain' | 'scroll';
  paging?: boolean;
  header?: boolean;
  filters?: boolean;
  totals?: boolean;
  toolbar?: boolean;
  exports?: boolean;
  selection?: SelectionMode;
  onSelectionChange?: (rows: TRow[]) => void;
  /** Opening a row shows its invoice, withholding or journal-entry window. */
  detailWindows?: boolean;
  onOpenRow?: (row: TRow) => void;
  /**
   * A click on a data cell, or Enter on the focused one, with the row and the cell's column id (a
   * link-like column: the receipt opens its invoice). Return true when the cell was handled: Enter
   * then does not also open the row. Without it cells do nothing of their own.
   */
  onCellActivate?: (row: TRow, columnId: string) => boolean | void;
  onCellEdit?: (edit: CellEdit) => void;
  /** The report's view prints horizontally (vin_imphor T). */
  landscape?: boolean;
  /** Height of a grid that does not fit its content; 70vh by default. */
  height?: string;
  gridRef?: Ref<GridHandle>;
  /**
   * Colours a whole data row from its values (e.g. the head-office establishment). Pass a stable
   * function (module level or useCallback): each row is painted once per function and kept.
   */
  rowStyle?: RowStyleFn;
  /** Identifies a row across new data from the caller: with it, a reload keeps the selection and the page. */
  rowKey?: (row: TRow) => string | number;
  /** Colours one cell from its row's values; `badge: true` draws the value as a tag (e.g. a state). Stable, as rowStyle. */
  cellStyle?: CellStyleFn;
  /** The caller is still fetching the rows: skeleton rows and no totals instead of an empty grid counting 0. */
  loading?: boolean;
  /**
   * Told what the grid shows after its own filters, so a count outside it (a server pager's
   * summary) counts the same rows: see `listCount`.
   */
  onViewCount?: (count: ViewCount) => void;
}

const NO_SET: ReadonlySet<never> = new Set();

/** The report grid every list and report uses: filters, sorting, grouping with totals, selection, paging, column setup, exports. */
export function ReportGrid<TRow extends ReportRow = ReportRow>(typed: ReportGridProps<TRow>) {
  // The grid hands back the very rows it was given: the one place the row type is widened.
  const props = typed as unknown as ReportGridProps;
  const { columns, variant = 'report', selection = 'single', title = gridMessages.defaultTitle } = props;
  const paged = variant !== 'scroll' && props.paging !== false;
  // A list without a totalled column has no footer (an empty 'Total' row says nothing).
  const showTotals = props.totals !== false && columns.some(hasTotal);
  const scrollRef = useRef<HTMLDivElement>(null);

  const [source, setSource] = useState(props.data);
  const [rows, setRows] = useState(props.data);
  const [pageIndex, setPageIndex] = useState(0);
  const selectionState = useRowSelection(selection, rows, props.onSelectionChange);
  const { selected, toggleRow, toggleMany } = selectionState;
  if (source !== props.data) {
    // New data from the caller: start over on it (edits and selection belonged to the old rows),
    // unless rows have keys: then the same rows stay selected and the page stays (a live refresh).
    setSource(props.data);
    setRows(props.data);
    if (props.rowKey) selectionState.carryOver(selectedByKey(rows, props.data, selected, props.rowKey), props.data);
    else {
      selectionState.clear();
      setPageIndex(0);
    }
  }

  const [filters, setFilters] = useState<ColumnFilter[]>([]);
  const [filtersShown, setFiltersShown] = useState(props.filters !== false);
  const [grouping, setGrouping] = useState<string[]>(() => initialGrouping(columns));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NO_SET);
  const [pageSize, setPageSize] = useState(variant === 'plain' ? DEFAULT_PLAIN_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  const [setupOpen, setSetupOpen] = useState(false);
  const [active, setActive] = useState<ActiveCell>({ row: 0, col: 0 });
  const [exporting, setExporting] = useState(false);
  const { table, sorting, setSorting, setup, applySetup } = useColumnTable(columns, () => setPageIndex(0));
  const { editing, start: startEdit, setText: setEditText, finish: finishEdit } = useCellEditing(columns, rows, setRows, scrollRef, props.onCellEdit);

  const view = useGridView(rows, columns, filters, sorting, grouping, expanded);
  const paintRow = useMemo(() => rowPainter(props.rowStyle, props.cellStyle, columns), [props.rowStyle, props.cellStyle, columns]);
  const layout = gridLayout(table, selection === 'multiple');
  const pages = pageCount(view.list.length, pageSize);
  const page = paged ? Math.min(pageIndex, pages - 1) : 0;
  const start = paged ? page * pageSize : 0;
  const count = paged ? Math.max(0, Math.min(pageSize, view.list.length - start)) : view.list.length;
  const shown = view.indices.length;
  const filtered = shown !== rows.length;
  const onViewCount = props.onViewCount;
  useEffect(() => {
    onViewCount?.({ shown, loaded: rows.length, filtered });
  }, [onViewCount, shown, rows.length, filtered]);
  const loadingEmpty = props.loading === true && rows.length === 0;
  const activeCell = { row: Math.min(active.row, Math.max(0, count - 1)), col: active.col };
  const showHeader = props.header !== false;
  const headRows = (showHeader ? 1 : 0) + (filtersShown ? 1 : 0);
  // A paged grid never shows more than a page, so a page of 10 rows counts as 10 rows.
  const sizing = gridSizing({
    rowCount: paged ? Math.min(pageSize, rows.length) : rows.length,
    grouped: grouping.length > 0,
    scrollTable: variant === 'scroll',
    height: props.height,
  });

  function toggleExpand(node: GroupNode) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(node.id)) next.add(node.id);
      return next;
    });
  }

  function changeFilter(filter: ColumnFilter) {
    setFilters((list) => [...list.filter((f) => f.columnId !== filter.columnId), filter]);
    setPageIndex(0);
  }

  function changeGrouping(next: string[]) {
    setGrouping(next);
    setExpanded(NO_SET);
    setPageIndex(0);
  }

  function openRow(index: number) {
    const row = rows[index]!;
    if (props.detailWindows) openDetailWindow(row, deployMode());
    else props.onOpenRow?.(row);
  }

  const activateCell = props.onCellActivate ? (index: number, columnId: string) => props.onCellActivate!(rows[index]!, columnId) === true : undefined;

  function runExport(format: ExportFormat) {
    setExporting(true);
    const source = {
      title,
      landscape: props.landscape ?? false,
      columns: layout.columns.map((c) => c.column),
      widths: Object.fromEntries(layout.columns.map((c) => [c.id, c.width])),
      data: rows,
      paintRow,
      indices: view.indices,
      groups: view.groups,
    };
    // The button comes back as soon as the file is made, not when the user closes an error.
    void exportGridView(format, source).finally(() => setExporting(false));
  }

  function changePage(index: number) {
    setPageIndex(index);
    setActive((a) => ({ row: 0, col: a.col }));
    if (scrollRef.current) scrollToTop(scrollRef.current);
  }

  const latest = useRef({ view, rows });
  latest.current = { view, rows };
  useImperativeHandle(
    props.gridRef,
    () => ({
      setFilter: (columnId, operator, text) => flushSync(() => changeFilter({ columnId, operator, text })),
      setGrouping: (ids) => flushSync(() => changeGrouping(ids)),
      setSorting: (rules) =>
        flushSync(() => {
          setSorting(rules);
          setPageIndex(0);
        }),
      expandAll: () => flushSync(() => setExpanded(new Set(allGroupIds(latest.current.view.groups)))),
      resultCount: () => latest.current.view.indices.length,
    }),
    [],
  );

  const allSelected = selection === 'multiple' && view.order.length > 0 && view.order.every((i) => selected.has(i));
  const someSelected = selection === 'multiple' && !allSelected && view.order.some((i) => selected.has(i));
  const colCount = layout.columns.length + (layout.selectColumn ? 1 : 0);
  const sizeStyle = sizing.kind === 'fixed' ? { height: sizing.height } : sizing.kind === 'max' ? { maxHeight: sizing.maxHeight } : undefined;

  return (
    <div className="rgrid">
      {props.toolbar !== false && (
        <GridToolbar
          title={title}
          columns={columns}
          grouping={grouping}
          // Hidden columns (codes, keys) are not offered: a user groups by what the grid shows.
          groupable={layout.columns.map((c) => c.column).filter(canGroupBy)}
          onAddGroup={(id) => changeGrouping([...grouping, id])}
          onRemoveGroup={(id) => changeGrouping(grouping.filter((g) => g !== id))}
          onExpandAll={() => setExpanded(new Set(allGroupIds(view.groups)))}
          onCollapseAll={() => setExpanded(NO_SET)}
          filtersShown={props.filters === false ? null : filtersShown}
          onToggleFilters={() => setFiltersShown((s) => !s)}
          onOpenColumns={() => setSetupOpen(true)}
          exports={props.exports !== false}
          exporting={exporting}
          onExport={runExport}
        />
      )}
      <div
        ref={scrollRef}
        aria-busy={props.loading || undefined}
        className={`${props.loading ? 'rgrid__scroll--busy ' : ''}rgrid__scroll rgrid__scroll--${sizing.kind}`}
        style={sizeStyle}
        data-sizing={sizing.kind}
        role="grid"
        aria-label={title}
        aria-rowcount={headRows + Math.max(1, view.list.length) + (showTotals ? 1 : 0)}
        aria-colcount={colCount}
        aria-multiselectable={selection === 'multiple' || undefined}
      >
        <GridHead
          table={table}
          layout={layout}
          showHeader={showHeader}
          showFilters={filtersShown}
          filters={filters}
          problems={view.problems}
          onFilterChange={changeFilter}
          onInvalidDate={() => void showPopup({ title: LEVEL_TITLES.error, text: INVALID_DATE_MESSAGE, level: 'error' })}
          selectAll={selection === 'multiple' ? { checked: allSelected, indeterminate: someSelected, onToggle: () => toggleMany(view.order) } : null}
        />
        <GridBody
          scrollRef={scrollRef}
          list={view.list}
          start={start}
          count={count}
          headRows={headRows}
          layout={layout}
          data={rows}
          selectionMode={selection}
          selected={selected}
          expanded={expanded}
          groupTotals={view.groupTotals}
          active={activeCell}
          onActiveChange={setActive}
          editing={editing}
          onEditText={setEditText}
          onEditDone={finishEdit}
          onStartEdit={startEdit}
          onToggleRow={toggleRow}
          onSelectRow={selectionState.selectOnly}
          loading={props.loading}
          onToggleGroup={(node) => toggleMany(node.indices)}
          onToggleExpand={toggleExpand}
          onOpenRow={openRow}
          onActivateCell={activateCell}
          emptyText={rows.length > 0 ? gridMessages.emptyFiltered : gridMessages.emptyResult}
          paintRow={paintRow}
        />
        {showTotals && !loadingEmpty && <GridFooter layout={layout} totals={view.footer} ariaRowIndex={headRows + Math.max(1, view.list.length) + 1} />}
      </div>
      {paged && (
        <GridPager
          sizes={variant === 'plain' ? PLAIN_PAGE_SIZES : PAGED_PAGE_SIZES}
          allowCustomSize={variant === 'report'}
          pageSize={pageSize}
          pageIndex={page}
          pageCount={pages}
          rowCount={view.list.length}
          filteredFrom={filtered ? rows.length : null}
          selectedCount={selection === 'multiple' ? selected.size : null}
          onPageSize={(size) => {
            setPageSize(size);
            setPageIndex(0);
          }}
          onPage={changePage}
        />
      )}
      {setupOpen && (
        <ColumnSetupModal
          columns={setup()}
          onAccept={(next) => {
            applySetup(next);
            setSetupOpen(false);
          }}
          onCancel={() => setSetupOpen(false)}
        />
      )}
    </div>
  );
}
