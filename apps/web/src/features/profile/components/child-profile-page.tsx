import { isChildId } from '@talent/contract/children';
import type { TalentProfile } from '@talent/contract/profile';
import { BackLink } from '@talent/ui/components/back-link';
import { Button } from '@talent/ui/components/button';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GuardianModeRequired } from '@/components/guardian-mode-required';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfile } from '../api/get-my-profile';
import { updateProfile } from '../api/update-profile';
import { CHILD_CATEGORIES, childProfileChanges } from '../child-profile-draft';
import '../child-profile-messages';
import '../profile-messages';
import { childProfileTarget, ProfileTargetProvider, useProfileTarget } from '../profile-target';
import { BioSection, PersonalSection, SocialSection } from './about-tab';
import { useDraftEditor } from './draft-editor';
import { PhysicalTab } from './physical-tab';
import { mediaTabAsked, ProfileTabs } from './profile-tabs';
import { AbilitiesSections, CategoriesSection, SkillLists } from './skills-tab';

type EditableTabId = 'personal' | 'social' | 'physical' | 'abilities' | 'categories';
type TabId = EditableTabId | 'photos' | 'videos';

const GUARDIAN_MODE_REQUIRED = 'GUARDIAN_MODE_REQUIRED';
const guardianRefused = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === GUARDIAN_MODE_REQUIRED;

/** The child itself, as the route loads it from the children feature. */
export interface ChildLookup {
  /** The child's name, once loaded. */
  name: string | undefined;
  isPending: boolean;
  error: unknown;
}

/** A child's talent profile (§2): the own profile's editor on the child's profile target. */
export function ChildProfilePage({ id, child }: { id: string | undefined; child: ChildLookup }) {
  const { t } = useTranslation();
  const guardian = Boolean(useSession().user?.isGuardianModeEnabled);
  useDocumentTitle(t('screens.childTalentProfile.title'));
  if (!guardian) return <GuardianModeRequired />;
  if (!isChildId(id)) return <BackToChildren message={t('childProfile.invalidId')} />;
  return <ChildProfile childId={id} child={child} />;
}

/** The toast, then the children list (§8); once, even when StrictMode runs the effect twice. */
function BackToChildren({ message }: { message: string }) {
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.error(message);
    navigate('/children', { replace: true });
  }, [message, navigate]);
  return null;
}

function ChildProfile({ childId, child }: { childId: string; child: ChildLookup }) {
  const { t } = useTranslation();
  const baseTarget = useMemo(() => childProfileTarget(childId), [childId]);
  const profile = useProfile(baseTarget);
  // Skills name the child's talent profile: its id comes with the profile.
  const profileId = profile.data?.id;
  const target = useMemo(() => childProfileTarget(childId, profileId), [childId, profileId]);

  if (guardianRefused(child.error) || guardianRefused(profile.error)) return <GuardianModeRequired />;
  if (child.error instanceof ApiError && child.error.status === 404) {
    return <BackToChildren message={t('childProfile.childLoadFailed')} />;
  }
  if (child.error) console.warn('Could not load the child', child.error);

  const name =
    child.name ?? (profile.data ? `${profile.data.firstName} ${profile.data.lastName}`.trim() : '');
  return (
    <div className="space-y-6">
      <BackLink to="/children">{t('childProfile.back')}</BackLink>
      <div>
        <h1
          className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl"
          data-testid="child-profile-name"
        >
          {name || t('screens.childTalentProfile.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-700">{t('childProfile.subtitle')}</p>
      </div>
      {/* A failed profile waits for the child: an unknown child goes back to the list instead. */}
      {(profile.isPending || (profile.isError && child.isPending)) && (
        <Spinner label={t('childProfile.loading')} className="py-24" />
      )}
      {profile.isError && !child.isPending && (
        <LoadFailed
          error={profile.error}
          retry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
      {profile.data && (
        <ProfileTargetProvider value={target}>
          <ChildProfileEditor profile={profile.data} />
        </ProfileTargetProvider>
      )}
    </div>
  );
}

function LoadFailed({ error, retry, retrying }: { error: unknown; retry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (told.current === error) return;
    told.current = error;
    notify.error(t('childProfile.loadFailed'));
  }, [error, t]);
  return (
    <EmptyState
      title={t('childProfile.loadFailed')}
      text={t('childProfile.loadFailedText')}
      testId="child-profile-error"
      action={
        <Button onClick={retry} loading={retrying} data-testid="child-profile-retry">
          {t('childProfile.retry')}
        </Button>
      }
    />
  );
}

function ChildProfileEditor({ profile }: { profile: TalentProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => mediaTabAsked(search) ?? 'personal');
  const target = useProfileTarget();
  const editor = useDraftEditor(profile, {
    failure: t('childProfile.updateFailed'),
    prepare: (draft) => {
      const changes = childProfileChanges(draft, profile);
      return {
        errors: changes.errors,
        send: async () => {
          if (Object.keys(changes.profile).length > 0) {
            queryClient.setQueryData(target.queryKey, await updateProfile(target, changes.profile));
          }
          await queryClient.invalidateQueries({ queryKey: target.queryKey, exact: true });
        },
      };
    },
  });
  const { tabProps, editing } = editor;
  // The children list shows each child's profile photo.
  const onProfilePhotoChanged = () => queryClient.invalidateQueries({ queryKey: ['children'] });

  return (
    <ProfileTabs<EditableTabId>
      profile={profile}
      label={t('childProfile.tabs.label')}
      tabs={[
        { id: 'personal', label: t('childProfile.tabs.personal'), testId: 'child-tab-personal' },
        { id: 'social', label: t('childProfile.tabs.social'), testId: 'child-tab-social' },
        { id: 'physical', label: t('childProfile.tabs.physical'), testId: 'child-tab-physical' },
        { id: 'abilities', label: t('childProfile.tabs.abilities'), testId: 'child-tab-abilities' },
        { id: 'categories', label: t('childProfile.tabs.categories'), testId: 'child-tab-categories' },
      ]}
      mediaTabs={{
        photos: {
          label: t('childProfile.tabs.photos', { count: profile.photosCount }),
          testId: 'child-tab-photos',
        },
        videos: {
          label: t('childProfile.tabs.videos', { count: profile.videosCount }),
          testId: 'child-tab-videos',
        },
      }}
      selected={tab}
      onSelect={setTab}
      editor={editor}
      onProfilePhotoChanged={onProfilePhotoChanged}
    >
      {tab === 'personal' && (
        <fieldset disabled={!editing} className="min-w-0 space-y-6">
          <legend className="sr-only">{t('childProfile.tabs.personal')}</legend>
          <PersonalSection {...tabProps} lockedNote={t('childProfile.fieldLocked')} />
        </fieldset>
      )}
      {tab === 'social' && (
        <fieldset disabled={!editing} className="min-w-0 space-y-6">
          <legend className="sr-only">{t('childProfile.tabs.social')}</legend>
          <SocialSection {...tabProps} />
        </fieldset>
      )}
      {tab === 'physical' && <PhysicalTab {...tabProps} />}
      {tab === 'abilities' && (
        <div className="space-y-6">
          <fieldset disabled={!editing} className="min-w-0 space-y-6">
            <legend className="sr-only">{t('childProfile.tabs.abilities')}</legend>
            <AbilitiesSections {...tabProps} />
          </fieldset>
          <SkillLists profile={profile} />
        </div>
      )}
      {tab === 'categories' && (
        <fieldset disabled={!editing} className="min-w-0 space-y-6">
          <legend className="sr-only">{t('childProfile.tabs.categories')}</legend>
          <CategoriesSection {...tabProps} options={CHILD_CATEGORIES} actingUniversity={false} />
          <BioSection {...tabProps} />
        </fieldset>
      )}
    </ProfileTabs>
  );
}
