import { lazy, Suspense } from 'react';
import type { MessageThreadProps } from './message-thread';

// A module of its own per piece: a page that shows only a Report button carries neither the
// thread's import nor its list of chunks to preload (lazy-messages.tsx has all three).
const Thread = lazy(() => import('./message-thread'));

/** The thread, fetched with its texts when first shown; a quiet placeholder of about its size meanwhile. */
export function LazyMessageThread(props: MessageThreadProps) {
  return (
    <Suspense
      fallback={<div aria-busy="true" className="h-64 rounded-2xl bg-gray-100 motion-safe:animate-pulse" />}
    >
      <Thread {...props} />
    </Suspense>
  );
}

export type { MessageThreadProps };
