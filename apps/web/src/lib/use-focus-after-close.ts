import { useEffect, useRef } from 'react';

/**
 * The kit Dialog's `returnFocus` for a dialog that does not pass it on (TextPromptDialog): when `open`
 * turns false, focus goes to what `target()` names at that moment, if it is on the page. Needed where
 * the answer removes the button that opened the dialog: the dialog's own return then finds no opener
 * and focus falls to the page's body. React runs every cleanup of a commit (the closed dialog's
 * return) before any effect, so this has the last word, as returnFocus would; a `target()` that
 * names nothing leaves the dialog's choice (the opener, while still there) alone.
 */
export function useFocusAfterClose(open: boolean, target: () => HTMLElement | null | undefined): void {
  const targetRef = useRef(target);
  targetRef.current = target;
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const element = targetRef.current();
    if (element?.isConnected) element.focus();
  }, [open]);
}
