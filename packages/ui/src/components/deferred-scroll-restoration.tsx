import { lazy, Suspense } from 'react';

// Loaded beside the first screen rather than in each app's entry, which keeps the portal's /login and
// the studio's casting form within their budgets (DESIGN §5): it only acts once that screen is up
// (a reload's position, the next navigation).
const ScrollRestoration = lazy(() =>
  import('./scroll-restoration').then((module) => ({ default: module.ScrollRestoration })),
);

/** The scroll restoration of both apps (mounted inside their router), loaded on its own. */
export function DeferredScrollRestoration() {
  return (
    <Suspense fallback={null}>
      <ScrollRestoration />
    </Suspense>
  );
}
