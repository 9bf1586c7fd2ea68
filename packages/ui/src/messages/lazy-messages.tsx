import { lazy, Suspense } from 'react';
import type { ConversationListProps } from './conversation-list';
import type { MessageThreadProps } from './message-thread';
import type { ReportDialogProps } from './report-dialog';

/**
 * The messages kit as the apps' pages use it: each piece a chunk of its own, fetched when first
 * shown, with its on-demand texts (DESIGN §5: the pages that show a thread or a Report button do
 * not carry it in their first load). Exported names are stable: both apps import them.
 */
const Thread = lazy(() => import('./message-thread'));
const List = lazy(() => import('./conversation-list'));
const Report = lazy(() => import('./report-dialog'));

/** A quiet placeholder of about the section's size while the chunk and its texts arrive. */
function Placeholder({ className }: { className: string }) {
  return (
    <div aria-busy="true" className={`rounded-2xl bg-gray-100 motion-safe:animate-pulse ${className}`} />
  );
}

export function LazyMessageThread(props: MessageThreadProps) {
  return (
    <Suspense fallback={<Placeholder className="h-64" />}>
      <Thread {...props} />
    </Suspense>
  );
}

export function LazyConversationList(props: ConversationListProps) {
  return (
    <Suspense fallback={<Placeholder className="h-40" />}>
      <List {...props} />
    </Suspense>
  );
}

/** Renders nothing (and fetches nothing) until first opened. */
export function LazyReportDialog(props: ReportDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Report {...props} />
    </Suspense>
  );
}

export type { ConversationListProps, MessageThreadProps, ReportDialogProps };
