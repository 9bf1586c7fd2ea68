import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The forgotten and reset password answers in the active language. The contract module holds only
// strings, so the public pages can afford it.
registerMessageKeys([
  [ACCOUNT_MESSAGES.resetLinkSent, 'auth.messages.resetLinkSent'],
  [ACCOUNT_MESSAGES.tooManyResetRequests, 'auth.messages.tooManyResetRequests'],
  [ACCOUNT_MESSAGES.resetLinkInvalid, 'auth.messages.resetLinkInvalid'],
]);
