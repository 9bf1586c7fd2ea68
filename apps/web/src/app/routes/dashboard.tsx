import { profileGaps } from '@talent/contract/profile';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationStats } from '@/features/applications/api/get-application-stats';
import { useLatestApplications } from '@/features/applications/api/get-applications';
import {
  RECENT_APPLICATIONS,
  RecentApplications,
} from '@/features/applications/components/recent-applications';
import { useProfileViews } from '@/features/dashboard/api/get-profile-views';
import { ProfileCompletenessBanner } from '@/features/dashboard/components/profile-completeness-banner';
import { ProfileViewsCard } from '@/features/dashboard/components/profile-views-card';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { WelcomeHeading } from '@/features/dashboard/components/welcome-heading';
import { invitationsQueryOptions } from '@/features/invitations/api/get-invitations';
import { OpenInvitations } from '@/features/invitations/components/open-invitations';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { OnboardingCard } from '@/features/profile/onboarding/onboarding-card';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** §8: the dashboard's failures are only logged; the lists stay empty. */
function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.warn(`Dashboard: could not load ${what}`, error);
  }, [error, what]);
}

export default function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('screens.dashboard.title'));
  // A guardian acting only for a child has no profile of their own: asking would only log a 404.
  const hasOwnProfile = user?.hasOwnProfile ?? true;
  const profile = useMyProfile({ enabled: hasOwnProfile });
  const stats = useApplicationStats();
  const applications = useLatestApplications(RECENT_APPLICATIONS);
  // Asked now, with the rest, though shown only once the profile is known (below).
  usePrefetchQuery(invitationsQueryOptions());
  useProfileViews({ enabled: hasOwnProfile });
  useLogFailure(profile.error, 'the profile');
  useLogFailure(stats.error, 'the statistics');
  useLogFailure(applications.error, 'the applications');

  return (
    <div className="space-y-8">
      <WelcomeHeading user={user} />
      {/* Nothing until the profile is known (no flash of a warning); a failed fetch counts as incomplete. */}
      {profile.isSuccess && <ProfileCompletenessBanner gaps={profileGaps(profile.data)} />}
      {profile.isError && <ProfileCompletenessBanner gaps={null} />}
      {profile.isSuccess && user && (
        <OnboardingCard userId={user.id} completedAt={profile.data.onboardingCompletedAt} />
      )}
      {/* Held back until the profile is known: the banner and card above would otherwise push them down
          (a layout shift of 0.3 in Lighthouse). The three requests run in parallel, so this costs little. */}
      {(!hasOwnProfile || !profile.isPending) && (
        <>
          <StatCards stats={stats.data} loading={stats.isPending} />
          <OpenInvitations />
          <QuickActions />
          <RecentApplications applications={applications.data} loading={applications.isPending} />
          {/* Views are of one's own profile: a guardian acting only for children has none. */}
          {hasOwnProfile && <ProfileViewsCard />}
        </>
      )}
    </div>
  );
}
