import { EmptyState } from '@talent/ui/components/empty-state';
import { ApiError } from '@talent/ui/http/api-client';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DetailLoadErrorProps {
  /** The way back, above the message. */
  back: ReactNode;
  /** What the query failed with: a 404 says the thing is gone (nothing to retry), else "try again". */
  error: unknown;
  notFound: string;
  loadFailed: string;
  onRetry: () => void;
  testId: string;
}

/** A one-thing page that could not load (an applicant, a talent, a list): gone, or try again. */
export function DetailLoadError({
  back,
  error,
  notFound,
  loadFailed,
  onRetry,
  testId,
}: DetailLoadErrorProps) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="space-y-5">
      {back}
      <EmptyState
        testId={testId}
        headingLevel={1}
        title={missing ? notFound : loadFailed}
        action={
          missing ? undefined : (
            <button type="button" onClick={onRetry} className={secondaryButtonClassName}>
              {t('common.retry')}
            </button>
          )
        }
      />
    </div>
  );
}
