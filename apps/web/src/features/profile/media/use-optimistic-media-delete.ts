import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProfileTarget } from '../profile-target';
import { invalidateMedia } from './invalidate-media';
import { mediaErrorMessage } from './media-messages';

interface MediaDeleteOptions {
  queryKey: readonly unknown[];
  send: (id: string) => Promise<unknown>;
  success: string;
  failure: string;
}

/**
 * Deletes a photo or video the way spec §4 asks: hidden from its list at once, back in its place
 * (with the error toast) if the server refuses.
 */
export function useOptimisticMediaDelete<T extends { id: string }>({
  queryKey,
  send,
  success,
  failure,
}: MediaDeleteOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  return async (item: T) => {
    const previous = queryClient.getQueryData<T[]>(queryKey);
    queryClient.setQueryData<T[]>(queryKey, (list) => list?.filter((entry) => entry.id !== item.id));
    try {
      await send(item.id);
      notify.success(success);
      await invalidateMedia(queryClient, target, queryKey);
    } catch (error) {
      queryClient.setQueryData(queryKey, previous);
      notify.error(await mediaErrorMessage(t, error, failure));
    }
  };
}
