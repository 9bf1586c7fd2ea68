import type { TalentProfile } from '@talent/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorMessage, loadServerMessages } from '@/lib/translate-message';
import { useErrorToast } from '@/lib/use-error-toast';
import { myProfileQueryOptions, useMyProfile } from '../api/get-my-profile';
import { updateAccount } from '../api/update-account';
import { updateProfile } from '../api/update-profile';
import {
  type DraftField,
  draftFieldOf,
  type FieldErrors,
  type ProfileDraft,
  profileChanges,
  toDraft,
} from '../profile-draft';
import '../profile-messages';
import { AboutTab } from './about-tab';
import { CompletionCard } from './completion-card';
import { PhysicalTab } from './physical-tab';
import { SkillsTab } from './skills-tab';

// Uploads, the grid and the player load only when a media tab (or the photo picker) is opened.
const MediaTab = lazy(() => import('./media-tab'));
const ProfilePhotoUpload = lazy(() => import('../media/profile-photo-upload'));

type TabId = 'about' | 'physical' | 'skills' | 'photos' | 'videos';

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
  const [tab, setTab] = useState<TabId>('about');
  // Edit mode works on a copy: Cancel drops it and the saved profile shows again untouched.
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;
  const shown = draft ?? toDraft(profile);
  const contentRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The button pressed disappears when the mode changes: keep the keyboard user's place.
  useEffect(() => {
    if (editing && !wasEditing.current) {
      contentRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    } else if (!editing && wasEditing.current) {
      editButtonRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  const setField = <F extends DraftField>(field: F, value: ProfileDraft[F]) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const startEditing = () => {
    setDraft(toDraft(profile));
    setErrors({});
  };

  const cancel = () => {
    setDraft(null);
    setErrors({});
  };

  const save = async () => {
    if (!draft) return;
    const changes = profileChanges(draft, profile);
    if (Object.values(changes.errors).some(Boolean)) {
      setErrors(changes.errors);
      return;
    }
    setSaving(true);
    try {
      const accountChanged = Object.keys(changes.account).length > 0;
      // One after the other: PATCH /auth/me copies names, gender and birth date to the profile too,
      // so the profile's own update (the ISO date of birth) must come last.
      if (accountChanged) await updateAccount(changes.account);
      if (Object.keys(changes.profile).length > 0) await updateProfile(changes.profile);
      await queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey });
      if (accountChanged) await onAccountChanged();
      setDraft(null);
      setErrors({});
      notify.success(t('profile.updated'));
    } catch (error) {
      await loadServerMessages();
      if (error instanceof ApiError && error.fields) {
        const fields: FieldErrors = {};
        for (const [name, message] of Object.entries(error.fields)) {
          const field = draftFieldOf(name);
          if (field) fields[field] = message;
        }
        setErrors(fields);
      }
      notify.error(await errorMessage(t, error, t('profile.updateFailed')));
    } finally {
      setSaving(false);
    }
  };

  const editable = tab === 'about' || tab === 'physical' || tab === 'skills';
  const tabProps = { profile, draft: shown, errors, editing, setField };

  return (
    <>
      <CompletionCard completion={profile.completionScore} />
      <Tabs
        label={t('profile.tabs.label')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'about', label: t('profile.tabs.about'), testId: 'tab-about' },
          { id: 'physical', label: t('profile.tabs.physical'), testId: 'tab-physical' },
          { id: 'skills', label: t('profile.tabs.skills'), testId: 'tab-skills' },
          {
            id: 'photos',
            label: t('profile.tabs.photos', { count: profile.photosCount }),
            testId: 'tab-photos',
          },
          {
            id: 'videos',
            label: t('profile.tabs.videos', { count: profile.videosCount }),
            testId: 'tab-videos',
          },
        ]}
      >
        {editable && (
          <div className="mb-4 flex flex-wrap justify-end gap-2">
            {editing ? (
              <>
                <button
                  type="button"
                  onClick={cancel}
                  disabled={saving}
                  data-testid="profile-cancel"
                  className="rounded-lg border border-gray-400 bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-70"
                >
                  {t('profile.actions.cancel')}
                </button>
                <Button onClick={() => void save()} loading={saving} data-testid="profile-save">
                  {t('profile.actions.save')}
                </Button>
              </>
            ) : (
              <Button ref={editButtonRef} onClick={startEditing} data-testid="profile-edit">
                {t('profile.actions.edit')}
              </Button>
            )}
          </div>
        )}
        <div ref={contentRef}>
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
          {(tab === 'photos' || tab === 'videos') && (
            <Suspense fallback={<Spinner label={t('profile.media.loading')} className="py-12" />}>
              <MediaTab
                kind={tab}
                profilePhotoUrl={profile.profilePhotoUrl}
                onProfilePhotoChanged={onAccountChanged}
              />
            </Suspense>
          )}
        </div>
      </Tabs>
    </>
  );
}
