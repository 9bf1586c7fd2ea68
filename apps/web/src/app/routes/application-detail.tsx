import type { Application } from '@talent/contract/applications';
import { ADULT_AGE } from '@talent/contract/child-work';
import { ageOn, romanianToday } from '@talent/contract/dates';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { LinkEmptyState } from '@/components/link-empty-state';
import { useApplication } from '@/features/applications/api/get-application';
import { ApplicationDetail } from '@/features/applications/components/application-detail';
import { ChildWorkChecklistSection } from '@/features/applications/components/child-work-checklist';
import { SelfTapeSection } from '@/features/applications/components/self-tape-section';
import { CastingFacts } from '@/features/castings/components/casting-facts';
import { LazyApplicationMessages } from '@/features/messages/components/lazy-application-messages';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorToast } from '@/lib/use-error-toast';

export default function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  return <ApplicationDetailPage id={id} />;
}

/**
 * Whether an accepted application has the HG 75/2015 checklist: a child profile's, or the user's own
 * when they are under 18 on the first working day (the shooting date, today when there is none), by
 * the own profile's birth date as the server judges the application (the account's when the profile
 * has none). An adult's own application has none: the section is not shown.
 */
function useHasChildWorkChecklist(application: Application | undefined): boolean {
  const accepted = application?.status === 'ACCEPTED';
  const own = accepted && application.childId === null;
  const profile = useMyProfile({ enabled: own });
  const accountBirthDate = useSession().user?.birthDate ?? null;
  if (!accepted) return false;
  if (application.childId !== null) return true;
  const birthDate = profile.data?.dateOfBirth?.slice(0, 10) ?? accountBirthDate;
  if (!birthDate) return false;
  const firstDay = application.casting?.shootingDate?.slice(0, 10) || romanianToday();
  const age = ageOn(birthDate, firstDay);
  return age !== null && age >= 0 && age < ADULT_AGE;
}

function ApplicationDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const application = useApplication(id);
  const hasChecklist = useHasChildWorkChecklist(application.data);
  const notFound = application.error instanceof ApiError && application.error.status === 404;
  useErrorToast(notFound ? null : application.error, t('applications.detail.loadFailed'));
  useDocumentTitle(
    application.data?.casting?.title ??
      (notFound ? t('applications.messages.notFound') : t('screens.applicationDetail.title')),
  );

  if (application.isPending) return <Spinner label={t('applications.detail.loading')} className="py-24" />;
  if (notFound) {
    return (
      <LinkEmptyState
        headingLevel={1}
        title={t('applications.messages.notFound')}
        text={t('applications.detail.notFoundText')}
        link={{ to: '/my-applications', label: t('applications.detail.back') }}
        testId="application-not-found"
      />
    );
  }
  if (application.isError) {
    return (
      <DetailLoadFailed
        back={{ to: '/my-applications', label: t('applications.detail.back') }}
        title={t('applications.detail.loadFailed')}
        text={t('applications.detail.loadErrorText')}
        retry={{ label: t('applications.detail.retry'), onRetry: () => void application.refetch() }}
      />
    );
  }

  const { casting } = application.data;
  return (
    <ApplicationDetail
      application={application.data}
      facts={casting ? <CastingFacts casting={casting} /> : null}
      selfTapes={<SelfTapeSection application={application.data} />}
      // HG 75/2015: once a minor is accepted, the steps before and after the work starts.
      checklist={hasChecklist ? <ChildWorkChecklistSection applicationId={id} /> : null}
      messages={<LazyApplicationMessages applicationId={id} />}
    />
  );
}
