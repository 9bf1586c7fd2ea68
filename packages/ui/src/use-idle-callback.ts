import { useEffect } from 'react';

/** Runs `task` once the browser is idle after mount, so it never competes with the first paint. */
export function useIdleCallback(task: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(task, 200);
    return () => window.clearTimeout(handle);
  }, [task]);
}
