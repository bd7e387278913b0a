import { formatNumber } from '@domain/money';
import type { CSSProperties, ReactNode } from 'react';
import { isNumericColumn, type ReportRow } from './report-column';
import { pinStyle, SELECT_COLUMN_WIDTH, type GridLayout, type LayoutColumn } from './column-layout';
import { cellStyle, formatCell, formatTotal } from './cell-format';
import { groupTitle, type GroupNode } from './grouping';
import { gridMessages } from './messages';
import { SelectBox } from './SelectBox';
import { hasTotal, type TotalValue } from './totals';
import { paintStyle, type RowPaint } from './row-paint';

/** Shared by data and group rows: position in the virtual body and in the grid's ARIA numbering. */
export interface RowFrame {
  position: number;
  ariaRowIndex: number;
  top: number;
  /** Column position (0 = first) holding the roving focus in this row, or null. */
  activeCol: number | null;
}

// Rows inside groups step in once, whatever the depth: the first column is often a narrow date.
const GROUPED_ROW_INDENT = 18;

function cellClass(col: LayoutColumn, extra = ''): string {
  return ['rgrid__cell', isNumericColumn(col.column) ? 'rgrid__cell--number' : '', col.pin ? `rgrid__cell--pin-${col.pin}` : '', extra]
    .filter(Boolean)
    .join(' ');
}

/** What every single-column cell of a body row carries: ARIA position, the keys GridBody reads on clicks and keys, the roving tab stop. */
function cellProps(col: LayoutColumn, colIndex: number, frame: RowFrame) {
  return {
    role: 'gridcell',
    'aria-colindex': colIndex + 1,
    'data-col-start': colIndex,
    'data-col-end': colIndex,
    'data-column': col.id,
    tabIndex: frame.activeCol === colIndex ? 0 : -1,
  } as const;
}

function rowStyle(layout: GridLayout, top: number, paint?: CSSProperties): CSSProperties {
  const base: CSSProperties = { width: layout.totalWidth, transform: `translateY(${top}px)` };
  return paint ? { ...paint, ...base } : base;
}

function selectCell(frame: RowFrame, content: ReactNode) {
  return (
    <div
      role="gridcell"
      className="rgrid__cell rgrid__cell--select"
      aria-colindex={1}
      data-col-start={0}
      data-col-end={0}
      tabIndex={frame.activeCol === 0 ? 0 : -1}
      style={{ width: SELECT_COLUMN_WIDTH, position: 'sticky', left: 0 }}
    >
      {content}
    </div>
  );
}

interface DataRowProps {
  frame: RowFrame;
  layout: GridLayout;
  row: ReportRow;
  depth: number;
  selected: boolean | null;
  /** Column being edited and its text, when a cell of this row is in edit mode. */
  editing: { columnId: string; text: string } | null;
  onEditText: (text: string) => void;
  onEditDone: (commit: boolean) => void;
  onToggleSelect: () => void;
  /** Colours from the grid's rowStyle/cellStyle for this row, or null when the grid has none. */
  paint: RowPaint | null;
}

/** A result row: one gridcell per visible column, numbers right-aligned in es-EC, dates DD/MM/YYYY. */
export function DataRow({ frame, layout, row, depth, selected, editing, onEditText, onEditDone, onToggleSelect, paint }: DataRowProps) {
  const offset = layout.selectColumn ? 1 : 0;
  const painted = paint?.row !== undefined;
  return (
    <div
      role="row"
      aria-rowindex={frame.ariaRowIndex}
      aria-selected={selected === null ? undefined : selected}
      data-position={frame.position}
      className={[
        'rgrid__row',
        'rgrid__row--data',
        selected ? 'rgrid__row--selected' : '',
        frame.position % 2 ? 'rgrid__row--odd' : '',
        painted ? 'rgrid__row--painted' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={rowStyle(layout, frame.top, paintStyle(paint?.row))}
    >
      {layout.selectColumn && selectCell(frame, <SelectBox label={gridMessages.selectRow} checked={selected === true} onToggle={onToggleSelect} />)}
      {layout.columns.map((col, i) => {
        const colIndex = i + offset;
        const isEditing = editing?.columnId === col.id;
        const cellPaint = paint?.cells?.[col.id];
        const fill = cellPaint && !cellPaint.badge ? paintStyle(cellPaint) : undefined;
        return (
          <div
            key={col.id}
            {...cellProps(col, colIndex, frame)}
            className={cellClass(
              col,
              [col.column.editable ? 'rgrid__cell--editable' : '', cellPaint?.badge ? 'rgrid__cell--badge' : ''].filter(Boolean).join(' '),
            )}
            style={{
              width: col.width,
              ...cellStyle(col.column),
              ...fill,
              ...pinStyle(col),
              paddingLeft: i === 0 && depth > 0 ? GROUPED_ROW_INDENT : undefined,
            }}
          >
            {isEditing ? (
              <input
                className="rgrid__editor"
                aria-label={gridMessages.editCell(col.column.di_descri)}
                autoFocus
                value={editing.text}
                onChange={(e) => onEditText(e.target.value)}
                onKeyDown={(e) => {
                  e.stopPropagation();
                  if (e.key === 'Enter') onEditDone(true);
                  if (e.key === 'Escape') onEditDone(false);
                }}
                onBlur={() => onEditDone(true)}
                onClick={(e) => e.stopPropagation()}
                onDoubleClick={(e) => e.stopPropagation()}
              />
            ) : cellPaint?.badge ? (
              <span className="rgrid__badge" style={paintStyle(cellPaint)}>
                {formatCell(col.column, row[col.id])}
              </span>
            ) : (
              formatCell(col.column, row[col.id])
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Columns a group row's label covers: up to the first column with a sum or last-value total (at least one). */
export function groupLabelSpan(layout: GridLayout): number {
  const first = layout.columns.findIndex((c) => c.column.di_total === 'T' || c.column.di_total === 'CU');
  return first <= 0 ? (first === 0 ? 1 : layout.columns.length) : first;
}

interface GroupRowProps {
  frame: RowFrame;
  layout: GridLayout;
  node: GroupNode;
  expanded: boolean;
  totals: Record<string, TotalValue>;
  selection: { checked: boolean; indeterminate: boolean } | null;
  onToggleExpand: () => void;
  onToggleSelect: () => void;
}

/** A group row: expand button, 'Provincia: Loja (12)' and the group's totals under their columns. */
export function GroupRow({ frame, layout, node, expanded, totals, selection, onToggleExpand, onToggleSelect }: GroupRowProps) {
  const offset = layout.selectColumn ? 1 : 0;
  const span = groupLabelSpan(layout);
  const labelWidth = layout.columns.slice(0, span).reduce((sum, c) => sum + c.width, 0);
  const first = layout.columns[0];
  const title = groupTitle(node);
  return (
    <div
      role="row"
      aria-rowindex={frame.ariaRowIndex}
      aria-selected={selection ? selection.checked : undefined}
      data-position={frame.position}
      data-group={node.id}
      className={['rgrid__row', 'rgrid__row--group', `rgrid__row--group-${Math.min(node.depth, 3)}`, selection?.checked ? 'rgrid__row--selected' : '']
        .filter(Boolean)
        .join(' ')}
      style={rowStyle(layout, frame.top)}
    >
      {layout.selectColumn &&
        selectCell(
          frame,
          selection && (
            <SelectBox label={gridMessages.selectGroup(title)} checked={selection.checked} indeterminate={selection.indeterminate} onToggle={onToggleSelect} />
          ),
        )}
      <div
        role="gridcell"
        aria-colindex={offset + 1}
        aria-colspan={span}
        data-col-start={offset}
        data-col-end={offset + span - 1}
        tabIndex={frame.activeCol !== null && frame.activeCol >= offset && frame.activeCol < offset + span ? 0 : -1}
        className={['rgrid__cell', 'rgrid__group-label', first?.pin === 'left' ? 'rgrid__cell--pin-left' : ''].join(' ')}
        style={{ width: labelWidth, paddingLeft: 6 + node.depth * 16, ...(first?.pin === 'left' ? { position: 'sticky', left: first.offset } : {}) }}
      >
        <button
          type="button"
          className="rgrid__expander"
          tabIndex={-1}
          aria-expanded={expanded}
          aria-label={expanded ? gridMessages.collapseGroup : gridMessages.expandGroup}
          onClick={onToggleExpand}
        >
          {expanded ? '▾' : '▸'}
        </button>
        <span className="rgrid__group-name">{node.column.di_descri}:</span> <span className="rgrid__group-value">{node.label}</span>
        <span className="rgrid__group-count">({formatNumber(node.indices.length, 0)})</span>
      </div>
      {layout.columns.slice(span).map((col, i) => {
        const colIndex = offset + span + i;
        return (
          <div
            key={col.id}
            {...cellProps(col, colIndex, frame)}
            className={cellClass(col, 'rgrid__cell--total')}
            style={{ width: col.width, ...pinStyle(col) }}
          >
            {hasTotal(col.column) ? formatTotal(col.column, totals[col.id]) : ''}
          </div>
        );
      })}
    </div>
  );
}
