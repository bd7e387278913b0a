/** Paging rules of the spec (001 §9, 002 §5 and §9). */

/** Paged table: 10 to 100 in steps of 10, 30 by default. */
export const PAGED_PAGE_SIZES: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) * 10);
export const DEFAULT_PAGE_SIZE = 30;

/** Plain grid: the spec's list. It names no default, so the smallest list that fills a card is used. */
export const PLAIN_PAGE_SIZES: readonly number[] = [5, 10, 25, 50, 100];
export const DEFAULT_PLAIN_PAGE_SIZE = 10;

/** A custom page size: a positive whole multiple of 10; null otherwise (the size stays as it was). */
export function customPageSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const size = Number(trimmed);
  return size > 0 && size % 10 === 0 ? size : null;
}

/** Page number typed in the page jump, 1-based; null outside 1..pageCount. */
export function pageJumpTarget(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : null;
}

export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}
