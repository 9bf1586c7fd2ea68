import { BackLink } from '@talent/ui/components/back-link';
import { Spinner } from '@talent/ui/components/spinner';
import { buttonLinkClassName, secondaryButtonClassName } from '@talent/ui/link-styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoadError } from '@/components/detail-load-error';
import { PhotoGallery } from '@/components/photo-gallery';
import { ProfileHeader } from '@/components/profile-header';
import { BodySection, DetailSection, SkillsSection } from '@/components/profile-sections';
import { VideoList } from '@/components/video-list';
import { useTalent } from '../api/get-talent';
import { AddToListDialog } from './add-to-list-dialog';
import { InviteDialog } from './invite-dialog';

/**
 * One talent of the directory, as the applicant review shows a profile but without phone, e-mail or
 * social links (they come with an application). Opening it is recorded: the talent sees who looked.
 */
export function TalentPage({ profileId, backTo }: { profileId: string; backTo: string }) {
  const { t } = useTranslation();
  const talent = useTalent(profileId);
  const [acting, setActing] = useState<'list' | 'invite' | null>(null);
  const back = <BackLink to={backTo}>{t('directory.talent.back')}</BackLink>;

  if (talent.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (talent.isError)
    return (
      <DetailLoadError
        back={back}
        error={talent.error}
        notFound={t('directory.talent.notFound')}
        loadFailed={t('directory.talent.loadFailed')}
        onRetry={() => void talent.refetch()}
        testId="talent-error"
      />
    );

  const { talent: profile, photos, videos, isMinor } = talent.data;
  const name = profile.lastName && !isMinor ? `${profile.firstName} ${profile.lastName}` : profile.firstName;
  const ids = acting ? [profileId] : [];

  return (
    <div className="space-y-5" data-testid="talent-page">
      {back}
      <ProfileHeader
        talent={profile}
        heading={
          <h1
            className="text-2xl font-bold tracking-tight break-words text-gray-900"
            data-testid="talent-name"
          >
            {name}
          </h1>
        }
      >
        <p className="text-sm text-gray-600">{t('directory.talent.contactNote')}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <button
            type="button"
            onClick={() => setActing('invite')}
            className={buttonLinkClassName}
            data-testid="talent-invite"
          >
            {t('directory.invite.button')}
          </button>
          <button
            type="button"
            onClick={() => setActing('list')}
            className={secondaryButtonClassName}
            data-testid="talent-add-to-list"
          >
            {t('directory.lists.add')}
          </button>
        </div>
      </ProfileHeader>
      <DetailSection id="section-photos" title={t('applicants.detail.photos')}>
        <PhotoGallery photos={photos} name={name} />
      </DetailSection>
      <DetailSection id="section-videos" title={t('applicants.detail.videos')}>
        <VideoList videos={videos} />
      </DetailSection>
      <div className="grid gap-5 lg:grid-cols-2">
        <BodySection talent={profile} />
        <SkillsSection talent={profile} />
      </div>
      {profile.bio && (
        <DetailSection id="section-bio" title={t('applicants.detail.bio')}>
          <p className="text-sm break-words whitespace-pre-line text-gray-800">{profile.bio}</p>
        </DetailSection>
      )}
      <AddToListDialog profileIds={acting === 'list' ? ids : []} onClose={() => setActing(null)} />
      <InviteDialog profileIds={acting === 'invite' ? ids : []} onClose={() => setActing(null)} />
    </div>
  );
}
