import { GUARDIAN_MESSAGES, type GuardianMessageKey } from '@talent/contract/children-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The server's guardian-mode refusals (under 18) shown in the active language.
registerMessageKeys(
  (Object.keys(GUARDIAN_MESSAGES) as GuardianMessageKey[]).map(
    (key) => [GUARDIAN_MESSAGES[key], `settings.guardian.messages.${key}`] as const,
  ),
);
