import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { registerMessageKeys } from '@/lib/translate-message';

type ApplicationMessageKey = keyof typeof APPLICATION_MESSAGES;

// The contract's application texts (the server's 404s and 409s) shown in the active language.
registerMessageKeys(
  (Object.keys(APPLICATION_MESSAGES) as ApplicationMessageKey[]).map(
    (key) => [APPLICATION_MESSAGES[key], `applications.messages.${key}`] as const,
  ),
);
