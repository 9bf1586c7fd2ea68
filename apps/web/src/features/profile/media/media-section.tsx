import { ConfirmDeleteDialog } from '@talent/ui/components/confirm-delete-dialog';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import { deleteMedia } from '../api/delete-media';
import { useMedia } from '../api/get-media';
import { reorderMedia } from '../api/reorder-media';
import { type MediaItem, type MediaKind, mediaKey, useProfileTarget } from '../profile-target';
import { MoveButtons } from './move-buttons';
import { useOptimisticMediaDelete } from './use-optimistic-media-delete';
import { useSortableMedia } from './use-sortable-media';

// What differs between the two lists besides their items: names, texts and layout.
const KINDS = {
  photos: {
    one: 'photo',
    // Rows of one height (auto-rows-fr): a card is as tall as the tallest, whatever it shows.
    list: {
      testId: 'photo-grid',
      className: 'grid auto-rows-fr grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4',
    },
    item: 'flex flex-col gap-2 rounded-xl bg-white p-2 shadow-sm ring-1 ring-gray-200',
    texts: {
      title: 'profile.media.photosTitle',
      empty: 'profile.media.photosEmpty',
      reordered: 'profile.media.photosReordered',
      reorderFailed: 'profile.media.reorderFailed',
      deleted: 'profile.media.photoDeleted',
      deleteFailed: 'profile.media.deletePhotoFailed',
      deleteTitle: 'profile.media.deletePhotoTitle',
      deleteText: 'profile.media.deletePhotoText',
    },
  },
  videos: {
    one: 'video',
    list: { testId: 'video-list', className: 'grid gap-3 sm:grid-cols-2' },
    item: 'flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200',
    texts: {
      title: 'profile.media.videosTitle',
      empty: 'profile.media.videosEmpty',
      reordered: 'profile.media.videosReordered',
      reorderFailed: 'profile.media.reorderVideosFailed',
      deleted: 'profile.media.videoDeleted',
      deleteFailed: 'profile.media.deleteVideoFailed',
      deleteTitle: 'profile.media.deleteVideoTitle',
      deleteText: 'profile.media.deleteVideoText',
    },
  },
} as const;

interface MediaSectionProps<K extends MediaKind> {
  kind: K;
  /** The way to add photos or videos, above the list. */
  upload: ReactNode;
  /** A line above the list while it has items (how to reorder). */
  hint?: string;
  /** Each item's name, read in its buttons' labels ('Photo 2', a video's title). */
  nameOf: (item: MediaItem<K>, index: number) => string;
  /** An item's card; `actions` is its move and delete row, placed where the card wants it. */
  renderItem: (item: MediaItem<K>, card: { name: string; actions: ReactNode }) => ReactNode;
  /** The section's own dialogs (the photo viewer). */
  children?: ReactNode;
}

/**
 * The Photos or Videos tab of the profile target (§2): the upload, the list in its order with
 * its states, reordering by drag or buttons (announced), and delete after a confirmation, hidden
 * at once and back in place if the server refuses.
 */
export function MediaSection<K extends MediaKind>({
  kind,
  upload,
  hint,
  nameOf,
  renderItem,
  children,
}: MediaSectionProps<K>) {
  const { t } = useTranslation();
  const target = useProfileTarget();
  const media = useMedia(target, kind);
  const items: readonly MediaItem<K>[] = media.data ?? [];
  const queryKey = mediaKey(target, kind);
  const { one, list, item: itemClassName, texts } = KINDS[kind];
  const [deleting, setDeleting] = useState<MediaItem<K> | null>(null);
  const sortable = useSortableMedia(items, {
    queryKey,
    send: (ids) => reorderMedia(target, kind, ids),
    success: t(texts.reordered),
    failure: t(texts.reorderFailed),
    announce: (position, count) => t('profile.media.movedTo', { position, count }),
  });
  const deleteOptimistically = useOptimisticMediaDelete<MediaItem<K>>({
    queryKey,
    send: (id) => deleteMedia(target, kind, id),
    success: t(texts.deleted),
    failure: t(texts.deleteFailed),
  });
  const remove = async (item: MediaItem<K>) => {
    setDeleting(null);
    await deleteOptimistically(item);
  };

  return (
    <section aria-labelledby={`${kind}-title`} className="space-y-4">
      <h3 id={`${kind}-title`} className="text-lg font-semibold text-gray-900">
        {t(texts.title)}
      </h3>
      {upload}
      {media.isPending && <Spinner label={t('profile.media.loading')} className="py-12" />}
      {media.isError && (
        <EmptyState headingLevel={3} title={t('profile.media.loadFailed')} testId={`${kind}-error`} />
      )}
      {media.isSuccess && items.length === 0 && (
        <EmptyState headingLevel={3} testId={`${kind}-empty`} title={t(texts.empty)} />
      )}
      {items.length > 0 && (
        <>
          {hint && <p className="text-sm text-gray-700">{hint}</p>}
          <ul data-testid={list.testId} className={list.className}>
            {items.map((item, index) => {
              const name = nameOf(item, index);
              const actions = (
                <div className="flex flex-wrap items-center justify-between gap-1">
                  <MoveButtons
                    name={name}
                    index={index}
                    count={items.length}
                    onMove={(to) => void sortable.move(index, to)}
                  />
                  <SmallButton
                    onClick={() => setDeleting(item)}
                    aria-label={t('profile.media.deleteNamed', { name })}
                    data-testid={`${one}-delete`}
                  >
                    {t('profile.media.delete')}
                  </SmallButton>
                </div>
              );
              return (
                <li
                  key={item.id}
                  data-testid={`${one}-item`}
                  {...{ [`data-${one}-id`]: item.id }}
                  {...sortable.dragProps(item.id, index)}
                  className={itemClassName}
                >
                  {renderItem(item, { name, actions })}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p aria-live="polite" className="sr-only" data-testid="reorder-announcement">
        {sortable.announcement}
      </p>
      {children}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t(texts.deleteTitle)}
        text={t(texts.deleteText)}
        confirmLabel={t('profile.media.delete')}
        cancelLabel={t('profile.media.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
