import { PhotosTab } from '../media/photos-tab';
import { VideosTab } from '../media/videos-tab';

/** The Photos and Videos tabs: a chunk of their own, loaded when one of them is opened. */
export default function MediaTab({
  kind,
  profilePhotoUrl,
  onProfilePhotoChanged,
}: {
  kind: 'photos' | 'videos';
  profilePhotoUrl: string | null;
  onProfilePhotoChanged: () => Promise<void>;
}) {
  return kind === 'photos' ? (
    <PhotosTab profilePhotoUrl={profilePhotoUrl} onProfilePhotoChanged={onProfilePhotoChanged} />
  ) : (
    <VideosTab />
  );
}
