import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Rect } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import type { ReportRow } from './report-column';
import type { GridLayout } from './column-layout';
import { moveActiveCell, type ActiveCell } from './grid-keyboard';
import type { DisplayList, GroupNode } from './grouping';
import { DataRow, GroupRow } from './GridRows';
import { gridMessages } from './messages';
import { ROW_HEIGHT } from './sizing';
import type { RowPaint } from './row-paint';
import type { TotalValue } from './totals';

const SKELETON_ROWS = [0, 1, 2, 3, 4];

// happy-dom and hidden containers measure 0 × 0; the virtualiser then falls back to this viewport.
const FALLBACK_RECT: Rect = { width: 1200, height: 800 };

export type SelectionMode = 'none' | 'single' | 'multiple';

export interface EditState {
  index: number;
  columnId: string;
  text: string;
}

interface GridBodyProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  list: DisplayList;
  /** First list position of the page and how many rows it has. */
  start: number;
  count: number;
  /** Header rows before the body, for aria-rowindex. */
  headRows: number;
  layout: GridLayout;
  data: readonly ReportRow[];
  selectionMode: SelectionMode;
  selected: ReadonlySet<number>;
  expanded: ReadonlySet<string>;
  groupTotals: (node: GroupNode) => Record<string, TotalValue>;
  active: ActiveCell;
  onActiveChange: (cell: ActiveCell) => void;
  editing: EditState | null;
  onEditText: (text: string) => void;
  onEditDone: (commit: boolean) => void;
  onStartEdit: (index: number, columnId: string) => void;
  onToggleRow: (index: number) => void;
  /** Single-selection grids: the keyboard moved onto this data row, which becomes the selected one. */
  onSelectRow: (index: number) => void;
  onToggleGroup: (node: GroupNode) => void;
  onToggleExpand: (node: GroupNode) => void;
  onOpenRow: (index: number) => void;
  /** ReportGrid's onCellActivate on a data row's cell; true when the cell was handled. */
  onActivateCell?: (index: number, columnId: string) => boolean;
  emptyText: string;
  /** The caller is still loading its rows: skeleton rows instead of the empty text. */
  loading?: boolean;
  /** Per-row colours (ReportGrid's rowStyle/cellStyle), memoised per row; null when unused. */
  paintRow: ((row: ReportRow) => RowPaint) | null;
}

function isControl(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'BUTTON');
}

function groupSelection(node: GroupNode, selected: ReadonlySet<number>): { checked: boolean; indeterminate: boolean } {
  let count = 0;
  for (const index of node.indices) if (selected.has(index)) count++;
  return { checked: count > 0 && count === node.indices.length, indeterminate: count > 0 && count < node.indices.length };
}

/** The virtualised body: only the rows in view (and the active one) are in the DOM; one active cell holds the focus. */
export function GridBody(props: GridBodyProps) {
  const { scrollRef, list, start, count, headRows, layout, data, selectionMode, selected, expanded, active, editing } = props;
  const colCount = layout.columns.length + (layout.selectColumn ? 1 : 0);
  const focusPending = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The active row stays mounted so the grid keeps its one tab stop while scrolled away.
      if (active.row < count && !indexes.includes(active.row)) indexes.push(active.row);
      return indexes;
    },
    [active.row, count],
  );

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
    rangeExtractor,
  });

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-position="${active.row}"]`);
    const cells = row ? [...row.querySelectorAll<HTMLElement>('[data-col-start]')] : [];
    const cell = cells.find((c) => Number(c.dataset.colStart) <= active.col && active.col <= Number(c.dataset.colEnd));
    cell?.focus();
  });

  function moveTo(cell: ActiveCell) {
    focusPending.current = true;
    props.onActiveChange(cell);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count === 0 || editing) return;
    const viewport = scrollRef.current?.clientHeight || FALLBACK_RECT.height;
    const next = moveActiveCell(event.key, event.ctrlKey || event.metaKey, active, {
      rowCount: count,
      colCount,
      pageRows: Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 3),
    });
    if (next) {
      event.preventDefault();
      moveTo(next);
      // Single selection follows the keyboard: the hotkeys then act on the row the user sees focused.
      const target = next.row !== active.row ? list.at(start + next.row) : null;
      if (selectionMode === 'single' && target?.kind === 'row') props.onSelectRow(target.index);
      return;
    }
    const item = list.at(start + active.row);
    if (event.key === 'Enter') {
      event.preventDefault();
      if (item.kind === 'group') props.onToggleExpand(item.node);
      else if (!activate(item.index, active.col)) props.onOpenRow(item.index);
    } else if (event.key === ' ') {
      // A focused checkbox toggles itself.
      if (isControl(event.target)) return;
      event.preventDefault();
      if (item.kind === 'group') {
        if (selectionMode === 'multiple') props.onToggleGroup(item.node);
      } else if (selectionMode !== 'none') props.onToggleRow(item.index);
    } else if (event.key === 'F2' && item.kind === 'row') {
      const column = layout.columns[active.col - (layout.selectColumn ? 1 : 0)];
      if (column?.column.editable) {
        event.preventDefault();
        props.onStartEdit(item.index, column.id);
      }
    }
  }

  /** Hands a data cell (by column position) to onActivateCell; false when nobody handled it. */
  function activate(index: number, col: number): boolean {
    const column = layout.columns[col - (layout.selectColumn ? 1 : 0)];
    return !!column && !!props.onActivateCell?.(index, column.id);
  }

  function cellAt(event: MouseEvent): { position: number; col: number } | null {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-col-start]');
    const row = cell?.closest<HTMLElement>('[data-position]');
    if (!cell || !row) return null;
    return { position: Number(row.dataset.position), col: Number(cell.dataset.colStart) };
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const hit = cellAt(event);
    if (!hit) return;
    // A click on a checkbox or a button makes its row the active one; the control did the rest.
    props.onActiveChange({ row: hit.position, col: hit.col });
    if (isControl(event.target)) return;
    const item = list.at(start + hit.position);
    if (item.kind === 'group') props.onToggleExpand(item.node);
    else if (!editing) {
      if (selectionMode !== 'none') props.onToggleRow(item.index);
      activate(item.index, hit.col);
    }
  }

  function onDoubleClick(event: MouseEvent<HTMLDivElement>) {
    const hit = cellAt(event);
    if (!hit) return;
    const item = list.at(start + hit.position);
    if (item.kind !== 'row') return;
    const column = layout.columns[hit.col - (layout.selectColumn ? 1 : 0)];
    if (column?.column.editable) props.onStartEdit(item.index, column.id);
    else props.onOpenRow(item.index);
  }

  if (count === 0 && props.loading) {
    return (
      <div role="rowgroup" className="rgrid__body rgrid__body--loading" aria-busy="true">
        {SKELETON_ROWS.map((n) => (
          <div key={n} role="row" className="rgrid__row rgrid__row--skeleton" aria-rowindex={headRows + n + 1} style={{ width: layout.totalWidth }}>
            <div role="gridcell" aria-colindex={1} aria-colspan={colCount} className="rgrid__skeleton">
              {n === 0 ? <span className="visually-hidden">{gridMessages.loading}</span> : null}
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (count === 0) {
    return (
      <div role="rowgroup" className="rgrid__body">
        <div role="row" className="rgrid__row rgrid__row--empty" aria-rowindex={headRows + 1} style={{ width: layout.totalWidth }}>
          <div role="gridcell" aria-colindex={1} aria-colspan={colCount} className="rgrid__empty">
            {props.emptyText}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div
      ref={bodyRef}
      role="rowgroup"
      className="rgrid__body"
      style={{ height: virtualizer.getTotalSize(), width: layout.totalWidth }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const position = virtual.index;
        const item = list.at(start + position);
        const frame = {
          position,
          ariaRowIndex: headRows + start + position + 1,
          top: virtual.start,
          activeCol: active.row === position ? active.col : null,
        };
        if (item.kind === 'group') {
          return (
            <GroupRow
              key={`g:${item.node.id}`}
              frame={frame}
              layout={layout}
              node={item.node}
              expanded={expanded.has(item.node.id)}
              totals={props.groupTotals(item.node)}
              selection={selectionMode === 'multiple' ? groupSelection(item.node, selected) : null}
              onToggleExpand={() => props.onToggleExpand(item.node)}
              onToggleSelect={() => props.onToggleGroup(item.node)}
            />
          );
        }
        const row = data[item.index]!;
        return (
          <DataRow
            key={`r:${item.index}`}
            frame={frame}
            layout={layout}
            row={row}
            paint={props.paintRow ? props.paintRow(row) : null}
            depth={item.depth}
            selected={selectionMode === 'none' ? null : selected.has(item.index)}
            editing={editing && editing.index === item.index ? editing : null}
            onEditText={props.onEditText}
            onEditDone={props.onEditDone}
            onToggleSelect={() => props.onToggleRow(item.index)}
          />
        );
      })}
    </div>
  );
}
