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

/** Paging of a list the server pages: count, rows per page, previous, 'Página X de Y', next. */
export function ServerPager({ label, summary, page, pageSize, total, pageSizes, onPage, onPageSize }: ServerPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="server-pager" aria-label={label}>
      <span>{summary}</span>
      {pageSizes && onPageSize && (
        <label className="server-pager__size">
          {gridMessages.serverPager.pageSize}
          <select className="input" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="btn btn--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {gridMessages.serverPager.previous}
      </button>
      <span aria-current="page">{gridMessages.serverPager.pageOf(Math.min(page, pages), pages)}</span>
      <button type="button" className="btn btn--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {gridMessages.serverPager.next}
      </button>
    </nav>
  );
}
