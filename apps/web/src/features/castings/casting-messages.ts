import { CASTING_MESSAGES } from '@talent/contract/castings';
import { registerMessageKeys } from '@/lib/translate-message';

type CastingMessageKey = keyof typeof CASTING_MESSAGES;

// The contract's castings texts (filter rules, the server's 400s) shown in the active language.
registerMessageKeys(
  (Object.keys(CASTING_MESSAGES) as CastingMessageKey[]).map(
    (key) => [CASTING_MESSAGES[key], `castings.messages.${key}`] as const,
  ),
);
