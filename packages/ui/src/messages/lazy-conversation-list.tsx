import { lazy, Suspense } from 'react';
import type { ConversationListProps } from './conversation-list';

const List = lazy(() => import('./conversation-list'));

/** The inbox, fetched with its texts when first shown; a quiet placeholder meanwhile. */
export function LazyConversationList(props: ConversationListProps) {
  return (
    <Suspense
      fallback={<div aria-busy="true" className="h-40 rounded-2xl bg-gray-100 motion-safe:animate-pulse" />}
    >
      <List {...props} />
    </Suspense>
  );
}

export type { ConversationListProps };
