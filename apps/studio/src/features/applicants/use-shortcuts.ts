import { useEffect, useRef } from 'react';

/** Keys (as KeyboardEvent.key, letters in lower case) and what each does. */
export type ShortcutMap = Record<string, () => void>;

/** A key pressed while typing is the text's, never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // Media and selects use the arrow keys themselves.
  return ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'AUDIO'].includes(target.tagName);
}

/**
 * The screen's single-key shortcuts. Ignored while typing, with Ctrl/Alt/Meta held (the browser's own
 * shortcuts), and while a dialog is open (it has its own keys: Escape closes it, not the screen).
 */
export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = latest.current[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
