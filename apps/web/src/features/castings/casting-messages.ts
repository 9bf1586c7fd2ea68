import { CASTING_MESSAGES } from '@talent/contract/castings';
import { CHILD_WORK_MESSAGES } from '@talent/contract/child-work';
import { registerMessageKeys } from '@/lib/translate-message';

type CastingMessageKey = keyof typeof CASTING_MESSAGES;

// The contract's castings texts (filter rules, the server's 400s) shown in the active language.
registerMessageKeys(
  (Object.keys(CASTING_MESSAGES) as CastingMessageKey[]).map(
    (key) => [CASTING_MESSAGES[key], `castings.messages.${key}`] as const,
  ),
);

// The rules of a casting's hours for children (castings.ts brings child-work.ts anyway).
registerMessageKeys(
  (Object.keys(CHILD_WORK_MESSAGES) as (keyof typeof CHILD_WORK_MESSAGES)[]).map(
    (key) => [CHILD_WORK_MESSAGES[key], `castings.minorSchedule.messages.${key}`] as const,
  ),
);
