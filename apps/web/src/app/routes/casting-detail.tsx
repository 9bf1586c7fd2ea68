import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { type ApplicantProfile, ApplyDialog } from '@/features/applications/components/apply-dialog';
import { castingBySlugQueryOptions, useCastingBySlug } from '@/features/castings/api/get-casting-by-slug';
import { CastingDetail } from '@/features/castings/components/casting-detail';
import { CastingNotFound } from '@/features/castings/components/casting-not-found';
import { useMyProfile } from '@/features/profile/api/get-my-profile';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorToast } from '@/lib/use-error-toast';

/** Casting detail with the apply dialog: the casting, the caller's profiles and the application meet here. */
export default function CastingDetailRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const queryClient = useQueryClient();
  const casting = useCastingBySlug(slug);
  const notFound = casting.error instanceof ApiError && casting.error.status === 404;
  useErrorToast(notFound ? null : casting.error, t('castings.detail.loadFailed'));
  useDocumentTitle(
    casting.data?.title ?? (notFound ? t('castings.detail.notFound') : t('screens.castingDetail.title')),
  );

  const [applyOpen, setApplyOpen] = useState(false);
  const applyButtonRef = useRef<HTMLButtonElement>(null);
  const appliedPanelRef = useRef<HTMLHeadingElement>(null);
  // Loaded when the dialog opens; the guardian feature adds the children here.
  const profile = useMyProfile({ enabled: applyOpen });
  useEffect(() => {
    // §8: a profile that fails to load is only logged; the dialog then says there is no profile.
    if (profile.error) console.warn('Could not load the talent profile to apply with', profile.error);
  }, [profile.error]);
  const profiles: ApplicantProfile[] | undefined = profile.data
    ? [
        {
          id: profile.data.id,
          name: `${profile.data.firstName} ${profile.data.lastName}`.trim(),
          kind: 'self',
        },
      ]
    : profile.isError
      ? []
      : undefined;

  if (casting.isPending) return <Spinner label={t('castings.detail.loading')} className="py-24" />;
  if (notFound) return <CastingNotFound />;
  if (casting.isError) {
    return (
      <div className="space-y-6">
        <BackLink to="/castings">{t('castings.detail.back')}</BackLink>
        <EmptyState
          headingLevel={1}
          title={t('castings.detail.loadFailed')}
          text={t('castings.detail.loadErrorText')}
          action={<Button onClick={() => void casting.refetch()}>{t('castings.list.retry')}</Button>}
        />
      </div>
    );
  }

  const { queryKey } = castingBySlugQueryOptions(slug);
  // The casting lists only the caller's own applications (DESIGN §4): any entry means applied.
  const applied = casting.data.applications.length > 0;

  return (
    <>
      <CastingDetail
        casting={casting.data}
        applied={applied}
        onApply={() => setApplyOpen(true)}
        applyButtonRef={applyButtonRef}
        appliedPanelRef={appliedPanelRef}
        listSearch={listSearch}
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
        }}
        onConflict={() => void queryClient.invalidateQueries({ queryKey })}
      />
    </>
  );
}
