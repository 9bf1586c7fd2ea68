import { ACCOUNT_MESSAGES, type AccountMessageKey } from '@talent/contract/account-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The account lifecycle's texts (Settings, forgot/reset password, account deletion) in the active
// language. The contract module holds only strings, so the public pages can afford it.
registerMessageKeys(
  (Object.keys(ACCOUNT_MESSAGES) as AccountMessageKey[]).map(
    (key) => [ACCOUNT_MESSAGES[key], `auth.messages.${key}`] as const,
  ),
);
