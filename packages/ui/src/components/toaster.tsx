import { lazy, Suspense, useCallback, useState } from 'react';
import { useIdleCallback } from '../use-idle-callback';

// Sonner is about 10 KB gzip: it loads once the first page is up, not with the entry (DESIGN §5,
// /login ≤ 140 KB). A toast shown before then fetches it itself and is kept until this mounts.
const SonnerToaster = lazy(() => import('./sonner-toaster'));

export function Toaster() {
  const [idle, setIdle] = useState(false);
  useIdleCallback(useCallback(() => setIdle(true), []));
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
