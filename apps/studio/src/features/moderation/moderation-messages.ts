import { REPORT_MESSAGES } from '@talent/contract/message-limits';
import { registerMessageKeys } from '@/lib/translate-message';

// The moderation answers (already resolved, not for this target, no longer held, a note too long) in
// the active language. message-limits holds only strings: no zod comes with it.
registerMessageKeys(
  (Object.keys(REPORT_MESSAGES) as (keyof typeof REPORT_MESSAGES)[]).map(
    (key) => [REPORT_MESSAGES[key], `moderation.messages.${key}`] as const,
  ),
);
