import { CHECKLIST_MESSAGES } from '@talent/contract/child-work-checklist';
import { registerMessageKeys } from '@/lib/translate-message';

type ChecklistMessageKey = keyof typeof CHECKLIST_MESSAGES;

// The server's checklist refusals (not accepted yet, companion not named…) in the active language.
registerMessageKeys(
  (Object.keys(CHECKLIST_MESSAGES) as ChecklistMessageKey[]).map(
    (key) => [CHECKLIST_MESSAGES[key], `applications.checklist.messages.${key}`] as const,
  ),
);
