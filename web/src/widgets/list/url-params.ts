/**
 * The list state in the URL (Saleor dashboard's pattern: the URL is the state, so back/forward and
 * reload restore the list). Spanish keys: `pagina`, `filas`, `orden`; each page adds its filter keys.
 */
export const PAGE_KEY = 'pagina';
export const PAGE_SIZE_KEY = 'filas';
export const SORT_KEY = 'orden';

/** A column sort: `orden=campo` ascending, `orden=-campo` descending. */
export interface ListSort {
  field: string;
  desc: boolean;
}

/** How a page's filters read from and write to the URL; a value equal to the default is left out. */
export interface FilterCodec<F> {
  read: (params: URLSearchParams) => F;
  /** Each filter key with its text; undefined or '' leaves the key out. */
  write: (filters: F) => Record<string, string | undefined>;
}

export interface ListState<F> {
  filters: F;
  sort: ListSort | null;
  page: number;
  pageSize: number;
}

function positive(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

export function readSort(text: string | null): ListSort | null {
  if (!text) return null;
  const desc = text.startsWith('-');
  const field = desc ? text.slice(1) : text;
  return field ? { field, desc } : null;
}

export function writeSort(sort: ListSort | null): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.field}` : undefined;
}

export function readListState<F>(params: URLSearchParams, codec: FilterCodec<F>, defaults: { pageSize: number; sort?: ListSort | null }): ListState<F> {
  return {
    filters: codec.read(params),
    sort: params.has(SORT_KEY) ? readSort(params.get(SORT_KEY)) : (defaults.sort ?? null),
    page: positive(params.get(PAGE_KEY)) ?? 1,
    pageSize: positive(params.get(PAGE_SIZE_KEY)) ?? defaults.pageSize,
  };
}

/** The search params of a state: defaults (page 1, the default size and sort) are left out, so the default list has an empty URL. */
export function writeListState<F>(
  state: ListState<F>,
  codec: FilterCodec<F>,
  defaults: { pageSize: number; sort?: ListSort | null },
  keep?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(keep);
  for (const key of [PAGE_KEY, PAGE_SIZE_KEY, SORT_KEY]) params.delete(key);
  for (const [key, value] of Object.entries(codec.write(state.filters))) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, value);
  }
  const sort = writeSort(state.sort);
  if (sort !== writeSort(defaults.sort ?? null)) params.set(SORT_KEY, sort ?? '');
  if (state.page > 1) params.set(PAGE_KEY, String(state.page));
  if (state.pageSize !== defaults.pageSize) params.set(PAGE_SIZE_KEY, String(state.pageSize));
  return params;
}

/** Helpers for codecs: a list as `a,b,c`, a number or null. */
export const listParam = (params: URLSearchParams, key: string): string[] => (params.get(key) ?? '').split(',').filter(Boolean);
export const numberParam = (params: URLSearchParams, key: string): number | null => {
  const text = params.get(key);
  return text !== null && text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
};
export const numberText = (value: number | null | undefined): string | undefined => (value === null || value === undefined ? undefined : String(value));
export const listText = (values: readonly (string | number)[]): string | undefined => (values.length ? values.join(',') : undefined);
