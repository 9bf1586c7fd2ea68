import type { ConversationSummary } from '@talent/contract/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { QueryStates } from '../components/load-error';
import { PagedList } from '../components/paged-list';
import { currentLanguage } from '../i18n';
import { getConversations } from './api/message-api';
import { conversationListKey } from './api/message-keys';
import { messageTime } from './message-format';
import { useMessagesTexts } from './use-messages-texts';

export interface ConversationListProps {
  /** `/conversations` (portal) or `/studio/conversations` (studio). */
  listPath: string;
  /** Where a row leads: the thread's page, or the page the thread lives on. */
  linkTo: (conversation: ConversationSummary) => string;
  /** The empty state's line under its title (what will show up here, in the app's words). */
  emptyText?: string;
  /** The rows' heading level in the page's outline (each row is named by its counterpart). */
  headingLevel?: 2 | 3;
}

/** An inbox: the reader's conversations, newest first, paged; unread ones marked. */
export function ConversationList({ listPath, linkTo, emptyText, headingLevel = 2 }: ConversationListProps) {
  useMessagesTexts();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: conversationListKey(listPath, page),
    queryFn: ({ signal }) => getConversations(listPath, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryStates
      query={query}
      loadingLabel={t('messages.list.loading')}
      errorMessage={t('messages.list.loadFailed')}
      retryLabel={t('messages.list.retry')}
      errorTestId="conversations-load-error"
    >
      {(list) =>
        list.data.length === 0 && list.meta.page === 1 ? (
          <EmptyState
            title={t('messages.list.emptyTitle')}
            text={emptyText ?? t('messages.list.emptyText')}
            headingLevel={headingLevel}
            testId="conversations-empty"
          />
        ) : (
          <PagedList
            items={list.data}
            meta={list.meta}
            busy={query.isPlaceholderData}
            className="space-y-3"
            labels={{
              navigation: t('messages.list.pagination.navigation'),
              previous: t('messages.list.pagination.previous'),
              next: t('messages.list.pagination.next'),
              pageOf: t('messages.list.pagination.pageOf', {
                page: list.meta.page,
                totalPages: list.meta.totalPages,
              }),
            }}
            onPageChange={setPage}
            renderItem={(conversation) => (
              <ConversationRow
                conversation={conversation}
                to={linkTo(conversation)}
                headingLevel={headingLevel}
              />
            )}
          />
        )
      }
    </QueryStates>
  );
}

function ConversationRow({
  conversation,
  to,
  headingLevel,
}: {
  conversation: ConversationSummary;
  to: string;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const last = conversation.lastMessage;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const preview = !last
    ? t('messages.list.noMessages')
    : last.status === 'HIDDEN'
      ? t('messages.list.removed')
      : last.fromMe
        ? t('messages.list.you', { text: last.text || t('messages.list.attachmentOnly') })
        : last.text || t('messages.list.attachmentOnly');
  const unread = conversation.unread > 0;
  return (
    <article
      data-testid="conversation-row"
      className={`relative flex gap-3 rounded-2xl bg-white p-4 ring-1 focus-within:ring-2 focus-within:ring-indigo-700 ${unread ? 'ring-indigo-300' : 'ring-gray-200'}`}
    >
      <div className="min-w-0 flex-1">
        <Heading className={`text-base break-words text-gray-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
          <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
            {conversation.counterpartName}
          </Link>
        </Heading>
        <p className="text-sm break-words text-gray-700">{conversation.casting.title}</p>
        <p className={`mt-1 line-clamp-2 text-sm break-words ${unread ? 'text-gray-900' : 'text-gray-700'}`}>
          {preview}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2 text-xs text-gray-700">
        {last && <time dateTime={last.at}>{messageTime(last.at, currentLanguage())}</time>}
        {unread && (
          <span
            data-testid="conversation-unread"
            className="rounded-full bg-indigo-700 px-2 py-0.5 font-semibold text-white"
          >
            {t('messages.list.unread', { count: conversation.unread })}
          </span>
        )}
      </div>
    </article>
  );
}

export default ConversationList;
