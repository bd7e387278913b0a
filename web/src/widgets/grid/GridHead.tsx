import { flexRender, type Header, type Table } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { isNumericColumn, type ReportRow } from './report-column';
import { pinStyle, SELECT_COLUMN_WIDTH, type GridLayout } from './column-layout';
import type { ColumnFilter } from './filters';
import { FilterCell } from './FilterCell';
import { gridMessages } from './messages';
import { SelectBox } from './SelectBox';

export interface HeaderSelection {
  checked: boolean;
  indeterminate: boolean;
  onToggle: () => void;
}

interface GridHeadProps {
  table: Table<ReportRow>;
  layout: GridLayout;
  showHeader: boolean;
  showFilters: boolean;
  filters: readonly ColumnFilter[];
  problems: Readonly<Record<string, string>>;
  onFilterChange: (filter: ColumnFilter) => void;
  onInvalidDate: (columnId: string) => void;
  selectAll: HeaderSelection | null;
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

/** Column headers (click, Enter or Space sorts; Shift adds a sort key) and the filter row. */
export function GridHead({ table, layout, showHeader, showFilters, filters, problems, onFilterChange, onInvalidDate, selectAll }: GridHeadProps) {
  const headers = new Map<string, Header<ReportRow, unknown>>();
  for (const header of table.getFlatHeaders()) headers.set(header.column.id, header);
  let rowIndex = 0;

  const onHeaderKey = (event: KeyboardEvent<HTMLDivElement>, header: Header<ReportRow, unknown>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    header.column.toggleSorting(undefined, event.shiftKey);
  };

  const selectCell = (content: React.ReactNode, role: 'columnheader' | 'gridcell') => (
    <div role={role} className="rgrid__cell rgrid__cell--select" style={{ width: SELECT_COLUMN_WIDTH, position: 'sticky', left: 0 }} aria-colindex={1}>
      {content}
    </div>
  );

  return (
    <div role="rowgroup" className="rgrid__head">
      {showHeader && (
        <div role="row" className="rgrid__row rgrid__row--header" aria-rowindex={++rowIndex} style={{ width: layout.totalWidth }}>
          {layout.selectColumn &&
            selectCell(
              selectAll && (
                <SelectBox
                  label={gridMessages.selectAll}
                  checked={selectAll.checked}
                  indeterminate={selectAll.indeterminate}
                  onToggle={selectAll.onToggle}
                  focusable
                />
              ),
              'columnheader',
            )}
          {layout.columns.map((col, position) => {
            const header = headers.get(col.id)!;
            const sorted = header.column.getIsSorted();
            const sortIndex = header.column.getSortIndex();
            const multi = table.getState().sorting.length > 1;
            return (
              <div
                key={col.id}
                role="columnheader"
                aria-sort={ariaSort(sorted)}
                aria-colindex={position + 1 + (layout.selectColumn ? 1 : 0)}
                tabIndex={0}
                className={[
                  'rgrid__cell',
                  'rgrid__header-cell',
                  isNumericColumn(col.column) ? 'rgrid__cell--number' : '',
                  col.pin ? `rgrid__cell--pin-${col.pin}` : '',
                ].join(' ')}
                style={{ width: col.width, ...pinStyle(col) }}
                onClick={header.column.getToggleSortingHandler()}
                onKeyDown={(e) => onHeaderKey(e, header)}
                title={col.column.di_descri}
              >
                <span className="rgrid__header-text">{flexRender(header.column.columnDef.header, header.getContext())}</span>
                {sorted && (
                  <span className="rgrid__sort" aria-hidden="true">
                    {sorted === 'asc' ? '▲' : '▼'}
                    {multi && sortIndex >= 0 ? <sup>{sortIndex + 1}</sup> : null}
                  </span>
                )}
                <span
                  className={header.column.getIsResizing() ? 'rgrid__resizer rgrid__resizer--active' : 'rgrid__resizer'}
                  aria-hidden="true"
                  onMouseDown={header.getResizeHandler()}
                  onTouchStart={header.getResizeHandler()}
                  onClick={(e) => e.stopPropagation()}
                />
              </div>
            );
          })}
        </div>
      )}
      {showFilters && (
        <div
          role="row"
          className="rgrid__row rgrid__row--filters"
          aria-rowindex={++rowIndex}
          aria-label={gridMessages.filterRow}
          style={{ width: layout.totalWidth }}
        >
          {layout.selectColumn && selectCell(null, 'gridcell')}
          {layout.columns.map((col, position) => (
            <div
              key={col.id}
              role="gridcell"
              aria-colindex={position + 1 + (layout.selectColumn ? 1 : 0)}
              className={['rgrid__cell', 'rgrid__filter-cell', col.pin ? `rgrid__cell--pin-${col.pin}` : ''].join(' ')}
              style={{ width: col.width, ...pinStyle(col) }}
            >
              <FilterCell
                column={col.column}
                filter={filters.find((f) => f.columnId === col.id)}
                invalid={problems[col.id] !== undefined}
                onChange={onFilterChange}
                onInvalidDate={() => onInvalidDate(col.id)}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
