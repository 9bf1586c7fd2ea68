import type { TalentProfile } from '@talent/contract/profile';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { updateAccount } from '@/lib/update-account';
import { useErrorToast } from '@/lib/use-error-toast';
import { myProfileQueryOptions, useMyProfile } from '../api/get-my-profile';
import { updateProfile } from '../api/update-profile';
import { profileChanges } from '../profile-draft';
import '../profile-messages';
import { OWN_PROFILE } from '../profile-target';
import { AboutTab } from './about-tab';
import { useDraftEditor } from './draft-editor';
import { PhysicalTab } from './physical-tab';
import { mediaTabAsked, ProfileTabs } from './profile-tabs';
import { SkillsTab } from './skills-tab';

// The photo picker loads only when the About tab shows it.
const ProfilePhotoUpload = lazy(() => import('../media/profile-photo-upload'));

type EditableTabId = 'about' | 'physical' | 'skills';
type TabId = EditableTabId | 'photos' | 'videos';

interface ProfilePageProps {
  /** Reloads the signed-in user after account fields changed (names, gender, birth date). */
  onAccountChanged: () => Promise<void>;
}

export function ProfilePage({ onAccountChanged }: ProfilePageProps) {
  const { t } = useTranslation();
  const profile = useMyProfile();
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;
  useErrorToast(notFound ? null : profile.error, t('profile.loadFailed'));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('screens.profile.title')}</h1>
      {profile.isPending && <Spinner label={t('profile.loading')} className="py-24" />}
      {notFound && <EmptyState title={t('profile.notFound')} testId="profile-not-found" />}
      {profile.isError && !notFound && <EmptyState title={t('profile.loadFailed')} testId="profile-error" />}
      {profile.data && <ProfileEditor profile={profile.data} onAccountChanged={onAccountChanged} />}
    </div>
  );
}

function ProfileEditor({ profile, onAccountChanged }: { profile: TalentProfile } & ProfilePageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => mediaTabAsked(search) ?? 'about');
  const editor = useDraftEditor(profile, {
    failure: t('profile.updateFailed'),
    prepare: (draft) => {
      const changes = profileChanges(draft, profile);
      return {
        errors: changes.errors,
        send: async () => {
          const accountChanged = Object.keys(changes.account).length > 0;
          // One after the other: PATCH /auth/me copies names, gender and birth date to the profile
          // too, so the profile's own update (the ISO date of birth) must come last.
          if (accountChanged) await updateAccount(changes.account);
          if (Object.keys(changes.profile).length > 0) await updateProfile(OWN_PROFILE, changes.profile);
          await queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey });
          if (accountChanged) await onAccountChanged();
        },
      };
    },
  });
  const { tabProps } = editor;

  return (
    <ProfileTabs<EditableTabId>
      profile={profile}
      label={t('profile.tabs.label')}
      tabs={[
        { id: 'about', label: t('profile.tabs.about'), testId: 'tab-about' },
        { id: 'physical', label: t('profile.tabs.physical'), testId: 'tab-physical' },
        { id: 'skills', label: t('profile.tabs.skills'), testId: 'tab-skills' },
      ]}
      mediaTabs={{
        photos: { label: t('profile.tabs.photos', { count: profile.photosCount }), testId: 'tab-photos' },
        videos: { label: t('profile.tabs.videos', { count: profile.videosCount }), testId: 'tab-videos' },
      }}
      selected={tab}
      onSelect={setTab}
      editor={editor}
      onProfilePhotoChanged={onAccountChanged}
    >
      {tab === 'about' && (
        <div className="space-y-6">
          <AboutTab {...tabProps} />
          <section
            aria-labelledby="profile-photo-title"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
          >
            <h3 id="profile-photo-title" className="mb-4 text-lg font-semibold text-gray-900">
              {t('profile.media.profilePhotoTitle')}
            </h3>
            <Suspense fallback={<Spinner label={t('profile.media.loading')} className="py-6" />}>
              <ProfilePhotoUpload
                profilePhotoUrl={profile.profilePhotoUrl}
                onProfilePhotoChanged={onAccountChanged}
              />
            </Suspense>
          </section>
        </div>
      )}
      {tab === 'physical' && <PhysicalTab {...tabProps} />}
      {tab === 'skills' && <SkillsTab {...tabProps} />}
    </ProfileTabs>
  );
}
