import { formatNumber } from '@domain/money';

/** What a grid shows after its own column filters, against the rows it was given. */
export interface ViewCount {
  shown: number;
  loaded: number;
  filtered: boolean;
}

/**
 * The one count rule of every list: the count is of what the grid shows. Unfiltered, the list's
 * total ('8 empresas'); filtered in the grid, 'x de y' of the loaded rows ('2 de 8 empresas').
 * `noun` writes a count with its noun, as the screen says it.
 */
export function listCount(total: number, noun: (n: number) => string, view: ViewCount | null): string {
  if (!view || !view.filtered) return noun(total);
  return `${formatNumber(view.shown, 0)} de ${noun(view.loaded)}`;
}
