import { NOTIFICATION_MESSAGES } from '@talent/contract/notifications';
import { registerMessageKeys } from '@/lib/translate-message';

export const SAVED_SEARCH_MESSAGE_KEYS = [
  'savedSearchNotFound',
  'savedSearchNameRequired',
  'savedSearchNameTooLong',
  'savedSearchLimit',
  'savedSearchDuplicate',
] as const satisfies readonly (keyof typeof NOTIFICATION_MESSAGES)[];

// The contract's saved-search texts (the name's rules, the server's 400s, 404 and 409) in the active language.
registerMessageKeys(
  SAVED_SEARCH_MESSAGE_KEYS.map(
    (key) => [NOTIFICATION_MESSAGES[key], `castings.savedSearches.messages.${key}`] as const,
  ),
);
