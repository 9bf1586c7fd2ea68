/** Every query of the notifications: what a sign-out or a change of the list invalidates. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The bell's count: from the live stream, from polling while the stream is down, from the read routes. */
export const UNREAD_COUNT_KEY = ['notifications', 'unread'] as const;
/** The pages of the list, `[...NOTIFICATION_LIST_KEY, page]`: invalidated whenever the count changes. */
export const NOTIFICATION_LIST_KEY = ['notifications', 'list'] as const;
export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;
