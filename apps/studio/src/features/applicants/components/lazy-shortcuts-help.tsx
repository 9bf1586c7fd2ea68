import { lazy, Suspense } from 'react';

// A closed disclosure below the review: fetched after the page is up (DESIGN §5).
const ApplicantShortcutsHelp = lazy(() =>
  import('./applicant-shortcuts-help').then((module) => ({ default: module.ApplicantShortcutsHelp })),
);

/** The applicant screen's keys, loaded after the rest of the page. */
export function LazyShortcutsHelp() {
  return (
    <Suspense fallback={null}>
      <ApplicantShortcutsHelp />
    </Suspense>
  );
}
