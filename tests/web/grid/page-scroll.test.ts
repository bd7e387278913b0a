import { describe, expect, it } from 'vitest';
import { PAGE_CHANGE_SCROLL_MS, scrollToTop } from '../../../web/src/widgets/grid/page-scroll';

/** Animation frames run by hand at the given times. */
function frames() {
  const queue: Array<(time: number) => void> = [];
  return {
    frame: (callback: (time: number) => void) => queue.push(callback),
    runAt: (time: number) => queue.splice(0).forEach((callback) => callback(time)),
    pending: () => queue.length,
  };
}

describe('page change scroll', () => {
  it('takes the grid back to its first row in 250 ms, easing out', () => {
    expect(PAGE_CHANGE_SCROLL_MS).toBe(250);
    const element = document.createElement('div');
    element.scrollTop = 400;
    // happy-dom keeps scrollTop as set, so the steps can be read.
    const clock = frames();
    scrollToTop(element, PAGE_CHANGE_SCROLL_MS, clock.frame);
    clock.runAt(1000);
    expect(element.scrollTop).toBe(400);
    clock.runAt(1125);
    expect(element.scrollTop).toBe(100);
    clock.runAt(1250);
    expect(element.scrollTop).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('does nothing when already at the top', () => {
    const element = document.createElement('div');
    const clock = frames();
    scrollToTop(element, PAGE_CHANGE_SCROLL_MS, clock.frame);
    expect(clock.pending()).toBe(0);
  });
});
