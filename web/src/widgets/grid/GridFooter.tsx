import { pinStyle, SELECT_COLUMN_WIDTH, type GridLayout } from './column-layout';
import { formatTotal } from './cell-format';
import { isNumericColumn } from './report-column';
import { gridMessages } from './messages';
import { hasTotal, type TotalValue } from './totals';

interface GridFooterProps {
  layout: GridLayout;
  totals: Record<string, TotalValue>;
  ariaRowIndex: number;
}

/** Totals row under the columns: T sum, CU last row value, CONT row count of the filtered rows. */
export function GridFooter({ layout, totals, ariaRowIndex }: GridFooterProps) {
  const offset = layout.selectColumn ? 1 : 0;
  // 'Total' goes in the first column that has no total of its own.
  const labelAt = layout.columns.findIndex((c) => !hasTotal(c.column));
  return (
    <div role="rowgroup" className="rgrid__foot">
      <div role="row" className="rgrid__row rgrid__row--totals" aria-rowindex={ariaRowIndex} style={{ width: layout.totalWidth }}>
        {layout.selectColumn && (
          <div
            role="gridcell"
            aria-colindex={1}
            className="rgrid__cell rgrid__cell--select"
            style={{ width: SELECT_COLUMN_WIDTH, position: 'sticky', left: 0 }}
          />
        )}
        {layout.columns.map((col, i) => (
          <div
            key={col.id}
            role="gridcell"
            aria-colindex={i + offset + 1}
            data-column={col.id}
            className={[
              'rgrid__cell',
              isNumericColumn(col.column) || col.column.di_total === 'CONT' ? 'rgrid__cell--number' : '',
              col.pin ? `rgrid__cell--pin-${col.pin}` : '',
            ].join(' ')}
            style={{ width: col.width, ...pinStyle(col) }}
          >
            {hasTotal(col.column) ? formatTotal(col.column, totals[col.id]) : i === labelAt ? gridMessages.totalLabel : ''}
          </div>
        ))}
      </div>
    </div>
  );
}
