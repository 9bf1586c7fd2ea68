import { LoadError } from '@talent/ui/components/load-error';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { LazyMessageThread } from '@talent/ui/messages/lazy-messages';
import { useTranslation } from 'react-i18next';
import { useApplicationConversation } from '../api/get-conversation';

/**
 * The conversation with the applicant (DESIGN §14): the kit's thread of this application, asked for
 * (and made) when the section is shown. A company new to the platform that reached its day's limit of
 * new threads is told so plainly.
 */
export function ApplicantConversation({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const conversation = useApplicationConversation(applicationId);
  if (conversation.isPending) return <Spinner label={t('common.loading')} className="py-6" />;
  if (conversation.isError) {
    const { error } = conversation;
    if (error instanceof ApiError && error.status === 429)
      return (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="thread-limit"
        >
          {t('applicants.conversation.threadLimit')}
        </p>
      );
    return (
      <LoadError
        message={t('applicants.conversation.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void conversation.refetch()}
        testId="conversation-error"
      />
    );
  }
  return (
    <LazyMessageThread
      threadPath={`/studio/conversations/${encodeURIComponent(conversation.data.id)}`}
      conversation={conversation.data}
      headingLevel={3}
    />
  );
}

export default ApplicantConversation;
