import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** Photos and videos, read-only until the media issue brings uploads, reordering and deletion. */
export function MediaTab({ kind }: { kind: 'photos' | 'videos' }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={3}
      testId={`${kind}-empty`}
      title={kind === 'photos' ? t('profile.media.photosEmpty') : t('profile.media.videosEmpty')}
      text={t('profile.media.comingWithUploads')}
    />
  );
}
