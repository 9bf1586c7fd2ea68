import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** Enough for a long session's history; the oldest are forgotten first. */
const MAX_REMEMBERED = 200;
/**
 * How long a restore may wait for the page to grow tall enough (its list loads after the page
 * shows). The reader's own scroll, click or key ends the wait sooner.
 */
const RESTORE_WAIT_MS = 5000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

interface Remembered {
  /** By history entry: Back and Forward return to that very visit. */
  byEntry: Map<string, number>;
  /** By address: a link back to a list finds the last place it was read at. */
  byAddress: Map<string, number>;
}

function load(): Remembered {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as {
      byEntry?: [string, number][];
      byAddress?: [string, number][];
    };
    return { byEntry: new Map(saved.byEntry ?? []), byAddress: new Map(saved.byAddress ?? []) };
  } catch {
    return { byEntry: new Map(), byAddress: new Map() };
  }
}

/**
 * The first entry of a tab is keyed 'default' (the router gives it no key of its own), and so is the
 * first entry of every page typed in later: kept for this page's life only, never stored for the next.
 */
const FIRST_ENTRY = 'default';

function save(remembered: Remembered): void {
  try {
    const byEntry = [...remembered.byEntry].filter(([entry]) => entry !== FIRST_ENTRY);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ byEntry, byAddress: [...remembered.byAddress] }));
  } catch {
    // Storage full or refused (private mode): positions are then kept for this page's life only.
  }
}

/** Sets a value as the newest (a Map keeps insertion order) and forgets the oldest past the limit. */
function remember(map: Map<string, number>, key: string, y: number): void {
  map.delete(key);
  map.set(key, y);
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value as string);
}

/**
 * Scrolls to `y` and holds it while the page grows to reach it (data that loads after the page
 * shows), until the reader takes over or the wait is over. Returns what stops it early.
 */
function restoreTo(y: number): () => void {
  const startedAt = performance.now();
  const apply = () => window.scrollTo(0, y);
  apply();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
  observer?.observe(document.body);
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, onInput);
    window.removeEventListener('scroll', onScroll);
  };
  // The key that started this navigation (Escape) is still on its way up to the window: only
  // input that comes after the restore began is the reader's.
  const onInput = (event: Event) => {
    if (event.timeStamp > startedAt) stop();
  };
  // A place neither asked for nor forced by a page still too short: the reader (or the page) moved
  // on, and holding the old place would pull them back.
  const onScroll = () => {
    const reachable = Math.min(
      y,
      document.documentElement.scrollHeight - document.documentElement.clientHeight,
    );
    if (Math.abs(window.scrollY - reachable) > 1) stop();
  };
  const timer = window.setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of READER_INPUT) window.addEventListener(type, onInput, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}

const wantsReturn = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { restoreScroll?: unknown }).restoreScroll === true;

/**
 * The router's scroll handling, for BrowserRouter (react-router's own ScrollRestoration needs a
 * data router). A new page opens at its top; Back and Forward, and a way back marked with
 * RETURN_TO_SCROLL, come back where the reader was, waiting for the content to get there. A change of
 * the query alone (a filter, a page of results) leaves the scroll to the page: it knows where its
 * results start (useResultsTop).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const remembered = useRef<Remembered | null>(null);
  const current = useRef<{ entry: string; address: string; pathname: string } | null>(null);

  // The browser's own restoring would jump before the list is back, then the list would move it.
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    remembered.current ??= load();
    const onScroll = () => {
      const here = current.current;
      const memory = remembered.current;
      if (!here || !memory) return;
      remember(memory.byEntry, here.entry, window.scrollY);
      remember(memory.byAddress, here.address, window.scrollY);
    };
    const onPageHide = () => remembered.current && save(remembered.current);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = before;
    };
  }, []);

  // Before paint, so a new page never shows a frame at the old page's offset. Scroll events come
  // after this, so each is counted to the entry now current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (a new entry key), with that navigation's location
  useLayoutEffect(() => {
    remembered.current ??= load();
    const memory = remembered.current;
    const previous = current.current;
    const address = `${location.pathname}${location.search}`;
    current.current = { entry: location.key, address, pathname: location.pathname };
    save(memory);

    const target =
      navigationType === 'POP'
        ? memory.byEntry.get(location.key)
        : wantsReturn(location.state)
          ? memory.byAddress.get(address)
          : undefined;
    if (target !== undefined) return restoreTo(target);
    if (previous && previous.pathname !== location.pathname) window.scrollTo(0, 0);
    return undefined;
  }, [location.key]);

  return null;
}
