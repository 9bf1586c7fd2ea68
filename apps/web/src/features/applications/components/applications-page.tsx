import { Button } from '@talent/ui/components/button';
import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { Spinner } from '@talent/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { LinkEmptyState } from '@/components/link-empty-state';
import { useErrorToast } from '@/lib/use-error-toast';
import { useApplications } from '../api/get-applications';
import { ApplicationCard } from './application-card';

/** My applications (§2): every application of the caller, newest first. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const applications = useApplications();
  useErrorToast(applications.error, t('applications.list.loadFailed'));
  const items = applications.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title={t('applications.list.title')} subtitle={t('applications.list.subtitle')} />
      {applications.isPending ? (
        <Spinner label={t('applications.list.loading')} className="py-16" />
      ) : applications.isError ? (
        <EmptyState
          title={t('applications.list.loadFailed')}
          text={t('applications.detail.loadErrorText')}
          action={
            <Button onClick={() => void applications.refetch()}>{t('applications.detail.retry')}</Button>
          }
          testId="applications-error"
        />
      ) : items.length === 0 ? (
        <LinkEmptyState
          title={t('applications.list.emptyTitle')}
          text={t('applications.list.emptyText')}
          link={{ to: '/castings', label: t('applications.list.browseCastings') }}
          testId="applications-empty"
        />
      ) : (
        <>
          <ul className="space-y-4" data-testid="applications-list">
            {items.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
          {applications.hasNextPage && (
            <div className="flex justify-center">
              <Button
                loading={applications.isFetchingNextPage}
                onClick={() => void applications.fetchNextPage()}
              >
                {t('applications.list.showMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
