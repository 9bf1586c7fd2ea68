import { CLIENT_MESSAGES } from '@talent/contract/client-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The verification's answers (reason required, already decided, not found) in the active language.
// This screen loads the clients module anyway, for the reject form's rules.
registerMessageKeys(
  (Object.keys(CLIENT_MESSAGES) as (keyof typeof CLIENT_MESSAGES)[]).map(
    (key) => [CLIENT_MESSAGES[key], `clients.messages.${key}`] as const,
  ),
);
