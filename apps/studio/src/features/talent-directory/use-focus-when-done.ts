import { useRef } from 'react';

/**
 * For a dialog whose success clears the selection, and with it the bar whose button opened the
 * dialog: the kit Dialog's `returnFocus` then names `target` (a stable element of the page) instead
 * of an opener no longer there, so focus does not fall to the body. Call `done` on success; a cancel
 * leaves the dialog's own return to its opener alone.
 */
export function useFocusWhenDone(target: (() => HTMLElement | null) | undefined) {
  const succeeded = useRef(false);
  return {
    done: () => {
      succeeded.current = true;
    },
    returnFocus: () => {
      const element = succeeded.current ? target?.() : null;
      succeeded.current = false;
      return element;
    },
  };
}
