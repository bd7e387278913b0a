import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type FilterCodec, type ListSort, type ListState } from './url-params';

export interface ServerListPage<TItem> {
  items: readonly TItem[];
  totalCount: number;
}

export interface ServerListOptions<TVars extends OperationVariables, F> {
  codec: FilterCodec<F>;
  pageSize: number;
  defaultSort?: ListSort | null;
  /** The query's variables from the list state. */
  variables: (state: ListState<F>) => TVars;
  /** No request while this says so (e.g. the filters are not yet complete). */
  skip?: (state: ListState<F>) => boolean;
}

/**
 * One server list: its state (filters, sort, page, page size) lives in the URL search params, and
 * the query runs with `useQuery` from the variables that state gives.
 */
export function useServerList<TData, TVars extends OperationVariables, F, TResult extends ServerListPage<unknown>>(
  query: TypedDocumentNode<TData, TVars>,
  /** The page of items and the total of the answer. */
  select: (data: TData) => TResult | null | undefined,
  options: ServerListOptions<TVars, F>,
) {
  const { codec, pageSize: defaultPageSize, defaultSort = null, variables: toVariables, skip } = options;
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const defaults = useMemo(() => ({ pageSize: defaultPageSize, sort: defaultSort }), [defaultPageSize, defaultSort]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the state follows the URL text
  const state = useMemo(() => readListState(new URLSearchParams(key), codec, defaults), [key, defaults]);
  const variables = useMemo(() => toVariables(state), [toVariables, state]);
  const skipped = skip?.(state) ?? false;
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: skipped,
  } as useQuery.Options<TData, TVars>);

  const result = data ? select(data as TData) : undefined;
  const items = useMemo(() => (result?.items ?? []) as TResult['items'], [result]);

  /** A refetch that never rejects: the error is on `error`. */
  const reload = useCallback(
    () =>
      skipped
        ? Promise.resolve()
        : refetch().then(
            () => undefined,
            () => undefined,
          ),
    [refetch, skipped],
  );
  // A change that leaves the URL as it is (the same search submitted again, e.g. after editing a
  // row in another tab) reads the list again: the user asked for it, and the cache may be stale.
  const update = useCallback(
    (next: (current: ListState<F>) => ListState<F>, replace = false) => {
      const written = writeListState(next(readListState(params, codec, defaults)), codec, defaults, params);
      if (written.toString() === params.toString()) void reload();
      // Not in a transition (React Router's default): a transition render with the new
      // variables and an urgent one with the old kept replacing each other, the query switching
      // between both, for seconds before the new page showed.
      else setParams(written, { flushSync: true, replace });
    },
    [params, setParams, codec, defaults, reload],
  );
  /** The URL search of another state, for a link (middle click, copy); its click goes through setFilters. */
  const searchFor = useCallback(
    (next: (current: ListState<F>) => ListState<F>) => {
      const text = writeListState(next(readListState(params, codec, defaults)), codec, defaults, params).toString();
      return text ? `?${text}` : '';
    },
    [params, codec, defaults],
  );
  /** `replace` for a filter typed key by key (a live search): one history entry, not one per key. */
  const setFilters = useCallback(
    (filters: F | ((current: F) => F), options?: { replace?: boolean }) =>
      update((s) => ({ ...s, page: 1, filters: typeof filters === 'function' ? (filters as (c: F) => F)(s.filters) : filters }), options?.replace),
    [update],
  );
  const setSort = useCallback((sort: ListSort | null) => update((s) => ({ ...s, page: 1, sort })), [update]);
  const setPage = useCallback((page: number) => update((s) => ({ ...s, page })), [update]);
  const setPageSize = useCallback((size: number) => update((s) => ({ ...s, page: 1, pageSize: size })), [update]);
  return {
    ...state,
    data: data as TData | undefined,
    previousData: previousData as TData | undefined,
    result,
    items,
    totalCount: result?.totalCount ?? 0,
    loading,
    error,
    skipped,
    setFilters,
    searchFor,
    setSort,
    setPage,
    setPageSize,
    refetch: reload,
  };
}
