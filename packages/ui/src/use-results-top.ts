import { useCallback, useRef } from 'react';

/**
 * Room above a list's results when the page scrolls to them: the shell's sticky top bar is 4rem
 * tall, and the results' first line must show below it, not under it.
 */
export const RESULTS_TOP_CLASS = 'scroll-mt-20';

/**
 * For a paged list: `ref` and `className` go on the element the results start with, and
 * `scrollToResults` is called with each change of page, so the next page is read from its first
 * result instead of from where the previous one ended (the pager sits below the list). It scrolls only
 * when that start is out of sight above: a short list already in view does not jump.
 */
export function useResultsTop<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const scrollToResults = useCallback(() => {
    const node = ref.current;
    if (!node) return;
    const room = Number.parseFloat(getComputedStyle(node).scrollMarginTop) || 0;
    // jsdom has no scrollIntoView.
    if (node.getBoundingClientRect().top < room) node.scrollIntoView?.({ block: 'start' });
  }, []);
  return { ref, className: RESULTS_TOP_CLASS, scrollToResults };
}
