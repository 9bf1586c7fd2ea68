import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonLinkClassName } from '@/components/ui/link-styles';
import { Spinner } from '@/components/ui/spinner';
import { useApplication } from '@/features/applications/api/get-application';
import { ApplicationDetail } from '@/features/applications/components/application-detail';
import { CastingFacts } from '@/features/castings/components/casting-facts';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorToast } from '@/lib/use-error-toast';

export default function ApplicationDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const application = useApplication(id);
  const notFound = application.error instanceof ApiError && application.error.status === 404;
  useErrorToast(notFound ? null : application.error, t('applications.detail.loadFailed'));
  useDocumentTitle(
    application.data?.casting?.title ??
      (notFound ? t('applications.messages.notFound') : t('screens.applicationDetail.title')),
  );

  if (application.isPending) return <Spinner label={t('applications.detail.loading')} className="py-24" />;
  if (notFound) {
    return (
      <EmptyState
        headingLevel={1}
        title={t('applications.messages.notFound')}
        text={t('applications.detail.notFoundText')}
        action={
          <Link to="/my-applications" className={buttonLinkClassName}>
            {t('applications.detail.back')}
          </Link>
        }
        testId="application-not-found"
      />
    );
  }
  if (application.isError) {
    return (
      <div className="space-y-6">
        <BackLink to="/my-applications">{t('applications.detail.back')}</BackLink>
        <EmptyState
          headingLevel={1}
          title={t('applications.detail.loadFailed')}
          text={t('applications.detail.loadErrorText')}
          action={
            <Button onClick={() => void application.refetch()}>{t('applications.detail.retry')}</Button>
          }
        />
      </div>
    );
  }

  const { casting } = application.data;
  return (
    <ApplicationDetail
      application={application.data}
      facts={casting ? <CastingFacts casting={casting} /> : null}
    />
  );
}
