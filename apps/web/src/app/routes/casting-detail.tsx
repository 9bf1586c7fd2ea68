import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { type ApplicantProfile, ApplyDialog } from '@/features/applications/components/apply-dialog';
import { castingBySlugQueryOptions, useCastingBySlug } from '@/features/castings/api/get-casting-by-slug';
import { CastingDetail } from '@/features/castings/components/casting-detail';
import { CastingNotFound } from '@/features/castings/components/casting-not-found';
import { useChildren } from '@/features/children/api/get-children';
import { childAge, childName } from '@/features/children/child-name';
import { INVITATIONS_KEY, invitationsQueryOptions } from '@/features/invitations/api/get-invitations';
import { CastingInvitations } from '@/features/invitations/components/casting-invitations';
import { ReportCastingButton } from '@/features/messages/components/report-casting-button';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorToast } from '@/lib/use-error-toast';

/** Casting detail with the apply dialog: the casting, the caller's profiles and the application meet here. */
export default function CastingDetailRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  // Set by the INVITATION notice's link and the dashboard's Apply.
  const invitationId = useSearchParams()[0].get('invitation');
  const queryClient = useQueryClient();
  const casting = useCastingBySlug(slug);
  // Asked with the casting, not after it: the invitations banner would otherwise wait for both in turn.
  usePrefetchQuery(invitationsQueryOptions());
  const notFound = casting.error instanceof ApiError && casting.error.status === 404;
  useErrorToast(notFound ? null : casting.error, t('castings.detail.loadFailed'));
  useDocumentTitle(
    casting.data?.title ?? (notFound ? t('castings.detail.notFound') : t('screens.castingDetail.title')),
  );

  const [applyOpen, setApplyOpen] = useState(false);
  const applyButtonRef = useRef<HTMLButtonElement>(null);
  const appliedPanelRef = useRef<HTMLHeadingElement>(null);
  // §6: in guardian mode the children may apply too; their list also tells who has applied.
  const { user } = useSession();
  const guardian = Boolean(user?.isGuardianModeEnabled);
  // A guardian acting only for their children has no profile of their own: asking would only log a 404.
  const hasOwnProfile = user?.hasOwnProfile ?? true;
  const children = useChildren({ enabled: guardian });
  // The own profile is loaded when the dialog opens; its birth date tells whether a minor's own
  // account (13–17) is judged against the casting's hours for children, as the server does.
  const profile = useMyProfile({ enabled: applyOpen && hasOwnProfile });
  useEffect(() => {
    // §8: a profile that fails to load is only logged; the dialog then says there is no profile.
    if (profile.error) console.warn('Could not load the talent profile to apply with', profile.error);
  }, [profile.error]);
  useEffect(() => {
    // §8: only logged; the children are then left out and the applied flag falls back to false.
    if (children.error) console.warn('Could not load the children to apply for', children.error);
  }, [children.error]);

  const appliedIds = new Set(casting.data?.applications.map((entry) => entry.talentProfileId));
  const childList = guardian && children.data ? children.data : [];
  const childProfileIds = new Set(childList.map((child) => child.talentProfileId));
  const selfApplied = (casting.data?.applications ?? []).some(
    (entry) => !childProfileIds.has(entry.talentProfileId),
  );
  const childProfiles: ApplicantProfile[] = childList.map((child) => ({
    id: child.talentProfileId,
    name: childName(child),
    kind: 'child',
    age: childAge(child),
    birthDate: child.dateOfBirth.slice(0, 10),
    applied: appliedIds.has(child.talentProfileId),
  }));
  const selfProfile: ApplicantProfile[] = profile.data
    ? [
        {
          id: profile.data.id,
          name: `${profile.data.firstName} ${profile.data.lastName}`.trim(),
          kind: 'self',
          birthDate: profile.data.dateOfBirth?.slice(0, 10) ?? null,
          applied: appliedIds.has(profile.data.id),
        },
      ]
    : [];
  const profiles: ApplicantProfile[] | undefined =
    hasOwnProfile && profile.isPending && !profile.isError
      ? undefined
      : guardian && children.isPending
        ? undefined
        : [...selfProfile, ...childProfiles];

  if (casting.isPending || (guardian && children.isPending)) {
    return <Spinner label={t('castings.detail.loading')} className="py-24" />;
  }
  if (notFound) return <CastingNotFound />;
  if (casting.isError) {
    return (
      <DetailLoadFailed
        back={{ to: '/castings', label: t('castings.detail.back') }}
        title={t('castings.detail.loadFailed')}
        text={t('castings.detail.loadErrorText')}
        retry={{ label: t('castings.list.retry'), onRetry: () => void casting.refetch() }}
      />
    );
  }

  const { queryKey } = castingBySlugQueryOptions(slug);
  // The casting lists the applications of the caller's own profile and their children's (DESIGN §4).
  // §8: children that failed to load leave the flag false (the Apply button stays).
  const applied =
    guardian && children.isError
      ? false
      : childList.length === 0
        ? selfApplied
        : selfApplied && childProfiles.every((child) => child.applied);
  // When children are involved, the notice says for whom the applications went.
  const appliedFor =
    childList.length === 0
      ? []
      : [
          ...(selfApplied ? [t('castings.detail.appliedForMe')] : []),
          ...childProfiles.filter((child) => child.applied).map((child) => child.name),
        ];

  return (
    <>
      <CastingDetail
        casting={casting.data}
        applied={applied}
        appliedFor={appliedFor}
        onApply={() => setApplyOpen(true)}
        applyButtonRef={applyButtonRef}
        appliedPanelRef={appliedPanelRef}
        listSearch={listSearch}
        invitations={<CastingInvitations castingId={casting.data.id} invitationId={invitationId} />}
        report={<ReportCastingButton castingId={casting.data.id} />}
      />
      <ApplyDialog
        open={applyOpen}
        onClose={() => setApplyOpen(false)}
        casting={casting.data}
        profiles={profiles}
        returnFocus={() => applyButtonRef.current ?? appliedPanelRef.current}
        onApplied={(application) => {
          // §4: marked applied at once, then the casting is loaded again.
          queryClient.setQueryData(
            queryKey,
            (current) =>
              current && {
                ...current,
                applications: [
                  ...current.applications,
                  {
                    id: application.id,
                    talentProfileId: application.talentProfileId,
                    status: application.status,
                  },
                ],
              },
          );
          void queryClient.invalidateQueries({ queryKey });
          // An invitation to this casting is APPLIED now (the server marks it with the application).
          void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
        }}
        onConflict={() => void queryClient.invalidateQueries({ queryKey })}
      />
    </>
  );
}
