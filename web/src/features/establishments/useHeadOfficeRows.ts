import { useEffect, type RefObject } from 'react';
import { HEAD_OFFICE_COLUMN, HEAD_OFFICE_MARK } from './establishment-rows';

/**
 * Paints the head office row (ffc171) and leaves the others white (ffffff). The shared grid
 * styles cells by column only, so the rows it draws are marked here with data-head-office,
 * again whenever it redraws (scrolling, sorting, filtering). CSS in establishments.css.
 */
export function useHeadOfficeRows(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const paint = () => {
      for (const row of root.querySelectorAll<HTMLElement>('.rgrid__row--data')) {
        const cell = row.querySelector(`[data-column="${HEAD_OFFICE_COLUMN}"]`);
        const isHead = cell?.textContent === HEAD_OFFICE_MARK ? 'true' : 'false';
        if (row.dataset.headOffice !== isHead) row.dataset.headOffice = isHead;
      }
    };
    paint();
    const observer = new MutationObserver(paint);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container]);
}
