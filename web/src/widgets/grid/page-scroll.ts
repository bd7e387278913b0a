/** Spec 002 §9: changing the page scrolls the grid back to its first row in 250 ms. */
export const PAGE_CHANGE_SCROLL_MS = 250;

type Frame = (callback: (time: number) => void) => unknown;

/**
 * Scrolls `element` to the top over `duration` ms (ease-out), one step per animation frame;
 * at once when the user asks for reduced motion. The browser's smooth scrolling has no duration.
 */
export function scrollToTop(element: HTMLElement, duration = PAGE_CHANGE_SCROLL_MS, frame: Frame = requestAnimationFrame): void {
  const from = element.scrollTop;
  if (from <= 0) return;
  if (duration <= 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    element.scrollTop = 0;
    return;
  }
  let start: number | null = null;
  const step = (time: number) => {
    start ??= time;
    const progress = Math.min(1, (time - start) / duration);
    element.scrollTop = from * (1 - progress) ** 2;
    if (progress < 1) frame(step);
  };
  frame(step);
}
