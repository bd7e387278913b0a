import { listCount, type ViewCount } from '../grid/list-count';
import { ServerPager } from '../grid/ServerPager';

export interface ServerListPagerProps {
  label: string;
  /** Shown while the first page loads. */
  loadingText: string;
  /** The count as the screen says it ('8 empresas'). */
  totalText: (count: number) => string;
  list: {
    page: number;
    pageSize: number;
    totalCount: number;
    loading: boolean;
    result: unknown;
    setPage: (page: number) => void;
    setPageSize: (size: number) => void;
  };
  /** The grid's filtered view, if any (list-count). */
  viewCount: ViewCount | null;
  pageSizes?: readonly number[];
}

/** The pager of a useServerList list: its page, size and count. */
export function ServerListPager({ label, loadingText, totalText, list, viewCount, pageSizes }: ServerListPagerProps) {
  return (
    <ServerPager
      label={label}
      summary={list.loading && !list.result ? loadingText : listCount(list.totalCount, totalText, viewCount)}
      page={list.page}
      pageSize={list.pageSize}
      total={list.totalCount}
      pageSizes={pageSizes}
      onPage={list.setPage}
      onPageSize={pageSizes ? list.setPageSize : undefined}
    />
  );
}
