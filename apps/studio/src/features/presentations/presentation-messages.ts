import { PRESENTATION_MESSAGES } from '@talent/contract/presentations';
import type { ParseKeys } from 'i18next';
import { registerMessageKeys } from '@/lib/translate-message';

// The contract writes these in English; the studio says them in the active language. The module comes
// with zod: the dialogs import it (they load on demand), the list page only on a failed revoke.
registerMessageKeys(
  (Object.keys(PRESENTATION_MESSAGES) as (keyof typeof PRESENTATION_MESSAGES)[]).map(
    (key) => [PRESENTATION_MESSAGES[key], `presentations.messages.${key}`] as const,
  ) as (readonly [string, ParseKeys])[],
);
