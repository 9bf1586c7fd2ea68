import { notify } from '@talent/ui/notify';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileTarget } from '../profile-target';
import { invalidateMedia } from './invalidate-media';
import { mediaErrorMessage } from './media-messages';
import { moveItem } from './reorder';

interface SortableOptions {
  queryKey: QueryKey;
  send: (ids: string[]) => Promise<void>;
  success: string;
  failure: string;
  /** The announcement after a move: 'Photo 2 moved to position 3 of 4'. */
  announce: (position: number, count: number) => string;
}

/**
 * Reordering of a cached media list: moved at once in the cache, the ordered ids sent, and the old
 * order back with the error toast when the server refuses. Pointer drag and the move buttons share it.
 */
export function useSortableMedia<T extends { id: string }>(items: readonly T[], options: SortableOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<string | null>(null);

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const previous = queryClient.getQueryData<T[]>(options.queryKey);
    const next = moveItem(items, from, to);
    queryClient.setQueryData(options.queryKey, next);
    setAnnouncement(options.announce(to + 1, next.length));
    try {
      await options.send(next.map((item) => item.id));
      notify.success(options.success);
    } catch (error) {
      queryClient.setQueryData(options.queryKey, previous);
      notify.error(await mediaErrorMessage(t, error, options.failure));
      await invalidateMedia(queryClient, target, options.queryKey);
    }
  };

  const dragProps = (id: string, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      dragged.current = id;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged.current) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = items.findIndex((item) => item.id === dragged.current);
      dragged.current = null;
      if (from >= 0) void move(from, index);
    },
    onDragEnd: () => {
      dragged.current = null;
    },
  });

  return { move, dragProps, announcement };
}
