import { lazy, Suspense } from 'react';

const ApplicationMessages = lazy(() => import('./application-messages'));

/**
 * The application page's "Messages" section, fetched with the thread, its texts and its composer
 * after the page: the page's first load carries none of it (DESIGN §5). A quiet placeholder of about
 * its size meanwhile.
 */
export function LazyApplicationMessages({ applicationId }: { applicationId: string }) {
  return (
    <Suspense fallback={<div aria-busy="true" className="h-72 rounded-2xl bg-white ring-1 ring-gray-200" />}>
      <ApplicationMessages applicationId={applicationId} />
    </Suspense>
  );
}
