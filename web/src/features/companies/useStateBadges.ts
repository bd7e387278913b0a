import { useEffect, type RefObject } from 'react';
import { badgeText } from './company-states';

/**
 * Colours the state cells of the report grid by their label. The grid renders cells as plain
 * text with one style per column, so the colour is put on each cell (as CSS variables) whenever
 * the grid writes a cell's text: virtual rows are reused for other companies while scrolling.
 */
export function useStateBadges(root: RefObject<HTMLElement | null>, column: string, colours: Record<string, string>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const paint = () => {
      for (const cell of element.querySelectorAll<HTMLElement>(`[role="gridcell"][data-column="${column}"]`)) {
        const label = cell.textContent?.trim() ?? '';
        if (cell.dataset.badge === label) continue;
        cell.dataset.badge = label;
        const colour = colours[label];
        if (colour) {
          cell.style.setProperty('--badge-bg', colour);
          cell.style.setProperty('--badge-fg', badgeText(colour));
        }
      }
    };
    paint();
    const observer = new MutationObserver(paint);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [root, column, colours]);
}
