import type { ConversationSummary, Message, Thread } from '@talent/contract/messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/load-error';
import { Spinner } from '../components/spinner';
import { secondaryButtonClassName } from '../link-styles';
import { getThreadPage, markThreadRead } from './api/message-api';
import { CONVERSATION_LISTS_KEY, threadKey, UNREAD_MESSAGES_KEY } from './api/message-keys';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import { ReportDialog } from './report-dialog';
import { useMessagesTexts } from './use-messages-texts';

/** While a thread is on screen it is read again this often, should the live stream be down. */
export const THREAD_REFRESH_MS = 15_000;

export interface MessageThreadProps {
  /** The thread's base path: `/conversations/{id}` (portal) or `/studio/conversations/{id}` (studio). */
  threadPath: string;
  /** What the thread is about, when the page has it already; else the thread's answer brings it. */
  conversation?: ConversationSummary;
  /** The portal's talents meet a company here: "Report this company" in the header. */
  reportCompany?: boolean;
  /** The header's heading level in the page's outline. */
  headingLevel?: 2 | 3;
  /** The messages' scroll area's height (a page gives it more room than a section). */
  scrollClassName?: string;
}

type ReportTarget = { type: 'MESSAGE' | 'CLIENT'; id: string };

/**
 * One conversation: what it is about, the safety notice, the messages oldest → newest with "Earlier
 * messages" above, a report on each of the other side's, and the composer. Marks itself read when
 * shown and when new messages arrive; read again when the stream says a message came (the unread
 * hook invalidates the kit's queries) and every 15 s as a fallback.
 */
export function MessageThread({
  threadPath,
  conversation: given,
  reportCompany = false,
  headingLevel = 2,
  scrollClassName = 'max-h-[32rem]',
}: MessageThreadProps) {
  useMessagesTexts();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: threadKey(threadPath),
    queryFn: ({ pageParam, signal }) => getThreadPage(threadPath, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Thread) => (last.hasMore ? last.messages[0]?.id : undefined),
    refetchInterval: THREAD_REFRESH_MS,
  });
  const [report, setReport] = useState<ReportTarget | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  /** The distance from the bottom before earlier messages were added above: kept after they are. */
  const keepFromBottom = useRef<number | null>(null);

  const pages = query.data?.pages ?? [];
  const messages = orderedMessages(pages);
  const conversation = given ?? pages[0]?.conversation;
  const newestId = messages[messages.length - 1]?.id;
  const oldestId = messages[0]?.id;

  // Read when shown, and again whenever a newer message arrives.
  useEffect(() => {
    if (!newestId) return;
    let cancelled = false;
    markThreadRead(threadPath).then(
      ({ unread }) => {
        if (cancelled) return;
        queryClient.setQueryData(UNREAD_MESSAGES_KEY, unread);
        void queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_KEY });
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [newestId, threadPath, queryClient]);

  // The newest message in view on arrival; earlier messages added above keep the reader's place.
  useLayoutEffect(() => {
    const area = scrollRef.current;
    if (!area || !oldestId || keepFromBottom.current === null) return;
    area.scrollTop = area.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [oldestId]);
  useLayoutEffect(() => {
    const area = scrollRef.current;
    if (area && newestId) area.scrollTop = area.scrollHeight;
  }, [newestId]);

  const loadEarlier = () => {
    const area = scrollRef.current;
    if (area) keepFromBottom.current = area.scrollHeight - area.scrollTop;
    void query.fetchNextPage();
  };

  const onSent = () => {
    void queryClient.invalidateQueries({ queryKey: threadKey(threadPath) });
    void queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_KEY });
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // Not a landmark of its own: the page or section holding the thread names it (a second "Messages"
    // region inside the application's "Messages" section would repeat the landmark).
    <div data-testid="message-thread" className="space-y-4">
      {conversation && (
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <Heading className="text-base font-semibold break-words text-gray-900">
              {t('messages.thread.about', { casting: conversation.casting.title })}
            </Heading>
            <p className="text-sm break-words text-gray-700">
              {t('messages.thread.with', { name: conversation.counterpartName })}
            </p>
          </div>
          {reportCompany && (
            <button
              type="button"
              onClick={() => setReport({ type: 'CLIENT', id: conversation.companyId })}
              className={`${secondaryButtonClassName} shrink-0`}
            >
              {t('messages.thread.reportCompany')}
            </button>
          )}
        </header>
      )}
      <p
        data-testid="never-pay-notice"
        className="rounded-lg bg-indigo-50 p-3 text-sm font-medium text-indigo-950 ring-1 ring-indigo-200"
      >
        {t('messages.thread.neverPay')}
      </p>

      {query.isPending ? (
        <Spinner label={t('messages.thread.loading')} className="py-12" />
      ) : query.isError && pages.length === 0 ? (
        <LoadError
          message={t('messages.thread.loadFailed')}
          retryLabel={t('messages.thread.retry')}
          onRetry={() => void query.refetch()}
          testId="thread-load-error"
        />
      ) : (
        <div
          ref={scrollRef}
          role="log"
          aria-label={t('messages.thread.label')}
          // The area scrolls: reachable by keyboard to scroll it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
          tabIndex={0}
          className={`${scrollClassName} space-y-4 overflow-y-auto rounded-2xl bg-gray-50 p-3 ring-1 ring-gray-200 focus-visible:outline-2 focus-visible:outline-indigo-700 sm:p-4`}
        >
          {query.hasNextPage && (
            <div className="flex justify-center">
              <button
                type="button"
                onClick={loadEarlier}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage || undefined}
                className={secondaryButtonClassName}
              >
                {t('messages.thread.earlier')}
              </button>
            </div>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-red-800">
              {t('messages.thread.earlierFailed')}
            </p>
          )}
          {messages.length === 0 ? (
            <p className="py-8 text-center text-sm text-gray-700" data-testid="thread-empty">
              {t('messages.thread.empty')}
            </p>
          ) : (
            messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onReport={(reported) => setReport({ type: 'MESSAGE', id: reported.id })}
              />
            ))
          )}
        </div>
      )}

      {!query.isPending && !(query.isError && pages.length === 0) && (
        <MessageComposer threadPath={threadPath} minor={conversation?.minor ?? false} onSent={onSent} />
      )}

      <ReportDialog
        open={report !== null}
        onClose={() => setReport(null)}
        targetType={report?.type ?? 'MESSAGE'}
        targetId={report?.id ?? ''}
      />
    </div>
  );
}

/** The pages (newest page first) as one list, oldest first, each message once. */
function orderedMessages(pages: readonly Thread[]): Message[] {
  const seen = new Set<string>();
  const ordered: Message[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      ordered.push(message);
    }
  }
  return ordered;
}

export default MessageThread;
