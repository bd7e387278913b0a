import { formatNumber } from '@domain/money';
import { useId, useState, type FormEvent } from 'react';
import { showWarning } from '../feedback/dialogs';
import { gridMessages } from './messages';
import { customPageSize, pageJumpTarget } from './paging';

interface GridPagerProps {
  sizes: readonly number[];
  /** The paged table also takes a custom size (a multiple of 10). */
  allowCustomSize: boolean;
  pageSize: number;
  pageIndex: number;
  pageCount: number;
  rowCount: number;
  selectedCount: number | null;
  /** Rows before the grid's filters when they leave some out ('2 de 8 filas'); null when none are filtered. */
  filteredFrom?: number | null;
  onPageSize: (size: number) => void;
  onPage: (index: number) => void;
}

const count = (n: number) => formatNumber(n, 0);

/** Paging bar: rows per page, first / previous / page jump / next / last, and the range shown. */
export function GridPager({
  sizes,
  allowCustomSize,
  pageSize,
  pageIndex,
  pageCount,
  rowCount,
  selectedCount,
  filteredFrom = null,
  onPageSize,
  onPage,
}: GridPagerProps) {
  const id = useId();
  const [jump, setJump] = useState('');
  const [custom, setCustom] = useState('');
  const [editingPage, setEditingPage] = useState(false);
  const options = sizes.includes(pageSize) ? sizes : [...sizes, pageSize].sort((a, b) => a - b);

  function onJump(event: FormEvent) {
    event.preventDefault();
    const target = pageJumpTarget(jump, pageCount);
    if (target === null) {
      void showWarning(gridMessages.invalidPage);
      return;
    }
    setJump(String(target));
    onPage(target - 1);
  }

  function onCustom(event: FormEvent) {
    event.preventDefault();
    const size = customPageSize(custom);
    if (size === null) {
      void showWarning(gridMessages.customPageSizeRule);
      return;
    }
    setCustom('');
    onPageSize(size);
  }

  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const pageText = editingPage ? jump : String(pageIndex + 1);

  return (
    <div className="rgrid-pager">
      <div className="rgrid-pager__group">
        <label htmlFor={`${id}-size`}>{gridMessages.rowsPerPage}</label>
        <select id={`${id}-size`} className="rgrid-pager__select" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {allowCustomSize && (
          <form className="rgrid-pager__custom" onSubmit={onCustom}>
            <label className="visually-hidden" htmlFor={`${id}-custom`}>
              {gridMessages.customPageSize}
            </label>
            <input
              id={`${id}-custom`}
              className="rgrid-pager__input rgrid-pager__input--wide"
              inputMode="numeric"
              placeholder={gridMessages.customPageSize}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
            />
            <button type="submit" className="rgrid-btn">
              {gridMessages.apply}
            </button>
          </form>
        )}
      </div>
      <div className="rgrid-pager__group">
        <button type="button" className="rgrid-btn rgrid-btn--icon" aria-label={gridMessages.firstPage} disabled={pageIndex === 0} onClick={() => onPage(0)}>
          «
        </button>
        <button
          type="button"
          className="rgrid-btn rgrid-btn--icon"
          aria-label={gridMessages.previousPage}
          disabled={pageIndex === 0}
          onClick={() => onPage(pageIndex - 1)}
        >
          ‹
        </button>
        <form className="rgrid-pager__jump" onSubmit={onJump}>
          <label htmlFor={`${id}-page`}>{gridMessages.page}</label>
          <input
            id={`${id}-page`}
            className="rgrid-pager__input"
            inputMode="numeric"
            aria-describedby={`${id}-pages`}
            title={gridMessages.goToPage}
            value={pageText}
            onFocus={() => {
              setJump(String(pageIndex + 1));
              setEditingPage(true);
            }}
            onBlur={() => setEditingPage(false)}
            onChange={(e) => setJump(e.target.value)}
          />
          <span id={`${id}-pages`}>{gridMessages.pageOf(pageCount)}</span>
        </form>
        <button
          type="button"
          className="rgrid-btn rgrid-btn--icon"
          aria-label={gridMessages.nextPage}
          disabled={pageIndex >= pageCount - 1}
          onClick={() => onPage(pageIndex + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="rgrid-btn rgrid-btn--icon"
          aria-label={gridMessages.lastPage}
          disabled={pageIndex >= pageCount - 1}
          onClick={() => onPage(pageCount - 1)}
        >
          »
        </button>
      </div>
      <div className="rgrid-pager__group rgrid-pager__info" aria-live="polite">
        {gridMessages.rangeOf(count(first), count(last), count(rowCount))}
        {filteredFrom !== null && <span className="rgrid-pager__filtered">· {gridMessages.filteredOf(count(rowCount), count(filteredFrom))}</span>}
        {selectedCount !== null && selectedCount > 0 && (
          <span className="rgrid-pager__selected">· {gridMessages.selectedCount(selectedCount, count(selectedCount))}</span>
        )}
      </div>
    </div>
  );
}
