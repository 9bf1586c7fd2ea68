import type { TalentProfile } from '@talent/contract/profile';
import { Spinner } from '@talent/ui/components/spinner';
import { type TabItem, Tabs } from '@talent/ui/components/tabs';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionCard } from './completion-card';
import { EditActions, type useDraftEditor } from './draft-editor';

// Uploads, the grid and the player load only when a media tab (or the photo picker) is opened.
const MediaTab = lazy(() => import('./media-tab'));

type MediaTabId = 'photos' | 'videos';

/**
 * The media tab a link asks for (`?tab=photos|videos`): the self-tape studio sends the talent back to
 * the videos tab, where the new video converts.
 */
export function mediaTabAsked(search: URLSearchParams): MediaTabId | null {
  const tab = search.get('tab');
  return tab === 'photos' || tab === 'videos' ? tab : null;
}

interface ProfileTabsProps<Id extends string> {
  profile: TalentProfile;
  /** Names the tab list. */
  label: string;
  /** The editable tabs (Edit, Save and Cancel above them), before Photos and Videos. */
  tabs: readonly TabItem<Id>[];
  /** Photos and Videos, each with its label (the count in it) and test id. */
  mediaTabs: Record<MediaTabId, { label: string; testId: string }>;
  selected: Id | MediaTabId;
  onSelect: (tab: Id | MediaTabId) => void;
  editor: ReturnType<typeof useDraftEditor>;
  /** After a photo became the profile photo (the avatar or the children list shows it). */
  onProfilePhotoChanged: () => Promise<void>;
  /** The selected editable tab's panel. */
  children: ReactNode;
}

/**
 * A profile's completion card and tabs (own or a child's): the editable tabs with the draft's
 * Edit/Save/Cancel, then the Photos and Videos tabs of the profile target.
 */
export function ProfileTabs<Id extends string>({
  profile,
  label,
  tabs,
  mediaTabs,
  selected,
  onSelect,
  editor,
  onProfilePhotoChanged,
  children,
}: ProfileTabsProps<Id>) {
  const { t } = useTranslation();
  const media: MediaTabId | null = selected === 'photos' ? 'photos' : selected === 'videos' ? 'videos' : null;
  return (
    <>
      <CompletionCard completion={profile.completion} />
      <Tabs<Id | MediaTabId>
        label={label}
        selected={selected}
        onSelect={onSelect}
        tabs={[...tabs, { id: 'photos', ...mediaTabs.photos }, { id: 'videos', ...mediaTabs.videos }]}
      >
        {!media && (
          <EditActions
            editing={editor.editing}
            saving={editor.saving}
            onEdit={editor.startEditing}
            onCancel={editor.cancel}
            onSave={() => void editor.save()}
            editButtonRef={editor.editButtonRef}
          />
        )}
        <div ref={editor.contentRef}>
          {media ? (
            <Suspense fallback={<Spinner label={t('profile.media.loading')} className="py-12" />}>
              <MediaTab
                kind={media}
                profilePhotoUrl={profile.profilePhotoUrl}
                onProfilePhotoChanged={onProfilePhotoChanged}
              />
            </Suspense>
          ) : (
            children
          )}
        </div>
      </Tabs>
    </>
  );
}
