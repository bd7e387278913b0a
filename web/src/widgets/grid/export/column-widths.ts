/**
 * Column widths proportional to the on-screen widths, scaled to fill `available`, but never
 * below a column's minimum (numbers and dates must not be cut): columns held at their minimum
 * leave the rest of the width to the others, in proportion.
 */
export function fitWidths(widths: readonly number[], available: number, minimums: readonly number[] = []): number[] {
  const wanted = widths.map((w) => (Number.isFinite(w) && w > 0 ? w : 100));
  const fixed = new Map<number, number>();
  for (;;) {
    const fixedTotal = [...fixed.values()].reduce((sum, w) => sum + w, 0);
    const freeWanted = wanted.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0);
    const scale = freeWanted > 0 ? Math.max(available - fixedTotal, 0) / freeWanted : 0;
    const result = wanted.map((w, i) => fixed.get(i) ?? w * scale);
    const tooNarrow = result.findIndex((w, i) => !fixed.has(i) && w < (minimums[i] ?? 0));
    if (tooNarrow === -1) {
      // When even the minimums do not fit, shrink everything alike rather than overflow the page.
      const total = result.reduce((sum, w) => sum + w, 0);
      return total > available ? result.map((w) => (w * available) / total) : result;
    }
    fixed.set(tooNarrow, minimums[tooNarrow] ?? 0);
  }
}

/** Longest of the strings (by length: digits share one width in Helvetica, so it is the widest number). */
export function longest(texts: Iterable<string>): string {
  let result = '';
  for (const text of texts) if (text.length > result.length) result = text;
  return result;
}
