import type { NotificationPreferences, NotificationType } from '@talent/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../http/api-client';
import { NOTIFICATION_PREFERENCES_KEY } from '../notification-keys';

/** PUT /notification-preferences: sets the types sent (the others keep their value); every choice after. */
export async function updateNotificationPreferences(
  update: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiData<NotificationPreferences>('/notification-preferences', {
    method: 'PUT',
    body: update,
  });
}

/** One type's e-mail choice, switched on screen at once and saved; switched back if refused. */
export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  const setChoice = (type: NotificationType, value: boolean) =>
    queryClient.setQueryData<NotificationPreferences>(
      NOTIFICATION_PREFERENCES_KEY,
      (preferences) => preferences && { email: { ...preferences.email, [type]: value } },
    );
  return useMutation({
    mutationFn: ({ type, email }: { type: NotificationType; email: boolean }) =>
      updateNotificationPreferences({ email: { [type]: email } }),
    onMutate: ({ type, email }) => setChoice(type, email),
    // The answer is not written over the screen: it can only confirm what was sent, and a switch
    // flipped again meanwhile would flicker back to this older value.
    onError: (_error, { type, email }) => setChoice(type, !email),
  });
}
