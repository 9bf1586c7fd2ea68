import { BackLink } from '@talent/ui/components/back-link';
import { Button } from '@talent/ui/components/button';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { buttonLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApplication } from '@/features/applications/api/get-application';
import { ApplicationDetail } from '@/features/applications/components/application-detail';
import { ChildWorkChecklistSection } from '@/features/applications/components/child-work-checklist';
import { SelfTapeSection } from '@/features/applications/components/self-tape-section';
import { CastingFacts } from '@/features/castings/components/casting-facts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorToast } from '@/lib/use-error-toast';

export default function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  return <ApplicationDetailPage id={id} />;
}

function ApplicationDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
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

  const { casting, childId, status } = application.data;
  return (
    <ApplicationDetail
      application={application.data}
      facts={casting ? <CastingFacts casting={casting} /> : null}
      selfTapes={<SelfTapeSection application={application.data} />}
      // HG 75/2015: once a child is accepted, the guardian's steps before and after the work starts.
      checklist={childId && status === 'ACCEPTED' ? <ChildWorkChecklistSection applicationId={id} /> : null}
    />
  );
}
