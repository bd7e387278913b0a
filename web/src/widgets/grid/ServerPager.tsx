import { gridMessages } from './messages';

export interface ServerPagerProps {
  /** Names the navigation for screen readers ('Páginas de la lista de empresas'). */
  label: string;
  /** What the list holds, as the screen says it ('8 empresas', 'Cargando…'). */
  summary: string;
  page: number;
  pageSize: number;
  total: number;
  /** Offered sizes; without them the size is fixed and no select is shown. */
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
}

/**
 * Paging of a list the server pages, in the same design as the grid's own pager (GridPager):
 * rows per page, « ‹ 'Página X de Y' › », and the count of the list.
 */
export function ServerPager({ label, summary, page, pageSize, total, pageSizes, onPage, onPageSize }: ServerPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  return (
    <nav className="rgrid-pager server-pager" aria-label={label}>
      {pageSizes && onPageSize && (
        <div className="rgrid-pager__group">
          <label className="server-pager__size">
            {gridMessages.serverPager.pageSize}
            <select className="rgrid-pager__select" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <div className="rgrid-pager__group">
        <button type="button" className="rgrid-btn rgrid-btn--icon" aria-label={gridMessages.firstPage} disabled={current <= 1} onClick={() => onPage(1)}>
          «
        </button>
        <button
          type="button"
          className="rgrid-btn rgrid-btn--icon"
          aria-label={gridMessages.previousPage}
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        >
          ‹
        </button>
        <span aria-current="page">{gridMessages.serverPager.pageOf(current, pages)}</span>
        <button
          type="button"
          className="rgrid-btn rgrid-btn--icon"
          aria-label={gridMessages.nextPage}
          disabled={current >= pages}
          onClick={() => onPage(current + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="rgrid-btn rgrid-btn--icon"
          aria-label={gridMessages.lastPage}
          disabled={current >= pages}
          onClick={() => onPage(pages)}
        >
          »
        </button>
      </div>
      <div className="rgrid-pager__group rgrid-pager__info">{summary}</div>
    </nav>
  );
}
